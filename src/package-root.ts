// This package's own folder (package.json, templates/, python/), found by walking up from the running
// file, so the answer is the same from src/ (tests), from tsc's dist/ files and from the bundled
// dist/index.js, whose code sits at a different depth than the source file it came from.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

let root: string | undefined;

export function packageRoot(): string {
  if (root !== undefined) return root;
  const start = dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = dirname(dir)) {
    if (isCorebook(join(dir, "package.json"))) {
      root = dir;
      return dir;
    }
    if (dirname(dir) === dir) throw new Error(`corebook: no package.json named "corebook" above ${start}; is the package installed whole?`);
  }
}

function isCorebook(file: string): boolean {
  if (!existsSync(file)) return false;
  try {
    return (JSON.parse(readFileSync(file, "utf8")) as { name?: unknown }).name === "corebook";
  } catch {
    return false;
  }
}
