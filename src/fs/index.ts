// The file-safety layer: atomic writes, lock files and the identity of the processes behind them.
export { writeFileAtomic, writeFileAtomicChunks, writeFileAtomicSync, writeFilesAtomically } from "./atomic-write.js";
export { acquireLock, acquireLockSync, LockTimeoutError, withLock, type HeldLock, type LockOptions } from "./lock-file.js";
export { processAlive, processRunning, thisProcess, type ProcessIdentity } from "./process-identity.js";
export { sweepTempFiles, sweepTempFilesSync } from "./temp-files.js";
