export { findJupyter, type JupyterInstall } from "./find-jupyter.js";
export { registerTslabKernel, jupyterEnv, jupyterDataDir, ensureSelfLink, type KernelRegistration } from "./project-jupyter.js";
export { exportHtml, TEMPLATES_DIR, REPORT_TEMPLATE } from "./nbconvert.js";
export { executeNotebook, EXECUTE_SCRIPT, type ExecuteOptions } from "./execute-notebook.js";
export { NotebookCellError } from "./cell-error.js";
export type { Notebook, NotebookCell, NotebookOutput } from "./notebook-json.js";
