// One field list per core: the table columns come from the zod record schemas. Every field of a
// record schema, nested ones included, must have a column (or struct field) of the same path and
// a type that says what the field holds.
import { describe, expect, test } from "vitest";
import type { z } from "zod";
import { CORES, INCLUDES } from "../../src/schema/enums.js";
import { recordSchema } from "../../src/schema/records/registry.js";
import type { ColumnType, ColumnTypes } from "../../src/tables/column-types.js";
import { CORE_COLUMNS } from "../../src/tables/columns/index.js";
import { tableColumnTypes } from "../../src/tables/records-to-table.js";

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
};
const defOf = (schema: z.ZodType) => schema._zod.def as Def;

/** Every field path of a schema ("armGroups[].title"), through wrappers, arrays, objects and unions. */
function schemaPaths(schema: z.ZodType, prefix: string, out: Set<string>): Set<string> {
  const def = defOf(schema);
  if (def.innerType) return schemaPaths(def.innerType, prefix, out);
  if (def.type === "pipe") return schemaPaths(def.in!, prefix, out);
  if (def.type === "array") return schemaPaths(def.element!, `${prefix}[]`, out);
  if (def.type === "union") {
    for (const option of def.options!) schemaPaths(option, prefix, out);
    return out;
  }
  if (def.type === "object") {
    for (const [name, field] of Object.entries(def.shape!)) {
      const path = prefix ? `${prefix}.${name}` : name;
      out.add(path);
      schemaPaths(field, path, out);
    }
  }
  return out;
}

function columnPaths(type: ColumnType, prefix: string, out: Set<string>): Set<string> {
  if (type.kind === "list") return columnPaths(type.of, `${prefix}[]`, out);
  if (type.kind === "struct") return typesPaths(type.fields, prefix, out);
  return out;
}

function typesPaths(types: ColumnTypes, prefix = "", out = new Set<string>()): Set<string> {
  for (const [name, type] of Object.entries(types)) {
    const path = prefix ? `${prefix}.${name}` : name;
    out.add(path);
    columnPaths(type, path, out);
  }
  return out;
}

describe.each(CORES)("%s", (core) => {
  test("every record schema field, nested ones too, has a column", () => {
    const fields = schemaPaths(recordSchema(core), "", new Set());
    const columns = typesPaths(tableColumnTypes(core, [], INCLUDES[core]));
    const missing = [...fields].filter((path) => !columns.has(path));
    expect(missing).toEqual([]);
    expect(fields.size).toBeGreaterThan(10);
  });

  test("the columns follow the schema's field order: defaults, includes, then derived columns", () => {
    const schemaOrder = Object.keys(recordSchema(core).shape);
    const spec = CORE_COLUMNS[core];
    expect([...Object.keys(spec.defaults), ...Object.keys(spec.includes)]).toEqual(schemaOrder);
    expect(Object.keys(tableColumnTypes(core, [], INCLUDES[core]))).toEqual([...schemaOrder, ...spec.derived.map((column) => column.name)]);
  });
});

test("types come from the schema: day dates, whole numbers, nested text kept as sent", () => {
  const trial = tableColumnTypes("trialcore", [], ["outcomes"]);
  expect(trial.serviceId).toEqual({ kind: "string" });
  expect(trial.startDate).toEqual({ kind: "date" });
  expect(trial.enrollment).toEqual({ kind: "integer" });
  expect(trial.hasResults).toEqual({ kind: "boolean" });
  expect(trial.conditions).toEqual({ kind: "list", of: { kind: "string" } });
  expect(trial.armGroups).toEqual({
    kind: "list",
    of: { kind: "struct", fields: { type: { kind: "string" }, title: { kind: "string" }, description: { kind: "string" } } },
  });
  const paper = tableColumnTypes("biomedcore", [], ["authorsMetadata"]);
  expect(paper.journalQualityJufo).toEqual({ kind: "integer" });
  expect(
    paper.authorsMetadata.kind === "list" && paper.authorsMetadata.of.kind === "struct" && paper.authorsMetadata.of.fields.position,
  ).toEqual({ kind: "integer" });
  // Dates inside nested objects stay the service's text; flatten.documentSections makes them dates.
  const regulatory = tableColumnTypes("regulatorycore", [], []);
  const section = regulatory.documentSections;
  expect(section.kind === "list" && section.of.kind === "struct" && section.of.fields.sourceDate).toEqual({ kind: "string" });
  expect(regulatory.authorizationDate).toEqual({ kind: "date" });
  // GeneCore's deliberate flat columns stay hand-written, after the schema's fields.
  const gene = tableColumnTypes("genecore", [], []);
  expect(gene.loeuf).toEqual({ kind: "float" });
  expect(gene.loeufDecile).toEqual({ kind: "integer" });
});
