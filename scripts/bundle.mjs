#!/usr/bin/env node
// The second half of `npm run build`: after tsc has written dist/ (declarations, the CLI and every
// module), dist/index.js, the entry `import("corebook")` loads, is replaced by one bundle of our
// own code. A notebook's import then reads two files (the entry and one chunk) instead of some 200
// small modules, which was most of what importing corebook cost beyond its dependencies
// (bench/import.mjs). Dependencies stay external, and what loads on first use (the sandbox,
// Parquet, DuckDB, vega) is in chunks of its own.
import { readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

// DuckDB's JS API is some 180 small CommonJS modules: resolving and compiling them one by one was
// most of what opening the first mirror cost (bench/mirror-seed.mjs). Bundled into the mirror's
// chunk it loads in a quarter of the time; its native binding (@duckdb/node-bindings) stays outside,
// loaded through a require made for the chunk.
const bundleDuckDbApi = {
  name: "bundle-duckdb-api",
  setup(build) {
    build.onResolve({ filter: /^@duckdb\/node-api$/ }, () => ({
      path: createRequire(join(root, "package.json")).resolve("@duckdb/node-api"),
    }));
  },
};
// zod is some 80 small ES modules, and corebook's schemas (which the client parses every response
// with) need it at import: resolving and compiling them one by one cost more CPU than our own code
// (98 ms against 40 ms bundled, bench/import.mjs). Bundled, only the parts the schemas use remain.
// zod stays a dependency: the declarations in dist/ name its types.
const bundleZod = {
  name: "bundle-zod",
  setup(build) {
    build.onResolve({ filter: /^zod$/ }, () => ({
      // Its ES module build (the "import" condition), which esbuild can tree-shake.
      path: fileURLToPath(import.meta.resolve("zod")),
    }));
    // zod's namespace object carries every language's error messages (z.locales, some 60 files
    // and most of the bundle's size); corebook reads none of them, and zod's own default (English)
    // is imported apart from this list.
    build.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, () => ({
      contents: 'export { default as en } from "./en.js";\n',
      loader: "js",
    }));
  },
};
// esbuild puts each module in a chunk by the set of entry points that reach it, and every module
// loaded on first use (import() of our own code) is an entry point: what index.ts shares with the
// sandbox, with the export engines, with the mirror, ... became some twenty small chunks, each a
// file that import("corebook") resolves, reads and links (a module costs the same whatever its
// size). Each such module here also imports index.ts, which it only ever runs after anyway: then
// everything index.ts reaches is reached by every entry point and lands in one chunk. The check
// after the build holds it to that.
const ENTRY = join(root, "src", "index.ts");
const loadedOnFirstUse = new Set();
const oneChunkAtImport = {
  name: "one-chunk-at-import",
  setup(build) {
    build.onResolve({ filter: /^\./ }, async (args) => {
      if (args.kind !== "dynamic-import" || args.pluginData === "one-chunk-at-import") return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: "one-chunk-at-import",
      });
      if (resolved.errors.length === 0 && resolved.path.startsWith(join(root, "src"))) loadedOnFirstUse.add(resolved.path);
      return undefined;
    });
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      if (!loadedOnFirstUse.has(args.path)) return undefined;
      return { contents: `${readFileSync(args.path, "utf8")}\nimport ${JSON.stringify(ENTRY)};\n`, loader: "ts" };
    });
  },
};
const dist = join(root, "dist");
rmSync(join(dist, "chunks"), { recursive: true, force: true });
const { metafile } = await build({
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
  metafile: true,
  plugins: [bundleDuckDbApi, bundleZod, oneChunkAtImport],
  // Bundled CommonJS code (DuckDB's API) requires its native binding; ESM output has no require.
  banner: { js: 'import { createRequire as __corebookRequire } from "node:module"; const require = __corebookRequire(import.meta.url);' },
});

// What `import("corebook")` loads of ours: dist/index.js and the chunks it imports statically.
const outputs = metafile.outputs;
const eager = new Set();
const visit = (file) => {
  for (const imported of outputs[file].imports) {
    if (imported.kind !== "import-statement" || imported.external || eager.has(imported.path)) continue;
    eager.add(imported.path);
    visit(imported.path);
  }
};
visit(relative(root, join(dist, "index.js")));
if (eager.size > 1) {
  throw new Error(`bundle: import("corebook") would load ${eager.size} chunks (${[...eager].join(", ")}), not one: see oneChunkAtImport`);
}
