// A record's row is rewritten when a record it links to enters or leaves the service, because
// links are reciprocal on every day: those days count as updates of the record (its
// lastUpdateDate moves and its feed reports `updated`); so is a change of the status an
// authorizationsByAgency entry repeats. Derived once when a dataset is loaded.
import type { Dataset, Timeline } from "../dataset.js";
import { linkedIds } from "./timeline-view.js";
import type { Rec } from "./record.js";

export function deriveLinkDays(dataset: Dataset, all: Iterable<Rec>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const timelines = dataset.timelines;
  if (!timelines) return out;
  for (const rec of all) {
    const id = rec.serviceId as string;
    const own = timelines.get(id);
    if (!own) continue;
    const days = new Set<string>();
    const alive = (d: string): boolean => (own.created === null || d > own.created) && (own.deleted === null || d < own.deleted);
    for (const other of linkedIds(rec)) {
      const t: Timeline | undefined = timelines.get(other);
      if (!t) continue;
      if (t.created !== null && alive(t.created)) days.add(t.created);
      if (t.deleted !== null && alive(t.deleted)) days.add(t.deleted);
    }
    // authorizationsByAgency repeats the linked authorization's status: its changes rewrite this row.
    if (Array.isArray(rec.authorizationsByAgency)) {
      for (const e of rec.authorizationsByAgency) {
        const other =
          e && typeof e === "object" && "serviceId" in e && typeof e.serviceId === "string" ? timelines.get(e.serviceId) : undefined;
        for (const r of other?.revisions ?? []) if ("authorizationStatus" in r.before && alive(r.day)) days.add(r.day);
      }
    }
    if (days.size > 0) out.set(id, [...days].sort());
  }
  return out;
}
