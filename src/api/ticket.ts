// One granted request's ticket: it feeds the response's rate headers and the release back to the
// limiter as pacing events (pacing/decide.ts), in the order they belong.
import type { ServerHint, Ticket } from "./limiter.js";
import { readClocks, toEpoch } from "./pacing/clock-pair.js";
import type { PacingEvent } from "./pacing/decide.js";

/** How a ticket reaches its limiter. */
export interface TicketHost {
  /** Decides events together: now, or with a quota file in its next update. */
  shared(events: PacingEvent[]): void;
  pump(): void;
}

/**
 * `held`: the limit held the request back; a grant delayed only by a read of the quota file (or a
 * microtask) did not wait, and counting it made rateLimitWaits depend on disk speed.
 */
export function ticket(host: TicketHost, probe: boolean, held: boolean, waitedMs: number): Ticket {
  const sentAt = Date.now();
  let released = false;
  /** When the response arrived, epoch milliseconds (set on release). */
  let answeredAt = sentAt;
  let observed: ServerHint | null = null;
  const response = (hint: ServerHint): PacingEvent => ({
    type: "response",
    remaining: hint.remaining,
    resetAt: hint.resetAt,
    sentAt,
    seenAt: answeredAt,
  });
  return {
    waited: held,
    waitedMs,
    observe: (hint) => {
      // Read under the same lock as the release that follows: one shared update per answer.
      if (released) host.shared([response(hint)]);
      else observed = hint;
    },
    release: (headersAt = performance.now(), counted = true) => {
      if (released) return;
      released = true;
      answeredAt = toEpoch(readClocks(), headersAt);
      const seen = observed;
      const done: PacingEvent = { type: "released", answeredAt, counted, probe, observed: seen !== null };
      host.shared(seen ? [response(seen), done] : [done]);
      host.pump();
    },
  };
}
