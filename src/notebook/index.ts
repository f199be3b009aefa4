export { show, displayBundle } from "./show.js";
export { createProgress, progressText, type Progress } from "./progress.js";
export { tableBundle, tableText, tableView, cellText, type TableViewOptions } from "./table-html.js";
export { currentKernel, type MimeBundle } from "./kernel.js";
export { progressListener, useProgressBars } from "./table-progress.js";
