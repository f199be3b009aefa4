// The server's own count, as its rate headers tell it: how many more requests it will take before
// its window resets. Each response carries the count at the moment its request reached the server,
// and responses are handled in whatever order they come back (several connections, several
// processes): a response that was slow to return holds an OLDER count, higher than the one
// already known. Taking every response's count as the latest would hand out places the server no
// longer has; a late answer once let nine requests through into a full window.
//
// A view is surely newer than the known one when its request was sent after the known view's
// responses had come back (it reached the server after them), or when it names a clearly later
// reset (the window rolled over). Otherwise the two are of one window in an unknown order, and
// within a window the count only grows: the lower remaining stands, until the earlier of the two
// resets (a place is free by then whichever view is older, and the probe that follows finds out).
//
// A response's count also leaves out requests still in flight when it came back: the server may
// not have counted them yet, so the decisions take them off (decide.ts, R2). Most had reached the
// server already, so a view lowered that way is `provisional`: once nothing is in flight anywhere,
// one request finds out the true count instead of the whole wait to the reset. Two notebooks on one
// key lost a fifth of their pace to it: a response that said 6 places were left, with 7 requests of
// the other process in flight, held both processes until the reset, although the last of those 7
// answers (nothing else in flight) said 2 places were still free.

/** Resets further apart than this name different windows (delta-second headers round to a second). */
const NEW_WINDOW_MS = 1000;

export interface ServerView {
  /** Grants the server's view allows in total, and how many have been made under it. */
  allowance: number;
  granted: number;
  /** When the view ends, epoch milliseconds: the server's reset plus a margin. */
  until: number;
  /** The server's announced reset, epoch milliseconds. */
  resetAt: number;
  /** When the latest response this view rests on came back, epoch milliseconds. */
  seenAt: number;
  /** The allowance was lowered for requests in flight that the server may have counted already. */
  provisional: boolean;
}

/** What one response said, with when its request was sent (epoch milliseconds). */
interface ObservedView extends Omit<ServerView, "granted"> {
  sentAt: number;
}

export function mergeView(current: ServerView | null, observed: ObservedView): ServerView {
  const { sentAt, ...view } = observed;
  if (current === null || sentAt > current.seenAt || view.resetAt > current.resetAt + NEW_WINDOW_MS) return { ...view, granted: 0 };
  const currentLeft = Math.max(0, current.allowance - current.granted);
  const left = Math.min(currentLeft, view.allowance);
  // The lower count stands, and with it its doubt; of two equal counts, a certain one settles it.
  let provisional = view.provisional && current.provisional;
  if (view.allowance < currentLeft) provisional = view.provisional;
  else if (view.allowance > currentLeft) provisional = current.provisional;
  return {
    allowance: current.granted + left,
    granted: current.granted,
    until: Math.min(current.until, view.until),
    resetAt: Math.max(current.resetAt, view.resetAt),
    seenAt: Math.max(current.seenAt, view.seenAt),
    provisional,
  };
}
