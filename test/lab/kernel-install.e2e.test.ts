// `corebook kernel install`: the spec lands where Debian's Jupyter looks (`jupyter kernelspec list`),
// for a user (HOME pointed at a scratch folder, so the tester's own Jupyter is untouched) and under a
// prefix, and it names this node and tslab's script by absolute path.
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { runtimePath } from "../support/runtimes.js";

const projectDir = resolve(import.meta.dirname, "..", "..");
const cli = join(projectDir, "dist", "cli.js");

function corebook(args: string[], env: NodeJS.ProcessEnv = process.env) {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: build first with npm run build`);
  return spawnSync(process.execPath, [cli, ...args], { cwd: projectDir, env, encoding: "utf8" });
}

function kernelspecs(env: NodeJS.ProcessEnv): Record<string, { resource_dir: string; spec: { argv: string[]; display_name: string } }> {
  const r = spawnSync("jupyter", ["kernelspec", "list", "--json"], { env, encoding: "utf8" });
  expect(r.status, r.stderr).toBe(0);
  return (JSON.parse(r.stdout) as { kernelspecs: ReturnType<typeof kernelspecs> }).kernelspecs;
}

describe("corebook kernel install", () => {
  it("--user (the default) registers tslab in the user's Jupyter data folder, and says what it did", () => {
    const home = mkdtempSync(join(tmpdir(), "corebook-kernel-home-"));
    const env: NodeJS.ProcessEnv = { ...process.env, HOME: home };
    for (const name of ["JUPYTER_DATA_DIR", "JUPYTER_PATH", "XDG_DATA_HOME"]) delete env[name];
    const r = corebook(["kernel", "install"], env);
    expect(r.status, r.stderr).toBe(0);
    const specDir = join(home, ".local", "share", "jupyter", "kernels", "tslab");
    expect(r.stdout).toContain(`kernel spec: ${join(specDir, "kernel.json")}`);
    expect(r.stdout).toContain(
      `command:     ${process.execPath} ${join(projectDir, "node_modules", "tslab", "bin", "tslab")} kernel --config-path {connection_file}`,
    );

    const listed = kernelspecs(env).tslab;
    expect(listed.resource_dir).toBe(specDir);
    expect(listed.spec.display_name).toBe("TypeScript");
    expect(listed.spec.argv).toEqual([
      process.execPath,
      join(projectDir, "node_modules", "tslab", "bin", "tslab"),
      "kernel",
      "--config-path",
      "{connection_file}",
    ]);
    // The command it names really is tslab on this node.
    const version = spawnSync(listed.spec.argv[0], [listed.spec.argv[1], "--version"], { encoding: "utf8" });
    expect(version.status).toBe(0);
    expect(version.stdout).toMatch(/^tslab 1\./);

    // Running it again replaces the spec instead of failing.
    expect(corebook(["kernel", "install", "--user"], env).status).toBe(0);
  });

  it("--prefix DIR writes DIR/share/jupyter/kernels/tslab, found through JUPYTER_PATH", () => {
    const prefix = mkdtempSync(join(tmpdir(), "corebook-kernel-prefix-"));
    const r = corebook(["kernel", "install", "--prefix", prefix]);
    expect(r.status, r.stderr).toBe(0);
    const specFile = join(prefix, "share", "jupyter", "kernels", "tslab", "kernel.json");
    expect(JSON.parse(readFileSync(specFile, "utf8")).argv[0]).toBe(process.execPath);
    expect(r.stdout).toContain(`JUPYTER_PATH=${join(prefix, "share", "jupyter")} jupyter kernelspec list`);
    expect(kernelspecs({ ...process.env, JUPYTER_PATH: join(prefix, "share", "jupyter") }).tslab.resource_dir).toBe(
      join(prefix, "share", "jupyter", "kernels", "tslab"),
    );
  });

  it("--deno writes Deno's kernel spec itself, where JUPYTER_DATA_DIR says (deno jupyter --install ignores it)", () => {
    const deno = runtimePath("deno");
    const data = mkdtempSync(join(tmpdir(), "corebook-kernel-data-"));
    const env: NodeJS.ProcessEnv = { ...process.env, COREBOOK_DENO: deno, JUPYTER_DATA_DIR: data };
    delete env.JUPYTER_PATH;
    const r = corebook(["kernel", "install", "--deno"], env);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('Installed the Deno kernel "deno"');
    const listed = kernelspecs(env).deno;
    expect(listed.resource_dir).toBe(join(data, "kernels", "deno"));
    expect(listed.spec.display_name).toBe("Deno");
    expect(listed.spec.argv).toEqual([deno, "jupyter", "--kernel", "--conn", "{connection_file}"]);
  });

  it("--deno --prefix DIR, and a clear stop when there is no Deno", () => {
    const prefix = mkdtempSync(join(tmpdir(), "corebook-kernel-prefix-"));
    const ok = corebook(["kernel", "install", "--deno", "--prefix", prefix], { ...process.env, COREBOOK_DENO: runtimePath("deno") });
    expect(ok.status, ok.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(prefix, "share", "jupyter", "kernels", "deno", "kernel.json"), "utf8")).argv[0]).toBe(
      runtimePath("deno"),
    );
    const missing = corebook(["kernel", "install", "--deno", "--prefix", prefix], {
      ...process.env,
      COREBOOK_DENO: join(prefix, "no-deno"),
    });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("corebook kernel: Deno was not found (looked for COREBOOK_DENO=");
    expect(missing.stderr).toContain("set COREBOOK_DENO to the deno binary");
  });

  it("rejects bad options with a message that names the allowed ones", () => {
    const both = corebook(["kernel", "install", "--user", "--prefix", "/tmp/x"]);
    expect(both.status).toBe(2);
    expect(both.stderr).toContain("--user and --prefix exclude each other");
    const missing = corebook(["kernel", "install", "--prefix"]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("--prefix needs a value: --prefix DIR");
    const unknown = corebook(["kernel", "uninstall"]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('unknown subcommand "uninstall"; allowed: install');
    const option = corebook(["kernel", "install", "--sys-prefix"]);
    expect(option.status).toBe(2);
    expect(option.stderr).toContain('unknown option "--sys-prefix" for kernel install; allowed: --deno, --user, --prefix DIR');
  });
});

describe("corebook lab: usage", () => {
  it("rejects a bad port and unknown options before starting anything", () => {
    const port = corebook(["lab", "--port", "http"]);
    expect(port.status).toBe(2);
    expect(port.stderr).toContain("--port needs a number 0..65535");
    const big = corebook(["lab", "--port", "70000"]);
    expect(big.status).toBe(2);
    expect(big.stderr).toContain("--port must be an integer 0..65535");
    const ip = corebook(["lab", "--ip", "0.0.0.0"]);
    expect(ip.status).toBe(2);
    expect(ip.stderr).toContain('unknown option "--ip" for lab; allowed: --port N, --no-browser');
    const missing = corebook(["lab", join(tmpdir(), "corebook-no-such-folder")]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("is not a folder");
  });
});
