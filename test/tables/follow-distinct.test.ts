// sv.follow returns one row per distinct linked record, with `via` naming the distinct sources that
// link it; links() keeps every edge. On the hand-made linked dataset over a loopback sandbox.
import { describe, expect, test } from "vitest";
import { info, links, type CoreSession } from "../../src/tables/index.js";
import { D, T } from "./support/linked-dataset.js";
import { linkedSession } from "./support/linked-session.js";

let sv: CoreSession;
linkedSession((session) => {
  sv = session;
});

type Row = { serviceId: string; via: string[] };

describe("follow: one row per distinct linked record", () => {
  test("a record linked from two sources (and twice from one) is one row whose via lists each source once", async () => {
    const records = [
      { serviceId: D(1), referencesTrialCore: [T(1), T(2)] },
      { serviceId: D(2), referencesTrialCore: [T(2), T(1), T(1)] },
    ];
    const linked = await sv.follow(records, "referencesTrialCore");
    expect(linked.columnNames().slice(0, 2)).toEqual(["serviceId", "via"]);
    expect((linked.objects() as Row[]).map((r) => [r.serviceId, r.via])).toEqual([
      [T(1), [D(1), D(2)]],
      [T(2), [D(1), D(2)]],
    ]);
    // Nothing lost: the edge table still has every link.
    expect(links(records, "referencesTrialCore").numRows()).toBe(5);
  });

  test("a table concatenated with itself follows to the same rows, each source named once", async () => {
    const drugs = await sv.drugcore.get([D(1)], { include: ["referencesTrialCore"] });
    const once = await sv.follow(drugs, "referencesTrialCore");
    const twice = await sv.follow(drugs.concat(drugs), "referencesTrialCore");
    expect(twice.objects()).toEqual(once.objects());
    expect((twice.objects() as Row[]).every((r) => r.via.length === 1)).toBe(true);
  });

  test("via is a declared list column, so it survives the verbs and the export schema", async () => {
    const drugs = await sv.drugcore.get([D(1)], { include: ["referencesTrialCore"] });
    const linked = await sv.follow(drugs, "referencesTrialCore");
    const { columnTypes } = await import("../../src/tables/column-types.js");
    expect(columnTypes(linked)?.via).toEqual({ kind: "list", of: { kind: "string" } });
    expect(columnTypes(linked.filter(() => true))?.via).toEqual({ kind: "list", of: { kind: "string" } });
  });

  test("via round-trips through every export format", async () => {
    const { exportTable, readTable } = await import("../../src/index.js");
    const { mkdtempSync, rmSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const records = [
      { serviceId: D(1), referencesTrialCore: [T(1), T(2)] },
      { serviceId: D(2), referencesTrialCore: [T(2)] },
    ];
    const linked = (await sv.follow(records, "referencesTrialCore")).select("serviceId", "via", "phase");
    const dir = mkdtempSync(join(tmpdir(), "corebook-via-"));
    try {
      for (const ext of ["parquet", "arrow", "csv", "jsonl"]) {
        const path = join(dir, `linked.${ext}`);
        await exportTable(linked, path);
        expect((await readTable(path)).array("via"), ext).toEqual([[D(1)], [D(1), D(2)]]);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("its provenance is the source table's and the get's: requests and credits summed", async () => {
    const drugs = await sv.drugcore.get([D(1)], { include: ["referencesTrialCore"] });
    const before = sv.usage.requests;
    const linked = await sv.follow(drugs, "referencesTrialCore");
    const spent = sv.usage.requests - before;
    expect(spent).toBeGreaterThan(0);
    expect(info(linked)!.requests).toBe(info(drugs)!.requests + spent);
    expect(info(linked)!.sources).toHaveLength(2);
  });

  test("a wrong field names follow (not links) and lists the core's link fields", async () => {
    const drugs = await sv.drugcore.get([D(1)], { include: ["referencesTrialCore"] });
    const error = await sv.follow(drugs, "referencesTrialcore").catch((e: Error) => e);
    expect(String(error)).toMatch(
      /^MisuseError: follow: field "referencesTrialcore" is not a link field of drugcore; allowed: parent, children, referencesTrialCore, referencesBiomedCore, referencesRegulatoryCore, referencesGeneCore; did you mean "referencesTrialCore"\?/,
    );
    const missing = await sv.follow(await sv.trialcore.get([T(1)]), "referencesDrugCore").catch((e: Error) => e);
    expect(String(missing)).toMatch(/^MisuseError: follow: the table has no "referencesDrugCore" column/);
  });
});
