// corebook as a scientist gets it: the project packed with `npm pack`, installed from the tarball
// into an empty folder with plain `npm install` (no root overrides there, so arquero's flechette must
// resolve through corebook's own dependencies), then a notebook of that folder run through
// `npx corebook run --html`. The same folder serves a Deno user: `deno.json` with
// `{ "nodeModulesDir": "manual" }`, the README's tour under `deno run` with the permissions the docs
// name, and a showcase notebook on Deno's kernel.
import { execFile } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runtimePath } from "../support/runtimes.js";
import { outputKinds } from "./notebook-outputs.js";

const exec = promisify(execFile);
const projectDir = resolve(import.meta.dirname, "..", "..");
const fixtures = join(import.meta.dirname, "fixtures");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

async function inUserDir(dir: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Outcome> {
  try {
    const r = await exec(cmd, args, {
      cwd: dir,
      env: { ...process.env, npm_config_update_notifier: "false", ...env },
      maxBuffer: 64 << 20,
      timeout: 240_000,
    });
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof err.code === "number" ? err.code : -1, stdout: err.stdout ?? "", stderr: err.stderr ?? "" };
  }
}

function outputsText(path: string): string {
  const nb = JSON.parse(readFileSync(path, "utf8")) as {
    cells: { outputs?: { text?: string | string[]; data?: Record<string, string | string[]> }[] }[];
  };
  return nb.cells
    .flatMap((c) => c.outputs ?? [])
    .map((o) => {
      const text = o.text ?? o.data?.["text/html"] ?? "";
      return Array.isArray(text) ? text.join("") : text;
    })
    .join("\n");
}

/** The README's tour: what a user pastes into a script, plus exports in the other three formats. */
function tourScript(): string {
  const readme = readFileSync(join(projectDir, "README.md"), "utf8");
  const block = /## A short tour[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error("README.md has no tour code block");
  const more = ["csv", "arrow", "jsonl"].map((ext) => `await exportTable(measurements, "out/measurements.${ext}");`);
  return `${block}\n${more.join("\n")}\n`;
}

/** The permissions docs/runtimes.md gives a `deno run` script. */
const DENO_PERMISSIONS = ["--allow-env", "--allow-net=127.0.0.1", "--allow-sys=homedir", "--allow-read", "--allow-write", "--allow-ffi"];
/** The showcase notebook run on both kernels: tables, a chart, exports. */
const SHOWCASE = "07-orphan-lag";

describe("corebook installed from its packed tarball", () => {
  let work: string;
  let user: string;

  beforeAll(async () => {
    if (!existsSync(join(projectDir, "dist", "index.js"))) throw new Error("build first: npm run build (npm test does)");
    work = mkdtempSync(join(tmpdir(), "corebook-package-"));
    user = join(work, "my-analysis");
    // dist/ is already built by `npm test`; --ignore-scripts skips prepare's second build.
    const pack = await inUserDir(projectDir, npm, ["pack", "--ignore-scripts", "--pack-destination", work]);
    expect(pack.code, pack.stderr).toBe(0);
    const tgz = readdirSync(work).find((f) => f.endsWith(".tgz"));
    if (!tgz) throw new Error(`npm pack wrote no tarball into ${work}:\n${pack.stdout}${pack.stderr}`);
    await exec("mkdir", [user]);
    writeFileSync(join(user, "package.json"), JSON.stringify({ name: "my-analysis", private: true }, null, 2));
    const install = await inUserDir(user, npm, ["install", "--no-audit", "--no-fund", "--prefer-offline", join(work, tgz)]);
    expect(install.code, install.stderr).toBe(0);
    for (const nb of ["user-notebook.ipynb", "failing-notebook.ipynb"]) copyFileSync(join(fixtures, nb), join(user, nb));
    copyFileSync(join(projectDir, "notebooks", `${SHOWCASE}.ipynb`), join(user, `${SHOWCASE}.ipynb`));
    writeFileSync(join(user, "deno.json"), JSON.stringify({ nodeModulesDir: "manual" }));
    writeFileSync(join(user, "notes.ipynb"), "these are notes, not a notebook\n");
  }, 240_000);

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("ships dist, templates, python and README, and resolves flechette without root overrides", () => {
    const pkgDir = join(user, "node_modules", "corebook");
    for (const f of ["dist/index.js", "dist/cli.js", "templates/corebook-report", "python/execute_notebook.py", "README.md"]) {
      expect(existsSync(join(pkgDir, f)), f).toBe(true);
    }
    const flechette = JSON.parse(readFileSync(join(user, "node_modules", "@uwdata", "flechette", "package.json"), "utf8")) as {
      version: string;
    };
    expect(flechette.version).toBe("2.6.0");
  });

  it("imports connect in Node from the user's folder", async () => {
    const r = await inUserDir(user, process.execPath, [
      "--input-type=module",
      "-e",
      'import { connect } from "corebook"; const sv = await connect(); console.log((await sv.capabilities()).cores.length); await sv.close?.();',
    ]);
    expect(r.stderr).not.toMatch(/Cannot find module|ERR_MODULE_NOT_FOUND/);
    expect(r.stdout.trim().split("\n").pop()).toBe("6");
  }, 60_000);

  it("runs a user notebook with `npx corebook run --html` into the executed notebook and an HTML report", async () => {
    const r = await inUserDir(user, npm, ["exec", "--", "corebook", "run", "--html", "user-notebook.ipynb"]);
    expect(r.code, `${r.stdout}\n${r.stderr}`).toBe(0);
    const executed = join(user, "user-notebook.executed.ipynb");
    const report = join(user, "user-notebook.html");
    expect(r.stdout).toContain(executed);
    expect(r.stdout).toContain(report);
    const text = outputsText(executed);
    expect(text).toContain("cores: biomedcore, trialcore, drugcore, regulatorycore, genecore, patentcore");
    expect(text).toContain("trial rows: 5");
    expect(text).toMatch(/<table[\s\S]*nctId[\s\S]*NCT\d{8}/);
    const html = readFileSync(report, "utf8");
    expect(html).toContain("trial rows: 5");
    expect(html).toMatch(/<table[\s\S]*NCT\d{8}/);
  }, 240_000);

  it("exits 1 on a failing cell, naming the notebook and the cell, and keeps what ran", async () => {
    const out = join(work, "reports");
    const r = await inUserDir(user, npm, ["exec", "--", "corebook", "run", "failing-notebook.ipynb", "--html", "--out", out]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(join(user, "failing-notebook.ipynb"));
    expect(r.stderr).toContain("code cell 3");
    expect(r.stderr).toContain("deliberate failure in the third code cell");
    const text = outputsText(join(out, "failing-notebook.executed.ipynb"));
    expect(text).toContain("trial rows: 5");
    expect(text).not.toContain("never reached");
    expect(existsSync(join(out, "failing-notebook.html"))).toBe(true);
  }, 240_000);

  it("stops with a clear error for a missing file and for a file that is not a notebook", async () => {
    // The installed bin script directly: npx's start-up adds seconds and was exercised above.
    const cli = join(user, "node_modules", ".bin", "corebook");
    const missing = await inUserDir(user, cli, ["run", "nowhere.ipynb"]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("run: nowhere.ipynb does not exist");
    const notes = await inUserDir(user, cli, ["run", "notes.ipynb"]);
    expect(notes.code).toBe(2);
    expect(notes.stderr).toContain("run: notes.ipynb is not a notebook");
  }, 60_000);

  it("deno run of the README's tour, from the tarball with deno.json, exports files byte-identical to Node's", async () => {
    const script = tourScript();
    writeFileSync(join(user, "tour.mjs"), script);
    writeFileSync(join(user, "tour.ts"), script);
    for (const dir of ["node-run", "deno-run"]) mkdirSync(join(user, dir));
    const env = { SV_API_KEY: "", SV_BASE_URL: "" };
    const node = await inUserDir(join(user, "node-run"), process.execPath, [join(user, "tour.mjs")], env);
    expect(node.code, node.stderr).toBe(0);
    const deno = await inUserDir(join(user, "deno-run"), runtimePath("deno"), ["run", ...DENO_PERMISSIONS, join(user, "tour.ts")], env);
    expect(deno.code, deno.stderr).toBe(0);
    const files = readdirSync(join(user, "node-run", "out")).sort();
    expect(files).toEqual(
      expect.arrayContaining([
        "measurements.arrow",
        "measurements.csv",
        "measurements.csv.schema.json",
        "measurements.jsonl",
        "measurements.jsonl.schema.json",
        "measurements.parquet",
      ]),
    );
    expect(readdirSync(join(user, "deno-run", "out")).sort()).toEqual(files);
    for (const file of files) {
      const bytes = readFileSync(join(user, "node-run", "out", file));
      expect(bytes.length, file).toBeGreaterThan(0);
      expect(readFileSync(join(user, "deno-run", "out", file)).equals(bytes), `${file} differs between Node and Deno`).toBe(true);
    }
  }, 240_000);

  it("connect() works under deno test and deno eval (outside the kernel, where Deno.jupyter throws)", async () => {
    writeFileSync(
      join(user, "connect_test.ts"),
      `import { connect } from "corebook";
Deno.test("three trials", async () => {
  const sv = await connect();
  const t = await sv.trialcore.search({ query: "asthma", limit: 3 });
  await sv.close();
  if (t.numRows() !== 3) throw new Error("expected 3 rows, got " + t.numRows());
});
`,
    );
    const env = { SV_API_KEY: "", SV_BASE_URL: "" };
    const test = await inUserDir(user, runtimePath("deno"), ["test", ...DENO_PERMISSIONS, "connect_test.ts"], env);
    expect(test.code, `${test.stdout}\n${test.stderr}`).toBe(0);
    expect(test.stdout).toMatch(/1 passed/);
    const code = `import { connect } from "corebook"; const sv = await connect(); console.log("cores", (await sv.capabilities()).cores.length); await sv.close();`;
    const evaluated = await inUserDir(user, runtimePath("deno"), ["eval", code], env);
    expect(evaluated.code, evaluated.stderr).toBe(0);
    expect(evaluated.stdout).toContain("cores 6");
  }, 120_000);

  it(`runs the showcase notebook ${SHOWCASE} on Deno's kernel (corebook run --kernel deno) with every output tslab gives it`, async () => {
    const cli = join(user, "node_modules", ".bin", "corebook");
    const env = { COREBOOK_DENO: runtimePath("deno"), SV_API_KEY: "", SV_BASE_URL: "" };
    const kinds: Record<string, string[][]> = {};
    for (const kernel of ["tslab", "deno"]) {
      const r = await inUserDir(user, cli, ["run", `${SHOWCASE}.ipynb`, "--kernel", kernel, "--out", join(work, kernel)], env);
      expect(r.code, `${kernel}:\n${r.stdout}\n${r.stderr}`).toBe(0);
      kinds[kernel] = outputKinds(join(work, kernel, `${SHOWCASE}.executed.ipynb`));
    }
    expect(kinds.tslab.flat().filter((k) => k.startsWith("display"))).not.toEqual([]);
    expect(kinds.deno.flat()).not.toContain("error");
    expect(kinds.deno.flat()).not.toContain("stderr");
    kinds.tslab.forEach((tslab, cell) => {
      const deno = [...kinds.deno[cell]];
      for (const kind of tslab) {
        const at = deno.indexOf(kind);
        expect(at, `code cell ${cell + 1}: tslab shows ${kind}; Deno shows ${JSON.stringify(kinds.deno[cell])}`).toBeGreaterThanOrEqual(0);
        deno.splice(at, 1);
      }
    });
  }, 400_000);

  it("names the exact install command when Jupyter is missing", async () => {
    const r = await exec(process.execPath, [join(user, "node_modules", "corebook", "dist", "cli.js"), "run", "user-notebook.ipynb"], {
      cwd: user,
      env: { ...process.env, COREBOOK_PYTHON: join(work, "no-such-python") },
    }).then(
      () => ({ code: 0, stderr: "" }),
      (e: { code: number; stderr: string }) => e,
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("Jupyter (nbconvert with nbclient) is needed");
    expect(r.stderr).toMatch(
      /apt-get install -y --no-install-recommends jupyter-nbconvert jupyter-client python3-ipython python3-ipykernel/,
    );
  }, 60_000);
});
