// Notebooks as pipelines, through `corebook run` in real Jupyter: parameters injected papermill's
// way on tslab and on Deno's kernel, a list of parameter sets run in parallel, --allow-errors, the
// run record beside each executed copy (fields and output hashes), `--check` finding a changed
// output, the executed copy's kernelspec, and the HTML report wrapping long lines. One notebook,
// five runs, so the file stays short.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Notebook, NotebookOutput } from "../../src/jupyter/index.js";
import type { RunRecord } from "../../src/jupyter/run-record.js";
import { CHROMIUM } from "../support/jupyter-chromium.js";
import { runtimePath } from "../support/runtimes.js";

const exec = promisify(execFile);
const projectDir = resolve(import.meta.dirname, "..", "..");
const corebookVersion = (JSON.parse(readFileSync(join(projectDir, "package.json"), "utf8")) as { version: string }).version;

const LONG_LINE = `const longLine = [${Array.from({ length: 40 }, (_, i) => `"value-${i}"`).join(", ")}].join("|");`;
const cell = (id: string, source: string, tags?: string[]) => ({
  cell_type: "code",
  execution_count: null,
  id,
  metadata: tags ? { tags } : {},
  outputs: [],
  source,
});
const NOTEBOOK = {
  cells: [
    { cell_type: "markdown", id: "title", metadata: {}, source: "# One drug" },
    cell(
      "params",
      `let drug = "imatinib";\nconst dose: number = 10;\nlet flags = { fast: false };\nlet note: string | null = "none";\nlet label = "x";`,
      ["parameters"],
    ),
    cell(
      "types",
      `import { connect } from "corebook";\nconsole.log("types " + JSON.stringify({ drug: drug, dose: dose, flags: flags, note: note, label: label, kinds: [typeof drug, typeof dose, typeof flags, typeof note, typeof label] }));`,
    ),
    cell(
      "fetch",
      `import { mkdirSync, readFileSync, writeFileSync } from "node:fs";\nconst sv = await connect();\nconst found = await sv.drugcore.search({ query: "kinase", limit: 3 });\nmkdirSync("results", { recursive: true });\nwriteFileSync("results/" + drug + ".txt", [drug, dose, found.numRows(), readFileSync("input.txt", "utf8").trim()].join(" ") + "\\n");\nconsole.warn("warning from " + drug);`,
    ),
    cell("fails", `if (flags.fast) throw new Error("deliberate failure for " + drug);`),
    cell("after", `console.log("after the failing cell");\n${LONG_LINE}\nconsole.log(longLine);`),
  ],
  metadata: { kernelspec: { display_name: "TypeScript", language: "typescript", name: "tslab" } },
  nbformat: 4,
  nbformat_minor: 5,
};

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

let work: string;
let env: NodeJS.ProcessEnv;
let tslabRun: CliRun;
let denoRun: CliRun;
let checkRun: CliRun;
let identicalRun: CliRun;
let outputAfterCheck: string;
let recordBeforeCheck: string;

async function corebook(args: string[]): Promise<CliRun> {
  return exec(process.execPath, [join(projectDir, "dist", "cli.js"), ...args], { cwd: work, env, maxBuffer: 64 << 20 }).then(
    (ok) => ({ code: 0, stdout: ok.stdout, stderr: ok.stderr }),
    (e: { code?: number; stdout?: string; stderr?: string }) => ({ code: e.code ?? -1, stdout: e.stdout ?? "", stderr: e.stderr ?? "" }),
  );
}

const readJson = <T>(path: string) => JSON.parse(readFileSync(join(work, path), "utf8")) as T;
const sha256 = (path: string) =>
  createHash("sha256")
    .update(readFileSync(join(work, path)))
    .digest("hex");
const text = (outs: NotebookOutput[] | undefined) =>
  (outs ?? [])
    .map((o) => [o.text ?? ""].flat().join("") + [o.data?.["text/plain"] ?? ""].flat().join("") + (o.traceback ?? []).join("\n"))
    .join("");
const cellById = (nb: Notebook, id: string) => nb.cells.find((c) => (c as { id?: string }).id === id);
const injectedCells = (nb: Notebook) => nb.cells.filter((c) => (c.metadata?.tags as string[] | undefined)?.includes("injected-parameters"));
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

beforeAll(async () => {
  // Inside the project; node_modules/corebook in the folder points at this checkout, so the kernels
  // load the corebook just built here.
  mkdirSync(join(projectDir, "out"), { recursive: true });
  work = mkdtempSync(join(projectDir, "out", "test-pipelines-"));
  mkdirSync(join(work, "node_modules"));
  symlinkSync(projectDir, join(work, "node_modules", "corebook"));
  writeFileSync(join(work, "drug.ipynb"), JSON.stringify(NOTEBOOK, null, 1));
  writeFileSync(join(work, "input.txt"), "first input\n");
  writeFileSync(
    join(work, "sets.json"),
    JSON.stringify([
      { drug: "aspirin", dose: 5 },
      { drug: "ibuprofen", dose: 7.5, flags: { fast: true } },
    ]),
  );
  env = { ...process.env, COREBOOK_DENO: runtimePath("deno"), SV_API_KEY: "", SV_BASE_URL: "" };
  tslabRun = await corebook([
    "run",
    "drug.ipynb",
    "-p",
    "drug",
    "aspirin",
    "-p",
    "dose",
    "25",
    "-p",
    "flags",
    '{"fast": true}',
    "-p",
    "note",
    "null",
    "-r",
    "label",
    "42",
    "--allow-errors",
    "--html",
  ]);
  // The same notebook over two sets on Deno's kernel, side by side; the second set's cell fails.
  denoRun = await corebook([
    "run",
    "drug.ipynb",
    "--kernel",
    "deno",
    "-f",
    "sets.json",
    "--out-name",
    "{name}-{drug}.ipynb",
    "--out",
    "deno",
  ]);
  // The tslab run's output depended on input.txt: changed, a check of its record must say so.
  recordBeforeCheck = readFileSync(join(work, "drug.run.json"), "utf8");
  writeFileSync(join(work, "input.txt"), "second input\n");
  checkRun = await corebook(["run", "--check", "drug.run.json"]);
  outputAfterCheck = readFileSync(join(work, "results/aspirin.txt"), "utf8");
  // Back to the input it was recorded with: the same bytes again.
  writeFileSync(join(work, "input.txt"), "first input\n");
  identicalRun = await corebook(["run", "--check", "drug.run.json"]);
}, 900_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("parameters, papermill's way", () => {
  it("tslab: typed values reach the code, injected in a tagged cell right after the parameters cell, both kept", () => {
    const nb = readJson<Notebook>("drug.executed.ipynb");
    const ids = nb.cells.map((c) => (c as { id?: string }).id);
    expect(ids.slice(0, 3)).toEqual(["title", "params", "injected-parameters"]);
    const [injected] = injectedCells(nb);
    expect(injected.metadata?.tags).toEqual(["injected-parameters"]);
    expect([injected.source].flat().join("")).toContain('const dose: number = 25;\nlet flags = {"fast":true};');
    expect([cellById(nb, "params")?.source].flat().join("")).toContain('let drug = "imatinib";');
    expect(text(cellById(nb, "types")?.outputs)).toContain(
      'types {"drug":"aspirin","dose":25,"flags":{"fast":true},"note":null,"label":"42","kinds":["string","number","object","object","string"]}',
    );
    expect(nb.metadata.corebook).toEqual({ parameters: { drug: "aspirin", dose: 25, flags: { fast: true }, note: null, label: "42" } });
  });

  it("Deno: each set of a list runs, typed, into a copy named by the pattern, on Deno's kernelspec", () => {
    const aspirin = readJson<Notebook>("deno/drug-aspirin.ipynb");
    const ibuprofen = readJson<Notebook>("deno/drug-ibuprofen.ipynb");
    expect(text(cellById(aspirin, "types")?.outputs)).toContain('"drug":"aspirin","dose":5,"flags":{"fast":false}');
    expect(text(cellById(ibuprofen, "types")?.outputs)).toContain('"drug":"ibuprofen","dose":7.5,"flags":{"fast":true}');
    expect(text(cellById(aspirin, "types")?.outputs)).toContain('"kinds":["string","number","object","string","string"]');
    for (const nb of [aspirin, ibuprofen]) {
      expect(injectedCells(nb)).toHaveLength(1);
      expect(nb.metadata.kernelspec).toEqual({ display_name: "Deno", language: "typescript", name: "deno" });
      expect((nb.metadata.language_info as { name?: string }).name).toBe("typescript");
    }
  });

  it("a list of sets reports which failed and exits 1; the others ran to the end", () => {
    expect(denoRun.code).toBe(1);
    expect(denoRun.stderr).toMatch(/run: 1 of 2 runs failed: \S+\/drug\.ipynb \[drug=ibuprofen, dose=7\.5, flags=\{"fast":true\}\]\n/);
    expect(denoRun.stdout).toMatch(/run: drug\.ipynb \[drug=aspirin, dose=5\] ok in/);
    expect(text(cellById(readJson<Notebook>("deno/drug-aspirin.ipynb"), "after")?.outputs)).toContain("after the failing cell");
    expect(readJson<RunRecord>("deno/drug-ibuprofen.run.json")).toMatchObject({ status: "failed", failedCells: [{ cellNumber: 5 }] });
    expect(readJson<RunRecord>("deno/drug-aspirin.run.json")).toMatchObject({ status: "ok", parameters: { drug: "aspirin", dose: 5 } });
  });
});

describe("--allow-errors", () => {
  it("runs every cell, keeps the error as the cell's output, names the failing cell once on stderr, exits 1", () => {
    expect(tslabRun.code).toBe(1);
    const nb = readJson<Notebook>("drug.executed.ipynb");
    expect(text(cellById(nb, "fails")?.outputs)).toContain("deliberate failure for aspirin");
    expect(text(cellById(nb, "after")?.outputs)).toContain("after the failing cell");
    expect(count(tslabRun.stderr, "code cell 5")).toBe(1);
    expect(count(tslabRun.stderr, "Error: deliberate failure for aspirin")).toBe(1);
    expect(tslabRun.stderr).not.toContain("cell index");
    expect(tslabRun.stdout).toMatch(/ran every cell in [\d.]+ s; 1 failed: code cell 5\n/);
  });
});

describe("the run record", () => {
  it("says what ran: parameters, kernel and runtime, corebook, the data, requests, credits, warnings, times", () => {
    const r = JSON.parse(recordBeforeCheck) as RunRecord;
    expect(r).toMatchObject({
      corebookRunRecord: 1,
      notebook: "drug.ipynb",
      executed: "drug.executed.ipynb",
      workingDir: ".",
      parameters: { drug: "aspirin", dose: 25, flags: { fast: true }, note: null, label: "42" },
      status: "failed",
      failedCells: [{ cellNumber: 5, error: "Error: deliberate failure for aspirin" }],
      options: { allowErrors: true, timeoutSec: 300 },
      kernel: { name: "tslab", language: { name: "typescript" }, runtime: { name: "node", version: process.versions.node } },
      corebook: { version: corebookVersion },
      requests: 1,
      cacheHits: 0,
    });
    expect(r.kernel.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(r.sessions).toHaveLength(1);
    expect(r.sessions[0]).toMatchObject({ source: "sandbox", baseUrl: null, requests: 1, cacheHits: 0 });
    expect(r.sessions[0].dataset?.version).toBeGreaterThan(0);
    expect(r.credits).toBeGreaterThan(0);
    expect(r.credits).toBe(r.sessions[0].credits);
    expect(r.warnings).toContain("warning from aspirin");
    expect(Date.parse(r.endedAt)).toBeGreaterThan(Date.parse(r.startedAt));
    const deno = readJson<RunRecord>("deno/drug-aspirin.run.json");
    expect(deno.kernel).toMatchObject({ name: "deno", runtime: { name: "deno" } });
    expect(deno.kernel.runtime.version).toMatch(/^2\.\d+\.\d+/);
    expect(deno).toMatchObject({ notebook: "../drug.ipynb", workingDir: "..", requests: 1 });
  });

  it("lists each file the notebook wrote with its size and SHA-256, and not corebook's own files", () => {
    const r = readJson<RunRecord>("deno/drug-ibuprofen.run.json");
    const own = r.outputs.find((o) => o.path === "results/ibuprofen.txt");
    expect(own).toEqual({
      path: "results/ibuprofen.txt",
      bytes: readFileSync(join(work, "results/ibuprofen.txt")).length,
      sha256: sha256("results/ibuprofen.txt"),
    });
    const tslab = JSON.parse(recordBeforeCheck) as RunRecord;
    expect(tslab.outputs.map((o) => o.path)).toEqual(["results/aspirin.txt"]);
    expect(tslab.outputs[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(tslab.outputs[0].bytes).toBe("aspirin 25 3 first input\n".length);
  });
});

describe("run --check", () => {
  it("re-runs the record's notebook with its parameters and names the output that changed, exiting 1", () => {
    expect(checkRun.code).toBe(1);
    expect(checkRun.stderr).toContain("the outputs differ from the record (1 file):");
    expect(checkRun.stderr).toContain("results/aspirin.txt: changed (another SHA-256)");
    // The re-run used the record's parameters, and left the record as it was.
    expect(outputAfterCheck).toBe("aspirin 25 3 second input\n");
    expect(readFileSync(join(work, "drug.run.json"), "utf8")).toBe(recordBeforeCheck);
  });

  it("says identical, exiting 0, when the re-run writes the same bytes", () => {
    expect(identicalRun.code).toBe(0);
    expect(identicalRun.stdout).toContain(
      "run --check drug.run.json: identical: the re-run wrote the same 1 output file, byte for byte (SHA-256)",
    );
  });
});

describe("the HTML report", () => {
  it("wraps long code and output lines instead of cutting them at the right edge", async () => {
    const page = readFileSync(join(work, "drug.html"), "utf8");
    expect(page).toContain("longLine");
    // Measured in a browser: no <pre> is wider than its box.
    const probe = join(work, "probe.html");
    const script = `<script>document.title = "overflow:" + Math.max(...[...document.querySelectorAll("pre")].map((p) => p.scrollWidth - p.clientWidth));</script>`;
    writeFileSync(probe, page.replace("</body>", `${script}</body>`));
    const { stdout } = await exec(
      CHROMIUM,
      ["--headless", "--no-sandbox", "--disable-gpu", "--window-size=900,1200", "--dump-dom", `file://${probe}`],
      {
        maxBuffer: 64 << 20,
      },
    );
    expect(stdout).toContain("<title>overflow:0</title>");
  }, 120_000);
});
