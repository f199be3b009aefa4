// Which kernel and runtime a run used, for its record: the program the installed kernel spec starts
// (its argv, with absolute paths) asked for its version once per `corebook run`.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { KernelName } from "./kernel-specs.js";

export interface KernelRuntime {
  /** The kernel's name as Jupyter knows it (tslab, deno). */
  kernel: KernelName;
  /** The kernel program's own version (tslab's package version; Deno's kernel is Deno's). */
  kernelVersion: string | null;
  runtime: { name: "node" | "deno"; version: string | null; path: string };
}

function firstLineOf(program: string, args: string[]): string | null {
  const r = spawnSync(program, args, { encoding: "utf8", timeout: 30_000, env: { ...process.env, NO_COLOR: "1" } });
  return r.status === 0 ? (r.stdout.trim().split("\n")[0] ?? null) : null;
}

/** The runtime of a kernel spec's argv: `[node, tslab-script, ...]` or `[deno, "jupyter", ...]`. */
export function kernelRuntime(kernel: KernelName, argv: readonly string[]): KernelRuntime {
  const program = argv[0];
  if (kernel === "deno") {
    // "deno 2.5.6 (stable, release, x86_64-unknown-linux-gnu)"
    const version = firstLineOf(program, ["--version"])?.match(/^deno (\S+)/)?.[1] ?? null;
    return { kernel, kernelVersion: version, runtime: { name: "deno", version, path: program } };
  }
  const version = program === process.execPath ? process.versions.node : (firstLineOf(program, ["--version"])?.replace(/^v/, "") ?? null);
  let kernelVersion: string | null = null;
  try {
    const pkg = JSON.parse(readFileSync(join(dirname(dirname(argv[1])), "package.json"), "utf8")) as { version?: unknown };
    kernelVersion = typeof pkg.version === "string" ? pkg.version : null;
  } catch {
    // a tslab laid out differently: its version is unknown, not guessed
  }
  return { kernel, kernelVersion, runtime: { name: "node", version, path: program } };
}
