// The `corebook` command as a user runs it (`npm run sandbox -- --port 0` is `node dist/cli.js sandbox --port 0`).
import { describe, expect, it } from "vitest";
import { spawn, execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const projectDir = fileURLToPath(new URL("../..", import.meta.url));
const cli = (args: string[]) => execFileSync(process.execPath, ["dist/cli.js", ...args], { cwd: projectDir, encoding: "utf8" });

describe("corebook command", () => {
  it("serves the sandbox on a free port, prints where and the key, and stops on SIGTERM", async () => {
    const child = spawn(process.execPath, ["dist/cli.js", "sandbox", "--port", "0", "--today", "2026-03-01"], { cwd: projectDir });
    try {
      let out = "";
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no "listening on" line; got: ${out}`)), 60_000);
        child.stdout.on("data", (chunk: Buffer) => {
          out += chunk.toString();
          const m = /listening on (http:\/\/\S+)/.exec(out);
          if (m && out.includes("accepted API key: sandbox-key")) {
            clearTimeout(timer);
            resolve(m[1]);
          }
        });
        child.once("exit", (code) => reject(new Error(`sandbox exited with ${code}: ${out}`)));
      });
      const res = await fetch(`${url}/api/v1/capabilities`, { headers: { authorization: "Bearer sandbox-key" } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: { sandbox: boolean } }).data.sandbox).toBe(true);
      const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
    } finally {
      child.kill("SIGKILL");
    }
  });

  it("rejects a bad flag naming it and the allowed values, with exit code 2 (a usage error, like every command)", () => {
    let error: { status?: number; stderr?: string } = {};
    try {
      cli(["sandbox", "--scale", "huge"]);
    } catch (e) {
      error = e as typeof error;
    }
    expect(error.status).toBe(2);
    expect(error.stderr).toMatch(/--scale/);
    expect(error.stderr).toMatch(/small/);
  });

  it("names the commands for an unknown one", () => {
    let error: { status?: number; stderr?: string } = {};
    try {
      cli(["frobnicate"]);
    } catch (e) {
      error = e as typeof error;
    }
    expect(error.status).toBe(2);
    expect(error.stderr).toMatch(/sandbox, showcase, run, kernel, lab, cache, snapshot, mirror, version, help/);
  });

  it("prints the version", () => {
    expect(cli(["version"]).trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
