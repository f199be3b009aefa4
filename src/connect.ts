// connect() as the package exports it: the tables layer's session with its mirror method, and the
// notebook's progress bars, table display and cell hooks switched on when the first session starts
// rather than when the package is imported, so importing corebook has no side effects.
import { withMirror, type Session } from "./mirror/session.js";
import { currentKernel } from "./notebook/kernel.js";
import { reportRunUsage } from "./notebook/run-usage.js";
import { useNotebook } from "./notebook/use-notebook.js";
import { openSession as connectSession, type ConnectOptions } from "./tables/index.js";

/**
 * Opens a session: on the real service when an API key is known (`apiKey` or `SV_API_KEY`, with `SV_BASE_URL`), otherwise on a
 * sandbox started in this process over synthetic data, announced by one line. In a notebook it also switches on progress bars
 * and table display.
 */
export async function connect(options?: ConnectOptions): Promise<Session> {
  useNotebook();
  const session = withMirror(await connectSession(inNotebook(options)));
  reportRunUsage(session);
  return session;
}

/** In a notebook the sandbox notice is information, not an error: stdout, not the red stderr box. */
function inNotebook(options: ConnectOptions | undefined): ConnectOptions | undefined {
  if (options?.log || currentKernel() === "none") return options;
  return { ...options, log: (line) => console.log(line) };
}
