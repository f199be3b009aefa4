// GeneCore search (addendum). Modality and stage are repeatable: the service matches their
// cross-product, which only makes sense for sets.
import { GENE_TYPES, TARGET_CLASSES, TRACTABILITY_MODALITIES, TRACTABILITY_STAGES } from "../enums.js";
import type { ParamsSpec } from "./spec.js";
import { booleanParam, includeParam, queryParam, repeatableEnum, searchLimitParam } from "./common.js";

export const genecoreSearchSpec = {
  query: queryParam,
  limit: searchLimitParam,
  include: includeParam("genecore"),
  geneType: repeatableEnum(GENE_TYPES),
  isDruggable: booleanParam,
  isEssential: booleanParam,
  hasSafetyLiabilities: booleanParam,
  targetClass: repeatableEnum(TARGET_CLASSES),
  tractabilityModality: repeatableEnum(TRACTABILITY_MODALITIES),
  tractabilityStage: repeatableEnum(TRACTABILITY_STAGES),
  maxConstraintLoeuf: { kind: "number", min: 0 },
} as const satisfies ParamsSpec;
