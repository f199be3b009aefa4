// One DuckDB table per core with every field of the search tables: lists as LIST, nested objects
// as JSON (their shapes vary across records and versions; JSON keeps every key the service sent).
// `<core>_all` keeps tombstones; the view `<core>` hides them. `_record` is the record as the
// service sent it, so m.table(core) rebuilds exactly the search tables' columns from it.
import type { CoreName } from "../schema/index.js";
import { CORE_COLUMNS, type ColumnType, type ColumnTypes } from "../tables/index.js";
import { ident, sqlString } from "./database.js";

const META_COLUMNS = ["_updateDate", "_deletedOn", "_syncedOn", "_record", "_bodyHash"] as const;

/** DuckDB's 64-bit hash of a body's text: an unchanged record is told by it without reading `_record`. */
export function bodyHashSql(body: string): string {
  return `hash(CAST(${body} AS VARCHAR))`;
}

/** The columns of a core's mirror table (derived ones included), in the search tables' order. */
export function coreColumnTypes(core: CoreName): ColumnTypes {
  const spec = CORE_COLUMNS[core];
  const types: ColumnTypes = { ...spec.defaults, ...spec.includes };
  for (const column of spec.derived) types[column.name] = column.type;
  return types;
}

export function duckType(type: ColumnType): string {
  switch (type.kind) {
    case "string":
      return "VARCHAR";
    case "integer":
      return "BIGINT";
    case "float":
      return "DOUBLE";
    case "boolean":
      return "BOOLEAN";
    case "date":
      return "DATE";
    case "list":
      return type.of.kind === "list" || type.of.kind === "struct" || type.of.kind === "json" ? "JSON" : `${duckType(type.of)}[]`;
    case "struct":
    case "json":
      return "JSON";
  }
}

/**
 * The json_transform structure of a core's typed columns. Parsing each body once into a STRUCT is
 * several times faster than one json_extract per column, which re-parses the body for each.
 */
function transformStructure(types: ColumnTypes): string {
  const fields = Object.entries(types).map(([name, type]) => {
    const sqlType = duckType(type);
    return `${JSON.stringify(name)}: ${JSON.stringify(sqlType.endsWith("[]") ? [sqlType.slice(0, -2)] : sqlType)}`;
  });
  return `{${fields.join(", ")}}`;
}

export function createCoreTableSql(core: CoreName): string {
  const columns = Object.entries(coreColumnTypes(core)).map(
    ([name, type]) => `${ident(name)} ${duckType(type)}${name === "serviceId" ? " PRIMARY KEY" : ""}`,
  );
  columns.push(`"_updateDate" VARCHAR`, `"_deletedOn" DATE`, `"_syncedOn" DATE`, `"_record" JSON`, `"_bodyHash" UBIGINT`);
  return `CREATE TABLE IF NOT EXISTS ${ident(`${core}_all`)} (${columns.join(", ")});
CREATE OR REPLACE VIEW ${ident(core)} AS SELECT * EXCLUDE (${META_COLUMNS.map(ident).join(", ")}) FROM ${ident(`${core}_all`)} WHERE "_deletedOn" IS NULL;`;
}

/**
 * Inserts the rows of `source` (a table of serviceId, updateDate, body, bodyHash: the rows that
 * passed the update-date guard, see mirror-tables.ts) with their typed columns read from the body. mirror-tables.ts
 * deletes the rows they replace first, in the same transaction: DuckDB's ON CONFLICT DO UPDATE
 * rewrites every LIST column row by row and is an order of magnitude slower than DELETE + INSERT.
 */
export function insertRowsSql(core: CoreName, day: string, source: string): string {
  const { names, typed, structure } = insertParts(core);
  return `INSERT INTO ${ident(`${core}_all`)} (${names})
SELECT ${typed}, p.updateDate, CAST(NULL AS DATE), CAST(${sqlString(day)} AS DATE), p.body, p.bodyHash FROM (SELECT *, json_transform(body, ${structure}) AS typed FROM ${source}) p`;
}

// The column lists and the json_transform structure of a core's insert, built once per core: a
// sync writes a batch every few dozen records, and rebuilding them each time showed in profiles.
const insertPartsOf = new Map<CoreName, { names: string; typed: string; structure: string }>();

function insertParts(core: CoreName): { names: string; typed: string; structure: string } {
  let parts = insertPartsOf.get(core);
  if (!parts) {
    const types = coreColumnTypes(core);
    parts = {
      names: [...Object.keys(types), ...META_COLUMNS].map(ident).join(", "),
      typed: Object.keys(types)
        .map((name) => `p.typed.${ident(name)}`)
        .join(", "),
      structure: sqlString(transformStructure(types)),
    };
    insertPartsOf.set(core, parts);
  }
  return parts;
}
