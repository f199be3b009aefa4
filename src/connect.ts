// connect() as the package exports it: the tables layer's session, with the notebook's progress
// bars registered when the first session starts rather than when the package is imported, so
// importing corebook has no side effects.
import { useProgressBars } from "./notebook/table-progress.js";
import { connect as connectSession, type ConnectOptions, type Session } from "./tables/index.js";

export async function connect(options?: ConnectOptions): Promise<Session> {
  useProgressBars();
  return connectSession(options);
}
