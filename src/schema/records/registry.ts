// Record schemas and field lists by core name.
import { INCLUDES, type CoreName } from "../enums.js";
import type { Mode } from "../mode.js";
import { biomedcoreDefaultShape, biomedcoreRecordSchema, type BiomedCoreRecord } from "./biomedcore.js";
import { drugcoreDefaultShape, drugcoreRecordSchema, type DrugCoreRecord } from "./drugcore.js";
import { genecoreDefaultShape, genecoreRecordSchema, type GeneCoreRecord } from "./genecore.js";
import { patentcoreDefaultShape, patentcoreRecordSchema, type PatentCoreRecord } from "./patentcore.js";
import { regulatorycoreDefaultShape, regulatorycoreRecordSchema, type RegulatoryCoreRecord } from "./regulatorycore.js";
import { trialcoreDefaultShape, trialcoreRecordSchema, type TrialCoreRecord } from "./trialcore.js";

/** The record type of each core, as get-by-ID and search return it (lenient parsing: unknown enum values kept as strings). */
export interface RecordByCore {
  /** A publication. */
  biomedcore: BiomedCoreRecord;
  /** A clinical trial. */
  trialcore: TrialCoreRecord;
  /** A drug or molecule. */
  drugcore: DrugCoreRecord;
  /** An FDA or EMA authorization. */
  regulatorycore: RegulatoryCoreRecord;
  /** A gene. */
  genecore: GeneCoreRecord;
  /** A patent publication (preview core). */
  patentcore: PatentCoreRecord;
}
/** The record type of core `C`, e.g. `RecordOf<"trialcore">` is `TrialCoreRecord`. */
export type RecordOf<C extends CoreName> = RecordByCore[C];
/** A record of any core. */
export type AnyRecord = RecordByCore[CoreName];

const RECORD_SCHEMAS = {
  biomedcore: biomedcoreRecordSchema,
  trialcore: trialcoreRecordSchema,
  drugcore: drugcoreRecordSchema,
  regulatorycore: regulatorycoreRecordSchema,
  genecore: genecoreRecordSchema,
  patentcore: patentcoreRecordSchema,
} as const;

export function recordSchema<C extends CoreName>(core: C, m: Mode = "lenient"): ReturnType<(typeof RECORD_SCHEMAS)[C]> {
  return RECORD_SCHEMAS[core](m) as ReturnType<(typeof RECORD_SCHEMAS)[C]>;
}

/** Fields every record carries, in reference order (the column order of tables). */
export const DEFAULT_FIELDS: Record<CoreName, readonly string[]> = {
  biomedcore: Object.keys(biomedcoreDefaultShape("strict")),
  trialcore: Object.keys(trialcoreDefaultShape("strict")),
  drugcore: Object.keys(drugcoreDefaultShape("strict")),
  regulatorycore: Object.keys(regulatorycoreDefaultShape("strict")),
  genecore: Object.keys(genecoreDefaultShape("strict")),
  patentcore: Object.keys(patentcoreDefaultShape("strict")),
};

/** Fields returned only when named in `include`; they are exactly the include values. */
export const INCLUDE_FIELDS: Record<CoreName, readonly string[]> = INCLUDES;
