// One page of a change feed: scan `limit` rows of the compacted log from the cursor position and
// turn them into entries, one per record seen in the page, in order of first appearance.
import type { ChangesCoreName } from "../../schema/index.js";
import type { DayRecords } from "../records/day-records.js";
import { firstRowOn, type FeedLog, type FeedRow } from "./feed-log.js";

interface FeedEntry {
  serviceId: string;
  updateType: "created" | "updated" | "deleted" | "unchanged";
  updateDate: string | null;
  createDate: string | null;
  documentSections?: { documentSectionId: string; updateType: string; updateDate: string; createDate: string | null }[];
}

interface FeedPageRequest {
  since: string;
  limit: number;
  scope: ReadonlySet<string> | null;
  position: number | null;
}

interface FeedPage {
  entries: FeedEntry[];
  nextPosition: number | null;
}

export function scopedRows(log: FeedLog, scope: ReadonlySet<string> | null): FeedRow[] {
  return scope ? log.rows.filter((r) => scope.has(r.serviceId)) : log.rows;
}

export function feedPage(day: DayRecords, core: ChangesCoreName, log: FeedLog, rows: readonly FeedRow[], req: FeedPageRequest): FeedPage {
  const start = req.position ?? firstRowOn(rows, req.since);
  const end = Math.min(rows.length, start + req.limit);
  const entries = new Map<string, FeedEntry>();
  for (let i = start; i < end; i += 1) {
    const row = rows[i];
    if (row.date < req.since) continue;
    let entry = entries.get(row.serviceId);
    if (!entry) {
      const made = makeEntry(day, core, log, row.serviceId, req.since);
      if (!made) continue;
      entry = made;
      entries.set(row.serviceId, entry);
    }
    if (row.section && entry.documentSections && entry.updateType !== "deleted") {
      const s = row.section;
      entry.documentSections.push({
        documentSectionId: s.documentSectionId,
        updateType: s.updateType,
        updateDate: s.updateDate,
        createDate: s.updateType === "deleted" ? null : s.createDate,
      });
    }
  }
  return { entries: [...entries.values()], nextPosition: end < rows.length ? end : null };
}

/** The record-level part of an entry: the record's current state, whichever row brought it. */
function makeEntry(day: DayRecords, core: ChangesCoreName, log: FeedLog, serviceId: string, since: string): FeedEntry | null {
  const last = log.state.get(serviceId);
  const live = day.get(core, serviceId);
  // A record's own createDate is what the feed reports (they must agree); DrugCore records carry no
  // createDate field, so there the history's createDate stands.
  const liveCreate =
    live && "createDate" in live ? (typeof live.createDate === "string" ? live.createDate : null) : (last?.createDate ?? null);
  const sections = core === "regulatorycore" ? { documentSections: [] as NonNullable<FeedEntry["documentSections"]> } : {};
  if (last && last.updateDate >= since) {
    if (last.updateType === "deleted")
      return { serviceId, updateType: "deleted", updateDate: last.updateDate, createDate: null, ...sections };
    return {
      serviceId,
      updateType: last.updateType,
      updateDate: last.updateDate,
      createDate: live ? liveCreate : last.createDate,
      ...sections,
    };
  }
  // Removed before the window: later section rows of a record that is gone say nothing useful.
  if (last?.updateType === "deleted" || core !== "regulatorycore") return null;
  const rowDate = last?.updateDate ?? (live && typeof live.lastUpdateDate === "string" ? live.lastUpdateDate : null);
  return { serviceId, updateType: "unchanged", updateDate: rowDate, createDate: liveCreate, ...sections };
}
