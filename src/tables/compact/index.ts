// Compact column forms for the tables records-to-table.ts builds (see README.md).
export { compactColumn, compacted, type TableColumn } from "./compact-column.js";
export { DayColumn } from "./day-column.js";
export { CodedColumn } from "./coded-column.js";
export { textColumn } from "./text-dictionary.js";
export { ListColumn } from "./list-column.js";
export { booleanCodes } from "./boolean-codes.js";
export { columnStorage, type ColumnStorage } from "./column-storage.js";
