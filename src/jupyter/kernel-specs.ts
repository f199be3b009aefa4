// The two TypeScript kernels corebook registers with Jupyter, and the programs their specs name.
// A spec names every program by absolute path, so the kernel starts the same way whatever PATH the
// Jupyter server was launched with (a desktop launcher often has no nvm node or deno on PATH, and
// `#!/usr/bin/env node` would then find none, or another version).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { homedir } from "node:os";
import { delimiter, dirname, join, resolve } from "node:path";
import { packageRoot } from "../package-root.js";
import { CorebookError } from "../errors/index.js";

/** The kernels corebook knows: tslab (on Node) and Deno's built-in one. */
export const KERNELS = ["tslab", "deno"] as const;
export type KernelName = (typeof KERNELS)[number];

/** kernel.json as Jupyter reads it. */
export interface KernelSpec {
  argv: string[];
  display_name: string;
  language: string;
}

export class KernelInstallError extends CorebookError {
  override name = "KernelInstallError";
}

/** This package's root (holds package.json). */
export const PACKAGE_DIR = packageRoot();

/**
 * tslab's start script, resolved as Node resolves `tslab` from each folder in turn (the user's
 * project first, then corebook's own install). Throws naming the folders and the install command.
 */
export function findTslabScript(fromDirs: string[] = [process.cwd(), PACKAGE_DIR]): string {
  for (const dir of fromDirs) {
    try {
      const pkg = createRequire(join(resolve(dir), "package.json")).resolve("tslab/package.json");
      const script = join(dirname(pkg), "bin", "tslab");
      if (existsSync(script)) return script;
    } catch {
      // not resolvable from this folder; try the next
    }
  }
  throw new KernelInstallError(
    `tslab (the TypeScript kernel) is not installed where ${fromDirs.join(" or ")} can load it; install it with: npm install tslab`,
  );
}

/** kernel.json for tslab run by `node` (absolute) on its script (absolute). */
export function tslabKernelSpec(node: string, tslabScript: string): KernelSpec {
  return { argv: [node, tslabScript, "kernel", "--config-path", "{connection_file}"], display_name: "TypeScript", language: "typescript" };
}

/** kernel.json for Deno's own kernel (what `deno jupyter --install` writes, with the binary's real path). */
export function denoKernelSpec(deno: string): KernelSpec {
  return { argv: [deno, "jupyter", "--kernel", "--conn", "{connection_file}"], display_name: "Deno", language: "typescript" };
}

/**
 * The Deno binary, by absolute path: `COREBOOK_DENO`, else `deno` on PATH, else `~/.deno/bin/deno`
 * (where Deno's installer puts it). Each candidate is asked for its own path (`Deno.execPath()`),
 * which proves it is Deno and sees through wrapper scripts. Throws naming what was tried.
 */
export function findDeno(env: NodeJS.ProcessEnv = process.env): string {
  const candidates = env.COREBOOK_DENO
    ? [env.COREBOOK_DENO]
    : [
        ...(env.PATH ?? "")
          .split(delimiter)
          .filter(Boolean)
          .map((dir) => join(dir, "deno")),
        join(homedir(), ".deno", "bin", "deno"),
      ];
  const tried: string[] = [];
  for (const candidate of candidates) {
    if (!existsSync(candidate)) continue;
    const r = spawnSync(candidate, ["eval", "console.log(Deno.execPath())"], {
      encoding: "utf8",
      timeout: 30_000,
      env: { ...env, NO_COLOR: "1" },
    });
    const path = r.stdout?.trim();
    if (r.status === 0 && path && existsSync(path)) return path;
    tried.push(`${candidate}: ${r.error?.message ?? `exit ${r.status} ${r.stderr?.trim().split("\n").pop() ?? ""}`}`);
  }
  const where = env.COREBOOK_DENO ? `COREBOOK_DENO=${env.COREBOOK_DENO}` : "deno on PATH or in ~/.deno/bin";
  throw new KernelInstallError(
    `Deno was not found (looked for ${where}${tried.length ? `; tried ${tried.join("; ")}` : ""}). ` +
      "Install it (npm install -g deno, or see https://deno.com) or set COREBOOK_DENO to the deno binary.",
  );
}
