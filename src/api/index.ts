// The public surface of the low-level client; nothing else in src/api is imported from outside.
export { createClient, type ClientOptions, type CoreApi } from "./client.js";
export type { CallOptions } from "./call-options.js";
export type { CoreClient, GetOptions, SearchCallOptions } from "./core-client.js";
export { clientOf } from "./core-client.js";
export type { ChangesClient, ChangePage } from "./changes.js";
export { changesClientOf } from "./changes.js";
export type { BiomedCoreClient } from "./biomedcore.js";
export type { TrialCoreClient } from "./trialcore.js";
export type { DrugCoreClient } from "./drugcore.js";
export type { RegulatoryCoreClient } from "./regulatorycore.js";
export type { GeneCoreClient } from "./genecore.js";
export type { PatentCoreClient } from "./patentcore.js";
export type { RecordOf, SectionRecord } from "./records.js";
export type { LookupResult, LookupItemsOf } from "./lookup.js";
export {
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
} from "./errors.js";
export { CreditLedger, estimateCost, type LedgerEntry, type Endpoint, type CostParams } from "./ledger.js";
export { Usage, type UsageSnapshot } from "./usage.js";
export { parseBaseUrl } from "./base-url.js";
export { DEFAULT_RATE_LIMIT, type RateLimitConfig } from "./pacing/limits.js";
export { ServicePaceEstimate } from "./pacing/service-pace.js";
export { parseResetHeader, parseRetryAfter } from "./rate-headers.js";
export { DEFAULT_RETRY_POLICY, backoffDelay, type RetryPolicy } from "./retry.js";
