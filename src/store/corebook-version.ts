// The version of corebook that fetched a table or wrote a snapshot, read once from package.json
// (two folders up from both src/store and dist/store).
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

let version: string | undefined;

export function corebookVersion(): string {
  if (version === undefined) {
    try {
      const pkg = JSON.parse(readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "package.json"), "utf8")) as { version?: unknown };
      version = typeof pkg.version === "string" ? pkg.version : "unknown";
    } catch {
      version = "unknown";
    }
  }
  return version;
}
