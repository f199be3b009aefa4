// connect() with sv.mirror(dir, definition). The mirror sits above tables/, so the session the
// tables layer builds gets its mirror method here rather than tables/ importing this layer.
import { connect as connectTables, type ConnectOptions, type Session as TablesSession } from "../tables/index.js";
import type { MirrorDefinition } from "./definition.js";
import { openMirror, type Mirror } from "./mirror.js";

export interface Session extends TablesSession {
  /** Opens the mirror in `dir` (creating it with `definition`); sync() seeds it the first time. */
  mirror(dir: string, definition?: MirrorDefinition): Promise<Mirror>;
}

export async function connect(options?: ConnectOptions): Promise<Session> {
  const session = await connectTables(options);
  return Object.assign(session, { mirror: (dir: string, definition?: MirrorDefinition) => openMirror(session, dir, definition) });
}
