// The day a session's service lives on. The real service lives on the wall clock; an in-process
// sandbox serves a fixed dataset as of its own `today`, so provenance times (fetchedAt) and
// default date ranges (searchAll's `to`) follow that day there, and a notebook run on the sandbox
// gives the same bytes on any wall-clock day.
import type { CoreApi } from "../api/index.js";

const clocks = new WeakMap<object, () => Date>();

/** Makes `client`'s tables read time from `now` instead of the wall clock. */
export function setServiceClock(client: object, now: () => Date): void {
  clocks.set(client, now);
}

/** The service's current time as this client's tables see it. */
export function serviceNow(client: CoreApi | object): Date {
  return clocks.get(client)?.() ?? new Date();
}
