// The column types a vector writer knows, in DuckDB's floor's own words so that nothing here
// depends on the layers above: export/'s ExportType has this same shape and is passed as it is.

/** A column's type, as the writers and `duckdbType` read it. */
export type VectorType =
  | { kind: "string" | "json" | "integer" | "float" | "boolean" | "date" | "timestamp" }
  | { kind: "list"; of: VectorType }
  | { kind: "struct"; fields: Record<string, VectorType> };

/**
 * Turns a value that is not its type's common case into the value the writer stores (a Date for a
 * date or a timestamp, text for JSON), or throws the caller's misfit error.
 */
export type ValueConverter = (value: unknown, type: VectorType) => unknown;
