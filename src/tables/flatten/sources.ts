// Where each flattener reads: the core of its parent table, the nested field it flattens, and the
// index column that keys its rows. Flatteners check their input against it, and a child table is
// recognised by its index column (a flatten.designations table has designationIndex).
import type { CoreName } from "../../schema/index.js";

interface FlattenSource {
  core: CoreName;
  field: string;
  index: string;
}

export const FLATTEN_SOURCES = {
  outcomes: { core: "trialcore", field: "outcomes", index: "outcomeIndex" },
  measurements: { core: "trialcore", field: "outcomes", index: "measurementIndex" },
  arms: { core: "trialcore", field: "armGroups", index: "armIndex" },
  designations: { core: "regulatorycore", field: "designations", index: "designationIndex" },
  authorizationsByAgency: { core: "regulatorycore", field: "authorizationsByAgency", index: "linkIndex" },
  documentSections: { core: "regulatorycore", field: "documentSections", index: "sectionIndex" },
  mechanisms: { core: "drugcore", field: "mechanismsOfAction", index: "mechanismIndex" },
  targets: { core: "drugcore", field: "mechanismsOfAction", index: "targetIndex" },
  authors: { core: "biomedcore", field: "authorsMetadata", index: "authorIndex" },
  affiliations: { core: "biomedcore", field: "authorsMetadata", index: "affiliationIndex" },
} as const satisfies Record<string, FlattenSource>;

export type FlattenerName = keyof typeof FLATTEN_SOURCES;

// The grandchildren first: a measurements table also has outcomeIndex, a targets table mechanismIndex.
const BY_DEPTH: FlattenerName[] = [
  "measurements",
  "targets",
  "affiliations",
  "outcomes",
  "arms",
  "designations",
  "authorizationsByAgency",
  "documentSections",
  "mechanisms",
  "authors",
];

/** The flattener that made a table with these columns, or null for a table that is no child table. */
export function childTableOf(columns: readonly string[]): FlattenerName | null {
  return BY_DEPTH.find((name) => columns.includes(FLATTEN_SOURCES[name].index)) ?? null;
}

/** The flatteners that take a table of `core`. */
export function flattenersOf(core: CoreName): FlattenerName[] {
  return (Object.keys(FLATTEN_SOURCES) as FlattenerName[]).filter((name) => FLATTEN_SOURCES[name].core === core);
}
