// Trial-like records with repeated text, day dates (some null or impossible), booleans and lists,
// and the brute-force reference the compact-column tests hold a built table against: the same
// records as a table of plain Arrays, a Date per day cell, with the same declared types.
import type { ColumnTable } from "arquero";
import { dayTimeOf } from "../../../src/days/index.js";
import { columnTypes, setColumnTypes } from "../../../src/tables/column-types.js";
import { corebookTable } from "../../../src/tables/corebook-table.js";

type Rec = Record<string, unknown>;

const PHASES = ["PHASE1", "PHASE2", "PHASE3", "PHASE4", "EARLY_PHASE1", null];
const STATUSES = ["RECRUITING", "COMPLETED", "ACTIVE_NOT_RECRUITING", "TERMINATED", null];

/** `n` records from a fixed pseudo-random sequence (the same on every run). */
export function trialRecords(n: number): Rec[] {
  // mulberry32: a small generator whose low bits are as random as its high ones
  let state = 12345;
  const next = (m: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * m);
  };
  const day = () => {
    const k = next(40);
    if (k === 0) return null;
    if (k === 1) return "2024-02-30";
    return new Date(Date.UTC(2019, 0, 1) + next(90) * 86_400_000).toISOString().slice(0, 10);
  };
  return Array.from({ length: n }, (_, i) => ({
    serviceId: `SVTC_${String(i).padStart(6, "0")}`,
    briefTitle: `Trial number ${i}`,
    phase: PHASES[next(PHASES.length)],
    overallStatus: STATUSES[next(STATUSES.length)],
    sponsorName: next(9) === 0 ? null : `Sponsor ${next(40)} Inc.`,
    startDate: day(),
    completionDate: day(),
    hasResults: [true, false, null][next(3)],
    enrollment: next(5) === 0 ? null : next(500),
    conditions: next(7) === 0 ? [] : Array.from({ length: 1 + next(3) }, () => `Condition ${next(12)}`),
  }));
}

/** `table`'s rows as a table of plain Arrays, day cells as Dates made from the records themselves. */
export function plainReference(table: ColumnTable, records: readonly Rec[]): ColumnTable {
  const types = columnTypes(table) ?? {};
  const columns: Record<string, unknown[]> = {};
  for (const name of table.columnNames()) {
    columns[name] = records.map((record) => {
      const value = record[name] ?? null;
      if (types[name]?.kind !== "date" || value === null) return value;
      const ms = dayTimeOf(String(value));
      return ms === null ? null : new Date(ms);
    });
  }
  return setColumnTypes(corebookTable(columns), types);
}
