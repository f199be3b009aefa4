// The other runtimes the tests run corebook on (Node 22 and 24, Deno), installed from the npm
// registry on first use into the project's .cache/runtimes (scripts/runtime.mjs).
// @ts-expect-error: a plain .mjs script with no declarations; its one export is typed below.
import { runtimePath as install } from "../../scripts/runtime.mjs";

export type RuntimeName = "node22" | "node24" | "deno";

/** The absolute path of the runtime's binary, installing it when missing (a few seconds, once). */
export function runtimePath(name: RuntimeName): string {
  const path: unknown = install(name);
  if (typeof path !== "string") throw new Error(`runtime ${name}: no binary path`);
  return path;
}
