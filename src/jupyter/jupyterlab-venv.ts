// JupyterLab for `corebook lab` (and the tests that open notebooks in it): Debian packages no
// JupyterLab, so it lives in a virtual environment inside the project (`.venv-jupyterlab/`),
// installed with the machine's own pip configuration (its index, proxy, constraints). Nothing is
// written outside the project, and removing the folder undoes it.
import { ensureVenv, findVenv, PythonVenvMissingError, venvDir, venvInstallCommand, type VenvRecipe } from "./python-venv.js";
import { join } from "node:path";

export const JUPYTERLAB_VENV_NAME = ".venv-jupyterlab";
/** JupyterLab 4 renders `application/vnd.vegalite.v5+json`, which our chart bundles carry. */
export const JUPYTERLAB_REQUIREMENT = "jupyterlab>=4,<5";

const RECIPE: VenvRecipe = {
  folder: JUPYTERLAB_VENV_NAME,
  purpose: "JupyterLab",
  requirements: [JUPYTERLAB_REQUIREMENT],
  probe: "import jupyterlab; print(jupyterlab.__version__)",
  scripts: ["jupyter-lab"],
};

export interface JupyterLabInstall {
  venvDir: string;
  /** The venv's python. */
  python: string;
  /** The venv's `jupyter-lab` script. */
  jupyterLab: string;
  version: string;
}

export function jupyterLabVenvDir(projectDir: string): string {
  return venvDir(projectDir, RECIPE);
}

/** The JupyterLab installed in the venv, or null when the venv or JupyterLab in it is missing. */
export function findJupyterLab(dir: string): JupyterLabInstall | null {
  const found = findVenv(dir, RECIPE);
  return found && { ...found, jupyterLab: join(dir, "bin", "jupyter-lab") };
}

/** The exact commands a user runs to do what ensureJupyterLab does. */
export function jupyterLabInstallCommand(dir: string, basePython = "python3"): string {
  return venvInstallCommand(dir, RECIPE, basePython);
}

export class JupyterLabMissingError extends PythonVenvMissingError {
  override name = "JupyterLabMissingError";
  constructor(installCommand: string, reason: string) {
    super("JupyterLab", installCommand, reason);
  }
}

/**
 * The project's JupyterLab, installed into `<projectDir>/.venv-jupyterlab` when missing (about 20 s
 * from a local index; see python-venv.ts). Throws JupyterLabMissingError with the exact
 * command when it cannot install.
 */
export async function ensureJupyterLab(projectDir: string, log: (line: string) => void = () => {}): Promise<JupyterLabInstall> {
  try {
    const venv = await ensureVenv(projectDir, RECIPE, log);
    return { ...venv, jupyterLab: join(venv.venvDir, "bin", "jupyter-lab") };
  } catch (error) {
    if (error instanceof PythonVenvMissingError) throw new JupyterLabMissingError(error.installCommand, error.reason);
    throw error;
  }
}
