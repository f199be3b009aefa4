// The `.schema.json` sidecar of CSV and JSON Lines is a Frictionless Table Schema (v2), a format
// engines and tools know: one field per column with an explicit type, `missingValues: [""]` (null
// is an empty, unquoted CSV field; `""` quoted is the empty string, which corebook, DuckDB, Polars
// and pyarrow keep apart), and for lists and structs (JSON text in a cell) a JSON Schema of their
// elements in `constraints.jsonSchema`, exact enough to restore the column type: integers and
// numbers apart, day dates and timestamps as formats of text, struct fields in order (every
// written object has them all: `required`). JSON columns are type "any" (JSON text of any value).
// The table's provenance is the custom property `corebook:provenance`.
import type { ExportType, ExportTypes } from "./export-types.js";
import type { StoredSchema } from "./schema-description.js";
import { PROVENANCE_METADATA_KEY } from "./provenance-metadata.js";
import { ABSENT_KEYS_METADATA_KEY } from "./absent-keys.js";

const TABLE_SCHEMA_PROFILE = "https://datapackage.org/profiles/2.0/tableschema.json";

type JsonSchema = Record<string, unknown>;

interface TableSchemaField {
  name: string;
  type: string;
  format?: string;
  trueValues?: string[];
  falseValues?: string[];
  constraints?: { jsonSchema: JsonSchema };
}

const nullable = (type: string, extra: JsonSchema = {}): JsonSchema => ({ type: [type, "null"], ...extra });

/** A JSON Schema of the values of a type, as they appear in JSON text (CSV cells, JSON Lines). */
function jsonSchema(type: ExportType): JsonSchema {
  switch (type.kind) {
    case "string":
      return nullable("string");
    case "integer":
      return nullable("integer");
    case "float":
      return nullable("number");
    case "boolean":
      return nullable("boolean");
    case "date":
      return nullable("string", { format: "date" });
    case "timestamp":
      return nullable("string", { format: "date-time" });
    case "json":
      return {};
    case "list":
      return nullable("array", { items: jsonSchema(type.of) });
    case "struct":
      return nullable("object", {
        properties: Object.fromEntries(Object.entries(type.fields).map(([name, field]) => [name, jsonSchema(field)])),
        required: Object.keys(type.fields),
      });
  }
}

/** The Table Schema type of each column kind (lists and structs are JSON text in a cell). */
const FIELD_TYPES: Record<ExportType["kind"], string> = {
  string: "string",
  integer: "integer",
  float: "number",
  boolean: "boolean",
  date: "date",
  timestamp: "datetime",
  json: "any",
  list: "array",
  struct: "object",
};

function field(name: string, type: ExportType): TableSchemaField {
  const entry = { name, type: FIELD_TYPES[type.kind] };
  if (type.kind === "boolean") return { ...entry, trueValues: ["true"], falseValues: ["false"] };
  if (type.kind === "list" || type.kind === "struct") return { ...entry, constraints: { jsonSchema: jsonSchema(type) } };
  return entry;
}

export function describeTableSchema(types: ExportTypes, metadata: Record<string, string> = {}): string {
  const provenance = metadata[PROVENANCE_METADATA_KEY];
  const absent = metadata[ABSENT_KEYS_METADATA_KEY];
  return JSON.stringify(
    {
      $schema: TABLE_SCHEMA_PROFILE,
      fields: Object.entries(types).map(([name, type]) => field(name, type)),
      missingValues: [""],
      ...(provenance ? { [PROVENANCE_METADATA_KEY]: JSON.parse(provenance) } : {}),
      ...(absent ? { [ABSENT_KEYS_METADATA_KEY]: JSON.parse(absent) } : {}),
    },
    null,
    2,
  );
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The non-null JSON type a JSON Schema names (its `type`, or the first of a list other than "null"). */
function schemaType(schema: JsonSchema): string | undefined {
  const type = schema.type;
  if (typeof type === "string") return type;
  if (Array.isArray(type)) return type.find((t): t is string => typeof t === "string" && t !== "null");
  return undefined;
}

function fromJsonSchema(schema: unknown): ExportType {
  if (!isObject(schema)) return { kind: "json" };
  switch (schemaType(schema)) {
    case "string":
      return schema.format === "date" ? { kind: "date" } : schema.format === "date-time" ? { kind: "timestamp" } : { kind: "string" };
    case "integer":
      return { kind: "integer" };
    case "number":
      return { kind: "float" };
    case "boolean":
      return { kind: "boolean" };
    case "array":
      return { kind: "list", of: fromJsonSchema(schema.items) };
    case "object": {
      const properties = isObject(schema.properties) ? schema.properties : {};
      if (Object.keys(properties).length === 0) return { kind: "json" };
      return { kind: "struct", fields: Object.fromEntries(Object.entries(properties).map(([name, p]) => [name, fromJsonSchema(p)])) };
    }
    default:
      return { kind: "json" };
  }
}

/** The column type of a Table Schema field; types corebook does not write (year, time, ...) read as text. */
function fieldType(entry: Record<string, unknown>): ExportType {
  if (entry.type === "array" || entry.type === "object") {
    const constraints = isObject(entry.constraints) ? entry.constraints : {};
    const type = fromJsonSchema(constraints.jsonSchema ?? { type: entry.type });
    return type.kind === "list" || type.kind === "struct" ? type : { kind: "json" };
  }
  const kind = Object.entries(FIELD_TYPES).find(([, name]) => name === entry.type)?.[0];
  return kind === "integer" || kind === "float" || kind === "boolean" || kind === "date" || kind === "timestamp" || kind === "json"
    ? { kind }
    : { kind: "string" };
}

/** The columns of a Table Schema, or undefined when the text is not one. */
export function parseTableSchema(text: string): StoredSchema | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(parsed) || !Array.isArray(parsed.fields) || !parsed.fields.every((f) => isObject(f) && typeof f.name === "string")) {
    return undefined;
  }
  const fields = parsed.fields as Record<string, unknown>[];
  const names = fields.map((entry) => entry.name as string);
  const types: ExportTypes = {};
  for (const entry of fields) types[entry.name as string] = fieldType(entry);
  const provenance = parsed[PROVENANCE_METADATA_KEY];
  const absent = parsed[ABSENT_KEYS_METADATA_KEY];
  return {
    names,
    types,
    metadata: {
      ...(isObject(provenance) ? { [PROVENANCE_METADATA_KEY]: JSON.stringify(provenance) } : {}),
      ...(isObject(absent) ? { [ABSENT_KEYS_METADATA_KEY]: JSON.stringify(absent) } : {}),
    },
    jsonAsText: true,
  };
}
