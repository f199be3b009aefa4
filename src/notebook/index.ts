export { show, displayBundle } from "./show.js";
export { createProgress, progressBundle, progressText, type Progress } from "./progress.js";
export { tableBundle, tableHtml, tableText, tableView, cellText, type TableViewOptions } from "./table-html.js";
export { currentKernel, type Kernel, type MimeBundle } from "./kernel.js";
export { progressListener, useProgressBars } from "./table-progress.js";
