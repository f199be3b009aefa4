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

const DEFAULT_SHAPES = {
  biomedcore: biomedcoreDefaultShape,
  trialcore: trialcoreDefaultShape,
  drugcore: drugcoreDefaultShape,
  regulatorycore: regulatorycoreDefaultShape,
  genecore: genecoreDefaultShape,
  patentcore: patentcoreDefaultShape,
} as const;

/**
 * Fields every record carries, in reference order (the column order of tables). Each core's list
 * is read from its shape on first access, not at import: building the six shapes was most of
 * what evaluating the schema layer cost in `import("corebook")` (bench/import.mjs), and nothing
 * needs these lists before a record is parsed.
 */
export const DEFAULT_FIELDS: Record<CoreName, readonly string[]> = Object.defineProperties(
  {} as Record<CoreName, readonly string[]>,
  Object.fromEntries(
    Object.entries(DEFAULT_SHAPES).map(([core, shape]) => {
      let fields: readonly string[] | undefined;
      const get = () => {
        fields ??= Object.keys(shape("strict"));
        return fields;
      };
      return [core, { get, enumerable: true }];
    }),
  ),
);

/** Fields returned only when named in `include`; they are exactly the include values. */
export const INCLUDE_FIELDS: Record<CoreName, readonly string[]> = INCLUDES;
