export { findJupyter, type JupyterInstall } from "./find-jupyter.js";
export { registerTslabKernel, jupyterEnv, ensureSelfLink } from "./project-jupyter.js";
export { exportHtml } from "./nbconvert.js";
export { executeNotebook } from "./execute-notebook.js";
export { NotebookCellError } from "./cell-error.js";
export type { Notebook, NotebookOutput } from "./notebook-json.js";
