// Every test file: a promise rejection nobody handled, or an exception nobody caught, fails the file
// it happened in (named, with its message), whatever vitest's own reporting makes of it. Issue 44:
// the suite must run with 0 unhandled rejections. Installed once per worker (unit files share one).
import { afterAll } from "vitest";

interface Seen {
  errors: string[];
}
const KEY = Symbol.for("corebook.test.unhandled");
const store = globalThis as typeof globalThis & { [KEY]?: Seen };

if (!store[KEY]) {
  const seen: Seen = { errors: [] };
  store[KEY] = seen;
  const describe = (kind: string, error: unknown) =>
    `${kind}: ${error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ""}` : String(error)}`;
  process.on("unhandledRejection", (error) => seen.errors.push(describe("unhandled rejection", error)));
  process.on("uncaughtException", (error) => seen.errors.push(describe("uncaught exception", error)));
}

afterAll(async () => {
  // A rejection left unhandled at the file's end is reported after a turn of the event loop.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const seen = store[KEY] as Seen;
  const errors = seen.errors.splice(0);
  if (errors.length > 0) throw new Error(`${errors.length} unhandled during this file:\n${errors.join("\n---\n")}`);
});
