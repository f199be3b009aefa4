// `corebook sandbox --api-key K` as a child process (the real-service code path: the client reaches
// it over HTTP with a key, as it would the service), and the workload script run in child processes.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

export const CLI = fileURLToPath(new URL("../../../dist/cli.js", import.meta.url));
export const WORKLOAD = fileURLToPath(new URL("../fixtures/workload.mjs", import.meta.url));

export async function startSandboxProcess(apiKey: string): Promise<{ baseUrl: string; child: ChildProcess; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [CLI, "sandbox", "--port", "0", "--api-key", apiKey, "--rate-limit", "off"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`sandbox exited with ${code}: ${out}`)));
  });
  return {
    baseUrl,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export interface WorkloadResult {
  usage: { requests: number; credits: number; cacheHits: number; creditsSaved: number };
  digests: Record<string, string | null>;
  rows: Record<string, number>;
}

export function startWorkload(baseUrl: string, outDir: string, options: object): { child: ChildProcess; done: Promise<WorkloadResult> } {
  const child = spawn(process.execPath, [WORKLOAD, baseUrl, outDir, JSON.stringify(options)], { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr!.on("data", (chunk: Buffer) => {
    err += chunk.toString();
  });
  const done = new Promise<WorkloadResult>((resolve, reject) => {
    child.once("exit", (code, signal) => {
      if (code === 0) resolve(JSON.parse(out.trim().split("\n").pop()!) as WorkloadResult);
      else reject(new Error(`workload ended with ${code ?? signal}: ${err}`));
    });
  });
  return { child, done };
}
