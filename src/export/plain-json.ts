// Nested values that JSON.stringify already writes exactly as their plain copy (toPlain) would be
// written: CSV cells and JSON Lines then serialise the table's own values, with no copy made.
// Copying every list and struct before serialising it was most of a CSV export's time.
import type { ExportType } from "./export-types.js";
import { isPlainObject } from "./value-kinds.js";

export type PlainTest = (value: unknown) => boolean;

/**
 * For a type whose values can be written by JSON.stringify as they are, a test that a (non-null)
 * value is in that form; null for types that always need converting (dates, timestamps and JSON
 * columns, whose JSON differs from their plain form). The test is strict where JSON.stringify
 * and toPlain differ: text must be a string (a number in a text column becomes text), integers
 * safe numbers (not bigints), lists arrays (not typed arrays), and a struct a plain object with
 * exactly its declared fields in the declared order and none undefined (toPlain writes every
 * declared field, null when absent, in the declared order, and drops undeclared ones).
 */
export function plainJsonTest(type: ExportType): PlainTest | null {
  switch (type.kind) {
    case "string":
      return (value) => typeof value === "string";
    case "integer":
      return (value) => typeof value === "number" && Number.isSafeInteger(value);
    case "float":
      // NaN and the infinities: JSON.stringify writes null, as toPlain makes them.
      return (value) => typeof value === "number";
    case "boolean":
      return (value) => typeof value === "boolean";
    case "list": {
      const element = plainJsonTest(type.of);
      if (!element) return null;
      return (value) => {
        if (!Array.isArray(value)) return false;
        for (let i = 0; i < value.length; i++) {
          const item = value[i];
          // An undefined element is written null by both.
          if (item !== null && item !== undefined && !element(item)) return false;
        }
        return true;
      };
    }
    case "struct": {
      const names = Object.keys(type.fields);
      const tests: PlainTest[] = [];
      for (const field of Object.values(type.fields)) {
        const test = plainJsonTest(field);
        if (!test) return null;
        tests.push(test);
      }
      return (value) => {
        if (!isPlainObject(value)) return false;
        let k = 0;
        for (const name in value) {
          if (name !== names[k]) return false;
          const field = value[name];
          if (field === undefined || (field !== null && !tests[k](field))) return false;
          k++;
        }
        return k === names.length;
      };
    }
    default:
      return null;
  }
}
