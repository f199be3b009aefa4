// One DuckDB table per core with every field of the search tables: lists as LIST, nested objects
// as JSON (their shapes vary across records and versions; JSON keeps every key the service sent).
// `<core>_all` keeps tombstones; the view `<core>` hides them. `_record` is the record as the
// service sent it, so m.table(core) rebuilds exactly the search tables' columns from it.
import type { CoreName } from "../schema/index.js";
import { CORE_COLUMNS, type ColumnType, type ColumnTypes } from "../tables/index.js";
import { ident, sqlString } from "./database.js";

export const META_COLUMNS = ["_updateDate", "_deletedOn", "_syncedOn", "_record"] as const;

/** The columns of a core's mirror table (derived ones included), in the search tables' order. */
export function coreColumnTypes(core: CoreName): ColumnTypes {
  const spec = CORE_COLUMNS[core];
  const types: ColumnTypes = { ...spec.defaults, ...spec.includes };
  for (const column of spec.derived) types[column.name] = column.type;
  return types;
}

export function duckType(type: ColumnType): string {
  switch (type.kind) {
    case "string": return "VARCHAR";
    case "integer": return "BIGINT";
    case "float": return "DOUBLE";
    case "boolean": return "BOOLEAN";
    case "date": return "DATE";
    case "list": return type.of.kind === "list" || type.of.kind === "struct" || type.of.kind === "json" ? "JSON" : `${duckType(type.of)}[]`;
    case "struct":
    case "json": return "JSON";
  }
}

/** The SQL that reads one column from a staged JSON body (`s.body`). */
function fromBody(name: string, type: ColumnType): string {
  const path = sqlString(`$.${JSON.stringify(name)}`);
  const sqlType = duckType(type);
  if (sqlType === "JSON") return `json_extract(s.body, ${path})`;
  if (sqlType === "VARCHAR") return `json_extract_string(s.body, ${path})`;
  if (sqlType.endsWith("[]")) return `CAST(json_extract(s.body, ${path}) AS ${sqlType})`;
  return `CAST(json_extract_string(s.body, ${path}) AS ${sqlType})`;
}

export function createCoreTableSql(core: CoreName): string {
  const columns = Object.entries(coreColumnTypes(core)).map(([name, type]) =>
    `${ident(name)} ${duckType(type)}${name === "serviceId" ? " PRIMARY KEY" : ""}`);
  columns.push(`"_updateDate" VARCHAR`, `"_deletedOn" DATE`, `"_syncedOn" DATE`, `"_record" JSON`);
  return `CREATE TABLE IF NOT EXISTS ${ident(`${core}_all`)} (${columns.join(", ")});
CREATE OR REPLACE VIEW ${ident(core)} AS SELECT * EXCLUDE ("_updateDate", "_deletedOn", "_syncedOn", "_record") FROM ${ident(`${core}_all`)} WHERE "_deletedOn" IS NULL;`;
}

/**
 * Upsert from the staging table, guarded on the record's update date: a row only replaces one
 * that is not newer, so a redelivered or replayed page never rolls a record back.
 */
export function upsertFromStagingSql(core: CoreName): string {
  const types = coreColumnTypes(core);
  const names = [...Object.keys(types), ...META_COLUMNS];
  const select = [
    ...Object.entries(types).map(([name, type]) => fromBody(name, type)),
    `s.updateDate`, `CAST(s.deletedOn AS DATE)`, `CAST(s.syncedOn AS DATE)`, `s.body`,
  ];
  const table = ident(`${core}_all`);
  return `INSERT INTO ${table} (${names.map(ident).join(", ")})
SELECT ${select.join(", ")} FROM _staging s WHERE s.core = ${sqlString(core)}
ON CONFLICT ("serviceId") DO UPDATE SET ${names.filter((n) => n !== "serviceId").map((n) => `${ident(n)} = excluded.${ident(n)}`).join(", ")}
WHERE excluded."_updateDate" >= ${table}."_updateDate"`;
}
