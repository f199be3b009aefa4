// Values a writer can take as the table holds them, with no converted copy made: copying every
// list and struct before writing it was most of an Arrow export's and a CSV export's time. The
// test reads a value, the writer reads it, and nothing is allocated.
import type { ExportType } from "./export-types.js";
import { isPlainObject } from "./value-kinds.js";

type AsIsTest = (value: unknown) => boolean;

/**
 * Who takes the values: "arrow", flechette's column builders (for Arrow) in place of
 * toArrowValue's copy; "json", JSON.stringify (CSV cells of lists and structs) in place of
 * toPlain's copy.
 */
type AsIsFor = "arrow" | "json";

/**
 * For a type whose values `target` takes as they are, a test that a (non-null) value is of that
 * form; null for types that always need converting (day dates and timestamps, JSON columns).
 * Text must be a string (a number in a text column becomes text), lists arrays (not typed
 * arrays). For Arrow, integers may be bigints and a struct may lack fields or hold undeclared ones
 * (the builder reads the declared ones). For JSON, where JSON.stringify and toPlain must write the
 * same text, integers are safe numbers and a struct holds exactly its declared fields, in the
 * declared order and none undefined (toPlain writes every declared field, null when absent, in
 * that order, and drops undeclared ones). NaN and the infinities are null in both.
 */
export function asIsTest(type: ExportType, target: AsIsFor): AsIsTest | null {
  switch (type.kind) {
    case "string":
      return (value) => typeof value === "string";
    case "integer":
      return target === "arrow"
        ? (value) => (typeof value === "number" && Number.isSafeInteger(value)) || typeof value === "bigint"
        : (value) => typeof value === "number" && Number.isSafeInteger(value);
    case "float":
      return (value) => typeof value === "number";
    case "boolean":
      return (value) => typeof value === "boolean";
    case "list": {
      const element = asIsTest(type.of, target);
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
        const test = asIsTest(field, target);
        if (!test) return null;
        tests.push(test);
      }
      return target === "arrow" ? arrowStructTest(names, tests) : jsonStructTest(names, tests);
    }
    default:
      return null;
  }
}

function arrowStructTest(names: string[], tests: AsIsTest[]): AsIsTest {
  return (value) => {
    if (!isPlainObject(value)) return false;
    for (let f = 0; f < names.length; f++) {
      const field = value[names[f]];
      if (field !== null && field !== undefined && !tests[f](field)) return false;
    }
    return true;
  };
}

function jsonStructTest(names: string[], tests: AsIsTest[]): AsIsTest {
  return (value) => {
    if (!isPlainObject(value)) return false;
    let f = 0;
    for (const name in value) {
      if (name !== names[f]) return false;
      const field = value[name];
      if (field === undefined || (field !== null && !tests[f](field))) return false;
      f++;
    }
    return f === names.length;
  };
}
