// exportTable: one entry point, the format chosen by the path's extension. Column types come
// from the table's declared types (or inference, see infer-types.ts), once per table
// (table-layout.ts), and are stored with the file, so `readTable` gives back the same columns,
// types and values.
import type { ColumnTable } from "arquero";
import { writeFile } from "node:fs/promises";
import { checkBatchRows } from "./batch-rows.js";
import { writeFilesAtomically } from "../fs/index.js";
import type { ExportOptions, ExportTypes } from "./export-types.js";
import { formatOf } from "./file-format.js";
import { tableLayout } from "./table-layout.js";
import { SCHEMA_METADATA_KEY, sidecarPath } from "./schema-description.js";
import { describeTableSchema } from "./table-schema.js";
import { writeArrowFile } from "./write-arrow.js";
import { writeCsvFile } from "./write-csv.js";
import { writeJsonlFile } from "./write-jsonl.js";
import { PROVENANCE_METADATA_KEY, provenanceMetadata } from "./provenance-metadata.js";
import { ABSENT_KEYS_METADATA_KEY } from "./absent-keys.js";
import { asDiskWriteError, MisuseError } from "../errors/index.js";
import { deepestValue, isStackOverflow } from "./nesting-depth.js";

/** The error for a value nested too deeply to write (nesting-depth.ts), or the overflow itself when none is. */
function tooDeep(table: ColumnTable, path: string, overflow: unknown): unknown {
  const deepest = deepestValue(table);
  if (deepest === null) return overflow;
  return new MisuseError(
    `exportTable: column "${deepest.column}" nests ${deepest.depth} levels deep (row ${deepest.row}), too deep to write: ` +
      `the writers follow one level at a time and ran out of stack. Nothing was written to ${path}. ` +
      `Flatten the column, or cut such values down to the levels you need, before exporting.`,
    { parameter: "table", cause: overflow },
  );
}

function checkOptions(opts: ExportOptions): void {
  if (opts.compression !== undefined && opts.compression !== "zstd" && opts.compression !== "snappy") {
    throw new MisuseError(`exportTable: opts.compression must be "zstd" or "snappy", got ${JSON.stringify(opts.compression)}`);
  }
  if (opts.parquetEncodings !== undefined && opts.parquetEncodings !== "portable" && opts.parquetEncodings !== "compact") {
    throw new MisuseError(
      `exportTable: opts.parquetEncodings must be "portable" or "compact", got ${JSON.stringify(opts.parquetEncodings)}`,
    );
  }
  if (opts.newline !== undefined && opts.newline !== "\r\n" && opts.newline !== "\n") {
    throw new MisuseError(`exportTable: opts.newline must be "\\r\\n" or "\\n", got ${JSON.stringify(opts.newline)}`);
  }
  checkKeyValueMetadata(opts.keyValueMetadata);
}

function checkKeyValueMetadata(metadata: unknown): void {
  if (metadata === undefined) return;
  if (metadata === null || typeof metadata !== "object" || Array.isArray(metadata)) {
    throw new MisuseError(`exportTable: opts.keyValueMetadata must be an object of string values, got ${JSON.stringify(metadata)}`);
  }
  for (const [key, value] of Object.entries(metadata)) {
    if (key === SCHEMA_METADATA_KEY || key === PROVENANCE_METADATA_KEY || key === ABSENT_KEYS_METADATA_KEY) {
      throw new MisuseError(
        `exportTable: opts.keyValueMetadata may not use the key "${key}": corebook writes it (column types, provenance)`,
      );
    }
    if (typeof value !== "string") {
      throw new MisuseError(`exportTable: opts.keyValueMetadata["${key}"] must be a string, got ${JSON.stringify(value)}`);
    }
  }
}

export async function writeExport(table: ColumnTable, path: string, opts: ExportOptions = {}): Promise<void> {
  const format = formatOf(path, "exportTable");
  if (!table || typeof (table as Partial<ColumnTable>).columnNames !== "function") {
    throw new MisuseError("exportTable: table must be an Arquero table");
  }
  checkOptions(opts);
  const batchRows = checkBatchRows(opts.batchRows);
  const withSidecar = (format === "csv" || format === "jsonl") && opts.schemaSidecar !== false;
  const targets = withSidecar ? [path, sidecarPath(path)] : [path];
  try {
    const { types, absentKeys } = tableLayout(table);
    // Provenance, and the struct fields values lacked (so they read back without them).
    const provenance = { ...provenanceMetadata(table), ...absentKeys };
    await writeTargets(table, format, targets, types, provenance, opts, batchRows);
  } catch (error) {
    if (isStackOverflow(error)) throw tooDeep(table, path, error);
    // The OS names only the temporary file; the user asked for `path`, which is as it was.
    throw asDiskWriteError(
      error,
      path,
      "exportTable: writing",
      "Nothing half-written was left: a file already at that path is unchanged. Free space or choose a writable folder, then export again.",
    );
  }
}

async function writeTargets(
  table: ColumnTable,
  format: ReturnType<typeof formatOf>,
  targets: string[],
  types: ExportTypes,
  provenance: Record<string, string>,
  opts: ExportOptions,
  batchRows: number,
): Promise<void> {
  await writeFilesAtomically(targets, async ([dataPath, schemaPath]) => {
    switch (format) {
      case "parquet": {
        // The Parquet engine loads on the first Parquet export, not with the package.
        const { writeParquetFile } = await import("./write-parquet.js");
        await writeParquetFile(table, types, dataPath, {
          batchRows,
          compression: opts.compression ?? "zstd",
          encodings: opts.parquetEncodings ?? "portable",
          keyValueMetadata: { ...opts.keyValueMetadata, ...provenance },
        });
        break;
      }
      case "arrow":
        await writeArrowFile(table, types, dataPath, batchRows, provenance);
        break;
      case "csv":
        await writeCsvFile(table, types, dataPath, opts.newline ?? "\r\n", batchRows);
        break;
      case "jsonl":
        await writeJsonlFile(table, types, dataPath, batchRows);
        break;
    }
    if (schemaPath) await writeFile(schemaPath, `${describeTableSchema(types, provenance)}\n`);
  });
}
