// Relevance-ranked full text (MiniSearch, BM25+) over the fields of TEXT_FIELDS. Terms combine
// with OR so that the ranked tail fills `limit` however weak, as the real service does.
import MiniSearch from "minisearch";
import type { CoreName } from "../../schema/index.js";
import type { StoredSection } from "../dataset.js";
import type { Rec } from "../records/record.js";
import { TEXT_FIELDS, tokenize } from "./text-fields.js";

interface Hit {
  id: string;
  score: number;
}

const OPTIONS = { tokenize, processTerm: (t: string) => t } as const;

export class TextIndex {
  private readonly index: MiniSearch<Rec>;
  private readonly boost: Record<string, number>;

  constructor(core: CoreName, records: readonly Rec[]) {
    const fields = TEXT_FIELDS[core];
    const byName = new Map(fields.map((f) => [f.name, f.text]));
    this.boost = Object.fromEntries(fields.map((f) => [f.name, f.boost]));
    this.index = new MiniSearch<Rec>({
      idField: "serviceId",
      fields: fields.map((f) => f.name),
      extractField: (doc, name) => (name === "serviceId" ? (doc.serviceId as string) : byName.get(name)?.(doc)),
      ...OPTIONS,
    });
    this.index.addAll(records as Rec[]);
  }

  search(query: string): Hit[] {
    return this.index
      .search(query, { combineWith: "OR", boost: this.boost, prefix: false, fuzzy: false })
      .map((r) => ({ id: String(r.id), score: r.score }));
  }
}

/** RegulatoryCore document text, indexed per section so matches can be shown as evidence. */
export class SectionIndex {
  private readonly index: MiniSearch<StoredSection>;

  constructor(sections: Iterable<StoredSection>) {
    this.index = new MiniSearch<StoredSection>({
      idField: "documentSectionId",
      fields: ["title", "content"],
      storeFields: ["serviceId"],
      extractField: (doc, name) => String(Reflect.get(doc, name) ?? ""),
      ...OPTIONS,
    });
    this.index.addAll([...sections]);
  }

  search(query: string): (Hit & { serviceId: string })[] {
    return this.index
      .search(query, { combineWith: "OR", boost: { title: 2, content: 1 }, prefix: false, fuzzy: false })
      .map((r) => ({ id: String(r.id), score: r.score, serviceId: String(r.serviceId) }));
  }
}
