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

/** The state holding `view` (null: none), in the record unless its reset is past the cap. */
export function withView(state: PacingState, view: ServerView | null, now: number, limits: Limits): PacingState {
  if (view === null) return { ...state, far: null, record: { ...state.record, until: 0 } };
  if (isFarReset(view.resetAt, now, limits.maxPauseMs)) return { ...state, far: view, record: { ...state.record, until: 0 } };
  const record: PacingRecord = {
    ...state.record,
    allowance: view.allowance,
    granted: view.granted,
    until: view.until,
    serverReset: view.resetAt,
    viewSeenAt: view.seenAt,
    viewProvisional: view.provisional,
  };
  return { ...state, far: null, record };
}
