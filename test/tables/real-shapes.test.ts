// Real bodies of the service drift from the reference: GeneCore's class ID is a number, tractability
// stages are labels, constraint classes carry constraintZ, every record has `url`, and fields go
// missing. Lenient parsing must keep every value; the GeneCore table and chart must still work.
import { beforeEach, describe, expect, test } from "vitest";
import { charts } from "../../src/charts/index.js";
import { DEFAULT_FIELDS, parseRecord, parseRecords, resetWarnings, type SchemaWarning } from "../../src/schema/index.js";
import { columnTypes } from "../../src/tables/column-types.js";
import { recordsToTable } from "../../src/tables/records-to-table.js";
import { clone, FULL_RECORDS } from "../schema/fixtures/index.js";

function realGene(): Record<string, any> {
  const r = clone(FULL_RECORDS.genecore) as Record<string, any>;
  delete r.protein;
  delete r.referencesDrugCore;
  r.url = "https://app.example.org/genes/GLP1R";
  r.targetClass.leafChemblClassId = 550;
  r.tractability.smallMolecule.clinical = ["Approved Drug"];
  r.tractability.otherClinical.clinical = ["Advanced Clinical", "Phase 1 Clinical"];
  r.gnomadConstraint.synonymous.constraintZ = -0.41;
  r.gnomadConstraint.missense.constraintZ = 2.13;
  return r;
}

let warnings: SchemaWarning[] = [];
const onWarning = (w: SchemaWarning) => warnings.push(w);
beforeEach(() => {
  resetWarnings();
  warnings = [];
});

describe("real-shaped GeneCore records", () => {
  test("parse strictly and leniently without a warning: they are the documented shape now", () => {
    const real = realGene();
    expect(parseRecord("genecore", real, { strict: true })).toEqual(real);
    expect(parseRecord("genecore", real, { onWarning })).toEqual(real);
    expect(warnings).toEqual([]);
  });

  test("become a table with every value kept, and the geneConstraint chart reads it", () => {
    const real = realGene();
    const table = recordsToTable("genecore", parseRecords("genecore", [real, clone(FULL_RECORDS.genecore)], { onWarning }));
    const row = table.object(0) as Record<string, any>;
    expect(row.targetClass.leafChemblClassId).toBe(550);
    expect(table.object(1)).toMatchObject({ targetClass: { leafChemblClassId: "CHEMBL_TC_113" } });
    expect(row.tractabilityOtherClinicalClinical).toEqual(["Advanced Clinical", "Phase 1 Clinical"]);
    expect(row.gnomadConstraint.missense.constraintZ).toBe(2.13);
    expect(row.url).toBe(real.url);
    expect(columnTypes(table)!.url).toEqual({ kind: "string" });
    const spec = charts.geneConstraint(table).spec as { data?: { values?: unknown[] } };
    expect(JSON.stringify(spec)).toContain("GLP1R");
  });
});

describe("drift beyond the reference", () => {
  test("a record missing ten base fields parses with nulls and one warning per field", () => {
    const r = realGene();
    const gone = DEFAULT_FIELDS.genecore.filter((f) => f !== "serviceId").slice(0, 10);
    for (const f of gone) delete r[f];
    expect(() => parseRecord("genecore", r, { strict: true })).toThrow(/ensemblGeneId/);
    const parsed = parseRecord("genecore", r, { onWarning }) as Record<string, unknown>;
    for (const f of gone) expect(parsed[f]).toBeNull();
    expect(warnings.map((w) => [w.path, w.kind])).toEqual(gone.map((f) => [`GeneCoreRecord.${f}`, "missing"]));
    const table = recordsToTable("genecore", [parsed]);
    expect(table.numRows()).toBe(1);
    for (const f of gone) expect(table.get(f, 0)).toBeNull();
  });

  test("a value of an unexpected type is kept as it came, its column widens to JSON, and it warns once", () => {
    const records: Record<string, any>[] = [realGene(), realGene()].map((r, i) => ({
      ...r,
      serviceId: r.serviceId.replace(/\d$/, String(i + 2)),
    }));
    records[0].symbol = 1234;
    records[1].symbol = 5678;
    records[0].depmapEssentiality.cellLinesTested = "about 1000";
    const parsed = parseRecords("genecore", records, { onWarning });
    expect((parsed[0] as any).symbol).toBe(1234);
    expect((parsed[0] as any).depmapEssentiality.cellLinesTested).toBe("about 1000");
    expect(warnings.map((w) => [w.path, w.kind, w.value])).toEqual([
      ["GeneCoreRecord.symbol", "unexpected-type", "a number"],
      ["GeneCoreRecord.depmapEssentiality.cellLinesTested", "unexpected-type", "a string"],
    ]);
    const table = recordsToTable("genecore", parsed);
    expect(table.array("symbol")).toEqual([1234, 5678]);
    expect(columnTypes(table)!.symbol).toEqual({ kind: "json" });
    expect(columnTypes(table)!.cellLinesTested).toEqual({ kind: "json" });
    expect(table.get("cellLinesTested", 0)).toBe("about 1000");
  });

  test("a body that is not records at all is still refused", () => {
    expect(() => parseRecords("genecore", [realGene(), 42], { onWarning })).toThrow(/\[1\]/);
    expect(() => parseRecords("genecore", { data: [] }, { onWarning })).toThrow();
  });
});
