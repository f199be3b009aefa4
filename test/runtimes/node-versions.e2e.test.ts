// corebook on the Node versions it supports besides the machine's own (Node 20): Node 22 and 24,
// installed from the registry (scripts/runtime.mjs). On each, a cache-database round trip (filled by
// one process, served offline to the next) and an export round trip in every format; on Node 24, a
// notebook under `corebook run` started by that node, whose kernel must run on that node too.
// (`npm test` also runs the unit tests on Node 24: scripts/test-on-node.mjs.)
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { tslabNotebook } from "../notebook/notebook-fixtures.js";
import { runtimePath, type RuntimeName } from "../support/runtimes.js";

const exec = promisify(execFile);
const projectDir = resolve(import.meta.dirname, "..", "..");
const script = join(import.meta.dirname, "round-trip.mjs");
const scratch = mkdtempSync(join(tmpdir(), "corebook-node-versions-"));

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

async function step(runtime: RuntimeName, name: string, dir: string) {
  const { stdout } = await exec(runtimePath(runtime), [script, name, dir], { cwd: projectDir, maxBuffer: 16 << 20 });
  return JSON.parse(stdout.trim().split("\n").pop() ?? "") as Record<string, unknown>;
}

describe.each(["node22", "node24"] as const)("on %s", (runtime) => {
  const major = runtime.slice("node".length);

  it("the response cache serves a hit: filled by one process, read offline by the next", async () => {
    const dir = join(scratch, `store-${runtime}`);
    const filled = await step(runtime, "fill", dir);
    expect(filled.node).toMatch(new RegExp(`^v${major}\\.`));
    expect(filled.cache).toEqual({ hits: 0, misses: 1 });
    const hit = await step(runtime, "hit", dir);
    expect(hit.cache).toEqual({ hits: 1, misses: 0 });
    expect(hit.ids).toEqual(filled.ids);
  }, 180_000);

  it("a table exported as CSV, Parquet, Arrow and JSON Lines reads back whole", async () => {
    const dir = join(scratch, `export-${runtime}`);
    mkdirSync(dir);
    const r = (await step(runtime, "export", dir)) as {
      rows: number;
      formats: Record<string, { rows: number; columns: string[]; first: Record<string, unknown> }>;
    };
    expect(r.rows).toBeGreaterThan(0);
    const parquet = r.formats.parquet;
    for (const [ext, back] of Object.entries(r.formats)) {
      expect(back.rows, ext).toBe(r.rows);
      expect(back.columns, ext).toEqual(["serviceId", "nctId", "briefTitle", "startDate", "phase"]);
      expect(back.first.serviceId, ext).toBe(parquet.first.serviceId);
    }
  }, 180_000);
});

describe("corebook run on Node 24", () => {
  it("runs a notebook on a tslab kernel that runs on the node that started corebook", async () => {
    const node24 = runtimePath("node24");
    // Inside the project, where "corebook" resolves through node_modules/corebook (the self-link).
    mkdirSync(join(projectDir, "out"), { recursive: true });
    const work = mkdtempSync(join(projectDir, "out", "test-node24-"));
    try {
      const input = join(work, "versions.ipynb");
      writeFileSync(
        input,
        tslabNotebook([
          `import { connect } from "corebook";\nconst sv = await connect();`,
          `const t = await sv.trialcore.search({ query: "asthma", limit: 5 });\nconsole.log("kernel on", process.version, "rows", t.numRows());`,
        ]),
      );
      const env = { ...process.env, SV_API_KEY: "", SV_BASE_URL: "" };
      // PATH still finds the machine's Node 20 first: the kernel must not be started with it.
      await exec(node24, [join(projectDir, "dist", "cli.js"), "run", input, "--timeout", "180"], { cwd: work, env });
      const nb = JSON.parse(readFileSync(join(work, "versions.executed.ipynb"), "utf8")) as {
        cells: { outputs?: { text?: string[] }[] }[];
      };
      const printed = (nb.cells[1].outputs ?? []).map((o) => [o.text ?? ""].flat().join("")).join("");
      expect(printed).toMatch(/^kernel on v24\.\d+\.\d+ rows 5$/m);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 300_000);
});
