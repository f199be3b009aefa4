// A request waiting its turn in the limiter's queue, and how it leaves: granted, refused or aborted.
import { type AcquireOptions, abortError, type Ticket } from "./limiter.js";

export interface Waiter {
  resolve(ticket: Ticket): void;
  reject(err: unknown): void;
  signal?: AbortSignal;
  onAbort?: () => void;
  /** performance.now() when it was queued. */
  enqueuedAt: number;
  /** Set when the limiter held it back; time spent only reading the quota file is not a wait. */
  held?: boolean;
}

/** Queues a request (a retry at the front); an abort takes it out, refuses it and calls `aborted`. */
export function enqueue(queue: Waiter[], options: AcquireOptions, aborted: () => void): Promise<Ticket> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(abortError());
  return new Promise<Ticket>((resolve, reject) => {
    const waiter: Waiter = { resolve, reject, signal, enqueuedAt: performance.now() };
    if (signal) {
      waiter.onAbort = () => {
        const i = queue.indexOf(waiter);
        if (i !== -1) queue.splice(i, 1);
        reject(abortError());
        aborted();
      };
      signal.addEventListener("abort", waiter.onAbort, { once: true });
    }
    if (options.priority) queue.unshift(waiter);
    else queue.push(waiter);
  });
}

/** Hands the waiter its ticket, or its error. */
export function settleWaiter(waiter: Waiter, outcome: { ticket: Ticket } | { error: unknown }): void {
  if (waiter.signal && waiter.onAbort) waiter.signal.removeEventListener("abort", waiter.onAbort);
  if ("ticket" in outcome) waiter.resolve(outcome.ticket);
  else waiter.reject(outcome.error);
}

/**
 * Marks every waiter in the queue held back by the limit. Waiters join at either end (a retry at
 * the front) and marks are never taken back, so the unmarked ones are a run at each end: marking
 * stops at the first marked one from each side. Walking the whole queue on every acquire made a
 * burst of n waiting requests cost n^2.
 */
export function markHeld(queue: Waiter[]): void {
  let i = 0;
  for (; i < queue.length && !queue[i].held; i++) queue[i].held = true;
  for (let j = queue.length - 1; j > i && !queue[j].held; j--) queue[j].held = true;
}
