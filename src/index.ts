// The public surface of corebook (DESIGN.md, "Public API"). Only re-exports live here.

// Tables: the session, per-core tables, flatteners, links, provenance.
export {
  connect, flatten, links, info, parseNumber, LINK_FIELDS, PartialResultError, columnTypes,
  type ConnectOptions, type Session, type SessionUsage, type CoreTables, type FeedCoreTables,
  type RegulatoryCoreTables, type RecordOptions, type LookupTableOptions, type GetTableOptions,
  type SearchAllOptions, type FollowOptions, type Flatten, type FlattenInput, type Provenance,
  type TruncatedWindow, type ColumnType, type ColumnTypes, type ProgressEvent,
} from "./tables/index.js";

// The low-level client and its errors.
export {
  createClient, estimateCost, ServiceError, BadRequestError, AuthenticationError, InsufficientCreditsError,
  PermissionDeniedError, NotFoundError, UnprocessableEntityError, RateLimitError, InternalServerError,
  ConnectionError, TimeoutError, ValidationError, BudgetExceededError, AbortError,
  type ClientOptions, type CoreApi, type RateLimitConfig, type UsageSnapshot,
} from "./api/index.js";

// Charts and notebook display.
export { charts, Chart, type ChartOptions, type VegaLiteSpec, type PngOptions } from "./charts/index.js";
export { show, createProgress, type Progress } from "./notebook/index.js";

// Export and read back.
export { exportTable, readTable, toDanfo, fromDanfo, type ExportOptions, type ReadOptions } from "./export/index.js";

// The sandbox.
export { startSandbox, type RunningSandbox, type SandboxOptions } from "./sandbox/index.js";

// Record and parameter types, and the service's vocabularies.
export type {
  BiomedCoreRecord, TrialCoreRecord, DrugCoreRecord, RegulatoryCoreRecord, GeneCoreRecord, PatentCoreRecord,
  AuthorMetadata, Affiliation, ArmGroup, TrialOutcome, Measurement, MechanismOfAction, DrugTarget, Designation,
  AuthorizationByAgency, FdaDetails, EmaDetails, DocumentSection, DocumentSectionEvidence, DocumentSectionToc,
  ChangeEntry, RegulatoryChangeEntry, LookupResult, Capabilities, Credits, CoreName,
} from "./schema/index.js";
export * as vocab from "./schema/enums.js";
