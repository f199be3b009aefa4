// The enum and boolean filters searchAll can slice a full search by, per core, when there is no
// date filter or a one-day date window is still full. A dimension is useful only when every value
// of the filter is known (an enum or a boolean) and each record carries it, so the slices cover
// the result; `valuesOf` reads the record's own value(s), so the records a full search returned
// tell how the unseen rest is likely spread over the slices.
import {
  AGENCIES,
  AUTHORIZATION_STATUSES,
  CLINICAL_STAGES,
  DRUG_TYPES,
  GENE_TYPES,
  MOLECULE_TYPES,
  OVERALL_STATUSES,
  SPONSOR_TYPES,
  STUDY_TYPES,
  TARGET_CLASSES,
  TRIAL_PHASES,
  type CoreName,
} from "../../schema/index.js";

export type SliceValue = string | boolean;

export interface SliceDimension {
  /** The search parameter (wire name). */
  param: string;
  values: readonly SliceValue[];
  /** The values a record has for this filter ([] when it has none: no slice can reach it). */
  valuesOf(record: Record<string, unknown>): SliceValue[];
}

const enumKey = (s: string): string =>
  s
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "_")
    .replace(/^_|_$/g, "");

function single(param: string, values: readonly string[], field = param): SliceDimension {
  return {
    param,
    values,
    valuesOf: (r) => (typeof r[field] === "string" && values.includes(r[field] as string) ? [r[field] as string] : []),
  };
}

function flag(param: string, field = param): SliceDimension {
  return { param, values: [true, false], valuesOf: (r) => (typeof r[field] === "boolean" ? [r[field] as boolean] : []) };
}

// GeneCore targetClass matches any level of the class path, so a gene can sit in several slices
// (deduplicated by serviceId afterwards) and a gene with no class in none.
const targetClass: SliceDimension = {
  param: "targetClass",
  values: TARGET_CLASSES,
  valuesOf: (r) => {
    const path = (r.targetClass as { path?: unknown } | null | undefined)?.path;
    const keys = Array.isArray(path) ? path.filter((s): s is string => typeof s === "string").map(enumKey) : [];
    return TARGET_CLASSES.filter((c) => keys.includes(c));
  },
};

const object = (v: unknown): Record<string, unknown> | null =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** A boolean filter the service derives from a record's content: `test` reads it the same way. */
function derived(param: string, test: (r: Record<string, unknown>) => boolean | null): SliceDimension {
  return {
    param,
    values: [true, false],
    valuesOf: (r) => {
      const v = test(r);
      return v === null ? [] : [v];
    },
  };
}

// GeneCore's derived flags: druggable when tractability lists any clinical or predictive entry for
// a modality (or the record says so), with safety liabilities when the list is not empty,
// essential as DepMap says (none without DepMap data: no slice reaches those genes by it).
const isDruggable = derived("isDruggable", (r) => {
  if (typeof r.isDruggable === "boolean") return r.isDruggable;
  const buckets = Object.values(object(r.tractability) ?? {});
  return buckets.some((b) =>
    ["clinical", "predictive"].some((k) => {
      const entries = object(b)?.[k];
      return Array.isArray(entries) && entries.length > 0;
    }),
  );
});
const hasSafetyLiabilities = derived("hasSafetyLiabilities", (r) => Array.isArray(r.safetyLiabilities) && r.safetyLiabilities.length > 0);
const isEssential = derived("isEssential", (r) => {
  const v = object(r.depmapEssentiality)?.isEssential;
  return typeof v === "boolean" ? v : null;
});

/** Dimensions in the order they are tried: the most even partitions first. */
export const SLICE_DIMENSIONS: Record<CoreName, readonly SliceDimension[]> = {
  trialcore: [
    single("phase", TRIAL_PHASES),
    single("overallStatus", OVERALL_STATUSES),
    single("studyType", STUDY_TYPES),
    single("sponsorType", SPONSOR_TYPES),
    flag("hasResults"),
  ],
  drugcore: [single("drugType", DRUG_TYPES), single("maxClinicalStage", CLINICAL_STAGES)],
  regulatorycore: [
    single("agency", AGENCIES),
    single("authorizationStatus", AUTHORIZATION_STATUSES),
    single("moleculeType", MOLECULE_TYPES),
    flag("isOrphan"),
  ],
  genecore: [single("geneType", GENE_TYPES), isDruggable, isEssential, hasSafetyLiabilities, targetClass],
  biomedcore: [flag("isRetracted")],
  patentcore: [flag("hasClaims"), flag("hasDescription")],
};

/**
 * The values a dimension may take inside the caller's own filter: the caller's values when given
 * (searchAll narrows, never widens), else every value.
 */
export function allowedValues(dimension: SliceDimension, params: Record<string, unknown>): SliceValue[] {
  const given = params[dimension.param];
  if (given === undefined) return [...dimension.values];
  const list = Array.isArray(given) ? given : [given];
  return dimension.values.filter((v) =>
    list.some((g) => (typeof v === "string" && typeof g === "string" ? enumKey(g) === enumKey(v) : g === v)),
  );
}
