export { exportTable } from "./export-table.js";
export { readTable } from "./read-table.js";
export { toDanfo, fromDanfo, type DanfoDataFrameLike, type DanfoModuleLike } from "./danfo.js";
export type { ExportOptions, ReadOptions, ExportFormat, ExportType, ExportTypes } from "./export-types.js";
