// The "Analysis helpers" sample of docs/tour.md type-checks exactly as written, as a tslab cell
// (tslab's TypeScript 5.0 fork, CommonJS output, Node10 resolution) and as a Deno module would see
// it (ESM, bundler resolution): `op.yearOf` used to fail there, since Arquero's `op` has a fixed
// type without corebook's day functions. Compiled against the BUILT declarations in dist/, from a
// folder where corebook is installed as a dependency. readme-analysis-helpers.e2e.test.ts runs it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const projectDir = fileURLToPath(new URL("../..", import.meta.url));
type Ts = typeof ts;

// What a notebook holds before the sample: the same names as readme-analysis-helpers' prelude.
const PRELUDE = `
import { connect as connectFirst, flatten as flattenFirst } from "corebook";
const sv = await connectFirst({ quiet: true });
const trials = await sv.trialcore.search({ query: "cancer", include: ["outcomes"], limit: 100 });
const outcomes = flattenFirst.outcomes(trials);
const ids = trials.array("serviceId") as string[];
let local = trials;
const drugs = await sv.drugcore.search({ query: "inhibitor", limit: 3 });
export {};
`;

function sample(): string {
  const guide = readFileSync(join(projectDir, "docs", "tour.md"), "utf8");
  const block = /## Analysis helpers[\s\S]*?```ts\n([\s\S]*?)```/.exec(guide)?.[1];
  if (!block) throw new Error("docs/tour.md has no Analysis helpers code block");
  const imports = /^(?:import[\s\S]*?from "[^"]+";\s*)+/.exec(block)?.[0] ?? "";
  return `${imports}\n${PRELUDE}\n${block.slice(imports.length)}`;
}

// Top-level await: tslab lets it through (1308), CommonJS reports 1375/1378. Not about types.
const TOP_LEVEL_AWAIT = new Set([1308, 1375, 1378]);

function diagnostics(t: Ts, file: string, options: ts.CompilerOptions, code: string): string {
  const program = t.createProgram([file], options);
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`the compiler did not load ${file}`);
  return t
    .getPreEmitDiagnostics(program, source)
    .filter((d) => !TOP_LEVEL_AWAIT.has(d.code))
    .map((d) => {
      const line = d.file && d.start !== undefined ? code.split("\n")[d.file.getLineAndCharacterOfPosition(d.start).line]?.trim() : "";
      return `TS${d.code} ${t.flattenDiagnosticMessageText(d.messageText, " ")}\n    at: ${line}`;
    })
    .join("\n");
}

const base = (t: Ts): ts.CompilerOptions => ({
  noEmit: true,
  target: t.ScriptTarget.ES2022,
  lib: ["lib.es2023.d.ts", "lib.dom.d.ts"],
  strict: true,
  skipLibCheck: true,
  esModuleInterop: true,
  typeRoots: [join(projectDir, "node_modules", "@types")],
  types: ["node"],
});

const tslabTs = createRequire(createRequire(import.meta.url).resolve("tslab/package.json"))("@tslab/typescript-for-tslab") as Ts;

describe("docs/tour.md analysis helpers type-check as written", () => {
  let dir = "";
  let file = "";
  const code = sample();
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "corebook-tour-types-"));
    mkdirSync(join(dir, "node_modules"));
    symlinkSync(projectDir, join(dir, "node_modules", "corebook"), "dir");
    // The sample imports Arquero too, as a notebook does; npm installs it beside corebook.
    symlinkSync(join(projectDir, "node_modules", "arquero"), join(dir, "node_modules", "arquero"), "dir");
    file = join(dir, "cell.ts");
    writeFileSync(file, code);
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("uses op.yearOf, op.daysBetween and op.yearsBetween in arrow functions", () => {
    expect(code).toMatch(/\(d\) => op\.yearOf\(/);
    expect(code).toMatch(/\(d\) => op\.yearsBetween\(/);
  });

  it(`in a tslab cell: TypeScript ${tslabTs.version}, CommonJS, Node10 resolution`, () => {
    const options = { ...base(tslabTs), module: tslabTs.ModuleKind.CommonJS, moduleResolution: tslabTs.ModuleResolutionKind.Node10 };
    expect(diagnostics(tslabTs, file, options, code)).toBe("");
  });

  it(`as an ES module (Deno's view): TypeScript ${ts.version}, ESNext, bundler resolution`, () => {
    const options = { ...base(ts), module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler };
    expect(diagnostics(ts, file, options, code)).toBe("");
  });
});
