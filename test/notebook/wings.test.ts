// The two wings of notebook code: what runs inside a kernel (src/notebook/) never imports the
// Jupyter tooling (src/jupyter/), and only the top of the house uses the tooling: the command line
// (src/cli.ts, src/cli/); what `npm test` installs is test/support/test-tools.ts, outside src/.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const src = resolve(import.meta.dirname, "..", "..", "src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
  );
}

/** Each relative import of a file, as a path inside src/ (e.g. `jupyter/run-command.js`). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/(?:from|import\()\s*"(\.{1,2}\/[^"]+)"/g)].map((m) => relative(src, resolve(dirname(file), m[1])));
}

/** `from -> to` for every import of src/jupyter by the given files. */
function jupyterImports(files: string[]): string[] {
  return files.flatMap((f) =>
    importsOf(f)
      .filter((i) => i.startsWith("jupyter/"))
      .map((i) => `${relative(src, f)} -> ${i}`),
  );
}

describe("notebook code in two wings", () => {
  const files = sourceFiles(src);

  it("src/notebook imports nothing from src/jupyter", () => {
    expect(jupyterImports(files.filter((f) => relative(src, f).startsWith("notebook/")))).toEqual([]);
  });

  it("only the command line (cli.ts, src/cli) and src/jupyter itself import src/jupyter", () => {
    const top = (path: string) => path === "cli.ts" || ["cli/", "jupyter/"].some((folder) => path.startsWith(folder));
    expect(jupyterImports(files.filter((f) => !top(relative(src, f))))).toEqual([]);
  });
});
