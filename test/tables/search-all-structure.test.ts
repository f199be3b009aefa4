// The shape of src/tables/search-all (issue 46): one executor (run.ts) and planners that never
// import it, so no import circle inside the folder; and no class longer than 150 lines. Read from
// the sources, every import counted (type-only ones too: a circle of types is still a circle to read).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

const FOLDER = join(import.meta.dirname, "..", "..", "src", "tables", "search-all");
const files = readdirSync(FOLDER).filter((f) => f.endsWith(".ts"));
const source = (f: string) => readFileSync(join(FOLDER, f), "utf8");

/** The files of the folder a file imports (`./x.js` -> `x.ts`). */
function importsOf(f: string): string[] {
  const found = [...source(f).matchAll(/^\s*(?:import|export)\b[^;]*?from\s+"\.\/([\w-]+)\.js"/gms)].map((m) => `${m[1]}.ts`);
  return [...new Set(found)].filter((g) => files.includes(g));
}

/** Every import circle, as the list of files along it (depth-first, each circle found from its first file). */
function circles(): string[][] {
  const graph = new Map(files.map((f) => [f, importsOf(f)]));
  const found: string[][] = [];
  const done = new Set<string>();
  const visit = (f: string, path: string[]) => {
    const at = path.indexOf(f);
    if (at >= 0) {
      found.push([...path.slice(at), f]);
      return;
    }
    if (done.has(f)) return;
    for (const g of graph.get(f) ?? []) visit(g, [...path, f]);
    done.add(f);
  };
  for (const f of files) visit(f, []);
  return found;
}

/** Each class of the folder and its length in lines, from `class` to the closing brace at column 0. */
function classLengths(): { name: string; lines: number }[] {
  const out: { name: string; lines: number }[] = [];
  for (const f of files) {
    const lines = source(f).split("\n");
    lines.forEach((line, k) => {
      const m = /^(?:export )?(?:abstract )?class (\w+)/.exec(line);
      if (!m) return;
      const end = lines.findIndex((l, j) => j > k && l === "}");
      out.push({ name: `${f}: ${m[1]}`, lines: end - k + 1 });
    });
  }
  return out;
}

describe("src/tables/search-all structure", () => {
  test("the scan sees the folder's imports", () => {
    expect(importsOf("run.ts")).toContain("collect.ts");
    expect(importsOf("collect.ts")).toContain("date-sweep.ts");
  });

  test("no import circle inside the folder", () => {
    expect(circles()).toEqual([]);
  });

  test("only the executor imports the executor", () => {
    const importers = files.filter((f) => importsOf(f).includes("run.ts"));
    expect(importers).toEqual(["search-all.ts"]);
  });

  test("no class over 150 lines", () => {
    const lengths = classLengths();
    expect(lengths.length).toBeGreaterThan(3);
    expect(lengths.filter((c) => c.lines > 150)).toEqual([]);
  });
});
