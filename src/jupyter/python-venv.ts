// A Python virtual environment inside the project (`<project>/.venv-<name>/`), installed with the
// machine's own pip configuration (its index, proxy, constraints): JupyterLab for `corebook lab`
// (Debian packages none), and the engines the export tests read files with. Nothing is written
// outside the project, and removing the folder undoes it. Two processes that need the same venv
// at once take turns through a lock file (src/fs), so the second one finds the first one's install.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { acquireLock } from "../fs/index.js";
import { run } from "./run-process.js";
import { CorebookError } from "../errors/index.js";

export interface VenvRecipe {
  /** The folder inside the project, such as ".venv-jupyterlab". */
  folder: string;
  /** What the venv holds, for messages ("JupyterLab"). */
  purpose: string;
  /** pip requirement specifiers. */
  requirements: readonly string[];
  /** Python code that prints a version line when everything imports (exit 0), else fails. */
  probe: string;
  /** Scripts the venv's bin/ must hold besides python (e.g. "jupyter-lab"). */
  scripts?: readonly string[];
}

interface PythonVenv {
  venvDir: string;
  /** The venv's python. */
  python: string;
  /** What the probe printed. */
  version: string;
}

export class PythonVenvMissingError extends CorebookError {
  override name = "PythonVenvMissingError";
  constructor(
    readonly purpose: string,
    readonly installCommand: string,
    readonly reason: string,
  ) {
    super(`${purpose} is needed and could not be installed here (${reason}).\nInstall it with:\n\n  ${installCommand}\n`);
  }
}

export function venvDir(projectDir: string, recipe: VenvRecipe): string {
  return join(resolve(projectDir), recipe.folder);
}

/** The venv when it is complete (python and scripts present, the probe passes), else null. */
export function findVenv(dir: string, recipe: VenvRecipe): PythonVenv | null {
  const python = join(dir, "bin", "python");
  if (!existsSync(python) || !(recipe.scripts ?? []).every((script) => existsSync(join(dir, "bin", script)))) return null;
  const r = spawnSync(python, ["-c", recipe.probe], { encoding: "utf8" });
  if (r.status !== 0) return null;
  return { venvDir: dir, python, version: r.stdout.trim() };
}

/** The exact commands a user runs to do what ensureVenv does. */
export function venvInstallCommand(dir: string, recipe: VenvRecipe, basePython = "python3"): string {
  const requirements = recipe.requirements.map((r) => `'${r}'`).join(" ");
  return `${basePython} -m venv ${dir} && ${join(dir, "bin", "pip")} install ${requirements}`;
}

/** A python that can create a venv with pip in it (Debian needs python3-venv for ensurepip). */
function findVenvPython(): { python: string } | { tried: string[] } {
  const tried: string[] = [];
  for (const python of ["/usr/bin/python3", "python3"]) {
    const r = spawnSync(python, ["-c", "import venv, ensurepip"], { encoding: "utf8" });
    if (r.status === 0) return { python };
    tried.push(`${python}: ${r.error ? r.error.message : (r.stderr.trim().split("\n").pop() ?? `exit ${r.status}`)}`);
  }
  return { tried };
}

const INSTALL_TIMEOUT_MS = 20 * 60_000;

/**
 * The project's venv for `recipe`, installed when missing. Throws PythonVenvMissingError with the
 * exact command when it cannot install.
 */
export async function ensureVenv(projectDir: string, recipe: VenvRecipe, log: (line: string) => void = () => {}): Promise<PythonVenv> {
  const dir = venvDir(projectDir, recipe);
  const found = findVenv(dir, recipe);
  if (found) return found;

  const lock = await acquireLock(`${dir}.installing`, {
    // A dead installer's lock is taken over at once (by its owner's identity); a live one may take this long.
    staleAfterMs: INSTALL_TIMEOUT_MS,
    onWait: (owner) =>
      log(
        `corebook: another process${owner ? ` (pid ${owner.pid})` : ""} is installing ${recipe.purpose} (${dir}.installing); waiting for it`,
      ),
  });
  try {
    const again = findVenv(dir, recipe); // another process may have installed it while we waited
    if (again) return again;
    const base = findVenvPython();
    if ("tried" in base) {
      throw new PythonVenvMissingError(
        recipe.purpose,
        `sudo apt-get install -y python3-venv && ${venvInstallCommand(dir, recipe)}`,
        `no python3 that can create a virtual environment: ${base.tried.join("; ")}`,
      );
    }
    const command = venvInstallCommand(dir, recipe, base.python);
    log(`corebook: ${recipe.purpose} not found; installing it into ${dir} (${command})`);
    rmSync(dir, { recursive: true, force: true }); // a venv left half-made by an interrupted install
    const made = await run(base.python, ["-m", "venv", dir], { timeoutMs: 5 * 60_000 });
    if (made.code !== 0)
      throw new PythonVenvMissingError(recipe.purpose, command, `python3 -m venv failed: ${tail(made.stderr || made.stdout)}`);
    const pip = await run(join(dir, "bin", "python"), ["-m", "pip", "install", "--quiet", ...recipe.requirements], {
      env: pipEnv(),
      timeoutMs: INSTALL_TIMEOUT_MS,
    });
    if (pip.code !== 0) throw new PythonVenvMissingError(recipe.purpose, command, `pip install failed: ${tail(pip.stderr || pip.stdout)}`);
    const installed = findVenv(dir, recipe);
    if (!installed) throw new PythonVenvMissingError(recipe.purpose, command, "pip reported success but the packages do not import");
    log(`corebook: installed ${recipe.purpose} (${installed.version}) into ${dir}`);
    return installed;
  } finally {
    lock.release();
  }
}

/**
 * pip's own configuration (index, extra indexes, find-links, proxy, constraints) is used as is. Only
 * its retries are lowered, unless the user set PIP_RETRIES: where the default index is unreachable
 * and a configured local index serves the packages, five retries with back-off per package page
 * turn a 20-second install into many minutes.
 */
function pipEnv(): NodeJS.ProcessEnv {
  return { ...process.env, PIP_RETRIES: process.env.PIP_RETRIES ?? "1" };
}

function tail(s: string, n = 15): string {
  return s.trim().split("\n").slice(-n).join("\n");
}
