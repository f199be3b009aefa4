// Missing is null in every table a join or a helper builds: Arquero leaves undefined in the cells a
// join could not match, and info().unmatched used to print missing keys as the text "null".
import * as aq from "arquero";
import type { ColumnTable } from "arquero";
import { describe, expect, test } from "vitest";
import { flatten, info, joinOn, links, pairs, type CoreSession } from "../../src/tables/index.js";
import { B, D, R, T } from "./support/linked-dataset.js";
import { linkedSession } from "./support/linked-session.js";

let sv: CoreSession;
linkedSession((session) => {
  sv = session;
});

/** Every cell of a table that is undefined, as "column@row". */
function undefinedCells(table: ColumnTable): string[] {
  const found: string[] = [];
  for (const name of table.columnNames()) {
    (table.array(name) as unknown[]).forEach((v, row) => {
      if (v === undefined) found.push(`${name}@${row}`);
    });
  }
  return found;
}

const left = aq.table({ k: ["x", "y", null], l: [1, 2, 3] });
const right = aq.table({ k: ["x", "z"], r: [10, 20] });

describe("joinOn puts null in unmatched cells", () => {
  test.each(["inner", "left", "right", "full"] as const)("how: %s", (how) => {
    const joined = joinOn(left, right, "k", { how });
    expect(undefinedCells(joined)).toEqual([]);
  });

  test("a left join's unmatched rows hold null, so a check for missing finds them", () => {
    const joined = joinOn(left, right, "k", { how: "left" });
    expect(joined.objects()).toEqual([
      { k: "x", l: 1, r: 10 },
      { k: "y", l: 2, r: null },
      { k: null, l: 3, r: null },
    ]);
    expect(joined.filter((d: { r: unknown }) => d.r === null).numRows()).toBe(2);
  });

  test("info().unmatched lists a missing key as null, not as the text 'null' or 'undefined'", () => {
    const withUndefined = aq.table({ k: ["x", undefined, null, "y"], l: [1, 2, 3, 4] });
    const unmatched = info(joinOn(withUndefined, right, "k", { how: "left" }))!.unmatched!;
    // undefined and null are both missing: one null entry, where the first such row is.
    expect(unmatched.left).toEqual([null, "y"]);
    expect(unmatched.right).toEqual(["z"]);
    const days = aq.table({ d: [new Date(Date.UTC(2020, 0, 2)), null], v: [1, 2] });
    expect(info(joinOn(days, aq.table({ d: [], w: [] }), "d"))!.unmatched!.left).toEqual(["2020-01-02", null]);
    const twoKeys = info(joinOn(aq.table({ a: [1, null], b: ["x", "y"] }), aq.table({ a: [], b: [] }), ["a", "b"]))!.unmatched!;
    expect(twoKeys.left).toEqual([
      [1, "x"],
      [null, "y"],
    ]);
  });
});

describe("Arquero's own joins on corebook tables put null in unmatched cells", () => {
  test("join_left, join_right, join_full, join with options, lookup", async () => {
    const trials = await sv.trialcore.get([T(1), T(2)]);
    const other = (await sv.trialcore.get([T(2), T(3)])).select("serviceId", "briefTitle");
    for (const [name, joined] of Object.entries({
      join_left: trials.join_left(other, "serviceId"),
      join_right: trials.join_right(other, "serviceId"),
      join_full: trials.join_full(other, "serviceId"),
      join: trials.join(other, "serviceId", undefined, { left: true, right: true }),
      lookup: trials.lookup(other, "serviceId", "briefTitle"),
    })) {
      expect(undefinedCells(joined), name).toEqual([]);
    }
    const rows = trials.join_left(other, "serviceId").objects() as { serviceId: string; briefTitle_2: unknown }[];
    expect(rows.find((r) => r.serviceId === T(1))?.briefTitle_2).toBeNull();
    expect(rows.find((r) => r.serviceId === T(2))?.briefTitle_2).toEqual(expect.any(String));
  });
});

describe("tables the helpers build hold no undefined", () => {
  test("search, get, flatteners, links, follow, pairs, lookup", async () => {
    const trials = await sv.trialcore.get([T(1), T(2)], { include: ["outcomes", "referencesBiomedCore"] });
    const drugs = await sv.drugcore.get([D(1), D(2)], { include: ["referencesTrialCore"] });
    const approvals = await sv.regulatorycore.get([R(1), R(2), R(3)]);
    const papers = await sv.biomedcore.get([B(1)], { include: ["authorsMetadata"] });
    const tables: Record<string, ColumnTable> = {
      search: await sv.trialcore.search({ query: "aspirin", limit: 5 }),
      outcomes: flatten.outcomes(trials),
      measurements: flatten.measurements(trials),
      arms: flatten.arms(trials),
      mechanisms: flatten.mechanisms(drugs),
      targets: flatten.targets(drugs),
      designations: flatten.designations(approvals),
      authorizationsByAgency: flatten.authorizationsByAgency(approvals),
      documentSections: flatten.documentSections(approvals),
      authors: flatten.authors(papers),
      affiliations: flatten.affiliations(papers),
      links: links(trials, "referencesBiomedCore"),
      follow: await sv.follow(drugs, "referencesTrialCore"),
      pairs: pairs.authorizations(approvals),
      lookup: await sv.trialcore.lookup([{ nctId: "NCT99999999" }]),
    };
    for (const [name, table] of Object.entries(tables)) expect(undefinedCells(table), name).toEqual([]);
  });
});
