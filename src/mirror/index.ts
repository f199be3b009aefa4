// The mirror layer: a DuckDB copy of what a definition names, kept current from the change feeds.
export { openMirror, type Mirror, type MirrorStatus } from "./mirror.js";
export { withMirror, type Session } from "./session.js";
export { MirrorDamagedError, MirrorError, MirrorLockedError } from "./mirror-errors.js";
export type { MirrorDefinition, MirrorSearch, MirrorHop } from "./definition.js";
export type { ParquetManifest } from "./export-parquet.js";
export type { SyncOptions, SyncReport } from "./sync.js";
