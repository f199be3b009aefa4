// Values the Arrow writer can take as the table holds them, with no converted copy made: copying
// every list and struct before writing it was most of an Arrow export's time. The test reads a
// value, flechette's column builders read it, and nothing is allocated. (CSV's JSON cells have
// their own check, made as they are written: json-cells.ts.)
import type { ExportType } from "./export-types.js";
import { isPlainObject } from "../common/index.js";

type AsIsTest = (value: unknown) => boolean;

/**
 * For a type whose values flechette's builders take as they are, a test that a (non-null) value
 * is of that form; null for types that always need converting (day dates and timestamps, JSON
 * columns). Text must be a string (a number in a text column becomes text), lists arrays (not
 * typed arrays); integers may be bigints, and a struct may lack fields or hold undeclared ones
 * (the builder reads the declared ones).
 */
export function asIsTest(type: ExportType): AsIsTest | null {
  switch (type.kind) {
    case "string":
      return (value) => typeof value === "string";
    case "integer":
      return (value) => (typeof value === "number" && Number.isSafeInteger(value)) || typeof value === "bigint";
    case "float":
      return (value) => typeof value === "number";
    case "boolean":
      return (value) => typeof value === "boolean";
    case "list": {
      const element = asIsTest(type.of);
      if (!element) return null;
      return (value) => {
        if (!Array.isArray(value)) return false;
        for (let i = 0; i < value.length; i++) if (value[i] !== null && value[i] !== undefined && !element(value[i])) return false;
        return true;
      };
    }
    case "struct": {
      const names = Object.keys(type.fields);
      const tests: AsIsTest[] = [];
      for (const field of Object.values(type.fields)) {
        const test = asIsTest(field);
        if (!test) return null;
        tests.push(test);
      }
      return (value) => {
        if (!isPlainObject(value)) return false;
        for (let f = 0; f < names.length; f++) {
          const field = value[names[f]];
          if (field !== null && field !== undefined && !tests[f](field)) return false;
        }
        return true;
      };
    }
    default:
      return null;
  }
}
