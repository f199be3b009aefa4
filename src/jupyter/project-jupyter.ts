// The project's own Jupyter folder (`<projectDir>/.jupyter`): kernels registered there are found
// through JUPYTER_PATH, so nothing is written to the user's Jupyter directories.
import { existsSync, mkdirSync, symlinkSync, lstatSync, readlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { findJupyter } from "./find-jupyter.js";
import { installKernel } from "./kernel-install.js";

interface KernelRegistration {
  kernelName: "tslab";
  /** Put this in JUPYTER_PATH (jupyterEnv does) so Jupyter finds the kernel. */
  jupyterPath: string;
  python: string;
}

function jupyterDataDir(projectDir: string): string {
  return join(resolve(projectDir), ".jupyter", "share", "jupyter");
}

/**
 * Register tslab inside the project, run by the node running this process on the project's own
 * tslab, with the python that has Jupyter.
 */
export function registerTslabKernel(projectDir: string): KernelRegistration {
  const dir = resolve(projectDir);
  if (!existsSync(join(dir, "node_modules", "tslab")))
    throw new Error(`registerTslabKernel: ${join(dir, "node_modules", "tslab")} not found; run npm install in ${dir}`);
  const { python } = findJupyter();
  installKernel({ kernel: "tslab", target: { kind: "prefix", prefix: join(dir, ".jupyter") }, tslabFrom: [dir], python });
  return { kernelName: "tslab", jupyterPath: jupyterDataDir(dir), python };
}

/** The environment for Jupyter commands: the project's kernel directory first in JUPYTER_PATH. */
export function jupyterEnv(projectDir: string, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const data = jupyterDataDir(projectDir);
  return { ...env, JUPYTER_PATH: env.JUPYTER_PATH ? `${data}:${env.JUPYTER_PATH}` : data };
}

/**
 * Notebooks import "corebook" by name, and tslab resolves it from the notebook's folder upwards:
 * link `<projectDir>/node_modules/corebook` to the project itself (it needs a built `dist/`).
 */
export function ensureSelfLink(projectDir: string): string {
  const dir = resolve(projectDir);
  const link = join(dir, "node_modules", "corebook");
  mkdirSync(join(dir, "node_modules"), { recursive: true });
  try {
    const st = lstatSync(link);
    if (st.isSymbolicLink() && resolve(join(dir, "node_modules"), readlinkSync(link)) === dir) return link;
    if (!st.isSymbolicLink()) return link; // a real install of corebook: leave it alone
    throw new Error(`ensureSelfLink: ${link} points to ${readlinkSync(link)}, not ${dir}; remove it first`);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
  }
  symlinkSync("..", link, "dir");
  return link;
}
