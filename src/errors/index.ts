// The error family's roots; each layer's own errors extend these (see README, "Errors").
export { CorebookError } from "./corebook-error.js";
export { UsageError, CommandUsageError, type UsageDetails } from "./usage-error.js";
export { DiskWriteError, diskErrorCode, asDiskWriteError } from "./disk-error.js";
