// The child tables of flatten.* as DuckDB tables, `flatten_<name>` (flatten_outcomes,
// flatten_targets, ...), so SQL can join a trial's outcomes or a drug's targets. They are derived
// data: rebuilt from the live records by the same flatteners at the end of every sync, in one
// transaction, so they always agree with `m.table(core)` piped through flatten.* and a killed
// sync leaves the previous ones in place.
//
// The records are read, flattened and staged a page at a time, so a sync's memory does not grow
// with the mirror: read whole, a mirror of some tens of thousands of trials with their outcomes
// would hold every record in the notebook's process at once, and its child rows as one string
// past V8's limit on a string's length.
import { appendFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { CoreName } from "../schema/index.js";
import { CORE_COLUMNS, columnTypes, flatten, type Flatten } from "../tables/index.js";
import { duckType } from "./core-schema.js";
import { ident, sqlString, type MirrorDatabase } from "./database.js";
import { includesFor, type MirrorDefinition } from "./definition.js";

/** Which core and field each flattener reads. */
export const CHILD_SOURCES: Record<keyof Flatten, { core: CoreName; field: string }> = {
  outcomes: { core: "trialcore", field: "outcomes" },
  measurements: { core: "trialcore", field: "outcomes" },
  arms: { core: "trialcore", field: "armGroups" },
  designations: { core: "regulatorycore", field: "designations" },
  authorizationsByAgency: { core: "regulatorycore", field: "authorizationsByAgency" },
  documentSections: { core: "regulatorycore", field: "documentSections" },
  mechanisms: { core: "drugcore", field: "mechanismsOfAction" },
  targets: { core: "drugcore", field: "mechanismsOfAction" },
  authors: { core: "biomedcore", field: "authorsMetadata" },
  affiliations: { core: "biomedcore", field: "authorsMetadata" },
};

export function childTableName(name: keyof Flatten): string {
  return `flatten_${name}`;
}

/** The flatteners whose field this mirror fetches: a default field of a held core, or one it includes. */
export function childTablesOf(definition: Required<MirrorDefinition>, cores: readonly CoreName[]): (keyof Flatten)[] {
  return (Object.keys(CHILD_SOURCES) as (keyof Flatten)[]).filter((name) => {
    const { core, field } = CHILD_SOURCES[name];
    return cores.includes(core) && (field in CORE_COLUMNS[core].defaults || includesFor(definition, core).includes(field));
  });
}

function jsonValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString().slice(0, 10) : value;
}

/** Records read and flattened at a time. */
const PAGE_RECORDS = 2000;

/** A child table being rebuilt: its SQL columns and the file its rows are staged in. */
interface Staged {
  name: keyof Flatten;
  columns: string[];
  sqlTypes: string[];
  file: string;
  rows: number;
}

/** A child table's columns and their SQL types: a flattener gives the same columns for no records. */
function stagedTable(dir: string, name: keyof Flatten): Staged {
  const empty = flatten[name]([]);
  const types = columnTypes(empty) ?? {};
  const columns = empty.columnNames();
  const sqlTypes = columns.map((c) => duckType(types[c] ?? { kind: "json" }));
  const file = join(dir, `.staging-${process.pid}-${name}.jsonl`);
  // Rows are appended to it: one left by a process that had this pid before must not add its own.
  rmSync(file, { force: true });
  return { name, columns, sqlTypes, file, rows: 0 };
}

/** Appends the child rows of `records` to the table's staging file, as JSON lines. */
function stageRows(table: Staged, records: Record<string, unknown>[]): void {
  const child = flatten[table.name](records);
  if (child.numRows() === 0) return;
  const arrays = table.columns.map((c) => child.array(c) as ArrayLike<unknown>);
  const lines: string[] = [];
  for (let r = 0; r < child.numRows(); r++) {
    lines.push(JSON.stringify(Object.fromEntries(table.columns.map((c, i) => [c, jsonValue(arrays[i][r])]))));
  }
  appendFileSync(table.file, `${lines.join("\n")}\n`);
  table.rows += child.numRows();
}

/** The live records of a core in pages of `pageRecords`, in serviceId order. */
async function* recordPages(db: MirrorDatabase, core: CoreName, pageRecords: number): AsyncGenerator<Record<string, unknown>[]> {
  let after: string | null = null;
  for (;;) {
    const rows = await db.rows(
      `SELECT "serviceId" AS id, CAST("_record" AS VARCHAR) AS r FROM ${ident(`${core}_all`)}
      WHERE "_deletedOn" IS NULL${after === null ? "" : ` AND "serviceId" > ${sqlString(after)}`} ORDER BY "serviceId" LIMIT ${pageRecords}`,
    );
    if (rows.length === 0) return;
    yield rows.map((row) => JSON.parse(row.r as string) as Record<string, unknown>);
    if (rows.length < pageRecords) return;
    after = rows[rows.length - 1].id as string;
  }
}

export async function rebuildChildTables(
  db: MirrorDatabase,
  dir: string,
  definition: Required<MirrorDefinition>,
  cores: readonly CoreName[],
  pageRecords = PAGE_RECORDS,
): Promise<void> {
  const tables = childTablesOf(definition, cores).map((name) => stagedTable(dir, name));
  try {
    for (const core of new Set(tables.map((t) => CHILD_SOURCES[t.name].core))) {
      const ofCore = tables.filter((t) => CHILD_SOURCES[t.name].core === core);
      for await (const records of recordPages(db, core, pageRecords)) for (const table of ofCore) stageRows(table, records);
    }
    // Every child table in one transaction: a killed sync leaves the previous ones.
    await db.script(
      tables.flatMap((t) => {
        const target = ident(childTableName(t.name));
        const create = `CREATE OR REPLACE TABLE ${target} (${t.columns.map((c, i) => `${ident(c)} ${t.sqlTypes[i]}`).join(", ")})`;
        if (t.rows === 0) return [create];
        const spec = `{${t.columns.map((c, i) => `${JSON.stringify(c)}: ${sqlString(t.sqlTypes[i])}`).join(", ")}}`;
        return [
          create,
          `INSERT INTO ${target} SELECT * FROM read_json(${sqlString(t.file)}, format = 'newline_delimited', columns = ${spec})`,
        ];
      }),
    );
  } finally {
    for (const table of tables) rmSync(table.file, { force: true });
  }
}
