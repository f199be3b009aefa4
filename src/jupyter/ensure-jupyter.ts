// Jupyter for the showcase: found as it is, installed from Debian packages when this process may do
// so, otherwise a stop with the exact command to run.
import { findJupyter, type JupyterInstall } from "./find-jupyter.js";
import { canInstallWithApt, installJupyterWithApt, isRoot, jupyterInstallCommand } from "./jupyter-install.js";
import { CorebookError } from "../errors/index.js";

class JupyterMissingError extends CorebookError {
  override name = "JupyterMissingError";
  constructor(
    readonly installCommand: string,
    cause: string,
  ) {
    super(
      "showcase: Jupyter (nbconvert with nbclient) is needed to run the notebooks and was not found.\n" +
        `Install it with:\n\n  ${installCommand}\n\nthen run npm start again.\n(${cause})`,
    );
  }
}

export async function ensureJupyter(log: (line: string) => void): Promise<JupyterInstall> {
  let firstError: Error;
  try {
    return findJupyter();
  } catch (e) {
    firstError = e as Error;
  }
  const command = jupyterInstallCommand(isRoot());
  const firstLine = firstError.message.split("\n")[0];
  if (!canInstallWithApt()) throw new JupyterMissingError(command, firstLine);
  await installJupyterWithApt(log);
  try {
    return findJupyter();
  } catch (e) {
    throw new JupyterMissingError(command, `still missing after apt-get install: ${(e as Error).message.split("\n")[0]}`);
  }
}
