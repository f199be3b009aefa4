// Search = full-text relevance over the core's text fields, restricted by exact filters, ranked by
// score (ties by dataset order), cut at `limit`. RegulatoryCore also scores document sections and
// returns them as Evidence; PatentCore collapses each family to its highest-ranked publication.
import type { CoreName } from "../../schema/index.js";
import type { DayRecords } from "../records/day-records.js";
import type { Rec } from "../records/record.js";
import { buildFilters } from "./filters.js";
import type { Params } from "./filter-kit.js";
import { SectionIndex, TextIndex } from "./text-index.js";
import { evidenceSection, shapeRecord } from "./shape.js";
import { excerpt } from "./excerpt.js";

/** Evidence sections per record are capped so one long dossier cannot swamp a response. */
const MAX_EVIDENCE = 10;

interface SearchRequest {
  query: string;
  limit: number;
  include: string[];
  params: Params;
}

export class SearchEngine {
  private readonly text = new Map<CoreName, TextIndex>();
  private sections: SectionIndex | null = null;

  constructor(private readonly day: DayRecords) {}

  /** Builds the index of a core now rather than on its first search. */
  warm(core: CoreName): void {
    this.textIndex(core);
    if (core === "regulatorycore") this.sectionIndex();
  }

  private textIndex(core: CoreName): TextIndex {
    let idx = this.text.get(core);
    if (!idx) {
      idx = new TextIndex(core, this.day.records[core]);
      this.text.set(core, idx);
    }
    return idx;
  }

  private sectionIndex(): SectionIndex {
    if (!this.sections) this.sections = new SectionIndex(this.day.dataset.sections.values());
    return this.sections;
  }

  search(core: CoreName, req: SearchRequest): Rec[] {
    const filters = buildFilters(core, req.params);
    const scores = new Map<string, number>();
    for (const h of this.textIndex(core).search(req.query)) scores.set(h.id, h.score);
    const matched = new Map<string, { id: string; score: number }[]>();
    if (core === "regulatorycore") {
      for (const h of this.sectionIndex().search(req.query)) {
        // The index holds every section ever; only those that exist today count.
        if (!this.day.section(h.serviceId, h.id)) continue;
        scores.set(h.serviceId, (scores.get(h.serviceId) ?? 0) + h.score);
        const list = matched.get(h.serviceId);
        if (list) list.push(h);
        else matched.set(h.serviceId, [h]);
      }
    }
    const ranked: { rec: Rec; score: number }[] = [];
    for (const [id, score] of scores) {
      const rec = this.day.get(core, id);
      if (rec && filters.test(rec)) ranked.push({ rec, score });
    }
    ranked.sort((a, b) => b.score - a.score || this.day.position(a.rec.serviceId as string) - this.day.position(b.rec.serviceId as string));

    if (core === "patentcore")
      return this.collapseFamilies(
        ranked.map((r) => r.rec),
        req,
      );
    return ranked.slice(0, req.limit).map(({ rec }) => {
      const out = shapeRecord(core, rec, req.include);
      if (core === "regulatorycore") out.documentSections = this.evidence(rec.serviceId as string, matched, req.query);
      return out;
    });
  }

  private evidence(serviceId: string, matched: Map<string, { id: string; score: number }[]>, query: string): Rec[] {
    const hits = [...(matched.get(serviceId) ?? [])].sort((a, b) => b.score - a.score).slice(0, MAX_EVIDENCE);
    return hits.flatMap((h) => {
      const s = this.day.section(serviceId, h.id);
      if (!s) return [];
      // The words that drove the match: in the text, else in the section title (it is indexed too).
      const text = excerpt(s.content, query) ?? excerpt(s.title, query) ?? s.content?.slice(0, 240) ?? null;
      return [evidenceSection(s, text)];
    });
  }

  /** One result per family: the best-ranked member, listing the other matching members. */
  private collapseFamilies(ranked: Rec[], req: SearchRequest): Rec[] {
    const heads: Rec[] = [];
    const byFamily = new Map<string, string[]>();
    for (const rec of ranked) {
      const family = typeof rec.familyId === "string" && rec.familyId ? rec.familyId : null;
      if (family === null) {
        heads.push(rec);
        continue;
      }
      const members = byFamily.get(family);
      if (members) {
        members.push(rec.serviceId as string);
        continue;
      }
      byFamily.set(family, []);
      heads.push(rec);
    }
    return heads.slice(0, req.limit).map((rec) => {
      const out = shapeRecord("patentcore", rec, req.include);
      const family = typeof rec.familyId === "string" ? byFamily.get(rec.familyId) : undefined;
      out.familyMembers = family ? [...family] : [];
      return out;
    });
  }
}
