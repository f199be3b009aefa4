// `corebook sandbox --host <not loopback>` with the well-known default key serves anyone who can
// reach the port: the command says so on stderr. With a key of one's own, or on loopback, no warning.
import { describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const projectDir = fileURLToPath(new URL("../..", import.meta.url));

/** Runs `corebook sandbox ...args` until it listens, then stops it; returns what it printed. */
async function startAndStop(args: string[]): Promise<{ out: string; err: string }> {
  const child = spawn(process.execPath, ["dist/cli.js", "sandbox", "--port", "0", ...args], { cwd: projectDir });
  let out = "";
  let err = "";
  child.stderr.on("data", (c: Buffer) => (err += c.toString()));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "serving" line; got: ${out} ${err}`)), 60_000);
      child.stdout.on("data", (c: Buffer) => {
        out += c.toString();
        if (out.includes("serving synthetic data")) {
          clearTimeout(timer);
          // The warning follows the listening lines; give stderr a moment to arrive.
          setTimeout(resolve, 300);
        }
      });
      child.once("exit", (code) => reject(new Error(`sandbox exited with ${code}: ${out} ${err}`)));
    });
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
    return { out, err };
  } finally {
    child.kill("SIGKILL");
  }
}

describe("corebook sandbox on a non-loopback host", () => {
  it("warns about the well-known default key, naming the host and the way out", async () => {
    const { err } = await startAndStop(["--host", "0.0.0.0"]);
    expect(err).toMatch(/warning: listening on 0\.0\.0\.0, reachable from other machines, with the well-known key sandbox-key/);
    expect(err).toMatch(/--api-key/);
  }, 90_000);

  it("says nothing with a key of one's own, or on loopback", async () => {
    const own = await startAndStop(["--host", "0.0.0.0", "--api-key", "my-own-long-key-42"]);
    expect(own.err).not.toMatch(/warning/);
    expect(own.out + own.err).not.toContain("my-own-long-key-42");
    const local = await startAndStop(["--host", "127.0.0.1"]);
    expect(local.err).not.toMatch(/warning/);
  }, 90_000);
});
