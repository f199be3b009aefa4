// The CSV / JSON Lines sidecar is a Frictionless Table Schema: explicit types, missingValues, a
// JSON Schema for nested cells, provenance as a custom property. readTable reads it, and still
// reads the sidecars corebook wrote before (its own format).
import { afterAll, expect, test } from "vitest";
import { readFileSync, writeFileSync } from "node:fs";
import * as aq from "arquero";
import { tableFromIPC } from "@uwdata/flechette";
import { columnTypes, setColumnTypes } from "../../src/tables/column-types.js";
import { setInfo, info } from "../../src/tables/provenance.js";
import { corebookTable } from "../../src/tables/corebook-table.js";
import { writeExport, readExport } from "../../src/export/index.js";
import { describeSchema } from "../../src/export/schema-description.js";
import { FIXTURES, fixtureTable } from "./fixtures.js";
import { canonColumns, tempDir } from "./helpers.js";

const tmp = tempDir();
afterAll(() => tmp.remove());

const regulatory = FIXTURES.find((f) => f.name === "regulatorycore")!;

test("the sidecar is a Table Schema: a type per field, missingValues, a JSON Schema of nested cells", async () => {
  const path = tmp.path("regulatory.csv");
  await writeExport(fixtureTable(regulatory), path);
  const schema = JSON.parse(readFileSync(`${path}.schema.json`, "utf8"));
  expect(schema.$schema).toBe("https://datapackage.org/profiles/2.0/tableschema.json");
  expect(schema.missingValues).toEqual([""]);
  const byName = Object.fromEntries(schema.fields.map((field: { name: string }) => [field.name, field]));
  expect(schema.fields.map((field: { name: string }) => field.name)).toEqual(Object.keys(regulatory.types));
  expect(byName.serviceId).toEqual({ name: "serviceId", type: "string" });
  expect(byName.authorizationDate).toEqual({ name: "authorizationDate", type: "date" });
  expect(byName.isOrphan).toEqual({ name: "isOrphan", type: "boolean", trueValues: ["true"], falseValues: ["false"] });
  expect(byName.emaDetails).toEqual({ name: "emaDetails", type: "any" });
  expect(byName.fdaDetails).toEqual({
    name: "fdaDetails",
    type: "object",
    constraints: {
      jsonSchema: {
        type: ["object", "null"],
        properties: {
          applicationNumber: { type: ["string", "null"] },
          labelDate: { type: ["string", "null"] },
          ndc: { type: ["array", "null"], items: { type: ["string", "null"] } },
        },
        required: ["applicationNumber", "labelDate", "ndc"],
      },
    },
  });
  expect(byName.designations.type).toBe("array");
  expect(byName.designations.constraints.jsonSchema.items.properties.postMarketingObligation).toEqual({ type: ["boolean", "null"] });
});

test("integers, numbers and struct field order survive the JSON Schema", async () => {
  const table = setColumnTypes(aq.table({ s: [{ b: 1, c: 2.5, a: null }] }), {
    s: { kind: "struct", fields: { b: { kind: "integer" }, c: { kind: "float" }, a: { kind: "list", of: { kind: "date" } } } },
  });
  for (const format of ["csv", "jsonl"]) {
    const path = tmp.path(`order.${format}`);
    await writeExport(table, path);
    const back = await readExport(path);
    expect(columnTypes(back)).toEqual(columnTypes(table));
    const s = columnTypes(back)?.s;
    expect(s?.kind === "struct" && Object.keys(s.fields)).toEqual(["b", "c", "a"]);
  }
});

test("the provenance is the custom property corebook:provenance, and readTable restores it", async () => {
  const table = setInfo(corebookTable({ serviceId: ["SVTC_a"], n: [1] }), {
    core: "trialcore",
    params: { query: "asthma" },
    fetchedAt: new Date("2026-01-02T03:04:05Z"),
    synthetic: true,
  });
  const path = tmp.path("provenance.jsonl");
  await writeExport(table, path);
  const schema = JSON.parse(readFileSync(`${path}.schema.json`, "utf8"));
  expect(schema["corebook:provenance"]).toMatchObject({ format: "corebook-provenance", core: "trialcore", params: { query: "asthma" } });
  const restored = info(await readExport(path));
  expect(restored?.core).toBe("trialcore");
  expect(restored?.fetchedAt).toEqual(new Date("2026-01-02T03:04:05Z"));
  expect(restored?.synthetic).toBe(true);
});

test.each(["csv", "jsonl"])("%s: a sidecar in corebook's own format of before is still read exactly", async (format) => {
  for (const fixture of FIXTURES) {
    const table = fixtureTable(fixture);
    const path = tmp.path(`old-${fixture.name}.${format}`);
    await writeExport(table, path);
    writeFileSync(`${path}.schema.json`, `${describeSchema(fixture.types)}\n`);
    // JSON Lines of before held a JSON column's values themselves, not JSON text.
    if (format === "jsonl")
      writeFileSync(
        path,
        readFileSync(path, "utf8")
          .split("\n")
          .map((line) => asBefore(line, fixture.types))
          .join("\n"),
      );
    const back = await readExport(path);
    expect(columnTypes(back), fixture.name).toEqual(fixture.types);
    expect(canonColumns(back), fixture.name).toEqual(canonColumns(table));
  }
});

function asBefore(line: string, types: Record<string, { kind: string }>): string {
  if (line === "") return line;
  const record = JSON.parse(line) as Record<string, unknown>;
  for (const [name, type] of Object.entries(types)) {
    if (type.kind === "json" && typeof record[name] === "string") record[name] = JSON.parse(record[name] as string);
  }
  return JSON.stringify(record);
}

test("JSON Lines: a JSON column is JSON text, so a bare string value stays apart from text", async () => {
  const table = setColumnTypes(aq.table({ j: ["text", { a: 1 }, null, 42] }), { j: { kind: "json" } });
  const path = tmp.path("json-column.jsonl");
  await writeExport(table, path);
  expect(readFileSync(path, "utf8").split("\n").slice(0, 4)).toEqual([
    '{"j":"\\"text\\""}',
    '{"j":"{\\"a\\":1}"}',
    '{"j":null}',
    '{"j":"42"}',
  ]);
  expect(canonColumns(await readExport(path))).toEqual(canonColumns(table));
});

test("a sidecar that is neither format is ignored: types are inferred from the text", async () => {
  const path = tmp.path("foreign.csv");
  await writeExport(fixtureTable(regulatory), path);
  writeFileSync(`${path}.schema.json`, '{"note": "not a schema"}');
  expect(columnTypes(await readExport(path))?.isOrphan).toEqual({ kind: "boolean" });
});

test("an empty table's Arrow file holds one empty record batch", async () => {
  const path = tmp.path("empty.arrow");
  await writeExport(fixtureTable(regulatory, true), path);
  const arrow = tableFromIPC(readFileSync(path));
  expect(arrow.numRows).toBe(0);
  for (const column of arrow.children) expect(column.data.map((batch) => batch.length)).toEqual([0]);
  expect(columnTypes(await readExport(path))).toEqual(regulatory.types);
});
