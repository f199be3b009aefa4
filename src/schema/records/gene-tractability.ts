// GeneCore tractability (addendum): per modality, clinical stages reached and predictive evidence.
import { z } from "zod";
import { TRACTABILITY_STAGES } from "../enums.js";
import { en, obj, perMode, strs } from "../mode.js";

export const tractabilityBucketSchema = perMode((m) =>
  obj(m, {
    clinical: z.array(en(m, TRACTABILITY_STAGES, "GeneCoreRecord.tractability.*.clinical[]")),
    predictive: strs(),
  }),
);

export const tractabilitySchema = perMode((m) =>
  obj(m, {
    smallMolecule: tractabilityBucketSchema(m),
    antibody: tractabilityBucketSchema(m),
    protac: tractabilityBucketSchema(m),
    otherClinical: tractabilityBucketSchema(m),
  }),
);

export type TractabilityBucket = z.infer<ReturnType<typeof tractabilityBucketSchema>>;
export type Tractability = z.infer<ReturnType<typeof tractabilitySchema>>;
