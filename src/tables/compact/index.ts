// Compact column forms for the tables records-to-table.ts builds (see README.md).
export { compactColumn, type TableColumn } from "./compact-column.js";
export { DayColumn } from "./day-column.js";
export { CodedColumn } from "./coded-column.js";
export { textDictionary } from "./text-dictionary.js";
export { booleanCodes } from "./boolean-codes.js";
