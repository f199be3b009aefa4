// Explicit Arrow types for every column type, so the schema never depends on the values seen
// (an empty table gets the same schema as a full one). Integers are int64: the service's counts
// fit int32, but int64 takes any JS safe integer without a range check, and DuckDB/pandas read
// it as BIGINT/int64. JSON columns are utf8 text holding JSON.
import {
  binary, bool, dateDay, field, float64, int64, list, struct, timestamp, TimeUnit, utf8, type DataType,
} from "@uwdata/flechette";
import type { ExportType } from "./export-types.js";

export function arrowType(type: ExportType): DataType {
  switch (type.kind) {
    case "string":
    case "json":
      return utf8();
    case "integer":
      return int64();
    case "float":
      return float64();
    case "boolean":
      return bool();
    case "date":
      return dateDay();
    case "timestamp":
      return timestamp(TimeUnit.MILLISECOND, "UTC");
    case "list":
      return list(arrowType(type.of));
    case "struct":
      return struct(Object.entries(type.fields).map(([name, fieldType]) => field(name, arrowType(fieldType))));
  }
}
