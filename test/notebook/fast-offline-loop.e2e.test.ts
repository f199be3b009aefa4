// The fast offline loop in a real tslab kernel: a notebook of 150 get-by-ID calls on the sandbox
// connect() starts with no key runs unpaced (at the service's 60 a minute it took over two
// minutes), and the session names, once at close, how long the service would take for them.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { executeNotebook, jupyterEnv, registerTslabKernel, type Notebook } from "../../src/jupyter/index.js";
import { writeTslabNotebook } from "./notebook-fixtures.js";

const root = resolve(import.meta.dirname, "..", "..");
const work = mkdtempSync(join(tmpdir(), "corebook-nb-loop-"));

const CELLS = [
  `import { connect } from "corebook";\nconst sv = await connect();\nconst started = performance.now();`,
  `const ids = (await sv.trialcore.search({ query: "study", limit: 150 })).array("serviceId") as string[];\nconsole.log("ids", ids.length);`,
  // 150 separate calls, one awaited after another, as a loop over a list of drugs or trials does.
  `for (const id of ids) await sv.trialcore.get([id]);\nconsole.log("requests", sv.usage.requests, "waits", sv.usage.waits);`,
  `console.log("service-ms", sv.usage.serviceTimeMs);\nconsole.log("loop-ms", Math.round(performance.now() - started));\nawait sv.close();`,
];

let nb: Notebook;
let wallMs: number;
const textOf = (index: number) => (nb.cells[index].outputs ?? []).map((o) => [o.text ?? ""].flat().join("")).join("");

beforeAll(async () => {
  await registerTslabKernel(root);
  // A user's notebook folder with corebook installed: this checkout's build, whatever the
  // project's own node_modules links to.
  mkdirSync(join(work, "node_modules"));
  symlinkSync(root, join(work, "node_modules", "corebook"), "dir");
  const input = writeTslabNotebook(join(work, "loop.ipynb"), CELLS);
  const started = performance.now();
  ({ notebook: nb } = await executeNotebook(input, {
    outDir: join(work, "out"),
    cwd: work,
    env: jupyterEnv(root),
    kernelName: "tslab",
    timeoutSec: 180,
  }));
  wallMs = performance.now() - started;
}, 300_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

test("150 get-by-ID calls run unpaced: no wait, and the session's work takes at most 30 s", () => {
  expect(textOf(1)).toContain("ids 150");
  expect(textOf(2)).toContain("requests 151 waits 0");
  const loopMs = Number(/loop-ms (\d+)/.exec(textOf(3))?.[1]);
  expect(loopMs).toBeLessThanOrEqual(30_000);
  // The whole notebook (Jupyter and the kernel starting, the dataset generated) as well, with room
  // for a busy machine.
  console.log(`fast offline loop: the calls took ${loopMs} ms, the whole notebook ${Math.round(wallMs)} ms`);
  expect(wallMs).toBeLessThan(90_000);
});

test("the session names, once, how long the service would take for these requests", () => {
  const serviceMs = Number(/service-ms (\d+)/.exec(textOf(3))?.[1]);
  // 151 requests at 60 a minute: three windows, two minutes at least.
  expect(serviceMs).toBeGreaterThanOrEqual(120_000);
  const said = nb.cells.flatMap((_, i) => textOf(i).split("\n")).filter((line) => line.includes("would take about"));
  expect(said).toHaveLength(1);
  expect(said[0]).toMatch(
    /^corebook: the offline sandbox served these 151 requests unpaced in \d+ s; the service, at 60 a minute, would take about 2 min( \d+ s)? for them/,
  );
});
