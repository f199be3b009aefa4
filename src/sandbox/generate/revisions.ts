// Content changes over time. A record is generated in its latest state; its revisions say, for
// each rewrite day that changed content, what the changed top-level fields held before that day
// (dataset.ts `Revision`). Every content change falls on one of the record's own rewrite days, so
// lastUpdateDate and the change feed always agree with what changed. Where a final value was
// generated without regard to time (a completion date, a results posting date), it is moved onto
// the day the change happens, so the record is coherent on every day.
import type { CoreName } from "../../schema/index.js";
import type { AnyRecord } from "../../schema/index.js";
import type { Revision } from "../dataset.js";
import type { Context } from "./context.js";
import { FIRST_DAY } from "./clock.js";
import type { RecordHistory } from "./history.js";
import { DAY_MS } from "../../days/index.js";
import { Rng } from "./random.js";
import { historyOf } from "./record-history.js";
import { routineEdits } from "./routine-edits.js";
import { STAGE_RANK, TRIAL_STAGES } from "./stages.js";

type Fields = Record<string, unknown>;

/** Collects revisions in any order and hands them back ascending by day, merged per day. */
class Revisions {
  private readonly byDay = new Map<number, Fields>();
  constructor(private readonly ctx: Context) {}
  /** On `day` these fields changed; before it they held `before`. An earlier call for the same day and field wins. */
  add(day: number, before: Fields): void {
    const f = this.byDay.get(day) ?? {};
    for (const [k, v] of Object.entries(before)) if (!(k in f)) f[k] = v;
    this.byDay.set(day, f);
  }
  has(day: number): boolean {
    return this.byDay.has(day);
  }
  list(): Revision[] {
    return [...this.byDay.entries()].sort((a, b) => a[0] - b[0]).map(([day, before]) => ({ day: this.ctx.date(day), before }));
  }
}

export function revisionsOf(ctx: Context, core: CoreName, index: number, record: AnyRecord, h: RecordHistory): Revision[] {
  const rec: Fields = record;
  const rng = new Rng(ctx.seed, `revisions-${core}`, index);
  const out = new Revisions(ctx);
  // The first day the record can be seen; anything it shows from the start must predate it.
  const firstSeen = h.createDay ?? FIRST_DAY;
  switch (core) {
    case "trialcore":
      trialChanges(ctx, rec, h, firstSeen, rng, out);
      break;
    case "biomedcore":
      publicationChanges(ctx, index, rec, h, rng, out);
      break;
    case "regulatorycore":
      authorizationChanges(rec, h, out);
      break;
    case "drugcore":
      drugChanges(rec, h, out);
      break;
    case "genecore":
      geneChanges(rec, h, out);
      break;
    default:
      break;
  }
  // Every other own rewrite changes something too: a feed entry never says `updated` for nothing.
  const unclaimed = h.updates.filter((day) => !out.has(day));
  for (const [day, before] of routineEdits(ctx.seed, core, index, rec, unclaimed)) out.add(day, before);
  return out.list();
}

const STOPPED = new Set(["COMPLETED", "TERMINATED"]);

/** Trials finish (status, completion date) and post results (outcomes with measurements) on rewrite days. */
function trialChanges(ctx: Context, rec: Fields, h: RecordHistory, firstSeen: number, rng: Rng, out: Revisions): void {
  const status = rec.overallStatus as string | null;
  let start = typeof rec.startDate === "string" ? dayNumber(rec.startDate) : null;
  const stopped = status !== null && STOPPED.has(status);
  // A trial that finished long before the record was first seen is finished on every day; one that
  // finished around then is reported finished on a rewrite after it started.
  const planned = typeof rec.completionDate === "string" ? dayNumber(rec.completionDate) : null;
  const longFinished = planned !== null && planned < firstSeen - 365;
  let statusDay = stopped && !longFinished ? (h.updates.find((d) => start === null || d > start + 30) ?? null) : null;
  if (stopped && start !== null && statusDay === null && firstSeen <= start + 30) {
    // Seen finished before it could have run: it started earlier than its plan said.
    statusDay = h.updates[0] ?? null;
    start = (statusDay ?? firstSeen) - rng.int(120, 500);
    rec.startDate = ctx.date(start);
  }
  if (stopped) {
    // A finished trial finished in the past: before the day it is seen as finished, after its start.
    const seenFinished = statusDay ?? firstSeen;
    const completion = typeof rec.completionDate === "string" ? dayNumber(rec.completionDate) : null;
    if (completion !== null && completion >= seenFinished) {
      const day = Math.min(seenFinished - rng.int(7, 90), seenFinished - 1);
      rec.completionDate = ctx.date(start !== null ? Math.max(start + 30, day) : day);
    }
    if (statusDay !== null) {
      out.add(statusDay, {
        overallStatus: status === "COMPLETED" ? "ACTIVE_NOT_RECRUITING" : "RECRUITING",
        whyStopped: null,
        // Until it finished, the completion date was the sponsor's estimate.
        completionDate: rec.completionDate === null ? null : ctx.date(dayNumber(rec.completionDate as string) + rng.int(30, 240)),
      });
    }
  }
  if (rec.hasResults === true) {
    const last = h.updates.at(-1);
    const resultsDay = h.updates.length > 1 && last !== undefined && statusDay !== null && last > statusDay ? last : statusDay;
    const seenWithResults = resultsDay ?? firstSeen;
    if (resultsDay !== null) {
      rec.resultsFirstPostDate = ctx.date(resultsDay);
      out.add(resultsDay, { hasResults: false, resultsFirstPostDate: null, outcomes: withoutResults(rec.outcomes) });
    } else if (typeof rec.resultsFirstPostDate === "string" && dayNumber(rec.resultsFirstPostDate) >= seenWithResults) {
      rec.resultsFirstPostDate = ctx.date(seenWithResults - 1);
    }
    // The feed's posted-results revisions (reported after lastUpdateDate): a posted value was corrected.
    for (const day of h.feedOnlyUpdates) out.add(day, { outcomes: withCorrectedValue(rec.outcomes, rng) });
  }
}

/** Outcomes as they were before a results correction: the first numeric posted value differed. */
function withCorrectedValue(outcomes: unknown, rng: Rng): unknown {
  if (!Array.isArray(outcomes)) return outcomes;
  let done = false;
  return outcomes.map((o: unknown) => {
    if (done || !o || typeof o !== "object" || !("measurements" in o) || !Array.isArray(o.measurements)) return o;
    const measurements = o.measurements.map((m: unknown) => {
      if (done || !m || typeof m !== "object" || !("paramValue" in m) || typeof m.paramValue !== "string") return m;
      const value = Number(m.paramValue);
      if (m.paramValue === "" || !Number.isFinite(value)) return m;
      done = true;
      const digits = m.paramValue.split(".")[1]?.length ?? 0;
      const delta = 10 ** -digits * rng.int(1, 9);
      return { ...m, paramValue: (value >= delta && rng.chance(0.5) ? value - delta : value + delta).toFixed(digits) };
    });
    return { ...o, measurements };
  });
}

/** Outcomes as registered before results: the measures without their measurements. */
function withoutResults(outcomes: unknown): unknown {
  if (!Array.isArray(outcomes)) return outcomes;
  return outcomes.map((o: unknown) => (o && typeof o === "object" ? { ...o, measurements: [] } : o));
}

/** Papers gain citations as citing papers enter the service, get retracted, and receive full text. */
function publicationChanges(ctx: Context, index: number, rec: Fields, h: RecordHistory, rng: Rng, out: Revisions): void {
  const pub = ctx.plan.pubs[index];
  const created = h.createDay ?? -Infinity;
  // citationCount counts the citing papers in the service: it moves when one enters or leaves
  // during this paper's life. Counted forward from the paper's first day.
  const inLife = (d: number): boolean => d > created && (h.deleteDay === null || d < h.deleteDay);
  const deltas = new Map<number, number>();
  const move = (day: number, by: number): void => {
    deltas.set(day, (deltas.get(day) ?? 0) + by);
  };
  let count = 0;
  for (const j of pub.citedBy) {
    const c = historyOf(ctx, "biomedcore", j);
    const arrives = c.createDay !== null && c.createDay > created ? c.createDay : null;
    if (arrives === null) {
      if (c.deleteDay !== null && c.deleteDay <= created) continue;
      count += 1;
    } else if (inLife(arrives)) move(arrives, 1);
    else continue;
    if (c.deleteDay !== null && inLife(c.deleteDay)) move(c.deleteDay, -1);
  }
  if (typeof rec.citationCount === "number") {
    for (const [day, by] of [...deltas.entries()].sort((a, b) => a[0] - b[0])) {
      out.add(day, { citationCount: count });
      count += by;
    }
    rec.citationCount = count;
  }
  if (rec.isRetracted === true && h.updates.length > 0) {
    const day = h.updates[h.updates.length - 1];
    const types = Array.isArray(rec.publicationTypes)
      ? rec.publicationTypes.filter((t) => t !== "Retracted Publication")
      : rec.publicationTypes;
    out.add(day, { isRetracted: false, publicationTypes: types });
  }
  if (rec.hasFulltext === true && h.updates.length > 0 && rng.chance(0.5)) {
    out.add(h.updates[0], { hasFulltext: false, fulltext: null });
  }
}

const INACTIVE = new Set(["WITHDRAWN_VOLUNTARY", "WITHDRAWN_FORCED", "REVOKED", "SUSPENDED", "LAPSED_SUNSET", "EXPIRED"]);

/** Authorizations lose their active status on their last rewrite, and gain designations on an earlier one. */
function authorizationChanges(rec: Fields, h: RecordHistory, out: Revisions): void {
  const status = rec.authorizationStatus as string;
  if (INACTIVE.has(status) && h.updates.length > 0) {
    const before: Fields = { authorizationStatus: "ACTIVE" };
    if (rec.fdaDetails && typeof rec.fdaDetails === "object") {
      before.fdaDetails = { ...rec.fdaDetails, withdrawalDate: null, withdrawalReason: null, withdrawalSourceUrl: null };
    }
    if (rec.emaDetails && typeof rec.emaDetails === "object") {
      before.emaDetails = { ...rec.emaDetails, withdrawalExpiryRevocationLapseDate: null };
    }
    out.add(h.updates[h.updates.length - 1], before);
  }
  const designations = Array.isArray(rec.designations) ? rec.designations : [];
  if (designations.length > 0 && h.updates.length > 1) {
    out.add(h.updates[0], { designations: designations.slice(0, -1) });
  }
}

/** Drugs advance their highest clinical stage on a rewrite day. */
function drugChanges(rec: Fields, h: RecordHistory, out: Revisions): void {
  const stage = rec.maxClinicalStage as keyof typeof STAGE_RANK;
  const rank = STAGE_RANK[stage];
  if (h.updates.length === 0 || rank === undefined || rank < 2) return;
  const earlier = TRIAL_STAGES.filter((s) => STAGE_RANK[s] < rank).at(-1);
  if (earlier) out.add(h.updates[0], { maxClinicalStage: earlier });
}

/** Genes gain safety liabilities on their weekly refresh. */
function geneChanges(rec: Fields, h: RecordHistory, out: Revisions): void {
  const liabilities = Array.isArray(rec.safetyLiabilities) ? rec.safetyLiabilities : [];
  if (h.updates.length > 0 && liabilities.length > 0) out.add(h.updates[0], { safetyLiabilities: liabilities.slice(0, -1) });
}

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}
