// A change feed is served from a compacted log: one row per record (its most recent visible
// change) and, for RegulatoryCore, one row per document section. Compaction is what makes the
// feed report current state (a record reports only its latest removal; a record created and then
// changed inside the window arrives as `updated`). Events on or after `today` are withheld
// (feed rule 5). Rows are ordered by (date, serviceId, kind, sectionId) and scanned `limit` at a
// time, so a RegulatoryCore record whose rows straddle a page boundary is delivered twice:
// that is the at-least-once delivery of feed rule 3.
import type { ChangesCoreName } from "../../schema/index.js";
import type { ChangeEvent, Dataset, SectionEvent } from "../dataset.js";

type RowKind = 0 | 1 | 2; // 0 record change, 1 record touched (only sections moved), 2 section change

export interface FeedRow {
  date: string;
  serviceId: string;
  kind: RowKind;
  section?: SectionEvent;
}

export interface FeedLog {
  rows: FeedRow[];
  /** The most recent visible record-level change (not `unchanged`) of each record. */
  state: Map<string, ChangeEvent>;
}

const byRowOrder = (a: FeedRow, b: FeedRow): number =>
  a.date < b.date
    ? -1
    : a.date > b.date
      ? 1
      : a.serviceId < b.serviceId
        ? -1
        : a.serviceId > b.serviceId
          ? 1
          : a.kind - b.kind || (a.section?.documentSectionId ?? "").localeCompare(b.section?.documentSectionId ?? "");

/**
 * `linkDays`: per record, days it gained or lost a link because the other end entered or left
 * the service (records/link-days.ts); each is an `updated` delivery like any other rewrite.
 */
export function buildFeedLog(
  dataset: Dataset,
  core: ChangesCoreName,
  linkDays: ReadonlyMap<string, readonly string[]> = new Map(),
): FeedLog {
  const visible = (date: string): boolean => date < dataset.today;
  const state = new Map<string, ChangeEvent>();
  const touched = new Map<string, ChangeEvent>();
  const linkEvents: ChangeEvent[] = [];
  for (const r of dataset.records[core]) {
    const days = linkDays.get(r.serviceId);
    if (!days) continue;
    const createDate = dataset.timelines?.get(r.serviceId)?.created ?? null;
    for (const d of days) linkEvents.push({ serviceId: r.serviceId, updateType: "updated", updateDate: d, createDate });
  }
  for (const e of [...dataset.changes[core], ...linkEvents]) {
    if (!visible(e.updateDate)) continue;
    const map = e.updateType === "unchanged" ? touched : state;
    const prev = map.get(e.serviceId);
    if (!prev || prev.updateDate <= e.updateDate) map.set(e.serviceId, e);
  }
  const rows: FeedRow[] = [];
  for (const e of state.values()) rows.push({ date: e.updateDate, serviceId: e.serviceId, kind: 0 });
  for (const e of touched.values()) {
    const s = state.get(e.serviceId);
    if (!s || s.updateDate < e.updateDate) rows.push({ date: e.updateDate, serviceId: e.serviceId, kind: 1 });
  }
  if (core === "regulatorycore") {
    const sections = new Map<string, SectionEvent>();
    for (const e of dataset.sectionChanges) {
      if (!visible(e.updateDate)) continue;
      const prev = sections.get(e.documentSectionId);
      if (!prev || prev.updateDate <= e.updateDate) sections.set(e.documentSectionId, e);
    }
    for (const e of sections.values()) rows.push({ date: e.updateDate, serviceId: e.serviceId, kind: 2, section: e });
  }
  rows.sort(byRowOrder);
  return { rows, state };
}

/** Index of the first row dated on or after `since`. */
export function firstRowOn(rows: readonly FeedRow[], since: string): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (rows[mid].date < since) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
