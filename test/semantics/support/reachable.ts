// The brute-force reference of searchAll: every TrialCore record matching a query that some plain
// search reaches. Plain searches (300 at most each) over filter cells: each phase, status, study
// type, sponsor type, results flag and start year; a cell that comes back full is split by the
// dimensions after its own, so the union holds every record any cell of at most 300 can list.
import { OVERALL_STATUSES, SPONSOR_TYPES, STUDY_TYPES, TRIAL_PHASES } from "../../../src/schema/enums.js";
import type { CoreSession } from "../../../src/tables/index.js";
import { rawSearch, type RawRecord } from "./raw-service.js";

type Cell = Record<string, string | string[] | boolean>;
const DIMENSIONS: Cell[][] = [
  TRIAL_PHASES.map((phase) => ({ phase: [phase] })),
  OVERALL_STATUSES.map((s) => ({ overallStatus: [s] })),
  STUDY_TYPES.map((s) => ({ studyType: [s] })),
  SPONSOR_TYPES.map((s) => ({ sponsorType: [s] })),
  [{ hasResults: true }, { hasResults: false }],
  Array.from({ length: 2040 - 1950 }, (_, i) => ({ minStartDate: `${1950 + i}-01-01`, maxStartDate: `${1950 + i}-12-31` })),
];

/** Every trial matching `query` that some plain search reaches: full cells are split by the other dimensions. */
export async function reachableTrials(sv: CoreSession, query: string): Promise<Map<string, RawRecord>> {
  const found = new Map<string, RawRecord>();
  const visit = async (cell: Cell, from: number) => {
    const records = await rawSearch(sv, "trialcore", { query, limit: 300, ...cell });
    for (const r of records) found.set(r.serviceId, r);
    if (records.length < 300) return;
    for (let d = from; d < DIMENSIONS.length; d++) for (const more of DIMENSIONS[d]) await visit({ ...cell, ...more }, d + 1);
  };
  await visit({}, 0);
  return found;
}
