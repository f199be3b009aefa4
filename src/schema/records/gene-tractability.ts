// GeneCore tractability (addendum): per modality, clinical stages reached and predictive evidence.
// The real service writes the stages as labels ("Advanced Clinical"); the addendum and the sandbox
// use the filter keys (ADVANCED_CLINICAL). Both are known values.
import * as z from "zod";
import { TRACTABILITY_STAGE_LABELS, TRACTABILITY_STAGES } from "../enums.js";
import { en, obj, perMode, strs, type Mode, type Named, type Out } from "../mode.js";

const tractabilityBucket = (m: Mode) =>
  obj(m, {
    clinical: z.array(en(m, [...TRACTABILITY_STAGES, ...TRACTABILITY_STAGE_LABELS], "GeneCoreRecord.tractability.*.clinical[]")),
    predictive: strs(),
  });
/**
 * Tractability of a gene for one modality: the clinical stages reached (as keys like `ADVANCED_CLINICAL` or labels like
 * `Advanced Clinical`) and the predictive evidence.
 */
export type TractabilityBucket = { [K in keyof Out<typeof tractabilityBucket>]: Out<typeof tractabilityBucket>[K] };
const tractabilityBucketSchema: Named<TractabilityBucket> = perMode(tractabilityBucket);

const tractability = (m: Mode) =>
  obj(m, {
    smallMolecule: tractabilityBucketSchema(m),
    antibody: tractabilityBucketSchema(m),
    protac: tractabilityBucketSchema(m),
    otherClinical: tractabilityBucketSchema(m),
  });
/** A gene's tractability per drug modality: small molecule, antibody, PROTAC and other clinical. */
export type Tractability = { [K in keyof Out<typeof tractability>]: Out<typeof tractability>[K] };
export const tractabilitySchema: Named<Tractability> = perMode(tractability);
