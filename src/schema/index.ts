// The public surface of the schema layer; nothing else is imported from outside src/schema.
export * from "./enums.js";
export * from "./core-titles.js";
export * from "./ids.js";
export * from "./params/index.js";
export * from "./records/index.js";
export * from "./lookup.js";
export * from "./errors.js";
export * from "./changes.js";
export * from "./credits.js";
export * from "./capabilities.js";
export * from "./dataset-header.js";
export * from "./costs.js";
export * from "./parse.js";
export { SchemaParseError } from "./parse-error.js";
export {
  noteEchoedKey,
  noteInvalidUtf8,
  setWarningSink,
  resetWarnings,
  warningMark,
  warningsSince,
  withWarnings,
  type SchemaWarning,
  type WarningSink,
} from "./warnings.js";
export type { Mode } from "./mode.js";
export { parsedVerbatim, recordSchemaFingerprint } from "./verbatim.js";
