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

export const flatten = {
  outcomes: withParentProvenance(outcomes),
  measurements: withParentProvenance(measurements),
  arms: withParentProvenance(arms),
  designations: withParentProvenance(designations),
  authorizationsByAgency: withParentProvenance(authorizationsByAgency),
  documentSections: withParentProvenance(documentSections),
  mechanisms: withParentProvenance(mechanisms),
  targets: withParentProvenance(targets),
  authors: withParentProvenance(authors),
  affiliations: withParentProvenance(affiliations),
} as const;

export type Flatten = typeof flatten;
