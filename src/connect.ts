// connect() as the package exports it: the tables layer's session with its mirror method, and the
// notebook's progress bars and readable table printing registered when the first session starts rather than when the package is
// imported, so importing corebook has no side effects.
import { withMirror, type Session } from "./mirror/session.js";
import { useReadableTables } from "./notebook/table-inspect.js";
import { useProgressBars } from "./notebook/table-progress.js";
import { connect as connectSession, type ConnectOptions } from "./tables/index.js";

export async function connect(options?: ConnectOptions): Promise<Session> {
  useProgressBars();
  // A table left as a cell's last expression prints as a short text table, not Arquero's fields.
  useReadableTables();
  return withMirror(await connectSession(options));
}
