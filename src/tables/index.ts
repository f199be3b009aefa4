// The public surface of the tables layer.
// Tables are Arquero tables; the type is re-exported so a notebook cell that stores one can name it
// through corebook (declaration emit) even when arquero is not a dependency of the notebook itself.
export type { ColumnTable } from "arquero";
export { openSession, type ConnectOptions, type ConnectSandboxOptions } from "./connect.js";
export type { CoreSession, SessionUsage } from "./session.js";
export type {
  CoreTables,
  ChangesCoreTables,
  RegulatoryCoreTables,
  RecordOptions,
  LookupTableOptions,
} from "./core-tables.js";
export type { GetTableOptions } from "./hydrate.js";
export type { SearchAllOptions } from "./search-all/search-all.js";
export type { FollowOptions } from "./follow.js";
export { flatten, parseNumber, type Flatten, type FlattenInput } from "./flatten/index.js";
export { links, LINK_FIELDS, LINK_TARGETS } from "./links.js";
export { info, type Provenance, type ProvenanceSource, type TruncatedWindow } from "./provenance.js";
export { recordsToTable, tableColumnTypes } from "./records-to-table.js";
export { lookupTable } from "./lookup-table.js";
export { dateFilters } from "./date-filters.js";
export { PartialResultError } from "./partial-error.js";
export { setProgressListener, startProgress, type ProgressEvent, type ProgressListener } from "./progress.js";
export { CORE_COLUMNS, type CoreColumns, type DerivedColumn } from "./columns/index.js";
export { columnStorage, type ColumnStorage } from "./compact/index.js";
export { columnTypes, setColumnTypes, type ColumnType, type ColumnTypes } from "./column-types.js";
export { op, dayOps, useDayOps, type DayOps, type OpWithDays } from "./day-ops.js";
export { joinOn, type JoinKeys, type JoinHow, type Unmatched, type UnmatchedKey, type JoinKeyValue } from "./join-on.js";
export { pairs } from "./pairs.js";
export { changesTable, changeDecisions, applyChanges, type SectionDecision } from "./feed-table.js";
export { patentsOfDrugs, type PatentsOfDrugsOptions } from "./reverse-links.js";
export { SearchAllCostError, type SearchAllEstimate } from "./search-all/estimate.js";
export type { SearchAllResult } from "./core-tables.js";
