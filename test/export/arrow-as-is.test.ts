// Arrow values that need no conversion go to flechette's builders as the table holds them
// (write-arrow.ts): the file must be the one the converted copies make, byte for byte, also for
// structs lacking fields or holding ones the declaration does not name (the export's types gain
// them), and lists holding nulls.
import { afterAll, expect, test } from "vitest";
import { readFileSync } from "node:fs";
import * as aq from "arquero";
import { setColumnTypes, type ColumnTypes } from "../../src/tables/column-types.js";
import { toArrowValue } from "../../src/export/convert-values.js";
import { tableExportTypes } from "../../src/export/infer-types.js";
import { writeExport } from "../../src/export/index.js";
import { tempDir } from "./helpers.js";

const tmp = tempDir();
afterAll(() => tmp.remove());

const types: ColumnTypes = {
  people: {
    kind: "list",
    of: { kind: "struct", fields: { name: { kind: "string" }, n: { kind: "integer" }, tags: { kind: "list", of: { kind: "string" } } } },
  },
  score: { kind: "float" },
};
const columns = {
  people: [
    [{ name: "a", n: 1, tags: ["x", null], extra: { deep: 1 } }, { n: null }],
    [],
    null,
    [null, { name: "😀", n: 9007199254740991, tags: [] }],
  ],
  score: [1.5, null, 2, -0],
};

/**
 * The converted value without the struct fields the original lacked: the file records which fields
 * a value lacked (absent-keys.ts), so the two copies must lack the same ones to make the same file.
 */
function lackingAsOriginal(converted: unknown, original: unknown): unknown {
  if (Array.isArray(converted) && Array.isArray(original)) return converted.map((v, i) => lackingAsOriginal(v, original[i]));
  if (converted && original && typeof converted === "object" && typeof original === "object" && !Array.isArray(converted)) {
    const own = original as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(converted as Record<string, unknown>)
        .filter(([k]) => own[k] !== undefined)
        .map(([k, v]) => [k, lackingAsOriginal(v, own[k])]),
    );
  }
  return converted;
}

test("values as they are and their converted copies write the same Arrow bytes", async () => {
  const asIs = setColumnTypes(aq.table(columns), types);
  const exported = tableExportTypes(asIs);
  expect(Object.keys((exported.people as { of: { fields: object } }).of.fields)).toEqual(["name", "n", "tags", "extra"]);
  const converted = aq.table(
    Object.fromEntries(
      Object.entries(columns).map(([name, values]) => [
        name,
        values.map((v) => lackingAsOriginal(toArrowValue(v, exported[name], name), v)),
      ]),
    ),
  );
  setColumnTypes(converted, exported as ColumnTypes);
  await writeExport(asIs, tmp.path("as-is.arrow"));
  await writeExport(converted, tmp.path("converted.arrow"));
  expect(readFileSync(tmp.path("as-is.arrow")).equals(readFileSync(tmp.path("converted.arrow")))).toBe(true);
});
