// The child tables of flatten.* as DuckDB tables, `flatten_<name>` (flatten_outcomes,
// flatten_targets, ...), so SQL can join a trial's outcomes or a drug's targets. They are derived
// data: rebuilt from the live records by the same flatteners at the end of every sync, in one
// transaction, so they always agree with `m.table(core)` piped through flatten.* and a killed
// sync leaves the previous ones in place.
import { writeFileSync, rmSync } from "node:fs";
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

export async function rebuildChildTables(
  db: MirrorDatabase,
  dir: string,
  definition: Required<MirrorDefinition>,
  cores: readonly CoreName[],
): Promise<void> {
  const names = childTablesOf(definition, cores);
  const records = new Map<CoreName, Record<string, unknown>[]>();
  const statements: string[] = [];
  const staged: string[] = [];
  try {
    for (const name of names) {
      const { core } = CHILD_SOURCES[name];
      if (!records.has(core)) {
        const rows = await db.rows(
          `SELECT CAST("_record" AS VARCHAR) AS r FROM ${ident(`${core}_all`)} WHERE "_deletedOn" IS NULL ORDER BY "serviceId"`,
        );
        records.set(
          core,
          rows.map((row) => JSON.parse(row.r as string) as Record<string, unknown>),
        );
      }
      const table = flatten[name](records.get(core) ?? []);
      const types = columnTypes(table) ?? {};
      const columns = table.columnNames();
      const sqlTypes = columns.map((c) => duckType(types[c] ?? { kind: "json" }));
      const target = ident(childTableName(name));
      statements.push(`CREATE OR REPLACE TABLE ${target} (${columns.map((c, i) => `${ident(c)} ${sqlTypes[i]}`).join(", ")})`);
      if (table.numRows() === 0) continue;
      const arrays = columns.map((c) => table.array(c) as ArrayLike<unknown>);
      const lines: string[] = [];
      for (let r = 0; r < table.numRows(); r++) {
        lines.push(JSON.stringify(Object.fromEntries(columns.map((c, i) => [c, jsonValue(arrays[i][r])]))));
      }
      const staging = join(dir, `.staging-${process.pid}-${name}.jsonl`);
      staged.push(staging);
      writeFileSync(staging, `${lines.join("\n")}\n`);
      const spec = `{${columns.map((c, i) => `${JSON.stringify(c)}: ${sqlString(sqlTypes[i])}`).join(", ")}}`;
      statements.push(
        `INSERT INTO ${target} SELECT * FROM read_json(${sqlString(staging)}, format = 'newline_delimited', columns = ${spec})`,
      );
    }
    // Every child table in one transaction: a killed sync leaves the previous ones.
    await db.script(statements);
  } finally {
    for (const staging of staged) rmSync(staging, { force: true });
  }
}
