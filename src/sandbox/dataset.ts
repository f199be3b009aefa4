// The contract between the generator (src/sandbox/generate) and the server (src/sandbox):
// the generator produces a Dataset, the server indexes and serves it. Records are stored in
// their full form (every include-only field present); the server removes what was not asked for.
import type { CoreName, FeedCoreName } from "../schema/enums.js";
import type {
  BiomedCoreRecord, TrialCoreRecord, DrugCoreRecord, RegulatoryCoreRecord, GeneCoreRecord, PatentCoreRecord,
} from "../schema/index.js";

export type Scale = "small" | "medium" | "large";

/** A record-level event in a core's change history. */
export interface ChangeEvent {
  serviceId: string;
  updateType: "created" | "updated" | "deleted" | "unchanged";
  /** YYYY-MM-DD: the day the change landed in the service. */
  updateDate: string;
  /** The record's createDate (null for records that predate tracking, and on deletions). */
  createDate: string | null;
}

/** A RegulatoryCore document-section event (counts against the feed page size). */
export interface SectionEvent {
  serviceId: string;
  documentSectionId: string;
  updateType: "created" | "updated" | "deleted";
  updateDate: string;
  createDate: string | null;
}

/** A document section as stored: base fields plus the full parsed text. */
export interface StoredSection {
  documentSectionId: string;
  serviceId: string;
  docType: string;
  path: string | null;
  title: string | null;
  textType: string | null;
  sourceUrl: string | null;
  sourceDate: string | null;
  content: string | null;
}

export interface Dataset {
  seed: number;
  scale: Scale;
  /** The clock: events dated on or after this day are withheld from feeds (feed rule 5). */
  today: string;
  description: string;
  /** Live records only, full form. Deleted records exist only in the change history. */
  records: {
    biomedcore: BiomedCoreRecord[];
    trialcore: TrialCoreRecord[];
    drugcore: DrugCoreRecord[];
    regulatorycore: RegulatoryCoreRecord[];
    genecore: GeneCoreRecord[];
    patentcore: PatentCoreRecord[];
  };
  /** Every document section of every live RegulatoryCore record, by documentSectionId. */
  sections: Map<string, StoredSection>;
  /** Change history per feed core, in ascending updateDate order. */
  changes: Record<FeedCoreName, ChangeEvent[]>;
  /** RegulatoryCore section events, in ascending updateDate order. */
  sectionChanges: SectionEvent[];
}

export type DatasetCore = CoreName;
