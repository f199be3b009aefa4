import { useProgressBars } from "./table-progress.js";

export { show, displayBundle } from "./show.js";
export { createProgress, progressBundle, progressText, type Progress } from "./progress.js";
export { tableBundle, tableHtml, tableText, tableView, cellText, type TableViewOptions } from "./table-html.js";
export { currentKernel, type Kernel, type MimeBundle } from "./kernel.js";
export { progressListener, useProgressBars } from "./table-progress.js";
export { findJupyter, type JupyterInstall } from "./jupyter/find-jupyter.js";
export { registerTslabKernel, jupyterEnv, jupyterDataDir, ensureSelfLink, type KernelRegistration } from "./jupyter/kernel-spec.js";
export {
  executeNotebook, exportHtml, TEMPLATES_DIR, REPORT_TEMPLATE, type ExecuteOptions, type Notebook, type NotebookCell,
  type NotebookOutput,
} from "./jupyter/nbconvert.js";

// Loading the notebook layer turns the tables layer's progress events into bars (silent off a TTY/notebook).
useProgressBars();
