// JupyterLab for `corebook lab` (and the tests that open notebooks in it): Debian packages no
// JupyterLab, so it lives in a virtual environment inside the project (`.venv-jupyterlab/`),
// installed with the machine's own pip configuration (its index, proxy, constraints). Nothing is
// written outside the project, and removing the folder undoes it.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { acquireLock } from "../fs/index.js";
import { run } from "./jupyter/run.js";

export const JUPYTERLAB_VENV_NAME = ".venv-jupyterlab";
/** JupyterLab 4 renders `application/vnd.vegalite.v5+json`, which our chart bundles carry. */
export const JUPYTERLAB_REQUIREMENT = "jupyterlab>=4,<5";

export interface JupyterLabInstall {
  venvDir: string;
  /** The venv's python. */
  python: string;
  /** The venv's `jupyter-lab` script. */
  jupyterLab: string;
  version: string;
}

export function jupyterLabVenvDir(projectDir: string): string {
  return join(resolve(projectDir), JUPYTERLAB_VENV_NAME);
}

/** The JupyterLab installed in the venv, or null when the venv or JupyterLab in it is missing. */
export function findJupyterLab(venvDir: string): JupyterLabInstall | null {
  const python = join(venvDir, "bin", "python");
  const jupyterLab = join(venvDir, "bin", "jupyter-lab");
  if (!existsSync(python) || !existsSync(jupyterLab)) return null;
  const r = spawnSync(python, ["-c", "import jupyterlab; print(jupyterlab.__version__)"], { encoding: "utf8" });
  if (r.status !== 0) return null;
  return { venvDir, python, jupyterLab, version: r.stdout.trim() };
}

/** The exact commands a user runs to do what ensureJupyterLab does. */
export function jupyterLabInstallCommand(venvDir: string, basePython = "python3"): string {
  return `${basePython} -m venv ${venvDir} && ${join(venvDir, "bin", "pip")} install '${JUPYTERLAB_REQUIREMENT}'`;
}

export class JupyterLabMissingError extends Error {
  override name = "JupyterLabMissingError";
  constructor(
    readonly installCommand: string,
    cause: string,
  ) {
    super(`JupyterLab is needed and could not be installed here (${cause}).\nInstall it with:\n\n  ${installCommand}\n`);
  }
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
 * The project's JupyterLab, installed into `<projectDir>/.venv-jupyterlab` when missing (about 20 s
 * from a local index). Two processes that need it at once take turns through a lock file (src/fs), so
 * the second one finds the first one's install. Throws JupyterLabMissingError with the exact command
 * when it cannot install.
 */
export async function ensureJupyterLab(projectDir: string, log: (line: string) => void = () => {}): Promise<JupyterLabInstall> {
  const venvDir = jupyterLabVenvDir(projectDir);
  const found = findJupyterLab(venvDir);
  if (found) return found;

  const lock = await acquireLock(`${venvDir}.installing`, {
    // A dead installer's lock is taken over at once (by its owner's identity); a live one may take this long.
    staleAfterMs: INSTALL_TIMEOUT_MS,
    onWait: (owner) =>
      log(
        `corebook: another process${owner ? ` (pid ${owner.pid})` : ""} is installing JupyterLab (${venvDir}.installing); waiting for it`,
      ),
  });
  try {
    const again = findJupyterLab(venvDir); // another process may have installed it while we waited
    if (again) return again;
    const base = findVenvPython();
    if ("tried" in base) {
      throw new JupyterLabMissingError(
        `sudo apt-get install -y python3-venv && ${jupyterLabInstallCommand(venvDir)}`,
        `no python3 that can create a virtual environment: ${base.tried.join("; ")}`,
      );
    }
    const command = jupyterLabInstallCommand(venvDir, base.python);
    log(`corebook: JupyterLab not found; installing it into ${venvDir} (${command})`);
    rmSync(venvDir, { recursive: true, force: true }); // a venv left half-made by an interrupted install
    const made = await run(base.python, ["-m", "venv", venvDir], { timeoutMs: 5 * 60_000 });
    if (made.code !== 0) throw new JupyterLabMissingError(command, `python3 -m venv failed: ${tail(made.stderr || made.stdout)}`);
    const pip = await run(join(venvDir, "bin", "python"), ["-m", "pip", "install", "--quiet", JUPYTERLAB_REQUIREMENT], {
      env: pipEnv(),
      timeoutMs: INSTALL_TIMEOUT_MS,
    });
    if (pip.code !== 0) throw new JupyterLabMissingError(command, `pip install failed: ${tail(pip.stderr || pip.stdout)}`);
    const installed = findJupyterLab(venvDir);
    if (!installed) throw new JupyterLabMissingError(command, "pip reported success but jupyterlab does not import");
    log(`corebook: installed JupyterLab ${installed.version} into ${venvDir}`);
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
