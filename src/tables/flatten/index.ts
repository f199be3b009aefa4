// flatten.<name>(tableOrRecords): relational child tables keyed by the parent's serviceId plus
// 0-based positions, with the same columns even when empty. A child table carries its parent
// table's provenance, as a table derived by an Arquero verb does, so its exports say where the
// data came from.
import type { ColumnTable } from "arquero";
import { info, setInfo } from "../provenance.js";
import { outcomes } from "./outcomes.js";
import { measurements } from "./measurements.js";
import { arms } from "./arms.js";
import { designations } from "./designations.js";
import { authorizationsByAgency } from "./authorizations-by-agency.js";
import { documentSections } from "./document-sections.js";
import { mechanisms } from "./mechanisms.js";
import { targets } from "./targets.js";
import { authors } from "./authors.js";
import { affiliations } from "./affiliations.js";

export type { FlattenInput } from "./parents.js";
export { parseNumber } from "./parse-number.js";

import type { FlattenInput } from "./parents.js";

function withParentProvenance(flattener: (input: FlattenInput) => ColumnTable): (input: FlattenInput) => ColumnTable {
  return (input) => {
    const child = flattener(input);
    const parent = Array.isArray(input) ? undefined : info(input as ColumnTable);
    return parent ? setInfo(child, parent) : child;
  };
}

/**
 * Child tables of nested record fields, one row per element, keyed by the parent's `serviceId` plus 0-based positions;
 * each takes a table (or an array of records) of the right core and keeps the same columns even when empty.
 */
export const flatten = {
  /** TrialCore outcomes (fetched with `include: ["outcomes"]`): one row per outcome of each trial. */
  outcomes: withParentProvenance(outcomes),
  /**
   * TrialCore outcome measurements: one row per measurement, with the outcome's type, title, units, `paramType` and
   * `dispersionType` repeated; `value`, `dispersion`, `lower` and `upper` are the strings parsed by `parseNumber` (null when
   * not a plain number).
   */
  measurements: withParentProvenance(measurements),
  /** TrialCore arm groups: one row per arm of each trial. */
  arms: withParentProvenance(arms),
  /** RegulatoryCore designations: one row per expedited-program designation of each authorization. */
  designations: withParentProvenance(designations),
  /**
   * RegulatoryCore links to the same product's authorization at the other agency: one row per link, the linked record's ID in
   * `linkedServiceId`.
   */
  authorizationsByAgency: withParentProvenance(authorizationsByAgency),
  /** RegulatoryCore document sections: one row per section entry; fields a section variant lacks (such as `content`) are null. */
  documentSections: withParentProvenance(documentSections),
  /** DrugCore mechanisms of action: one row per mechanism of each drug. */
  mechanisms: withParentProvenance(mechanisms),
  /** DrugCore mechanism targets: one row per target of each mechanism; join `ensemblId` to GeneCore's `ensemblGeneId`. */
  targets: withParentProvenance(targets),
  /** BiomedCore authors (fetched with `include: ["authorsMetadata"]`): one row per author of each publication. */
  authors: withParentProvenance(authors),
  /** BiomedCore author affiliations: one row per affiliation of each author, with the author's name and ORCID repeated. */
  affiliations: withParentProvenance(affiliations),
} as const;

/** The type of `flatten`: its child-table functions by name. */
export type Flatten = typeof flatten;
