// The response cache and snapshots: what api/'s request loop consults before sending.
export { defaultCacheDir } from "./cache-dir.js";
export { canonicalKey, type StoredRequest } from "./canonical-key.js";
export { corebookVersion } from "./corebook-version.js";
export { DEFAULT_MAX_AGE, CHANGES_MAX_AGE, type MaxAge } from "./max-age.js";
export { checkCacheOption, openResponseCache, resolveSnapshot, type CacheOptions, type SnapshotOption } from "./open-cache.js";
export { CACHE_MODES, SNAPSHOT_MODES, type CacheMode, type ResponseCache, type SnapshotMode } from "./response-cache.js";
export { CacheDatabase, CACHE_FORMAT, type IndexEntry } from "./cache-database.js";
export {
  readSnapshot,
  recordedDay,
  SnapshotDamagedError,
  SnapshotFormatError,
  type SnapshotContents,
  type SnapshotEntry,
} from "./snapshot-file.js";
export { CacheMissError, StoreMissError } from "./cache-errors.js";
export { readSessionDay } from "./session-day.js";
