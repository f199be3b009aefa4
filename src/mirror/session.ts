// A session with sv.mirror(dir, definition). The mirror sits above tables/, so the session the tables
// layer builds gets its mirror method here rather than tables/ importing this layer. DuckDB loads on
// the first mirror() call, not with the session.
import type { CoreSession as TablesSession } from "../tables/index.js";
import type { MirrorDefinition } from "./definition.js";
import type { Mirror } from "./mirror.js";

/** The session `connect()` returns: the tables of every core, the cache, and `mirror()`. */
export interface Session extends TablesSession {
  /** Opens the mirror in `dir` (creating it with `definition`); sync() seeds it the first time. */
  mirror(dir: string, definition?: MirrorDefinition): Promise<Mirror>;
}

export function withMirror(session: TablesSession): Session {
  return Object.assign(session, {
    mirror: async (dir: string, definition?: MirrorDefinition) => (await import("./mirror.js")).openMirror(session, dir, definition),
  });
}
