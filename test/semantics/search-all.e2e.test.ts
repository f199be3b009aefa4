// searchAll against every record a plain search can reach: the union of plain searches (at most
// 300 each) over filter cells (each phase, status, study type, sponsor type, results flag and start
// year, split further while a cell is full), computed from raw JSON. searchAll returns each of them
// once, with the raw values; with `from`, the ones whose startDate is on or after it.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { info, type CoreSession } from "../../src/tables/index.js";
import { semanticSession, type RawRecord } from "./support/raw-service.js";
import { reachableTrials } from "./support/reachable.js";
import { column, differencesFromRaw, distinct, notNullMissing } from "./support/reference.js";

let sv: CoreSession;
beforeAll(async () => {
  sv = await semanticSession();
});
afterAll(async () => {
  await sv?.close();
});

describe.each(["cancer", "carcinoma"])("trialcore.searchAll(%j)", (query) => {
  let all: Map<string, RawRecord>;
  beforeAll(async () => {
    all = await reachableTrials(sv, query);
  }, 120_000);

  test("the query passes the 300 cap, so slicing is needed", () => {
    expect(all.size).toBeGreaterThan(300);
  });

  test("with from: every reachable trial starting on or after it, once, with the raw values", async () => {
    const from = "2000-01-01";
    const expected = [...all.values()].filter((r) => typeof r.startDate === "string" && r.startDate >= from);
    const before = sv.usage;
    const table = await sv.trialcore.searchAll({ query }, { by: "startDate", from });
    const after = sv.usage;
    // Provenance: the table's cost is what the session sent for it, every slice summed.
    expect([info(table)!.requests, info(table)!.credits]).toEqual([after.requests - before.requests, after.credits - before.credits]);
    expect(distinct(column(table, "serviceId"))).toBe(table.numRows());
    expect(new Set(column(table, "serviceId"))).toEqual(new Set(expected.map((r) => r.serviceId)));
    expect(differencesFromRaw(table, expected)).toEqual([]);
    expect(notNullMissing(table)).toEqual([]);
    expect(info(table)!.truncatedWindows).toEqual([]);
  }, 120_000);

  test("without from: every trial a plain search can reach, those without a start date included", async () => {
    const table = await sv.trialcore.searchAll({ query });
    const got = new Set(column(table, "serviceId"));
    const lost = [...all.keys()].filter((id) => !got.has(id));
    expect(distinct(column(table, "serviceId"))).toBe(table.numRows());
    expect({ rows: table.numRows(), lost: lost.length }).toEqual({ rows: all.size, lost: 0 });
    expect(differencesFromRaw(table, [...all.values()])).toEqual([]);
    // What could not be reached is counted by what was not returned (here: nothing).
    const unreached = info(table)!.truncatedWindows.reduce((n, w) => n + w.count, 0);
    expect(unreached).toBe(0);
  }, 120_000);
});
