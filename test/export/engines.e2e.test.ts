// The engine matrix: every table of engine-tables.ts exported to every format, read by every
// engine with the snippet docs/export-and-engines.md gives for it (taken from the doc, so the doc
// is what is tested), and compared value for value with table.objects() (compare.py). Prints the
// matrix. Also: no Parquet file corebook writes uses an encoding Spark 3.4 cannot read.
import { afterAll, beforeAll, expect, test } from "vitest";
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { writeExport } from "../../src/export/index.js";
import { tableExportTypes } from "../../src/export/infer-types.js";
import { toPlain } from "../../src/export/convert-values.js";
import { enginePython, guideSnippets, parquetEncodings, PROJECT_DIR, SPARK_34_ENCODINGS } from "../support/engines.js";
import { engineTables } from "./engine-tables.js";
import { tempDir } from "./helpers.js";

const tmp = tempDir();
let python: string;
beforeAll(async () => {
  python = await enginePython();
}, 30 * 60_000);
afterAll(() => tmp.remove());

const FORMATS = ["parquet", "arrow", "csv", "jsonl"] as const;
type Format = (typeof FORMATS)[number];

interface Result {
  engine: string;
  format: Format;
  table: string;
  problems: string[];
}

/** Cells that must be exact: the "Done when" (any other difference is listed in the guide). */
const MUST_BE_EXACT: Record<Format, string[]> = {
  parquet: ["pandas", "pyarrow", "polars", "duckdb"],
  arrow: ["pandas", "pyarrow", "polars", "duckdb"],
  csv: ["pandas", "polars", "duckdb"],
  jsonl: ["pandas", "polars", "duckdb"],
};

function printMatrix(results: Result[], tables: string[]): string {
  const engines = [...new Set(results.map((r) => r.engine))];
  const lines = [`engine matrix (${tables.length} tables: ${tables.join(", ")})`, ["engine", ...FORMATS].map((c) => c.padEnd(16)).join("")];
  for (const engine of engines) {
    const cells = FORMATS.map((format) => {
      const mine = results.filter((r) => r.engine === engine && r.format === format);
      if (mine.length === 0) return "-";
      const bad = mine.filter((r) => r.problems.length > 0).length;
      return bad === 0 ? `exact ${mine.length}/${mine.length}` : `differs ${bad}/${mine.length}`;
    });
    lines.push([engine, ...cells].map((c) => c.padEnd(16)).join(""));
  }
  for (const r of results.filter((r) => r.problems.length > 0))
    lines.push(`  ${r.engine} ${r.format} ${r.table}: ${r.problems.join("; ")}`);
  return lines.join("\n");
}

test(
  "every format x engine, value for value, with the guide's snippets",
  async () => {
    const snippets = guideSnippets();
    for (const format of FORMATS) {
      for (const engine of MUST_BE_EXACT[format])
        expect(
          snippets.some((s) => s.engine === engine && s.format === format),
          `${engine} ${format}`,
        ).toBe(true);
    }
    const tables = engineTables();
    const cases: { table: string; format: Format; path: string; columns: unknown[]; rows: unknown[] }[] = [];
    for (const { name, table } of tables) {
      const types = tableExportTypes(table);
      const columns = table.columnNames().map((column) => ({ name: column, type: types[column] }));
      const rows = table
        .objects()
        .map((row, i) =>
          Object.fromEntries(columns.map((c) => [c.name, toPlain((row as Record<string, unknown>)[c.name], c.type, `${c.name} row ${i}`)])),
        );
      for (const format of FORMATS) {
        const path = tmp.path(`${name}.${format}`);
        await writeExport(table, path);
        cases.push({ table: name, format, path, columns, rows });
      }
    }
    const job = tmp.path("job.json");
    writeFileSync(job, JSON.stringify({ snippets, cases }));
    const output = execFileSync(python, [join(PROJECT_DIR, "test", "export", "engines", "compare.py"), job], {
      encoding: "utf8",
      maxBuffer: 64 << 20,
    });
    const results = JSON.parse(output) as Result[];
    console.log(
      printMatrix(
        results,
        tables.map((t) => t.name),
      ),
    );
    expect(results.length).toBe(snippets.reduce((n, s) => n + cases.filter((c) => c.format === s.format).length, 0));
    const required = results.filter((r) => MUST_BE_EXACT[r.format].includes(r.engine));
    const parquet = cases.filter((c) => c.format === "parquet").map((c) => c.path);
    for (const [path, used] of Object.entries(parquetEncodings(python, parquet))) {
      expect(
        used.filter((encoding) => !SPARK_34_ENCODINGS.includes(encoding)),
        path,
      ).toEqual([]);
    }
    expect(
      required.filter((r) => r.problems.length > 0).map((r) => `${r.engine} ${r.format} ${r.table}: ${r.problems.join("; ")}`),
    ).toEqual([]);
  },
  10 * 60_000,
);

test("the encodings check sees what Spark 3.4 cannot read: compact Parquet uses BYTE_STREAM_SPLIT", async () => {
  const path = tmp.path("compact.parquet");
  const [{ table }] = engineTables().filter((t) => t.name === "awkward");
  await writeExport(table, path, { parquetEncodings: "compact" });
  expect(parquetEncodings(python, [path])[path]).toContain("BYTE_STREAM_SPLIT");
});
