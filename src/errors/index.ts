// The error family's roots; each layer's own errors extend these (see README, "Errors").
export { CorebookError } from "./corebook-error.js";
export { MisuseError, CommandMisuseError, type MisuseDetails } from "./misuse-error.js";
export { UsageError, CommandUsageError, type UsageDetails } from "./deprecated-names.js";
export { DiskWriteError, diskErrorCode, asDiskWriteError } from "./disk-error.js";
