// The column types travel with the file: in the Parquet key-value metadata and the Arrow schema
// metadata under SCHEMA_METADATA_KEY, in this format. A list of columns, not an object, because
// JSON objects reorder integer-like keys. The `<path>.schema.json` sidecar of CSV / JSON Lines is a
// Frictionless Table Schema (table-schema.ts); sidecars written in this format before are still read.
import type { ExportType, ExportTypes } from "./export-types.js";

export const SCHEMA_METADATA_KEY = "corebook:schema";

interface SchemaDescription {
  format: "corebook-schema";
  version: 1;
  columns: { name: string; type: ExportType }[];
  /** Other metadata entries (provenance), as in the Parquet footer. */
  metadata?: Record<string, string>;
}

export function describeSchema(types: ExportTypes, metadata: Record<string, string> = {}): string {
  const description: SchemaDescription = {
    format: "corebook-schema",
    version: 1,
    columns: Object.entries(types).map(([name, type]) => ({ name, type })),
    ...(Object.keys(metadata).length > 0 ? { metadata } : {}),
  };
  return JSON.stringify(description);
}

/** Column names, their types, and other metadata entries (provenance), as a file stored them. */
export interface StoredSchema {
  names: string[];
  types: ExportTypes;
  metadata: Record<string, string>;
  /** JSON Lines: JSON columns hold JSON text (Table Schema sidecars), not the values themselves (sidecars of before). */
  jsonAsText?: boolean;
}

/** The column names and types of a description, or undefined when the text is not one. */
export function parseSchema(text: string | undefined): StoredSchema | undefined {
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<SchemaDescription>;
    if (parsed.format !== "corebook-schema" || !Array.isArray(parsed.columns)) return undefined;
    const names = parsed.columns.map((column) => column.name);
    const types: ExportTypes = {};
    for (const column of parsed.columns) types[column.name] = column.type;
    return { names, types, metadata: parsed.metadata ?? {} };
  } catch {
    return undefined;
  }
}

export function sidecarPath(path: string): string {
  return `${path}.schema.json`;
}
