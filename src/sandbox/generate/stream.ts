// Generation as a stream of chunks: records core by core, each RegulatoryCore chunk followed by
// its sections, then the change history. generateDataset collects the same stream, so the two
// forms can never disagree.
import { CHANGES_CORES, type CoreName, type ChangesCoreName } from "../../schema/index.js";
import type { AnyRecord } from "../../schema/index.js";
import type { ChangeEvent, Scale, SectionEvent, StoredSection, Timeline } from "../dataset.js";
import { DATASET_VERSION } from "../dataset-version.js";
import { coreChanges, sortSectionEvents } from "./changes.js";
import { createContext, type Context } from "./context.js";
import { ANCHOR_DATE, HISTORY_SPAN, LAST_DAY } from "./clock.js";
import { dayOfNumber, isDay } from "../../days/index.js";
import { drug } from "./drugs.js";
import { gene } from "./genes.js";
import { patent } from "./patents.js";
import { buildPlan } from "./plan.js";
import { publication } from "./publications.js";
import { regulatory } from "./regulatory.js";
import { SCALE_NAMES } from "./sizes.js";
import { timelineOf } from "./timelines.js";
import { trial } from "./trials.js";

export interface GenerateOptions {
  /** Any integer 0..4294967295; default 1. */
  seed?: number;
  /** Default "small". */
  scale?: Scale;
  /**
   * YYYY-MM-DD: the day the dataset is served as of, inside its history span. Default: the anchor
   * date. It does not change the generated records, only which of them exist and what they show.
   */
  today?: string;
}

interface StreamOptions extends GenerateOptions {
  /** Records per chunk (default 5000). */
  chunkSize?: number;
}

type DatasetChunk =
  | { kind: "records"; core: CoreName; records: AnyRecord[]; timelines: Timeline[] }
  | { kind: "sections"; sections: StoredSection[] }
  | { kind: "changes"; core: ChangesCoreName; changes: ChangeEvent[] }
  | { kind: "sectionChanges"; sectionChanges: SectionEvent[] };

interface ResolvedOptions {
  seed: number;
  scale: Scale;
  today: string;
}

export function resolveOptions(opts: GenerateOptions = {}): ResolvedOptions {
  const seed = opts.seed ?? 1;
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new Error(`generate: seed must be an integer from 0 to 4294967295, got ${String(seed)}`);
  }
  const scale = opts.scale ?? "small";
  if (!SCALE_NAMES.includes(scale)) throw new Error(`generate: scale must be one of ${SCALE_NAMES.join(", ")}, got "${String(scale)}"`);
  const today = opts.today ?? ANCHOR_DATE;
  checkToday(today, "generate");
  return { seed, scale, today };
}

/** Throws unless `today` is a real date inside the generated history. */
function checkToday(today: unknown, who: string): asserts today is string {
  const { earliest, latest } = HISTORY_SPAN;
  if (typeof today !== "string" || !isDay(today))
    throw new Error(`${who}: today must be a real date written YYYY-MM-DD, got "${String(today)}"`);
  if (today < earliest || today > latest) {
    throw new Error(`${who}: today must lie inside the dataset's history, ${earliest} to ${latest} (anchor ${ANCHOR_DATE}), got ${today}`);
  }
}

export function describe(o: ResolvedOptions): string {
  return `Synthetic corebook sandbox data (dataset version ${DATASET_VERSION}, seed ${o.seed}, scale ${o.scale}, anchored to ${ANCHOR_DATE}): generated, cross-linked records with obviously synthetic identifiers; not real publications, trials, drugs, authorizations, genes or patents.`;
}

type Materializer = (ctx: Context, i: number) => AnyRecord;
const MATERIALIZERS: Record<Exclude<CoreName, "regulatorycore">, Materializer> = {
  genecore: gene,
  drugcore: drug,
  trialcore: trial,
  biomedcore: publication,
  patentcore: patent,
};
/** Cores in an order where the most-linked-to come first (nothing depends on it but readability). */
const ORDER: readonly CoreName[] = ["genecore", "drugcore", "trialcore", "biomedcore", "regulatorycore", "patentcore"];

export function* generateStream(opts: StreamOptions = {}): Generator<DatasetChunk> {
  const resolved = resolveOptions(opts);
  const chunkSize = opts.chunkSize ?? 5000;
  if (!Number.isInteger(chunkSize) || chunkSize < 1)
    throw new Error(`generateStream: chunkSize must be a positive integer, got ${String(chunkSize)}`);
  // Generation runs on the dataset's own calendar up to its horizon, whatever day it is served as of.
  const ctx = createContext(buildPlan(resolved.seed, resolved.scale, dayOfNumber(LAST_DAY)));
  for (const core of ORDER) {
    const n = ctx.plan.counts[core];
    for (let start = 0; start < n; start += chunkSize) {
      const end = Math.min(n, start + chunkSize);
      if (core === "regulatorycore") {
        const records: AnyRecord[] = [];
        const timelines: Timeline[] = [];
        const sections: StoredSection[] = [];
        for (let i = start; i < end; i++) {
          const out = regulatory(ctx, i);
          records.push(out.record);
          timelines.push(timelineOf(ctx, core, i, out.record));
          sections.push(...out.sections);
        }
        yield { kind: "records", core, records, timelines };
        yield { kind: "sections", sections };
      } else {
        const make = MATERIALIZERS[core];
        const records: AnyRecord[] = [];
        const timelines: Timeline[] = [];
        for (let i = start; i < end; i++) {
          const record = make(ctx, i);
          records.push(record);
          timelines.push(timelineOf(ctx, core, i, record));
        }
        yield { kind: "records", core, records, timelines };
      }
    }
  }
  const sectionChanges: SectionEvent[] = [];
  for (const core of CHANGES_CORES) {
    yield { kind: "changes", core, changes: coreChanges(ctx, core, core === "regulatorycore" ? sectionChanges : undefined) };
  }
  yield { kind: "sectionChanges", sectionChanges: sortSectionEvents(sectionChanges) };
}
