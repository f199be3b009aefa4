export { writeExport } from "./export-table.js";
export { readExport } from "./read-table.js";
export { toDanfo, fromDanfo, type DanfoDataFrameLike } from "./danfo.js";
export type { ExportOptions, ReadOptions, ExportFormat, ExportType, ExportTypes } from "./export-types.js";
