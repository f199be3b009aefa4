// The version of corebook that fetched a table or wrote a snapshot, read once from package.json.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { packageRoot } from "../package-root.js";

let version: string | undefined;

export function corebookVersion(): string {
  if (version === undefined) {
    try {
      const pkg = JSON.parse(readFileSync(join(packageRoot(), "package.json"), "utf8")) as { version?: unknown };
      version = typeof pkg.version === "string" ? pkg.version : "unknown";
    } catch {
      version = "unknown";
    }
  }
  return version;
}
