// A record as the service shows it on one day, from its stored (latest) form and its timeline.
// A change that lands on day D is visible from D + 1 (feed rule 5 applies to records and feeds
// alike), so a consumer that has paged every feed on day T holds exactly day T's records.
import type { Timeline } from "../dataset.js";
import type { Rec } from "./record.js";

export function existsOn(t: Timeline | undefined, today: string): boolean {
  if (!t) return true;
  return (t.created === null || t.created < today) && (t.deleted === null || today <= t.deleted);
}

/** The last day before `today` in an ascending list of dates, or null. */
function lastBefore(days: readonly string[], today: string): string | null {
  let best: string | null = null;
  for (const d of days) {
    if (d < today) best = d;
    else break;
  }
  return best;
}

/** Links to records of the same dataset that do not exist on `today` are left out, so links stay reciprocal on every day. */
const LINK_LISTS = /^(references(?:[A-Z]\w*)?|citedBy|citedByPatents|children)$/;

interface ViewInputs {
  today: string;
  timeline: Timeline | undefined;
  /** Days the record gained or lost a link because the other end appeared or left. */
  linkDays: readonly string[] | undefined;
  exists(serviceId: string): boolean;
  /** The authorizationStatus a RegulatoryCore record has on `today` (entries of authorizationsByAgency repeat it). */
  statusOf(serviceId: string): unknown;
}

export function recordOn(stored: Rec, v: ViewInputs): Rec {
  const { today, timeline } = v;
  const out: Rec = { ...stored };
  if (timeline?.revisions) {
    for (let i = timeline.revisions.length - 1; i >= 0; i--) {
      const r = timeline.revisions[i];
      if (r.day < today) break;
      Object.assign(out, r.before);
    }
  }
  if (timeline && "lastUpdateDate" in stored) {
    const own = lastBefore(timeline.updates, today);
    const linked = v.linkDays ? lastBefore(v.linkDays, today) : null;
    let last = timeline.created !== null && timeline.created < today ? timeline.created : timeline.base;
    for (const d of [own, linked]) if (d !== null && (last === null || d > last)) last = d;
    out.lastUpdateDate = last;
  }
  for (const key of Object.keys(out)) {
    const value = out[key];
    if (LINK_LISTS.test(key) && Array.isArray(value)) {
      out[key] = value.filter((id) => typeof id !== "string" || v.exists(id));
    } else if (key === "parent" && typeof value === "string" && !v.exists(value)) {
      out[key] = null;
    } else if (key === "authorizationsByAgency" && Array.isArray(value)) {
      out[key] = value
        .filter(
          (e: unknown) => !(e && typeof e === "object" && "serviceId" in e && typeof e.serviceId === "string") || v.exists(e.serviceId),
        )
        .map((e: unknown) =>
          e && typeof e === "object" && "serviceId" in e && typeof e.serviceId === "string"
            ? { ...e, authorizationStatus: v.statusOf(e.serviceId) }
            : e,
        );
    }
  }
  return out;
}

/** The linked serviceIds a record carries (the same fields recordOn filters). */
export function linkedIds(stored: Rec): string[] {
  const ids: string[] = [];
  for (const [key, value] of Object.entries(stored)) {
    if (LINK_LISTS.test(key) && Array.isArray(value)) {
      for (const id of value) if (typeof id === "string") ids.push(id);
    } else if (key === "parent" && typeof value === "string") ids.push(value);
    else if (key === "authorizationsByAgency" && Array.isArray(value)) {
      for (const e of value) if (e && typeof e === "object" && "serviceId" in e && typeof e.serviceId === "string") ids.push(e.serviceId);
    }
  }
  return ids;
}

/** A record's value of one field on `today`: the stored value with later revisions undone. */
export function fieldOn(stored: Rec, timeline: Timeline | undefined, field: string, today: string): unknown {
  let value = stored[field];
  const revisions = timeline?.revisions ?? [];
  for (let i = revisions.length - 1; i >= 0; i--) {
    const r = revisions[i];
    if (r.day < today) break;
    if (field in r.before) value = r.before[field];
  }
  return value;
}
