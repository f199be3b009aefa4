// The contract between the generator (src/sandbox/generate) and the server (src/sandbox):
// the generator produces a Dataset, the server indexes and serves it. Records are stored in
// their full form (every include-only field present); the server removes what was not asked for.
import { formatDatasetHeader } from "../schema/index.js";
import type { ChangesCoreName } from "../schema/index.js";
import type {
  BiomedCoreRecord,
  TrialCoreRecord,
  DrugCoreRecord,
  RegulatoryCoreRecord,
  GeneCoreRecord,
  PatentCoreRecord,
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

/**
 * When a record exists and when its row was rewritten. A change "lands" on its day and is
 * visible from the next day on (feed rule 5: the most recent day is withheld until ingested), in
 * the feeds and in the records alike, so what a feed reports on day T is exactly what is served.
 */
export interface Timeline {
  /** The day the record entered the service; null when it predates the history. */
  created: string | null;
  /** The day it left the service (visible as gone from the next day), or null. */
  deleted: string | null;
  /** Its lastUpdateDate before any rewrite inside the history (null when unknown). */
  base: string | null;
  /** Days its row was rewritten, ascending (excluding creation). */
  updates: string[];
  /** Content changes, ascending by day. Each names the values its fields held before it landed. */
  revisions?: Revision[];
}

/**
 * A content change of one record on a rewrite day. Records are stored in their latest state, so a
 * revision keeps the earlier values of the top-level fields it changed: the record as of day T is
 * the stored one with `before` of every revision dated on or after T laid over it, latest first.
 */
export interface Revision {
  day: string;
  before: Record<string, unknown>;
}

/** The span of days a sandbox's clock may take, and the day the dataset is anchored to. */
export interface DatasetClock {
  /** The day the dataset is anchored to (`YYYY-MM-DD`): the default `today` of every sandbox. */
  anchor: string;
  /** The first day `setToday` accepts (`YYYY-MM-DD`), the start of the change history. */
  earliest: string;
  /** The last day `setToday` accepts (`YYYY-MM-DD`), the end of the generated history. */
  latest: string;
}

/**
 * A sandbox dataset: every record of the six cores in full form, their document sections and change history, and the day it is
 * served as of.
 */
export interface Dataset {
  /** Present on generated datasets: the generator's dataset version (dataset-version.ts). */
  version?: number;
  /** The generator's seed: the same seed, scale and dataset version give the same records. */
  seed: number;
  /** How many records were generated: `small`, `medium` or `large`. */
  scale: Scale;
  /**
   * The sandbox's current day. Records show every change that landed before it; events dated on
   * or after it are withheld from feeds (feed rule 5). Moved by `setToday` on a running sandbox.
   */
  today: string;
  /** Present on generated datasets: the anchor and the span `today` may move in. */
  clock?: DatasetClock;
  /** Present on generated datasets: every record's life, by serviceId. Records without one always exist. */
  timelines?: Map<string, Timeline>;
  /** What the data is, in one sentence (for a generated dataset: synthetic, with its version, seed, scale and anchor day). */
  description: string;
  /** Every record of the dataset in full form, in its latest state (see `timelines` for when each exists). */
  records: {
    /** Publications. */
    biomedcore: BiomedCoreRecord[];
    /** Clinical trials. */
    trialcore: TrialCoreRecord[];
    /** Drugs. */
    drugcore: DrugCoreRecord[];
    /** FDA and EMA authorizations. */
    regulatorycore: RegulatoryCoreRecord[];
    /** Genes. */
    genecore: GeneCoreRecord[];
    /** Patents. */
    patentcore: PatentCoreRecord[];
  };
  /** Every document section of every live RegulatoryCore record, by documentSectionId. */
  sections: Map<string, StoredSection>;
  /** Change history per feed core, in ascending updateDate order. */
  changes: Record<ChangesCoreName, ChangeEvent[]>;
  /** RegulatoryCore section events, in ascending updateDate order. */
  sectionChanges: SectionEvent[];
}

/** The X-Corebook-Dataset value of every response served from `dataset`. */
export const datasetHeaderOf = (dataset: Dataset): string =>
  formatDatasetHeader({ version: dataset.version, seed: dataset.seed, scale: dataset.scale });
