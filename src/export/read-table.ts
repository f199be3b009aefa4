// readTable: any of the four export formats back into an Arquero table, by extension.
import type { ColumnTable } from "arquero";
import { readFile } from "node:fs/promises";
import type { ReadOptions } from "./export-types.js";
import { formatOf } from "./file-format.js";
import { readArrowBytes } from "./read-arrow.js";
import { readCsvText } from "./read-csv.js";
import { readJsonlText } from "./read-jsonl.js";
import { parseSchema, sidecarPath, type StoredSchema } from "./schema-description.js";
import { parseTableSchema } from "./table-schema.js";
import { PROVENANCE_METADATA_KEY, restoreProvenance } from "./provenance-metadata.js";
import { isStackOverflow } from "./nesting-depth.js";
import { CorebookError } from "../errors/index.js";
import { ABSENT_KEYS_METADATA_KEY, restoreAbsentKeys } from "./absent-keys.js";

/** The sidecar's columns: a Frictionless Table Schema, or corebook's own format of before. */
async function readSidecar(path: string, opts: ReadOptions): Promise<StoredSchema | undefined> {
  if (opts.schemaSidecar === false) return undefined;
  let text: string;
  try {
    text = await readFile(sidecarPath(path), "utf8");
  } catch {
    return undefined;
  }
  return parseTableSchema(text) ?? parseSchema(text);
}

/** A CSV or JSON Lines table given back what its sidecar says: the fields its structs lacked, its provenance. */
function withMetadata(table: ColumnTable, sidecar: StoredSchema | undefined): ColumnTable {
  if (!sidecar) return table;
  restoreAbsentKeys(table, sidecar.types, sidecar.metadata[ABSENT_KEYS_METADATA_KEY]);
  return restoreProvenance(table, sidecar.metadata[PROVENANCE_METADATA_KEY]);
}

export async function readExport(path: string, opts: ReadOptions = {}): Promise<ColumnTable> {
  const format = formatOf(path, "readTable");
  const bytes = await readFile(path);
  try {
    return await readFormat(path, format, bytes, opts);
  } catch (error) {
    // Only a value nested thousands of levels deep exhausts the stack (nesting-depth.ts).
    if (!isStackOverflow(error)) throw error;
    throw new CorebookError(
      `readTable: ${path} holds a value nested too deeply to read (the readers follow one level at a time and ran out of stack); ` +
        `the file is unchanged: read it with an engine that has no such limit, or export the column flattened`,
      { cause: error },
    );
  }
}

async function readFormat(path: string, format: ReturnType<typeof formatOf>, bytes: Buffer, opts: ReadOptions): Promise<ColumnTable> {
  switch (format) {
    case "parquet": {
      // hyparquet and its decompressors load on the first Parquet read, not with the package.
      const { readParquetBytes } = await import("./read-parquet.js");
      return readParquetBytes(bytes);
    }
    case "arrow":
      return readArrowBytes(bytes);
    case "csv": {
      const sidecar = await readSidecar(path, opts);
      return withMetadata(readCsvText(bytes.toString("utf8"), sidecar), sidecar);
    }
    case "jsonl": {
      const sidecar = await readSidecar(path, opts);
      return withMetadata(readJsonlText(bytes.toString("utf8"), sidecar), sidecar);
    }
  }
}
