// Document sections as the service shows them on one day: a section exists from the day after its
// `created` event to its `deleted` day (the same rule as records, timeline-view.ts), and a record's
// table of contents lists exactly the sections that exist.
import type { SectionEvent, StoredSection } from "../dataset.js";
import type { Rec } from "./record.js";

export interface SectionLife {
  created: string | null;
  deleted: string | null;
}

/** Each section's creation and deletion day, from the section change log. */
export function sectionLives(events: readonly SectionEvent[]): Map<string, SectionLife> {
  const lives = new Map<string, SectionLife>();
  for (const e of events) {
    const life = lives.get(e.documentSectionId) ?? { created: null, deleted: null };
    if (e.updateType === "created" && (life.created === null || e.updateDate < life.created)) life.created = e.updateDate;
    if (e.updateType === "deleted") life.deleted = e.updateDate;
    lives.set(e.documentSectionId, life);
  }
  return lives;
}

export function sectionExistsOn(life: SectionLife | undefined, today: string): boolean {
  if (!life) return true;
  return (life.created === null || life.created < today) && (life.deleted === null || today <= life.deleted);
}

/** Base fields of a document section: the table-of-contents variant. */
export function tocSection(s: StoredSection): Rec {
  return {
    documentSectionId: s.documentSectionId,
    serviceId: s.serviceId,
    docType: s.docType,
    path: s.path,
    title: s.title,
    textType: s.textType,
    sourceUrl: s.sourceUrl,
    sourceDate: s.sourceDate,
  };
}
