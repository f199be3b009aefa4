// Module hooks for import-light.test.ts: append the URL of every module resolved in this process
// to the file named by LOADED_MODULES_LOG (the hooks run in their own thread, so a file it is).
import { appendFileSync } from "node:fs";

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  appendFileSync(process.env.LOADED_MODULES_LOG, `${resolved.url}\n`);
  return resolved;
}
