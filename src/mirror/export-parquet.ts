// m.exportParquet(dir): the mirror as one hive-partitioned Parquet dataset that engines read from
// its root (DuckDB, pandas, pyarrow, Polars, Dask, Ray, Spark): `core=<core>/year=<year>/part_0.parquet`,
// written by DuckDB's own Parquet writer, and nothing else. The manifest lies beside the folder
// (`<dir>.manifest.json`): any other file in it makes Polars refuse the folder ("different file
// extensions", even for `_manifest.json`), and a `manifest.json` made pyarrow and pandas fail.
// Tombstones are left out: the files are the live state.
//
// One schema across cores: every file has the columns of every core (165 today, in the order of
// CORES), null where a core has no such field, so a reader of the root folder gets one table
// without merging schemas (Dask and pyarrow take the first file's schema; Polars refuses files
// that differ). The manifest lists each core's own columns. Day dates are DATE, lists of text or
// numbers LIST, nested objects JSON text (VARCHAR). A row's year is that of its core's first date
// field; a core without one, or a row where it is null, is in year=__HIVE_DEFAULT_PARTITION__
// (read as null). Each file carries the core's provenance and the corebook column types in its
// key-value metadata, as exportTable's files do, so readTable restores info() and the types.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { CORES, type CoreName } from "../schema/index.js";
import { dateFilters, type ColumnType } from "../tables/index.js";
import { corebookVersion } from "../cache/index.js";
import { describeSchema, SCHEMA_METADATA_KEY } from "../export/schema-description.js";
import { PROVENANCE_METADATA_KEY } from "../export/provenance-metadata.js";
import { kvMetadataOption } from "../duckdb/index.js";
import type { ExportTypes } from "../export/index.js";
import { coreColumnTypes, duckType } from "./core-schema.js";
import { ident, sqlString, type MirrorDatabase } from "./database.js";
import type { MirrorDefinition } from "./definition.js";
import { MisuseError } from "../errors/index.js";

import { isOurOldManifest, manifestPath, partFiles, readEarlierFiles, refuseForeignParts, removeEarlierExport } from "./export-files.js";

/** The date a core's rows are partitioned by: its first search date filter, else createDate; null when it has neither. */
function partitionDate(core: CoreName): string | null {
  const columns = coreColumnTypes(core);
  const candidate = [...dateFilters(core), "createDate"].find((name) => columns[name]?.kind === "date");
  return candidate ?? null;
}

/** What `m.exportParquet(dir)` wrote, as in `<dir>.manifest.json` beside the folder. */
export interface ParquetManifest {
  /** Always `"corebook-mirror-parquet"`. */
  format: "corebook-mirror-parquet";
  /** Always 2 in this corebook: the manifest lies beside the folder (version 1 wrote `manifest.json` into it). */
  formatVersion: 2;
  /** The service day of the mirror's last finished sync (YYYY-MM-DD); null when it was never synced. */
  asOf: string | null;
  /** The files' path under the folder: `core=<core>/year=<year>/part_0.parquet`. */
  layout: string;
  /** Every file's columns, in order: the union of every core's (partition columns core and year are in the path). */
  columns: {
    /** The column's name, as in the search tables. */
    name: string;
    /** Its DuckDB type in the files: DATE for days, LIST for lists, VARCHAR (JSON text) for nested objects. */
    type: string;
  }[];
  /** What was written per core held (by core name, e.g. `trialcore`). */
  cores: Record<
    string,
    {
      /** Live records written (tombstones are left out). */
      rows: number;
      /**
       * The date field whose year is the `year=` partition; null when the core has none, and then
       * every row is in `year=__HIVE_DEFAULT_PARTITION__` (read as null).
       */
      partitionedBy: string | null;
      /** The core's folder under the export's root: `core=<core>`. */
      path: string;
      /** The core's own columns, in order; the files' other columns are null in its rows. */
      columns: string[];
    }
  >;
  /** The mirror's definition: which records the export holds. */
  definition: MirrorDefinition;
  /**
   * Every file this export wrote, relative to the folder. The next export into the folder removes
   * these and only these: anything else in it is never touched.
   */
  files: string[];
}

/** A mirror column as the file stores it: nested objects (DuckDB JSON) become JSON text. */
function fileType(type: ColumnType): { sql: string; corebook: ColumnType } {
  const sql = duckType(type);
  return sql === "JSON" ? { sql: "VARCHAR", corebook: { kind: "json" } } : { sql, corebook: type };
}

/** The columns of every core, first appearance first; the mirror's types agree across cores (tested). */
function unionColumns(): Map<string, { sql: string; corebook: ColumnType }> {
  const columns = new Map<string, { sql: string; corebook: ColumnType }>();
  for (const core of CORES) {
    for (const [name, type] of Object.entries(coreColumnTypes(core))) if (!columns.has(name)) columns.set(name, fileType(type));
  }
  return columns;
}

/**
 * The key-value metadata of one core's files: its provenance as exportTable writes it (the span of
 * days its live rows were synced on is the as-of span) and the corebook column types.
 */
async function fileMetadata(
  db: MirrorDatabase,
  core: CoreName,
  definition: MirrorDefinition,
  synthetic: boolean,
  types: ExportTypes,
): Promise<string> {
  const [span] = await db.rows(
    `SELECT CAST(min("_syncedOn") AS VARCHAR) AS oldest, CAST(max("_syncedOn") AS VARCHAR) AS newest FROM ${ident(`${core}_all`)} WHERE "_deletedOn" IS NULL`,
  );
  const day = (value: unknown) => (typeof value === "string" ? `${value}T00:00:00.000Z` : null);
  const provenance = {
    format: "corebook-provenance",
    version: 1,
    core,
    params: { mirror: definition },
    fetchedAt: day(span?.newest),
    asOf: span?.oldest ? { oldest: day(span.oldest), newest: day(span.newest) } : null,
    synthetic,
    corebookVersion: corebookVersion(),
  };
  return kvMetadataOption({ [PROVENANCE_METADATA_KEY]: JSON.stringify(provenance), [SCHEMA_METADATA_KEY]: describeSchema(types) });
}

export async function exportParquet(
  db: MirrorDatabase,
  outDir: string,
  cores: CoreName[],
  asOf: string | null,
  definition: MirrorDefinition,
  facts: { synthetic: boolean } = { synthetic: false },
): Promise<ParquetManifest> {
  if (typeof outDir !== "string" || outDir === "") throw new MisuseError("mirror.exportParquet: dir must be a folder path");
  const out = resolve(outDir);
  mkdirSync(out, { recursive: true });
  // An export by an earlier corebook left manifest.json in the folder, which engines read as data.
  const earlier = readEarlierFiles(out);
  if (isOurOldManifest(join(out, "manifest.json"))) rmSync(join(out, "manifest.json"));
  removeEarlierExport(out, earlier);
  for (const core of cores) refuseForeignParts(out, core);
  const union = unionColumns();
  const types: ExportTypes = Object.fromEntries([...union].map(([name, type]) => [name, type.corebook]));
  const manifest: ParquetManifest = {
    format: "corebook-mirror-parquet",
    formatVersion: 2,
    asOf,
    layout: "core=<core>/year=<year>/part_0.parquet",
    columns: [...union].map(([name, type]) => ({ name, type: type.sql })),
    cores: {},
    definition,
    files: [],
  };
  for (const core of cores) {
    const by = partitionDate(core);
    const own = coreColumnTypes(core);
    const count = await db.rows(`SELECT count(*) AS n FROM ${ident(core)}`);
    const rows = Number(count[0].n);
    manifest.cores[core] = { rows, partitionedBy: by, path: `core=${core}`, columns: Object.keys(own) };
    if (rows === 0) continue;
    const columns = [...union].map(([name, type]) =>
      name in own ? `CAST(${ident(name)} AS ${type.sql}) AS ${ident(name)}` : `CAST(NULL AS ${type.sql}) AS ${ident(name)}`,
    );
    const year = by ? `year(${ident(by)})` : "NULL";
    // Ordered by ID: the same mirror exports the same bytes, whatever order its rows were written in.
    await db.run(`COPY (SELECT ${sqlString(core)} AS core, CAST(${year} AS INTEGER) AS year, ${columns.join(", ")} FROM ${ident(core)} ORDER BY "serviceId")
      TO ${sqlString(out)} (FORMAT PARQUET, PARTITION_BY (core, year), OVERWRITE_OR_IGNORE, FILENAME_PATTERN 'part_{i}', COMPRESSION ZSTD,
      KV_METADATA ${await fileMetadata(db, core, definition, facts.synthetic, types)})`);
  }
  manifest.files = cores.flatMap((core) => partFiles(out, core));
  writeFileSync(manifestPath(out), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
