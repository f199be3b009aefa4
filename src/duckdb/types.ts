// The DuckDB type of every column type, so the schema never depends on the values seen (an empty
// table gets the same Parquet schema as a full one). Integers are BIGINT: the service's counts fit
// INTEGER, but int64 takes any JS safe integer without a range check. JSON columns are VARCHAR
// holding JSON text. Timestamps are TIMESTAMPTZ, which Parquet stores as UTC instants.
import { BIGINT, BOOLEAN, DATE, DOUBLE, LIST, STRUCT, TIMESTAMPTZ, VARCHAR, type DuckDBType } from "@duckdb/node-api";
import type { VectorType } from "./vector-type.js";

export function duckdbType(type: VectorType): DuckDBType {
  switch (type.kind) {
    case "string":
    case "json":
      return VARCHAR;
    case "integer":
      return BIGINT;
    case "float":
      return DOUBLE;
    case "boolean":
      return BOOLEAN;
    case "date":
      return DATE;
    case "timestamp":
      return TIMESTAMPTZ;
    case "list":
      return LIST(duckdbType(type.of));
    case "struct":
      return STRUCT(Object.fromEntries(Object.entries(type.fields).map(([name, field]) => [name, duckdbType(field)])));
  }
}
