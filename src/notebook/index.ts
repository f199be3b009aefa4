import { useProgressBars } from "./table-progress.js";
import { useReadableTables } from "./table-inspect.js";

export { show, displayBundle } from "./show.js";
export { createProgress, progressBundle, progressText, type Progress } from "./progress.js";
export { tableBundle, tableHtml, tableText, tableView, cellText, type TableViewOptions } from "./table-html.js";
export { currentKernel, type Kernel, type MimeBundle } from "./kernel.js";
export { progressListener, useProgressBars } from "./table-progress.js";
export { findJupyter, type JupyterInstall } from "./jupyter/find-jupyter.js";
export { registerTslabKernel, jupyterEnv, jupyterDataDir, ensureSelfLink, type KernelRegistration } from "./jupyter/kernel-spec.js";
export { exportHtml, TEMPLATES_DIR, REPORT_TEMPLATE } from "./jupyter/nbconvert.js";
export { executeNotebook, EXECUTE_SCRIPT, type ExecuteOptions } from "./jupyter/execute-notebook.js";
export { NotebookCellError } from "./jupyter/cell-error.js";
export type { Notebook, NotebookCell, NotebookOutput } from "./jupyter/notebook-json.js";

// Loading the notebook layer turns the tables layer's progress events into bars (silent off a TTY/notebook).
useProgressBars();
// ...and a table printed as a cell's last expression shows as a short text table.
useReadableTables();
