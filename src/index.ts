// The public surface of corebook. Only re-exports live here.

// Each block below carries a `// @group <Title>` line: the API reference (`npm run docs`) lists its
// names under that title (scripts/typedoc-groups.mjs; a name outside any group fails the build).
// Every error class is listed under Errors whatever block exports it.

// @group Connect
// The session: connect(), what it returns and what it is configured with.
export { connect } from "./connect.js";
export type { Session } from "./mirror/session.js";
export type { ConnectOptions, ConnectSandboxOptions, SessionUsage } from "./tables/index.js";

// @group Cores & tables
// Per-core tables, flatteners, provenance and column types.
export {
  flatten,
  info,
  parseNumber,
  columnTypes,
  PartialResultError,
  type CoreTables,
  type ChangesCoreTables,
  type RegulatoryCoreTables,
  type RecordOptions,
  type LookupTableOptions,
  type GetTableOptions,
  type FollowOptions,
  type Flatten,
  type FlattenInput,
  type Provenance,
  type ProvenanceSource,
  type ColumnType,
  type ColumnTypes,
  type ProgressEvent,
  type ProgressListener,
  type ColumnTable,
} from "./tables/index.js";

// @group searchAll
// Past the 300-results cap: options, the estimate, the result and the cost check.
export {
  SearchAllCostError,
  type SearchAllOptions,
  type SearchAllEstimate,
  type SearchAllResult,
  type TruncatedWindow,
} from "./tables/index.js";

// @group Links & analysis
// Links between cores, day arithmetic, FDA/EMA pairs, unambiguous joins, feeds, reverse links.
export { daysBetween, yearsBetween, yearOf, ageAt } from "./days/index.js";
// The change feed's earlier names ("changes", the service reference's word, is the one now), deprecated.
export {
  feedTable,
  feedDecisions,
  FEED_MAX_AGE,
  type FeedCoreTables,
  type FeedClient,
  type FeedCoreName,
  type FeedParams,
} from "./deprecated-names.js";
export {
  links,
  LINK_FIELDS,
  op,
  dayOps,
  useDayOps,
  type DayOps,
  type OpWithDays,
  joinOn,
  type JoinKeys,
  type JoinHow,
  type Unmatched,
  type UnmatchedKey,
  type JoinKeyValue,
  pairs,
  changesTable,
  changeDecisions,
  applyChanges,
  patentsOfDrugs,
  type PatentsOfDrugsOptions,
} from "./tables/index.js";

// @group Mirror
// The mirror: a DuckDB copy kept current from the change feeds (sv.mirror), loaded on first use.
export { MirrorDamagedError, MirrorError, MirrorLockedError } from "./mirror/mirror-errors.js";
export type {
  Mirror,
  MirrorStatus,
  MirrorDefinition,
  MirrorSearch,
  MirrorHop,
  ParquetManifest,
  SyncReport,
} from "./mirror/index.js";

// @group Errors
// The error family (docs/troubleshooting.md, "The error family"): every error corebook throws on purpose is a CorebookError;
// bad input caught before anything is sent is a MisuseError; an HTTP failure is a ServiceError.
export { CorebookError, MisuseError, CommandMisuseError, DiskWriteError, type MisuseDetails } from "./errors/index.js";
// Their earlier names ("usage" now names only what a session consumes, sv.usage), deprecated.
export { UsageError, CommandUsageError, type UsageDetails } from "./errors/index.js";
export { SchemaParseError } from "./schema/parse-error.js";

// @group Client
// The low-level client (its error classes are listed under Errors).
export {
  createClient,
  estimateCost,
  ServiceError,
  BadRequestError,
  AuthenticationError,
  InsufficientCreditsError,
  PermissionDeniedError,
  NotFoundError,
  UnprocessableEntityError,
  RateLimitError,
  InternalServerError,
  ConnectionError,
  TimeoutError,
  ValidationError,
  BudgetExceededError,
  AbortError,
  ResponseTooLargeError,
  RedirectError,
  ProtocolError,
  type ClientOptions,
  type CoreApi,
  type RateLimitConfig,
  type UsageSnapshot,
  type Usage,
  type CreditLedger,
  type LedgerEntry,
  type Endpoint,
  type CostParams,
  type CoreClient,
  type ChangesClient,
  type CallOptions,
  type SearchCallOptions,
  type GetOptions,
  type ChangePage,
  type BiomedCoreClient,
  type TrialCoreClient,
  type DrugCoreClient,
  type RegulatoryCoreClient,
  type GeneCoreClient,
  type PatentCoreClient,
  type RetryPolicy,
} from "./api/index.js";

// @group Cache & snapshots
// The response cache and snapshots.
export {
  defaultCacheDir,
  CacheMissError,
  StoreMissError,
  SnapshotDamagedError,
  SnapshotFormatError,
  DEFAULT_MAX_AGE,
  CHANGES_MAX_AGE,
  type CacheOptions,
  type CacheMode,
  type SnapshotOption,
  type SnapshotMode,
  type MaxAge,
} from "./cache/index.js";
export type { SessionCache } from "./tables/session.js";
export type { RefreshChangedResult } from "./tables/refresh-changed.js";

// @group Charts & display
// Charts and notebook display.
export { charts, Chart, type ChartOptions, type VegaLiteSpec, type TableSpec, type PngOptions } from "./charts/index.js";
export { show } from "./notebook/show.js";
export { createProgress, type Progress } from "./notebook/progress.js";

// @group Export
// Export and read back.
export { exportTable, readTable } from "./export/on-first-use.js";
export { toDanfo, fromDanfo } from "./export/danfo.js";
export type { ExportOptions, ReadOptions } from "./export/export-types.js";

// @group Sandbox
// The sandbox loads on the first startSandbox() (or offline connect()).
export { startSandbox } from "./sandbox/launch.js";
export { ANCHOR_DATE } from "./sandbox/generate/clock.js";
export type { RunningSandbox, SandboxOptions, Dataset, DatasetClock } from "./sandbox/index.js";

// @group Records & parameters
// Record, result and parameter types: every public result has a name here, so a notebook cell
// compiled with declaration emit (tslab) can store it in a top-level const.
export type {
  BiomedCoreRecord,
  TrialCoreRecord,
  DrugCoreRecord,
  RegulatoryCoreRecord,
  GeneCoreRecord,
  PatentCoreRecord,
  RecordOf,
  RecordByCore,
  AnyRecord,
  AuthorMetadata,
  Affiliation,
  ArmGroup,
  TrialOutcome,
  Measurement,
  MechanismOfAction,
  DrugTarget,
  Designation,
  AuthorizationByAgency,
  FdaDetails,
  EmaDetails,
  DocumentSection,
  DocumentSectionEvidence,
  DocumentSectionToc,
  EmbeddedDocumentSection,
  HgncGeneGroup,
  TargetClass,
  Tractability,
  TractabilityBucket,
  SafetyLiability,
  SafetyEffect,
  SafetySource,
  GnomadConstraint,
  ConstraintMetrics,
  LossOfFunctionConstraint,
  DepmapEssentiality,
  TopDependency,
  Protein,
  ProteinIdentity,
  ProteinFunction,
  ProteinBiophysics,
  ProteinStructure,
  ChangeEntry,
  RegulatoryChangeEntry,
  SectionChangeEntry,
  ChangeEntryOf,
  ChangeEntryByCore,
  LookupResult,
  LookupSuccess,
  LookupFailure,
  LookupItemError,
  LookupItem,
  Capabilities,
  CapabilitiesData,
  CoreCapabilities,
  Credits,
  CreditsData,
  CoreName,
  ChangesCoreName,
  IncludeOf,
  LookupKeyOf,
  SearchParams,
  GetParams,
  ChangesParams,
  WarningSink,
  SchemaWarning,
} from "./schema/index.js";
export * as vocab from "./schema/enums.js";
