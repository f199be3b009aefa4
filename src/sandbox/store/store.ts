// The in-memory store over a Dataset: records by ID, sections by record, lookup indexes. Search
// indexes are built lazily per core (see search/text-index.ts) so a server is listening at once.
import { CORES, type CoreName } from "../../schema/enums.js";
import type { Dataset, StoredSection } from "../dataset.js";
import { buildLookupIndex, type LookupIndex } from "./lookup-index.js";
import type { Rec } from "./record.js";

export class Store {
  readonly records: Record<CoreName, Rec[]>;
  private readonly byId = new Map<CoreName, Map<string, Rec>>();
  private readonly rank = new Map<string, number>();
  private readonly lookups = new Map<CoreName, LookupIndex>();
  private sectionIndex: Map<string, StoredSection[]> | null = null;

  constructor(readonly dataset: Dataset) {
    this.records = dataset.records as unknown as Record<CoreName, Rec[]>;
    for (const core of CORES) {
      const m = new Map<string, Rec>();
      this.records[core].forEach((r, i) => { m.set(r.serviceId as string, r); this.rank.set(r.serviceId as string, i); });
      this.byId.set(core, m);
    }
  }

  get(core: CoreName, id: string): Rec | undefined {
    return this.byId.get(core)!.get(id);
  }

  /** The record's position in the dataset: the stable tie-breaker for equal scores. */
  position(id: string): number {
    return this.rank.get(id) ?? Number.MAX_SAFE_INTEGER;
  }

  lookupIndex(core: CoreName): LookupIndex {
    let index = this.lookups.get(core);
    if (!index) { index = buildLookupIndex(core, this.records[core]); this.lookups.set(core, index); }
    return index;
  }

  /** The document sections of a RegulatoryCore record, in dataset order. */
  sectionsOf(serviceId: string): StoredSection[] {
    if (!this.sectionIndex) {
      const idx = new Map<string, StoredSection[]>();
      for (const s of this.dataset.sections.values()) {
        const list = idx.get(s.serviceId);
        if (list) list.push(s); else idx.set(s.serviceId, [s]);
      }
      this.sectionIndex = idx;
    }
    return this.sectionIndex.get(serviceId) ?? [];
  }

  section(serviceId: string, sectionId: string): StoredSection | undefined {
    const s = this.dataset.sections.get(sectionId);
    return s && s.serviceId === serviceId ? s : undefined;
  }
}
