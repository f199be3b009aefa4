// The pacing decisions, as one pure function: from the state, the time (epoch milliseconds) and
// what happened, the next state and what the limiter is to do. No clock, timer, file or promise is
// touched here; the limiter (rate-limiter.ts) reads the clock, keeps the queue and the timers, and
// brings the record in from and out to the quota file. README.md's state table lists the rules.
import { BLIND_MAX_IN_FLIGHT, BlindPace } from "./blind-pace.js";
import { isFarReset } from "./far-reset.js";
import { type Limits, PROBE_TIMEOUT_MS, RESET_MARGIN_MS } from "./limits.js";
import { adopt } from "./adopt.js";
import { emptyRecord, type PacingRecord } from "./record.js";
import { mergeView } from "./server-view.js";
import { type PacingState, viewOf, withView } from "./view.js";
import { inFlightTotal, insertSorted, keptAnswers, pruned, windowWait } from "./window.js";

export type PacingEvent =
  /** A pump begins: is the view spent until a reset past the cap? */
  | { type: "look" }
  /** May the request at the head of the queue go now? */
  | { type: "next" }
  /** A response's rate headers (null: not sent); its request left at `sentAt`, it came back at `seenAt`. */
  | { type: "response"; remaining: number | null; resetAt: number | null; sentAt: number; seenAt: number }
  /** A request is done: answered at `answeredAt`, counted by the server unless it was a 429. */
  | { type: "released"; answeredAt: number; counted: boolean; probe: boolean; observed: boolean }
  /** A 429 asked every request to wait until then (already capped by the caller). */
  | { type: "paused"; until: number }
  /** The configuration was made stricter (a second client on the key). */
  | { type: "tightened" }
  /** The record as another process left it in the quota file. */
  | { type: "loaded"; file: PacingRecord };

export type Decision =
  | { kind: "grant" }
  /** Granted alone, to find out the server's count. */
  | { kind: "probe" }
  /** Nothing may go for `ms` (Infinity: until a request is answered). */
  | { kind: "wait"; ms: number }
  /** Every queued request fails: no request is left until `resetAt`, past the cap. */
  | { kind: "refuse"; resetAt: number }
  | { kind: "none" };

export interface PacingStep {
  state: PacingState;
  decision: Decision;
}

const NONE: Decision = { kind: "none" };

export function initialState(limits: Limits): PacingState {
  const record: PacingRecord = { ...emptyRecord(), keepMs: limits.windowMs, pace: { requests: limits.requests, nextAt: 0 } };
  return { record, blind: false, far: null };
}

export function decide(state: PacingState, now: number, event: PacingEvent, limits: Limits): PacingStep {
  // Only an answer changes the answer times (decideAll); a grant is decided thousands at a time.
  if (event.type !== "released") return one(state, now, event, limits);
  const { state: next, decisions } = decideAll(state, now, [event], limits);
  return { state: next, decision: decisions[0] };
}

/**
 * Events in order, as one: a batch of answers copies the window's answer times once, not once per
 * answer (10,000 answers in one quota-file update made that quadratic). With `consume` the caller
 * hands the state over (it keeps only the state returned): its list of answer times is then added
 * to in place, not copied, so a process pacing 10,000 requests in memory does not copy 10,000 times.
 */
export function decideAll(
  state: PacingState,
  now: number,
  events: PacingEvent[],
  limits: Limits,
  consume = false,
): { state: PacingState; decisions: Decision[] } {
  let s = state;
  /** The answer times this call may change in place: the state's own if consumed, else a copy. */
  let answered: number[] | null = null;
  const decisions: Decision[] = [];
  for (const event of events) {
    const step = one(s, now, event, limits);
    s = step.state;
    decisions.push(step.decision);
    // adopt() builds a new list: this call owns it.
    if (event.type === "loaded") answered = s.record.answered;
    // The request's place becomes its answer time, or is freed (a 429 was not counted).
    if (event.type === "released" && event.counted) {
      answered ??= consume
        ? pruned(s.record.answered, now, s.record.keepMs, limits)
        : keptAnswers(s.record.answered, now, s.record.keepMs, limits);
      insertSorted(answered, event.answeredAt);
      s = { ...s, record: { ...s.record, answered } };
    }
  }
  return { state: s, decisions };
}

function one(state: PacingState, now: number, event: PacingEvent, limits: Limits): PacingStep {
  switch (event.type) {
    case "look":
      return look(state, now, limits);
    case "next":
      return next(state, now, limits);
    case "response":
      return { state: observe(state, now, event, limits), decision: NONE };
    case "released":
      return { state: release(state, now, event, limits), decision: NONE };
    case "paused":
      return {
        state: { ...state, record: { ...state.record, pausedUntil: Math.max(state.record.pausedUntil, event.until) } },
        decision: NONE,
      };
    case "tightened": {
      const pace = BlindPace.of(state.record.pace, limits.requests);
      pace.setCeiling(limits.requests);
      return { state: { ...state, record: { ...state.record, pace: pace.state } }, decision: NONE };
    }
    case "loaded":
      return { state: adopt(event.file, state, now, limits), decision: NONE };
  }
}

function look(state: PacingState, now: number, limits: Limits): PacingStep {
  const view = viewOf(state);
  // A provisional view may be spent only by requests in flight: their answers settle it soon.
  if (!view || view.provisional || view.granted < view.allowance || now >= view.until) return { state, decision: NONE };
  if (!isFarReset(view.resetAt, now, limits.maxPauseMs)) return { state, decision: NONE };
  return { state: withView(state, null, now, limits), decision: { kind: "refuse", resetAt: view.resetAt } };
}

function next(state: PacingState, now: number, limits: Limits): PacingStep {
  let s = state;
  const r = s.record;
  const flying = inFlightTotal(r);
  let wait = Math.max(0, r.pausedUntil - now, windowWait(r, flying, now, limits));
  // The view decisions go by (viewOf), read in place: this runs once per grant.
  const f = s.far;
  const until = f ? f.until : r.until;
  if (until !== 0) {
    if (now >= until) s = withView(s, null, now, limits);
    else if ((f ? f.granted : r.granted) >= (f ? f.allowance : r.allowance)) {
      // Spent only by requests that were in flight and have all been answered since: a probe finds
      // out the true count rather than waiting for the reset (server-view.ts).
      if ((f ? f.provisional : r.viewProvisional) && flying === 0) s = withView(s, null, now, limits);
      else wait = Math.max(wait, until - now);
    }
  }
  if (!s.blind) {
    // Without a current view of the server's count, one request at a time finds it out.
    if (s.far === null && s.record.until === 0 && r.probe !== null) wait = Number.POSITIVE_INFINITY;
  } else if (flying >= BLIND_MAX_IN_FLIGHT) wait = Number.POSITIVE_INFINITY;
  else wait = Math.max(wait, BlindPace.of(r.pace, limits.requests).waitFor(now));
  if (wait > 0) return { state: s, decision: { kind: "wait", ms: wait } };
  return grant(s, now, limits);
}

const GRANT: Decision = { kind: "grant" };
const PROBE: Decision = { kind: "probe" };

/** One request goes: it holds a place in flight and under the view it goes by (the view is not re-sorted). */
function grant(state: PacingState, now: number, limits: Limits): PacingStep {
  const r = state.record;
  const record: PacingRecord = { ...r, inFlight: { ...r.inFlight, [limits.pid]: (r.inFlight[limits.pid] ?? 0) + 1 } };
  let far = state.far;
  if (far) far = { ...far, granted: far.granted + 1 };
  else if (r.until !== 0) record.granted = r.granted + 1;
  const probe = !state.blind && state.far === null && r.until === 0;
  if (probe) record.probe = { pid: limits.pid, until: now + PROBE_TIMEOUT_MS };
  // A probe may find the server sends no rate headers: the blind pace then counts from it.
  if (probe || state.blind) {
    const pace = BlindPace.of(r.pace, limits.requests);
    pace.granted(now, limits.windowMs);
    record.pace = pace.state;
  }
  return { state: { record, blind: state.blind, far }, decision: probe ? PROBE : GRANT };
}

function observe(state: PacingState, now: number, e: Extract<PacingEvent, { type: "response" }>, limits: Limits): PacingState {
  if (e.remaining === null || e.resetAt === null) return { ...state, blind: true };
  const s: PacingState = { ...state, blind: false };
  const known = viewOf(s);
  const current = known && now < known.until ? known : null;
  // Never trust a reset far in the future (clock skew): a window is the longest we hold back. The
  // margin keeps the next probe from arriving a hair before the server's own reset (clocks and the
  // header's millisecond rounding), which would draw a 429 and a whole-second Retry-After.
  const until = now + Math.min(Math.max(0, e.resetAt - now), limits.windowMs * 2) + RESET_MARGIN_MS;
  // Requests in flight besides this one may not have been counted by the server yet.
  const allowance = Math.max(0, e.remaining - Math.max(0, inFlightTotal(s.record) - 1));
  const provisional = allowance < e.remaining;
  const seen = { allowance, until, resetAt: e.resetAt, seenAt: e.seenAt, sentAt: e.sentAt, provisional };
  return withView(s, mergeView(current, seen), now, limits);
}

function release(state: PacingState, now: number, e: Extract<PacingEvent, { type: "released" }>, limits: Limits): PacingState {
  const inFlight = { ...state.record.inFlight };
  const own = (inFlight[limits.pid] ?? 0) - 1;
  if (own > 0) inFlight[limits.pid] = own;
  else delete inFlight[limits.pid];
  const record: PacingRecord = { ...state.record, inFlight };
  if (e.probe) record.probe = null;
  if (e.observed && state.blind) {
    const pace = BlindPace.of(record.pace, limits.requests);
    if (e.counted) pace.served();
    else pace.refused(now, limits.windowMs);
    record.pace = pace.state;
  }
  return { ...state, record };
}
