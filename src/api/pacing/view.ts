// The server's view of its count (server-view.ts) as the pacing state holds it: in the record's
// fields when it may be shared, or beside the record when its reset lies past the cap (a view that
// is this process's alone, never written: far-reset.ts).
import { isFarReset } from "./far-reset.js";
import type { Limits } from "./limits.js";
import type { PacingRecord } from "./record.js";
import type { ServerView } from "./server-view.js";

/** The pacing state: the shared record, and the two facts each process keeps to itself. */
export interface PacingState {
  record: PacingRecord;
  /** The last response this process saw had no rate headers: it paces evenly (blind-pace.ts). */
  blind: boolean;
  /** A view whose reset lies past the cap (far-reset.ts): this process refuses by it, nobody else. */
  far: ServerView | null;
}

/** The view decisions go by: the far one, else the record's (until 0: none). */
export function viewOf(state: PacingState): ServerView | null {
  if (state.far) return state.far;
  const r = state.record;
  if (r.until === 0) return null;
  return {
    allowance: r.allowance,
    granted: r.granted,
    until: r.until,
    resetAt: r.serverReset,
    seenAt: r.viewSeenAt,
    provisional: r.viewProvisional,
  };
}

/**
 * Puts `view` (null: none) into a state being decided on (decide.ts works on its own copy): into
 * the record, unless its reset is past the cap.
 */
export function setView(state: PacingState, view: ServerView | null, now: number, limits: Limits): void {
  const r = state.record;
  if (view === null || isFarReset(view.resetAt, now, limits.maxPauseMs)) {
    state.far = view;
    r.until = 0;
    return;
  }
  state.far = null;
  r.allowance = view.allowance;
  r.granted = view.granted;
  r.until = view.until;
  r.serverReset = view.resetAt;
  r.viewSeenAt = view.seenAt;
  r.viewProvisional = view.provisional;
}
