// Routine edits: what an ordinary rewrite of a record changes when no event of revisions.ts
// (a trial finishing, results, a retraction, a withdrawal, a stage reached) falls on that day. A
// feed that says `updated` must show a change beyond lastUpdateDate (issue 24), so every own rewrite
// day of a record gets one: a registry revising its enrollment or adding a site, an index adding
// MeSH terms, a new synonym or trade name, a transferred marketing authorisation, a DepMap release.
// Each edit touches fields that revisions.ts leaves alone for that core, so the two never disagree.
import type { CoreName } from "../../schema/index.js";
import { DAY_MS } from "../../days/index.js";
import { Rng } from "./random.js";
import { company } from "./text.js";

type Fields = Record<string, unknown>;

/** The values `state`'s fields held before the edit (new objects, never `state`'s own), or null when it does not apply. */
type Edit = (state: Fields, rng: Rng) => Fields | null;

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const withoutLast =
  (field: string, min = 1): Edit =>
  (state) => {
    const items = list(state[field]);
    return items.length >= min ? { [field]: items.slice(0, -1) } : null;
  };

// Trials that finished have their completion date set by revisions.ts; only running ones move their estimate.
const FINISHED = new Set(["COMPLETED", "TERMINATED"]);

const enrollmentEstimated: Edit = (state, rng) => {
  const n = state.enrollment;
  if (typeof n !== "number" || n < 1) return null;
  const estimate = Math.max(1, Math.round(n * (rng.chance(0.5) ? rng.float() * 0.3 + 0.7 : rng.float() * 0.4 + 1.05)));
  return { enrollment: estimate === n ? n + 1 : estimate, enrollmentType: "ESTIMATED" };
};

const completionEstimated: Edit = (state, rng) => {
  const date = state.completionDate;
  if (typeof date !== "string" || FINISHED.has(String(state.overallStatus))) return null;
  const shift = (rng.chance(0.5) ? -1 : 1) * rng.int(30, 180) * DAY_MS;
  const earlier = new Date(Date.parse(`${date}T00:00:00Z`) + shift).toISOString().slice(0, 10);
  // An estimate never ends the trial before it starts: then the estimate was later, not earlier.
  const start = typeof state.startDate === "string" ? state.startDate : null;
  const moved =
    start !== null && earlier <= start ? new Date(Date.parse(`${date}T00:00:00Z`) + Math.abs(shift)).toISOString().slice(0, 10) : earlier;
  return { completionDate: moved };
};

const meshIndexed: Edit = (state) => (list(state.meshTerms).length > 0 ? { meshTerms: [], meshIds: [] } : null);
const pmcDeposited: Edit = (state) => (typeof state.pmcid === "string" ? { pmcid: null } : null);
const journalRated: Edit = (state) =>
  state.journalQualityJufo !== null && state.journalQualityJufo !== undefined ? { journalQualityJufo: null } : null;

const holderTransferred: Edit = (state, rng) => {
  let before = company(rng);
  while (before === state.marketingAuthorisationHolder) before = company(rng);
  return { marketingAuthorisationHolder: before };
};

/** An extended label: before it, the indication was its first sentence only. */
const indicationExtended: Edit = (state) => {
  const text = state.therapeuticIndication;
  if (typeof text !== "string") return null;
  const first = /^.*?\.(?=\s)/.exec(text)?.[0];
  return first && first !== text ? { therapeuticIndication: first } : null;
};

/** A DepMap release: fewer cell lines screened before it, so fewer found dependent (the call itself stands). */
const depmapReleased: Edit = (state, rng) => {
  const d = state.depmapEssentiality;
  if (!d || typeof d !== "object" || Array.isArray(d)) return null;
  const { cellLinesTested, dependentCellLines } = d as { cellLinesTested?: unknown; dependentCellLines?: unknown };
  if (typeof cellLinesTested !== "number" || typeof dependentCellLines !== "number" || cellLinesTested < 40) return null;
  const dropped = rng.int(8, 36);
  const dependent = Math.max(0, dependentCellLines - Math.round((dropped * dependentCellLines) / cellLinesTested) - rng.int(0, 1));
  return { depmapEssentiality: { ...d, cellLinesTested: cellLinesTested - dropped, dependentCellLines: dependent } };
};

const EDITS: Partial<Record<CoreName, readonly Edit[]>> = {
  trialcore: [enrollmentEstimated, withoutLast("facilityCountries", 2), withoutLast("collaborators"), completionEstimated],
  biomedcore: [meshIndexed, pmcDeposited, journalRated, withoutLast("keywords", 2)],
  drugcore: [withoutLast("synonyms"), withoutLast("tradeNames")],
  regulatorycore: [holderTransferred, indicationExtended],
  genecore: [depmapReleased, withoutLast("synonyms"), withoutLast("hgncGeneGroups")],
};

/**
 * One edit for each of `days` (rewrite days no other revision claimed), chained from the latest day
 * back: each edit starts from what the record held after it, so repeated edits of a field stay
 * coherent. Returns the revisions as (day, before) pairs, latest first.
 */
export function routineEdits(seed: number, core: CoreName, index: number, record: Fields, days: readonly number[]): [number, Fields][] {
  const edits = EDITS[core] ?? [];
  if (edits.length === 0 || days.length === 0) return [];
  const rng = new Rng(seed, `routine-edits-${core}`, index);
  const state: Fields = { ...record };
  const out: [number, Fields][] = [];
  for (const day of [...days].sort((a, b) => b - a)) {
    const first = rng.int(0, edits.length - 1);
    for (let k = 0; k < edits.length; k++) {
      const before = edits[(first + k) % edits.length](state, rng);
      if (before === null) continue;
      out.push([day, before]);
      Object.assign(state, before);
      break;
    }
  }
  return out;
}
