// m.exportParquet(dir): hive-partitioned Parquet, `core=<core>/year=<year>/`, written by DuckDB's
// own Parquet writer (DATE for days, LIST for arrays, JSON text for nested objects), plus
// manifest.json with the as-of day, row counts and the definition. Tombstones are left out: the
// files are the live state.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { CoreName } from "../schema/index.js";
import { dateFilters } from "../tables/index.js";
import { coreColumnTypes, duckType } from "./core-schema.js";
import { ident, sqlString, type MirrorDatabase } from "./database.js";
import type { MirrorDefinition } from "./definition.js";
import { UsageError } from "../errors/index.js";

/** The date a core's rows are partitioned by: its first search date filter, else createDate; year 0 when null. */
export function partitionDate(core: CoreName): string | null {
  const columns = coreColumnTypes(core);
  const candidate = [...dateFilters(core), "createDate"].find((name) => columns[name]?.kind === "date");
  return candidate ?? null;
}

export interface ParquetManifest {
  format: "corebook-mirror-parquet";
  formatVersion: number;
  asOf: string | null;
  layout: string;
  cores: Record<string, { rows: number; partitionedBy: string | null; path: string }>;
  definition: MirrorDefinition;
}

export async function exportParquet(
  db: MirrorDatabase,
  outDir: string,
  cores: CoreName[],
  asOf: string | null,
  definition: MirrorDefinition,
): Promise<ParquetManifest> {
  if (typeof outDir !== "string" || outDir === "") throw new UsageError("mirror.exportParquet: dir must be a folder path");
  const out = resolve(outDir);
  mkdirSync(out, { recursive: true });
  const manifest: ParquetManifest = {
    format: "corebook-mirror-parquet",
    formatVersion: 1,
    asOf,
    layout: "core=<core>/year=<year>/*.parquet",
    cores: {},
    definition,
  };
  for (const core of cores) {
    const by = partitionDate(core);
    const year = by ? `COALESCE(year(${ident(by)}), 0)` : "0";
    const count = await db.rows(`SELECT count(*) AS n FROM ${ident(core)}`);
    const rows = Number(count[0].n);
    manifest.cores[core] = { rows, partitionedBy: by, path: `core=${core}` };
    // A core folder left by an earlier export would mix old partitions with the new ones.
    rmSync(join(out, `core=${core}`), { recursive: true, force: true });
    if (rows === 0) continue;
    // JSON columns go out as plain text: every engine reads a string, few know DuckDB's JSON type.
    const columns = Object.entries(coreColumnTypes(core)).map(([name, type]) =>
      duckType(type) === "JSON" ? `CAST(${ident(name)} AS VARCHAR) AS ${ident(name)}` : ident(name),
    );
    // Ordered by ID: the same mirror exports the same bytes, whatever order its rows were written in.
    await db.run(`COPY (SELECT ${sqlString(core)} AS core, CAST(${year} AS INTEGER) AS year, ${columns.join(", ")} FROM ${ident(core)} ORDER BY "serviceId")
      TO ${sqlString(out)} (FORMAT PARQUET, PARTITION_BY (core, year), OVERWRITE_OR_IGNORE, FILENAME_PATTERN 'part_{i}', COMPRESSION ZSTD)`);
  }
  writeFileSync(join(out, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
