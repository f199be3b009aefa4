#!/usr/bin/env node
// The second half of `npm run build`: after tsc has written dist/ (declarations, the CLI and every
// module), dist/index.js, the entry `import("corebook")` loads, is replaced by one bundle of our
// own code. A notebook's import then reads one file instead of some 200 small modules, which is
// most of what importing corebook cost beyond its dependencies (bench/import.mjs). Dependencies stay
// external, and what loads on first use (the sandbox, Parquet, DuckDB, vega) becomes its own chunk.
import { rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
rmSync(join(dist, "chunks"), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { index: "src/index.ts" },
  outdir: dist,
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
});
