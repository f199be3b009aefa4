// Change-feed entries as a table, and the feed rules applied to a local table, so keeping a
// table current needs no hand-written loop (notebook 05).
import * as aq from "arquero";
import type { ColumnTable } from "arquero";
import { dateOfDay } from "../days/index.js";
import { info, setInfo, inheritedProvenance } from "./provenance.js";
import { requireColumns } from "./require-columns.js";
import { MisuseError } from "../errors/index.js";
import * as msg from "./messages.js";

interface EntryLike {
  serviceId: string;
  updateType: string;
  updateDate?: unknown;
  createDate?: unknown;
  documentSections?: readonly { documentSectionId: string; updateType: string }[];
}

/**
 * Reads a change feed (`sv.<core>.changes(...)`, any iterable or async iterable of entries) into a
 * table, one row per arrival in feed order: arrival, serviceId, updateType, updateDate, createDate
 * (days), sectionChanges and documentSections (RegulatoryCore: the sections that moved, each
 * { documentSectionId, updateType }; [] elsewhere). `max` stops early.
 *
 * @example
 * const feed = await changesTable(sv.trialcore.changes({ since: "2026-04-01", serviceId: ids }));
 */
export async function changesTable(
  entries: AsyncIterable<EntryLike> | Iterable<EntryLike>,
  options: { max?: number } = {},
): Promise<ColumnTable> {
  const max = options.max ?? Infinity;
  if (!(max > 0)) throw new MisuseError(msg.feedTableMax(options.max), { parameter: "max", value: options.max });
  const rows: Record<string, unknown>[] = [];
  for await (const e of entries as AsyncIterable<EntryLike>) {
    rows.push({
      arrival: rows.length,
      serviceId: e.serviceId,
      updateType: e.updateType,
      updateDate: dateOfDay(e.updateDate),
      createDate: dateOfDay(e.createDate),
      sectionChanges: Array.isArray(e.documentSections) ? e.documentSections.length : 0,
      documentSections: Array.isArray(e.documentSections)
        ? e.documentSections.map((s) => ({ documentSectionId: s.documentSectionId, updateType: s.updateType }))
        : [],
    });
    if (rows.length >= max) break;
  }
  const columns = ["arrival", "serviceId", "updateType", "updateDate", "createDate", "sectionChanges", "documentSections"];
  const table = rows.length > 0 ? aq.from(rows).select(columns) : aq.table(Object.fromEntries(columns.map((c) => [c, []])));
  return setInfo(table, { params: { feed: true, entries: rows.length } });
}

/** A document section the feed says moved (RegulatoryCore): its record, its ID and the latest of its updates. */
export interface SectionDecision {
  serviceId: string;
  documentSectionId: string;
  /** created or updated: fetch the section again; deleted: drop it. */
  updateType: string;
}

/**
 * What the feed asks for, by the rules: the latest arrival of a record decides. An `unchanged`
 * arrival asks nothing of the record itself, but the sections it lists moved (feed rule 4: re-fetch
 * a created or updated section, drop a deleted one), and a table of records holds their sections'
 * table of contents: so a record with a section entry is re-fetched too, unless it is dropped.
 */
export function changeDecisions(feed: ColumnTable): {
  /** IDs whose latest arrival is `created` or `updated`, or whose sections moved: fetch them again (`sv.<core>.get(refetch)`). */
  refetch: string[];
  /** IDs whose latest arrival is `deleted`: remove them from the local table. */
  drop: string[];
  /** Every section that moved, once, with its latest update (for a table of section contents kept apart). */
  sections: SectionDecision[];
} {
  requireColumns("changeDecisions", feed, ["serviceId", "updateType"], "a feed table (changesTable(sv.<core>.changes(...)))");
  const decision = new Map<string, "refetch" | "drop">();
  const ids = feed.array("serviceId") as string[];
  const types = feed.array("updateType") as string[];
  const listed = feed.columnNames().includes("documentSections")
    ? (feed.array("documentSections") as (readonly { documentSectionId: string; updateType: string }[] | null)[])
    : null;
  const sections = new Map<string, SectionDecision>();
  ids.forEach((id, i) => {
    if (types[i] === "deleted") decision.set(id, "drop");
    else if (types[i] !== "unchanged") decision.set(id, "refetch");
    const moved = listed?.[i] ?? [];
    for (const section of moved) {
      const key = `${id}\u0000${section.documentSectionId}`;
      sections.delete(key);
      sections.set(key, { serviceId: id, documentSectionId: section.documentSectionId, updateType: section.updateType });
    }
    // A record dropped by an earlier arrival stays dropped: a section cannot bring it back.
    if (types[i] === "unchanged" && moved.length > 0 && decision.get(id) !== "drop") decision.set(id, "refetch");
  });
  const pick = (d: string) => [...decision].filter(([, v]) => v === d).map(([id]) => id);
  return { refetch: pick("refetch"), drop: pick("drop"), sections: [...sections.values()] };
}

/**
 * Applies a feed table to a local table by the feed rules: a record whose latest arrival is
 * `deleted` is dropped; one created or updated, or whose document sections moved (RegulatoryCore),
 * is replaced by (or, new, added from) its row in
 * `refetched` (e.g. `sv.<core>.get(changeDecisions(feed).refetch)`); one that 404s on refetch
 * (info(refetched).missing) is dropped. Rows keep the local table's columns. What happened is in
 * info(result).changes; `stale` lists changed records that `refetched` does not hold (kept as they were).
 *
 * @example
 * const { refetch } = changeDecisions(feed);
 * trials = applyChanges(trials, feed, await sv.trialcore.get(refetch));
 */
export function applyChanges(table: ColumnTable, feed: ColumnTable, refetched: ColumnTable): ColumnTable {
  requireColumns("applyChanges", table, ["serviceId"], "the local table as its first argument");
  requireColumns(
    "applyChanges",
    refetched,
    ["serviceId"],
    "the re-fetched records as its third argument (sv.<core>.get(changeDecisions(feed).refetch))",
  );
  const { refetch, drop } = changeDecisions(feed);
  const dropped = new Set(drop);
  for (const id of info(refetched)?.missing ?? []) dropped.add(id);
  const fresh = new Map<string, Record<string, unknown>>();
  for (const row of refetched.objects() as Record<string, unknown>[]) fresh.set(String(row.serviceId), row);
  const columns = table.columnNames();
  const local = new Set(table.array("serviceId") as string[]);
  const replaced: string[] = [];
  const stale: string[] = [];
  const kept = (table.objects() as Record<string, unknown>[]).flatMap((row) => {
    const id = String(row.serviceId);
    if (dropped.has(id)) return [];
    const newer = fresh.get(id);
    if (newer && refetch.includes(id)) {
      replaced.push(id);
      return [pickColumns(newer, columns)];
    }
    if (refetch.includes(id)) stale.push(id);
    return [row];
  });
  const added: string[] = [];
  const addedRows = refetch.flatMap((id) => {
    const row = fresh.get(id);
    if (!row || local.has(id) || dropped.has(id)) return [];
    added.push(id);
    return [pickColumns(row, columns)];
  });
  const rows = [...kept, ...addedRows];
  const out = rows.length > 0 ? aq.from(rows, columns) : table.filter(() => false);
  const base = info(table);
  return setInfo(out, {
    ...inheritedProvenance(table, refetched),
    core: base?.core ?? info(refetched)?.core ?? null,
    params: { applyChanges: true },
    changes: { dropped: [...dropped].filter((id) => local.has(id)), replaced, added, stale },
  });
}

function pickColumns(row: Record<string, unknown>, columns: string[]): Record<string, unknown> {
  return Object.fromEntries(columns.map((c) => [c, row[c] ?? null]));
}
