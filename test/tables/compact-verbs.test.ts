// A table built by recordsToTable (day dates as numbers, repeated text and booleans as codes) gives
// the same rows through every Arquero verb as the brute-force reference: the same records as a
// table of plain Arrays with a Date per day cell.
import * as aq from "arquero";
import type { ColumnTable } from "arquero";
import { op } from "arquero";
import { tableToIPC } from "@uwdata/flechette";
import { describe, expect, test } from "vitest";
import { CodedColumn, DayColumn, ListColumn } from "../../src/tables/compact/index.js";
import { recordsToTable } from "../../src/tables/records-to-table.js";
import { plainReference, trialRecords } from "./support/compact-reference.js";

const records = trialRecords(600);
const built = recordsToTable("trialcore", records);
const reference = plainReference(built, records);

const CUT = new Date(Date.UTC(2019, 1, 15));

/** Each verb, applied to a table: its rows as objects are compared. */
const VERBS: Record<string, (t: ColumnTable) => unknown> = {
  objects: (t) => t.objects(),
  "filter on text, dates and booleans": (t) =>
    t
      .params({ cut: CUT })
      .filter(
        (d: Record<string, unknown>, $: { cut: Date }) => d.phase === "PHASE2" && (d.startDate as Date) >= $.cut && d.hasResults !== null,
      )
      .objects(),
  "filter on a null date": (t) => t.filter((d: Record<string, unknown>) => d.completionDate === null).objects(),
  "filter with op.equal on text": (t) => t.filter((d: Record<string, unknown>) => op.equal(d.overallStatus, "COMPLETED")).objects(),
  "groupby a date, count": (t) => t.groupby("startDate").count().orderby("startDate").objects(),
  "groupby text and boolean, rollup": (t) =>
    t
      .groupby("phase", "hasResults")
      .rollup({
        n: op.count(),
        first: op.min("startDate"),
        last: op.max("completionDate"),
        sponsors: op.distinct("sponsorName"),
        statuses: op.array_agg_distinct("overallStatus"),
      })
      .orderby("phase", "hasResults")
      .objects(),
  "join on a date key": (t) =>
    t
      .select("serviceId", "startDate")
      .join(t.select("startDate", "phase").dedupe("startDate", "phase").rename({ phase: "otherPhase" }), "startDate")
      .orderby("serviceId", "otherPhase")
      .objects(),
  "join on a text key": (t) =>
    t
      .select("serviceId", "sponsorName")
      .join_left(t.groupby("sponsorName").count({ as: "trials" }), "sponsorName")
      .orderby("serviceId")
      .objects(),
  "orderby a date and text": (t) => t.orderby(aq.desc("startDate"), "phase", "serviceId").objects(),
  derive: (t) =>
    t
      .derive({
        year: (d: Record<string, unknown>) => op.year(d.startDate as Date),
        tag: (d: Record<string, unknown>) => `${d.phase}:${d.hasResults}`,
        later: (d: Record<string, unknown>) => (d.completionDate as Date) > (d.startDate as Date),
      })
      .objects(),
  rollup: (t) =>
    t
      .rollup({ first: op.min("startDate"), last: op.max("startDate"), phases: op.distinct("phase"), results: op.sum("hasResults") })
      .objects(),
  dedupe: (t) => t.dedupe("phase", "startDate").orderby("serviceId").objects(),
  "array and get": (t) => [t.array("startDate"), t.array("phase"), t.array("hasResults"), t.get("startDate", 5), t.get("sponsorName", -1)],
  "lists: unroll, groupby a list, derive over a list": (t) => [
    t.select("serviceId", "conditions").unroll("conditions").objects(),
    t.groupby("conditions").count().orderby("count", "conditions").objects(),
    t
      .derive({
        n: (d: Record<string, unknown>) => op.length(d.conditions as unknown[]),
        first: (d: Record<string, unknown>) => (d.conditions as string[])[0],
      })
      .objects(),
  ],
  "filter, then reify": (t) =>
    t
      .filter((d: Record<string, unknown>) => d.hasResults === true)
      .reify()
      .objects(),
  "arquero toArrow": (t) =>
    tableToIPC(aq.toArrow(t.select("serviceId", "phase", "startDate", "hasResults", "sponsorName", "conditions")), {}),
};

describe("a compact table reads like its plain reference", () => {
  test("the built table holds compact columns (else this suite tests nothing)", () => {
    expect(built.column("startDate")).toBeInstanceOf(DayColumn);
    expect(built.column("phase")).toBeInstanceOf(CodedColumn);
    expect(built.column("hasResults")).toBeInstanceOf(CodedColumn);
    expect(built.column("conditions")).toBeInstanceOf(ListColumn);
    expect(Array.isArray(built.column("briefTitle"))).toBe(true);
    expect(Array.isArray(reference.column("startDate"))).toBe(true);
  });

  test.each(Object.keys(VERBS))("%s", (name) => {
    const verb = VERBS[name] as (t: ColumnTable) => unknown;
    expect(verb(built)).toEqual(verb(reference));
  });

  test("the verbs above see nulls, Dates and several groups (the comparisons are not vacuous)", () => {
    const rows = built.objects() as Record<string, unknown>[];
    expect(rows.some((r) => r.startDate === null)).toBe(true);
    expect(rows.some((r) => r.startDate instanceof Date)).toBe(true);
    expect(rows.some((r) => r.hasResults === null)).toBe(true);
    expect(built.groupby("startDate").count().numRows()).toBeGreaterThan(50);
    expect((VERBS["join on a date key"] as (t: ColumnTable) => unknown[])(built).length).toBeGreaterThan(600);
  });
});
