// tslab compiles every notebook cell with `declaration: true` (to carry a cell's names to the
// next cell), so a top-level `const x = await sv.capabilities()` fails with TS2742 ("cannot be
// named without a reference to .../zod/v4/core") whenever a public result's type has no name that
// a file importing "corebook" can write. This test stores the result of every public call in a
// top-level const of such a file and compiles it against the BUILT declarations in dist/.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const projectDir = fileURLToPath(new URL("../..", import.meta.url));

/** What a notebook user writes: one top-level const per public result (types only; never run). */
const NOTEBOOK = `
import {
  connect, createClient, flatten, links, info, charts, exportTable, readTable, startSandbox,
} from "corebook";

async function collect<T>(feed: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const entry of feed) out.push(entry);
  return out;
}

export const sv = await connect();
export const credits = await sv.credits();
export const capabilities = await sv.capabilities();
export const firstCore = capabilities.cores[0];
export const coreNames = capabilities.cores.map((c) => c.name);
export const usage = sv.usage;
export const apiUsage = sv.api.usage;
export const apiUsageSnapshot = sv.api.usage.snapshot();
export const ledger = sv.api.ledger;
export const apiCredits = await sv.api.credits();
export const apiCapabilities = await sv.api.capabilities();

// Tables.
export const papers = await sv.biomedcore.search({ query: "metformin" });
export const trials = await sv.trialcore.search({ query: "cancer", phase: ["PHASE3"] });
export const drugs = await sv.drugcore.search({ query: "kinase" });
export const approvals = await sv.regulatorycore.search({ query: "insulin" });
export const genes = await sv.genecore.search({ query: "EGFR" });
export const patents = await sv.patentcore.search({ query: "antibody" });
export const allTrials = await sv.trialcore.searchAll({ query: "cancer" }, { from: "2020-01-01" });
export const allPapers = await sv.biomedcore.searchAll({ query: "cancer" }, { from: "2020-01-01" });
export const paperTable = await sv.biomedcore.get(["B1"]);
export const trialTable = await sv.trialcore.get(["T1"], { include: ["outcomes"] });
export const drugTable = await sv.drugcore.get("D1");
export const approvalTable = await sv.regulatorycore.get(["R1"]);
export const geneTable = await sv.genecore.get(["G1"]);
export const patentTable = await sv.patentcore.get(["P1"]);
export const paperLookup = await sv.biomedcore.lookup([{ pmid: "1" }, { doi: "10.1/x" }]);
export const trialLookup = await sv.trialcore.lookup([{ nctId: "NCT00000001" }]);
export const drugLookup = await sv.drugcore.lookup([{ chemblId: "CHEMBL1" }]);
export const approvalLookup = await sv.regulatorycore.lookup([{ ndc: "0001" }]);
export const geneLookup = await sv.genecore.lookup([{ symbol: "EGFR" }]);
export const patentLookup = await sv.patentcore.lookup([{ publicationNumber: "US1" }]);

// Records and their nested parts.
export const paper = await sv.biomedcore.record("B1", { include: ["authorsMetadata"] });
export const author = paper.authorsMetadata?.[0];
export const affiliation = author?.affiliations[0];
export const trial = await sv.trialcore.record("T1", { include: ["outcomes"] });
export const arm = trial.armGroups[0];
export const outcome = trial.outcomes?.[0];
export const measurement = outcome?.measurements[0];
export const phase = trial.phase;
export const drug = await sv.drugcore.record("D1");
export const mechanism = drug.mechanismsOfAction[0];
export const target = mechanism.targets[0];
export const approval = await sv.regulatorycore.record("R1", { include: ["emaDetails", "fdaDetails"] });
export const designation = approval.designations[0];
export const otherMarket = approval.authorizationsByAgency[0];
export const embeddedSection = approval.documentSections[0];
export const emaDetails = approval.emaDetails;
export const fdaDetails = approval.fdaDetails;
export const section = await sv.regulatorycore.section("R1", "S1");
export const gene = await sv.genecore.record("G1", { include: ["protein"] });
export const tractability = gene.tractability;
export const safety = gene.safetyLiabilities?.[0];
export const constraint = gene.gnomadConstraint;
export const essentiality = gene.depmapEssentiality;
export const topDependency = gene.depmapEssentiality?.topDependencies[0];
export const protein = gene.protein;
export const geneGroup = gene.hgncGeneGroups[0];
export const targetClass = gene.targetClass;
export const patent = await sv.patentcore.record("P1", { include: ["claims"] });

// Change feeds.
export const paperFeed = sv.biomedcore.changes({ since: "2024-01-01" });
export const paperChanges = await collect(sv.biomedcore.changes({ since: "2024-01-01" }));
export const trialChanges = await collect(sv.trialcore.changes({ since: "2024-01-01" }));
export const drugChanges = await collect(sv.drugcore.changes({ since: "2024-01-01" }));
export const approvalChanges = await collect(sv.regulatorycore.changes({ since: "2024-01-01" }));
export const sectionChange = approvalChanges[0].documentSections[0];
export const geneChanges = await collect(sv.genecore.changes({ since: "2024-01-01" }));

// The low-level client.
export const api = sv.api;
export const apiPapers = await sv.api.biomedcore.search({ query: "metformin" });
export const apiTrials = await sv.api.trialcore.search({ query: "cancer" });
export const apiDrugs = await sv.api.drugcore.search({ query: "kinase" });
export const apiApprovals = await sv.api.regulatorycore.search({ query: "insulin" });
export const apiGenes = await sv.api.genecore.search({ query: "EGFR" });
export const apiPatents = await sv.api.patentcore.search({ query: "antibody" });
export const apiPaper = await sv.api.biomedcore.get("B1");
export const apiTrial = await sv.api.trialcore.get("T1", { include: ["outcomes"] });
export const apiDrug = await sv.api.drugcore.get("D1");
export const apiApproval = await sv.api.regulatorycore.get("R1");
export const apiGene = await sv.api.genecore.get("G1");
export const apiPatent = await sv.api.patentcore.get("P1");
export const apiPaperLookup = await sv.api.biomedcore.lookup([{ pmid: "1" }]);
export const apiLookupResult = apiPaperLookup[0];
export const apiTrialLookup = await sv.api.trialcore.lookup([{ nctId: "NCT00000001" }]);
export const apiDrugLookup = await sv.api.drugcore.lookup([{ chemblId: "CHEMBL1" }]);
export const apiApprovalLookup = await sv.api.regulatorycore.lookup([{ ndc: "0001" }]);
export const apiGeneLookup = await sv.api.genecore.lookup([{ symbol: "EGFR" }]);
export const apiPatentLookup = await sv.api.patentcore.lookup([{ familyId: "F1" }]);
export const apiPaperChanges = await collect(sv.api.biomedcore.changes({ since: "2024-01-01" }));
export const apiTrialChanges = await collect(sv.api.trialcore.changes({ since: "2024-01-01" }));
export const apiDrugChanges = await collect(sv.api.drugcore.changes({ since: "2024-01-01" }));
export const apiApprovalChanges = await collect(sv.api.regulatorycore.changes({ since: "2024-01-01" }));
export const apiGeneChanges = await collect(sv.api.genecore.changes({ since: "2024-01-01" }));
export const apiTrialPages = await collect(sv.api.trialcore.changePages({ since: "2024-01-01" }));
export const apiApprovalPages = await collect(sv.api.regulatorycore.changePages({ since: "2024-01-01" }));
export const apiSection = await sv.api.regulatorycore.section("R1", "S1");
export const client = createClient({ apiKey: "k", baseUrl: "http://127.0.0.1:8080" });
export const clientCapabilities = await client.capabilities();
export const clientPapers = await client.biomedcore.search({ query: "x" });
export const price = client.estimateCost("trialcore", "search", { limit: 300 });

// Flatteners, links, provenance.
export const outcomes = flatten.outcomes(trialTable);
export const measurements = flatten.measurements(trialTable);
export const arms = flatten.arms([trial]);
export const designations = flatten.designations(approvalTable);
export const byAgency = flatten.authorizationsByAgency(approvalTable);
export const documentSections = flatten.documentSections(approvalTable);
export const mechanisms = flatten.mechanisms(drugTable);
export const targets = flatten.targets(drugTable);
export const authors = flatten.authors(paperTable);
export const affiliations = flatten.affiliations(paperTable);
export const edges = links(paperTable, "citedBy");
export const followed = await sv.follow(paperTable, "citedBy");
export const provenance = info(papers);
export const truncatedWindow = info(allTrials)?.truncatedWindows[0];

// Charts, export, sandbox.
export const byPhase = charts.trialsByPhase(trials);
export const timeline = charts.trialTimeline(trials, { title: "Trials" });
export const enrollment = charts.enrollment(trials);
export const byCountry = charts.trialsByCountry(trials);
export const byYear = charts.publicationsByYear(papers);
export const citations = charts.citations(papers);
export const approvalsTimeline = charts.approvalsTimeline(approvals);
export const designationChart = charts.designations(designations);
export const pipeline = charts.pipeline(drugs);
export const geneConstraint = charts.geneConstraint(genes);
export const outcomeChart = charts.outcomeMeasurements(measurements);
export const fromSpec = charts.fromSpec(byPhase.spec);
export const spec = byPhase.spec;
export const svg = await byPhase.toSVG();
export const png = await byPhase.toPNG();
export const exported = await exportTable(trials, "trials.parquet");
export const readBack = await readTable("trials.parquet");
export const sandbox = await startSandbox({ seed: 1 });
export const dataset = sandbox.dataset;
`;

// tslab lets top-level await through (its compiler reports it as 1308 and drops that); with
// module commonjs the same code is reported as 1375/1378. Neither is about naming types.
const TOP_LEVEL_AWAIT = new Set([1308, 1375, 1378]);

type Ts = typeof ts;

/** The options of the brief's reproduction: CommonJS with Node10 resolution, as tslab resolves. */
function commonJsOptions(t: Ts, outDir: string): ts.CompilerOptions {
  return {
    declaration: true,
    emitDeclarationOnly: true,
    outDir,
    module: t.ModuleKind.CommonJS,
    moduleResolution: t.ModuleResolutionKind.Node10,
    target: t.ScriptTarget.ES2022,
    lib: ["lib.es2023.d.ts", "lib.dom.d.ts"],
    strict: true,
    skipLibCheck: true,
    esModuleInterop: true,
    typeRoots: [join(projectDir, "node_modules", "@types")],
    types: ["node"],
  };
}

/** tslab's own settings (converter.js): its TypeScript fork, ESNext with Node10, top-level await allowed. */
function tslabOptions(t: Ts, outDir: string): ts.CompilerOptions {
  return { ...commonJsOptions(t, outDir), module: t.ModuleKind.ESNext, disableTopLevelAwait: true } as ts.CompilerOptions;
}

interface Compiled {
  diagnostics: readonly ts.Diagnostic[];
  /** The cell's emitted declarations (what tslab hands to the next cell). */
  declarations: string;
}

function compile(t: Ts, file: string, options: ts.CompilerOptions): Compiled {
  const program = t.createProgram([file], options);
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`the compiler did not load ${file}`);
  let declarations = "";
  // Declaration diagnostics (TS2742, TS4023, ...) only appear when declarations are emitted.
  const emitted = program.emit(
    source,
    (name, text) => {
      if (name.endsWith(".d.ts")) declarations += text;
    },
    undefined,
    true,
  );
  const diagnostics = [...t.getPreEmitDiagnostics(program, source), ...emitted.diagnostics].filter((d) => !TOP_LEVEL_AWAIT.has(d.code));
  return { diagnostics, declarations };
}

/** Types the declarations reach by a path other than the package name (deep imports, other packages). */
function foreignReferences(declarations: string): string[] {
  const specifiers = [...declarations.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]);
  return [...new Set(specifiers.filter((s) => s !== "corebook"))];
}

function describeAll(t: Ts, diagnostics: readonly ts.Diagnostic[]): string {
  return diagnostics
    .map((d) => {
      const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
      const line = where ? NOTEBOOK.split("\n")[where.line]?.trim() : undefined;
      return `TS${d.code} ${t.flattenDiagnosticMessageText(d.messageText, " ")}${line ? `\n    at: ${line}` : ""}`;
    })
    .join("\n");
}

/**
 * A notebook folder with corebook installed as a dependency: `node_modules/corebook` links to this
 * project, so corebook's own dependencies (zod, arquero, ...) sit under `corebook/node_modules` and
 * cannot be named from the notebook, exactly as in a real install where they are not hoisted. Inside
 * the project they would resolve from the project's node_modules and hide the problem.
 */
function notebookFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), "corebook-decl-"));
  mkdirSync(join(dir, "node_modules"));
  symlinkSync(projectDir, join(dir, "node_modules", "corebook"), "dir");
  writeFileSync(join(dir, "notebook-cell.ts"), NOTEBOOK);
  return dir;
}

const tslabTs = createRequire(createRequire(import.meta.url).resolve("tslab/package.json"))("@tslab/typescript-for-tslab") as Ts;

describe("declaration emit of notebook cells", () => {
  let dir = "";
  beforeAll(() => {
    if (!existsSync(join(projectDir, "dist", "index.d.ts"))) {
      throw new Error("dist/index.d.ts is missing: build first with `npx tsc -p tsconfig.build.json`");
    }
    dir = notebookFolder();
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('resolves "corebook" to the built declarations with Node10 resolution', () => {
    const resolved = ts.resolveModuleName("corebook", join(dir, "notebook-cell.ts"), commonJsOptions(ts, dir), ts.sys);
    expect(resolved.resolvedModule?.resolvedFileName).toBe(join(projectDir, "dist", "index.d.ts"));
  });

  it(`names every public result with TypeScript ${ts.version} (declaration, commonjs, node10)`, () => {
    const { diagnostics, declarations } = compile(ts, join(dir, "notebook-cell.ts"), commonJsOptions(ts, join(dir, "out")));
    expect(describeAll(ts, diagnostics), "diagnostics").toBe("");
    expect(foreignReferences(declarations), 'types reached other than as import("corebook").Name').toEqual([]);
  });

  it(`names every public result with tslab's TypeScript ${tslabTs.version} and its cell options`, () => {
    const { diagnostics, declarations } = compile(tslabTs, join(dir, "notebook-cell.ts"), tslabOptions(tslabTs, join(dir, "out")));
    expect(describeAll(tslabTs, diagnostics), "diagnostics").toBe("");
    expect(foreignReferences(declarations), 'types reached other than as import("corebook").Name').toEqual([]);
  });
});
