// The in-memory records of a Dataset, as of the sandbox's current day: the records that exist on
// that day in the form they have then (see timeline-view.ts), sections by record, lookup indexes.
// Moving the day rebuilds the day's view; search indexes are built lazily per core (see
// search/text-index.ts) so a server is listening at once.
import { CORES, type CoreName } from "../../schema/index.js";
import type { Dataset, StoredSection } from "../dataset.js";
import { deriveLinkDays } from "./link-days.js";
import { buildLookupIndex, type LookupIndex } from "./lookup-index.js";
import type { Rec } from "./record.js";
import { sectionExistsOn, sectionLives, tocSection, type SectionLife } from "./section-view.js";
import { existsOn, fieldOn, recordOn } from "./timeline-view.js";

export class DayRecords {
  /** The records that exist on the current day, in dataset order, as they are that day. */
  readonly records: Record<CoreName, Rec[]>;
  private readonly all: Record<CoreName, Rec[]>;
  private readonly byId = new Map<CoreName, Map<string, Rec>>();
  private readonly rank = new Map<string, number>();
  private readonly stored = new Map<string, Rec>();
  private readonly lookups = new Map<CoreName, LookupIndex>();
  /** Per record, the days its links changed (the other end appeared or left). */
  readonly linkDays: Map<string, string[]>;
  private sectionIndex: Map<string, StoredSection[]> | null = null;
  private readonly sectionLife: Map<string, SectionLife>;

  constructor(readonly dataset: Dataset) {
    // The dataset's records are plain JSON objects; the server reads them as such (see record.ts).
    this.all = dataset.records;
    this.records = { biomedcore: [], trialcore: [], drugcore: [], regulatorycore: [], genecore: [], patentcore: [] };
    for (const core of CORES)
      this.all[core].forEach((r, i) => {
        this.rank.set(r.serviceId as string, i);
        this.stored.set(r.serviceId as string, r);
      });
    this.linkDays = deriveLinkDays(
      dataset,
      CORES.flatMap((core) => this.all[core]),
    );
    this.sectionLife = sectionLives(dataset.sectionChanges ?? []);
    this.buildDay();
  }

  /** Rebuilds the view for `dataset.today` (call after moving the clock). */
  buildDay(): void {
    const { today, timelines } = this.dataset;
    const exists = (id: string): boolean => existsOn(timelines?.get(id), today);
    const statusOf = (id: string): unknown => {
      const stored = this.stored.get(id);
      return stored ? fieldOn(stored, timelines?.get(id), "authorizationStatus", today) : null;
    };
    this.lookups.clear();
    for (const core of CORES) {
      const live: Rec[] = [];
      const m = new Map<string, Rec>();
      for (const stored of this.all[core]) {
        const id = stored.serviceId as string;
        const timeline = timelines?.get(id);
        if (!existsOn(timeline, today)) continue;
        let rec = timelines ? recordOn(stored, { today, timeline, linkDays: this.linkDays.get(id), exists, statusOf }) : stored;
        // The table of contents lists the sections that exist today (some come later, one may go).
        if (core === "regulatorycore" && timelines) rec = { ...rec, documentSections: this.sectionsOf(id, true).map(tocSection) };
        live.push(rec);
        m.set(id, rec);
      }
      this.records[core] = live;
      this.byId.set(core, m);
    }
  }

  get(core: CoreName, id: string): Rec | undefined {
    return this.byId.get(core)?.get(id);
  }

  /** The record's position in the dataset: the stable tie-breaker for equal scores. */
  position(id: string): number {
    return this.rank.get(id) ?? Number.MAX_SAFE_INTEGER;
  }

  lookupIndex(core: CoreName): LookupIndex {
    let index = this.lookups.get(core);
    if (!index) {
      index = buildLookupIndex(core, this.records[core]);
      this.lookups.set(core, index);
    }
    return index;
  }

  /** The document sections of a RegulatoryCore record, in dataset order. */
  sectionsOf(serviceId: string, evenIfRecordHidden = false): StoredSection[] {
    if (!this.sectionIndex) {
      const idx = new Map<string, StoredSection[]>();
      for (const s of this.dataset.sections.values()) {
        const list = idx.get(s.serviceId);
        if (list) list.push(s);
        else idx.set(s.serviceId, [s]);
      }
      this.sectionIndex = idx;
    }
    if (!evenIfRecordHidden && !this.get("regulatorycore", serviceId)) return [];
    const today = this.dataset.today;
    return (this.sectionIndex.get(serviceId) ?? []).filter((s) => sectionExistsOn(this.sectionLife.get(s.documentSectionId), today));
  }

  section(serviceId: string, sectionId: string): StoredSection | undefined {
    const s = this.dataset.sections.get(sectionId);
    return s &&
      s.serviceId === serviceId &&
      this.get("regulatorycore", serviceId) &&
      sectionExistsOn(this.sectionLife.get(sectionId), this.dataset.today)
      ? s
      : undefined;
  }
}
