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
import { type PacingState, setView, viewOf } from "./view.js";
import { inFlightTotal, insertSorted, pruned, windowWait } from "./window.js";

export type PacingEvent =
  /** A pump begins: is the view spent until a reset past the cap? */
  | { type: "look" }
  /** May the request at the head of the queue go now? */
  | { type: "next" }
  /** As many of the `max` requests at the head of the queue as may go now, decided as one (a pump). */
  | { type: "take"; max: number }
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
  /**
   * `take`: the first `count` requests go (a probe goes alone: `probe` says the one granted is
   * one); the rest wait `waitMs` (0 when all went).
   */
  | { kind: "taken"; count: number; probe: boolean; waitMs: number }
  /** Every queued request fails: no request is left until `resetAt`, past the cap. */
  | { kind: "refuse"; resetAt: number }
  | { kind: "none" };

export interface PacingStep {
  state: PacingState;
  decision: Decision;
}

const NONE: Decision = { kind: "none" };
const GRANT: Decision = { kind: "grant" };
const PROBE: Decision = { kind: "probe" };

export function initialState(limits: Limits): PacingState {
  const record: PacingRecord = { ...emptyRecord(), keepMs: limits.windowMs, pace: { requests: limits.requests, nextAt: 0 } };
  return { record, blind: false, far: null };
}

export function decide(state: PacingState, now: number, event: PacingEvent, limits: Limits): PacingStep {
  const { state: next, decisions } = decideAll(state, now, [event], limits);
  return { state: next, decision: decisions[0] };
}

/**
 * Events in order, as one, on one copy of the state: the rules below change that copy in place, so
 * a batch (a quota-file update's answers, a pump's grants) copies once, not once per event; the
 * answer times are copied only if an answer comes. With `consume` the caller hands the state over
 * (it keeps only the state returned): nothing is copied and the given state is changed in place
 * and returned. The limiter decides so: a copy per answer or per pump (the in-flight map, keyed by
 * pid, is costly to copy) made a burst of 10,000 answers cost half again as much.
 */
export function decideAll(
  state: PacingState,
  now: number,
  events: PacingEvent[],
  limits: Limits,
  consume = false,
): { state: PacingState; decisions: Decision[] } {
  const s: PacingState = consume
    ? state
    : { record: { ...state.record, inFlight: { ...state.record.inFlight } }, blind: state.blind, far: state.far };
  /** The answer times this call may change in place (pruned once): the state's own if consumed, else a copy. */
  let answered: number[] | null = null;
  const decisions: Decision[] = [];
  for (const event of events) {
    decisions.push(one(s, now, event, limits));
    // adopt() builds a new list: this call owns it.
    if (event.type === "loaded") answered = s.record.answered;
    // The request's place becomes its answer time, or is freed (a 429 was not counted).
    if (event.type === "released" && event.counted) {
      if (answered === null) {
        const list = consume ? s.record.answered : s.record.answered.slice();
        answered = pruned(list, now, s.record.keepMs, limits);
        s.record.answered = answered;
      }
      insertSorted(answered, event.answeredAt);
    }
  }
  return { state: s, decisions };
}

/** One event on the state being decided on (decideAll's copy), changed in place. */
function one(s: PacingState, now: number, event: PacingEvent, limits: Limits): Decision {
  switch (event.type) {
    case "look":
      return look(s, now, limits);
    case "next":
      return next(s, now, inFlightTotal(s.record), limits);
    case "take":
      return take(s, now, event.max, limits);
    case "response":
      observe(s, now, event, limits);
      return NONE;
    case "released":
      release(s, now, event, limits);
      return NONE;
    case "paused":
      s.record.pausedUntil = Math.max(s.record.pausedUntil, event.until);
      return NONE;
    case "tightened": {
      const pace = BlindPace.of(s.record.pace, limits.requests);
      pace.setCeiling(limits.requests);
      s.record.pace = pace.state;
      return NONE;
    }
    case "loaded": {
      const adopted = adopt(event.file, s, now, limits);
      s.record = adopted.record;
      s.far = adopted.far;
      return NONE;
    }
  }
}

function look(s: PacingState, now: number, limits: Limits): Decision {
  const view = viewOf(s);
  // A provisional view may be spent only by requests in flight: their answers settle it soon.
  if (!view || view.provisional || view.granted < view.allowance || now >= view.until) return NONE;
  if (!isFarReset(view.resetAt, now, limits.maxPauseMs)) return NONE;
  setView(s, null, now, limits);
  return { kind: "refuse", resetAt: view.resetAt };
}

/** `next` until one may not go. A probe is only ever the first: after it, `next` waits (N2). */
function take(s: PacingState, now: number, max: number, limits: Limits): Decision {
  let count = 0;
  let probe = false;
  // Counted once (a walk of the pid-keyed map per grant showed in a burst): each grant adds one.
  const flying = inFlightTotal(s.record);
  while (count < max) {
    const decision = next(s, now, flying + count, limits);
    if (decision.kind === "wait") return { kind: "taken", count, probe, waitMs: decision.ms };
    if (decision.kind === "probe") probe = true;
    count++;
  }
  return { kind: "taken", count, probe, waitMs: 0 };
}

/** `flying`: the requests in flight in every process (inFlightTotal). */
function next(s: PacingState, now: number, flying: number, limits: Limits): Decision {
  const r = s.record;
  let wait = Math.max(0, r.pausedUntil - now, windowWait(r, flying, now, limits));
  // The view decisions go by (viewOf), read in place: this runs once per grant.
  const f = s.far;
  const until = f ? f.until : r.until;
  if (until !== 0) {
    if (now >= until) setView(s, null, now, limits);
    else if ((f ? f.granted : r.granted) >= (f ? f.allowance : r.allowance)) {
      // Spent only by requests that were in flight and have all been answered since: a probe finds
      // out the true count rather than waiting for the reset (server-view.ts).
      if ((f ? f.provisional : r.viewProvisional) && flying === 0) setView(s, null, now, limits);
      else wait = Math.max(wait, until - now);
    }
  }
  if (!s.blind) {
    // Without a current view of the server's count, one request at a time finds it out.
    if (s.far === null && r.until === 0 && r.probe !== null) wait = Number.POSITIVE_INFINITY;
  } else if (flying >= BLIND_MAX_IN_FLIGHT) wait = Number.POSITIVE_INFINITY;
  else wait = Math.max(wait, BlindPace.of(r.pace, limits.requests).waitFor(now));
  if (wait > 0) return { kind: "wait", ms: wait };
  return grant(s, now, limits);
}

/** One request goes: it holds a place in flight and under the view it goes by (the view is not re-sorted). */
function grant(s: PacingState, now: number, limits: Limits): Decision {
  const r = s.record;
  r.inFlight[limits.pid] = (r.inFlight[limits.pid] ?? 0) + 1;
  // The far view may be the caller's object: replaced, never changed.
  if (s.far) s.far = { ...s.far, granted: s.far.granted + 1 };
  else if (r.until !== 0) r.granted++;
  const probe = !s.blind && s.far === null && r.until === 0;
  if (probe) r.probe = { pid: limits.pid, until: now + PROBE_TIMEOUT_MS };
  // A probe may find the server sends no rate headers: the blind pace then counts from it.
  if (probe || s.blind) {
    const pace = BlindPace.of(r.pace, limits.requests);
    pace.granted(now, limits.windowMs);
    r.pace = pace.state;
  }
  return probe ? PROBE : GRANT;
}

function observe(s: PacingState, now: number, e: Extract<PacingEvent, { type: "response" }>, limits: Limits): void {
  if (e.remaining === null || e.resetAt === null) {
    s.blind = true;
    return;
  }
  s.blind = false;
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
  setView(s, mergeView(current, seen), now, limits);
}

function release(s: PacingState, now: number, e: Extract<PacingEvent, { type: "released" }>, limits: Limits): void {
  const r = s.record;
  const own = (r.inFlight[limits.pid] ?? 0) - 1;
  if (own > 0) r.inFlight[limits.pid] = own;
  else delete r.inFlight[limits.pid];
  if (e.probe) r.probe = null;
  if (e.observed && s.blind) {
    const pace = BlindPace.of(r.pace, limits.requests);
    if (e.counted) pace.served();
    else pace.refused(now, limits.windowMs);
    r.pace = pace.state;
  }
}
