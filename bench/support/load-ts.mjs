// Node 20 cannot run TypeScript. Benchmarks load the project's sources (and test helpers such as the
// scripted server) by transpiling them once into node_modules/.cache, without type checking:
// `npm run typecheck` does that. The cache sits under the project so bare imports (undici, zod,
// arquero) resolve from the project's node_modules.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Transpiles the given folders or files (relative to the project) and returns an importer for their modules. */
export function loadTs(name, folders) {
  const out = join(root, "node_modules", ".cache", `corebook-bench-${name}`);
  const transpileTree = (dir) => {
    for (const entry of statSync(dir).isDirectory() ? readdirSync(dir) : [""]) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) {
        transpileTree(path);
        continue;
      }
      if (!path.endsWith(".ts") || path.endsWith(".d.ts") || path.endsWith(".test.ts")) continue;
      const js = ts.transpileModule(readFileSync(path, "utf8"), {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      }).outputText;
      const target = join(out, relative(root, path)).replace(/\.ts$/, ".js");
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, js);
    }
  };
  for (const folder of folders) transpileTree(join(root, folder));
  writeFileSync(join(out, "package.json"), JSON.stringify({ type: "module" }));
  return (modulePath) => import(pathToFileURL(join(out, modulePath)).href);
}

/** `--name value` from the command line as a number, or the default. */
export function numberArg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

/** `--name a,b,c` from the command line as a list of strings, or the default. */
export function listArg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1].split(",") : fallback;
}
