// flatten.<name>(tableOrRecords): relational child tables keyed by the parent's serviceId plus
// 0-based positions, with the same columns even when empty.
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

export const flatten = {
  outcomes,
  measurements,
  arms,
  designations,
  authorizationsByAgency,
  documentSections,
  mechanisms,
  targets,
  authors,
  affiliations,
} as const;

export type Flatten = typeof flatten;
