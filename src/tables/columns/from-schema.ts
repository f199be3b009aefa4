// Table column types read off the zod record schemas, so a core's field list is written once
// (src/schema/records/<core>.ts). Zod cannot tell a day date from other text or a count from a
// measurement, so the schema marks those (schema/column-kinds.ts); the rest follows the zod type:
// text and enums are strings, numbers floats, arrays lists, objects structs, a union of objects one
// struct with the fields of all, and anything open-ended (records, unknown) is kept as JSON.
// Day dates become date columns at the top level only: nested objects keep the service's text.
import type { z } from "zod";
import { columnKindOf } from "../../schema/column-kinds.js";
import type { CoreName } from "../../schema/index.js";
import type { Mode } from "../../schema/index.js";
import { recordUrlShape } from "../../schema/records/record-url.js";
import type { ColumnType, ColumnTypes } from "../column-types.js";
import type { CoreColumns, DerivedColumn } from "./core-columns.js";

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
};

function defOf(schema: z.ZodType): Def {
  return schema._zod.def as Def;
}

/** A part zod always sets for a def of that type; missing means zod changed shape under us. */
function part<K extends Exclude<keyof Def, "type">>(def: Def, key: K): NonNullable<Def[K]> {
  const value = def[key];
  if (value === undefined || value === null) throw new Error(`a zod ${def.type} schema without its ${key}: has zod changed its internals?`);
  return value;
}

/** The struct fields of a union whose every member is an object (after nullable/optional), else undefined. */
function unionFields(options: z.ZodType[]): Record<string, z.ZodType> | undefined {
  const fields: Record<string, z.ZodType> = {};
  for (const option of options) {
    let def = defOf(option);
    while (def.innerType && def.type !== "object") def = defOf(def.innerType);
    if (def.type !== "object") return undefined;
    for (const [name, field] of Object.entries(part(def, "shape"))) fields[name] ??= field;
  }
  return fields;
}

function columnTypeOf(schema: z.ZodType, nested = false): ColumnType {
  const marked = columnKindOf(schema);
  if (marked === "integer" || (marked === "date" && !nested)) return { kind: marked };
  const def = defOf(schema);
  switch (def.type) {
    case "nullable":
    case "optional":
    case "default":
    case "readonly":
      return columnTypeOf(part(def, "innerType"), nested);
    case "pipe":
      return columnTypeOf(part(def, "in"), nested);
    case "string":
    case "enum":
      return { kind: "string" };
    case "number":
      return { kind: "float" };
    case "boolean":
      return { kind: "boolean" };
    case "array":
      return { kind: "list", of: columnTypeOf(part(def, "element"), true) };
    case "object":
      return { kind: "struct", fields: columnTypesOf(part(def, "shape"), true) };
    case "union": {
      const fields = unionFields(part(def, "options"));
      return fields ? { kind: "struct", fields: columnTypesOf(fields, true) } : { kind: "json" };
    }
    default:
      return { kind: "json" };
  }
}

/** The column types of a record shape, in the shape's field order. */
function columnTypesOf(shape: Record<string, z.ZodType>, nested = false): ColumnTypes {
  const types: ColumnTypes = {};
  for (const [name, schema] of Object.entries(shape)) types[name] = columnTypeOf(schema, nested);
  return types;
}

/**
 * A core's columns from its record schema: the default fields and `url`, then the include-only
 * fields, each in the schema's order, then the hand-written derived columns. The lenient shapes are the ones the
 * client parses with, so the table holds exactly what a parsed record holds.
 */
export function coreColumnsFromSchema(
  core: CoreName,
  shapes: { defaults: (m: Mode) => Record<string, z.ZodType>; includes: (m: Mode) => Record<string, z.ZodType> },
  derived: DerivedColumn[] = [],
): CoreColumns {
  return {
    core,
    defaults: columnTypesOf({ ...shapes.defaults("lenient"), ...recordUrlShape() }),
    includes: columnTypesOf(shapes.includes("lenient")),
    derived,
  };
}
