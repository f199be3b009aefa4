// Real tables of the tables layer, from the in-process sandbox: every core's search table and
// every flatten.* child table exports to Parquet that DuckDB reads with the declared types and
// the same values, and round-trips through all four formats, also when empty.
import { afterAll, beforeAll, expect, test } from "vitest";
import type { ColumnTable } from "arquero";
import type { DuckDBConnection } from "@duckdb/node-api";
import { openSession, flatten, type CoreSession } from "../../src/tables/index.js";
import { columnTypes, setColumnTypes, type ColumnTypes } from "../../src/tables/column-types.js";
import { writeExport, readExport, type ExportType } from "../../src/export/index.js";
import { canon, canonColumns, duckdb, duckdbType, query, sqlString, tempDir, unquote, values } from "./helpers.js";

const tmp = tempDir();
let sv: CoreSession;
let db: { con: DuckDBConnection; close: () => void };
const tables: [string, ColumnTable][] = [];

beforeAll(async () => {
  sv = await openSession({ quiet: true, rateLimit: false });
  db = await duckdb();
  const trials = await sv.trialcore.search({ query: "cancer", limit: 30, include: ["outcomes"] } as never);
  const pubs = await sv.biomedcore.search({ query: "cancer", limit: 30, include: ["authorsMetadata"] } as never);
  const drugs = await sv.drugcore.search({ query: "inhibitor", limit: 30 } as never);
  const regs = await sv.regulatorycore.search({ query: "cancer", limit: 30 } as never);
  const genes = await sv.genecore.search({ query: "kinase", limit: 30 } as never);
  const patents = await sv.patentcore.search({ query: "cancer", limit: 30 } as never);
  tables.push(
    ["trialcore", trials],
    ["biomedcore", pubs],
    ["drugcore", drugs],
    ["regulatorycore", regs],
    ["genecore", genes],
    ["patentcore", patents],
  );
  tables.push(
    ["flatten.outcomes", flatten.outcomes(trials)],
    ["flatten.measurements", flatten.measurements(trials)],
    ["flatten.arms", flatten.arms(trials)],
    ["flatten.designations", flatten.designations(regs)],
    ["flatten.authorizationsByAgency", flatten.authorizationsByAgency(regs)],
    ["flatten.documentSections", flatten.documentSections(regs)],
    ["flatten.mechanisms", flatten.mechanisms(drugs)],
    ["flatten.targets", flatten.targets(drugs)],
    ["flatten.authors", flatten.authors(pubs)],
    ["flatten.affiliations", flatten.affiliations(pubs)],
  );
}, 60_000);

afterAll(async () => {
  await sv?.close();
  db?.close();
  tmp.remove();
});

test("the sandbox gave rows for every core and every flatten child table", () => {
  for (const [name, table] of tables) expect(table.numRows(), name).toBeGreaterThan(0);
});

test("every core table and flatten child table: Parquet read by DuckDB, and four-format round trips", async () => {
  for (const [name, table] of tables) {
    for (const empty of [false, true]) {
      // An empty table keeps its declared types: the schema must not depend on rows.
      const source = empty ? table.slice(0, 0) : table;
      const declared = columnTypes(table);
      expect(declared, name).toBeDefined();
      const label = `${name} empty=${empty}`;
      const input = empty ? withTypes(source, declared!) : source;
      const path = tmp.path(`${name}-${empty}.parquet`);
      await writeExport(input, path);
      const described = await query(db.con, `DESCRIBE SELECT * FROM read_parquet(${sqlString(path)})`);
      expect(
        described.map((row) => row.column_name),
        label,
      ).toEqual(table.columnNames());
      if (empty) {
        // Declared struct/list types are exact; with rows, fields the values add may widen them.
        expect(
          described.map((row) => unquote(String(row.column_type))),
          label,
        ).toEqual(table.columnNames().map((c) => duckdbType(declared![c] as ExportType)));
      }
      const rows = await query(db.con, `SELECT * FROM read_parquet(${sqlString(path)})`);
      expect(rows.length, label).toBe(input.numRows());
      for (const column of table.columnNames()) {
        const got = rows.map((row) => canon(decodeJson(row[column], declared![column] as ExportType)));
        expect(got, `${label} ${column}`).toEqual(values(input, column).map(canon));
      }
      for (const format of ["parquet", "arrow", "csv", "jsonl"]) {
        const file = tmp.path(`${name}-${empty}-rt.${format}`);
        await writeExport(input, file);
        const back = await readExport(file);
        expect(back.columnNames(), `${label} ${format}`).toEqual(table.columnNames());
        expect(canonColumns(back), `${label} ${format}`).toEqual(canonColumns(input));
      }
    }
  }
}, 120_000);

/** DuckDB gives a JSON column, top-level or nested in a struct or list, as its JSON text. */
function decodeJson(value: unknown, type: ExportType): unknown {
  if (value === null || value === undefined) return value;
  if (type.kind === "json") return typeof value === "string" ? JSON.parse(value) : value;
  if (type.kind === "list" && Array.isArray(value)) return value.map((v) => decodeJson(v, type.of));
  if (type.kind === "struct" && typeof value === "object") {
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [name, field] of Object.entries(type.fields)) if (name in out) out[name] = decodeJson(out[name], field);
    return out;
  }
  return value;
}

function withTypes(table: ColumnTable, types: ColumnTypes): ColumnTable {
  return setColumnTypes(table, types);
}
