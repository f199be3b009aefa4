// connect() as the package exports it: the tables layer's session with its mirror method, and the
// notebook's progress bars and readable table printing registered when the first session starts
// rather than when the package is imported, so importing corebook has no side effects.
import { withMirror, type Session } from "./mirror/session.js";
import { currentKernel, keepCellsOpenForDisplays } from "./notebook/kernel.js";
import { useReadableTables } from "./notebook/table-inspect.js";
import { useProgressBars } from "./notebook/table-progress.js";
import { connect as connectSession, type ConnectOptions } from "./tables/index.js";

export async function connect(options?: ConnectOptions): Promise<Session> {
  useProgressBars();
  // A table left as a cell's last expression prints as a short text table, not Arquero's fields.
  useReadableTables();
  // show(x) without await completes in the cell that called it (a no-op outside tslab).
  keepCellsOpenForDisplays();
  return withMirror(await connectSession(inNotebook(options)));
}

/** In a notebook the sandbox notice is information, not an error: stdout, not the red stderr box. */
function inNotebook(options: ConnectOptions | undefined): ConnectOptions | undefined {
  if (options?.log || currentKernel() === "none") return options;
  return { ...options, log: (line) => console.log(line) };
}
