// nbconvert lives in Debian's python3; a pyenv python3 earlier on PATH lacks it, so the Debian one
// is tried first and the choice is verified by importing what we need.
import { spawnSync } from "node:child_process";

export interface JupyterInstall {
  /** A python that can import nbconvert, nbclient and jupyter_client. */
  python: string;
  nbconvertVersion: string;
}

const CANDIDATES = ["/usr/bin/python3", "/usr/local/bin/python3", "python3", "python"];

/** Find a python with Jupyter's nbconvert; `COREBOOK_PYTHON` overrides. Throws naming what was tried. */
export function findJupyter(): JupyterInstall {
  const tried: string[] = [];
  const list = process.env.COREBOOK_PYTHON ? [process.env.COREBOOK_PYTHON] : CANDIDATES;
  for (const python of list) {
    const r = spawnSync(python, ["-c", "import nbconvert, nbclient, jupyter_client; print(nbconvert.__version__)"], { encoding: "utf8" });
    if (r.status === 0) return { python, nbconvertVersion: r.stdout.trim() };
    tried.push(`${python}: ${r.error ? r.error.message : (r.stderr.trim().split("\n").pop() ?? `exit ${r.status}`)}`);
  }
  throw new Error(
    `findJupyter: no python with nbconvert found. Tried:\n  ${tried.join("\n  ")}\n` +
      "Install it (Debian: apt-get install -y --no-install-recommends jupyter-nbconvert jupyter-client python3-ipython) " +
      "or set COREBOOK_PYTHON.",
  );
}
