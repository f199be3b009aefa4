// A write the disk refused: no room, a read-only filesystem, no permission, a failing device. The
// operating system's error names only the file it was writing, often a temporary one; this names the
// file the user asked for, says in words what happened and what is left as it was.
import { CorebookError } from "./corebook-error.js";

/** The operating system's codes for a disk that refused a write, and what each means to a person. */
const DISK_REASONS: Record<string, string> = {
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is used up",
  EROFS: "the folder is on a read-only filesystem",
  EACCES: "permission denied",
  EPERM: "the operation is not permitted",
  EIO: "the disk reported an input/output error",
  EFBIG: "the file is larger than the filesystem allows",
};

/** A file corebook was asked to write could not be written; what was there before is unchanged. */
export class DiskWriteError extends CorebookError {
  constructor(
    message: string,
    /** The file the user asked for (not a temporary file). */
    readonly path: string,
    /** The operating system's code: ENOSPC, EDQUOT, EROFS, EACCES, EPERM, EIO or EFBIG. */
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

// Libraries that write through their own native code (DuckDB) report the system's message in
// their text, with no code.
const DISK_MESSAGES: [RegExp, string][] = [
  [/No space left on device/i, "ENOSPC"],
  [/Disk quota exceeded/i, "EDQUOT"],
  [/Read-only file system/i, "EROFS"],
  [/Permission denied/i, "EACCES"],
  [/Input\/output error/i, "EIO"],
];

/** The system error code of a disk refusal, or null for any other error. */
export function diskErrorCode(error: unknown): string | null {
  if (error === null || typeof error !== "object") return null;
  const code = Reflect.get(error, "code");
  if (typeof code === "string" && Object.hasOwn(DISK_REASONS, code)) return code;
  const message = Reflect.get(error, "message");
  if (typeof message !== "string") return null;
  return DISK_MESSAGES.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}

/**
 * `error` as a DiskWriteError naming `path` when the disk refused the write, else `error` itself.
 * `doing` says what was being written ("exportTable: writing"), `kept` what is left as it was.
 */
export function asDiskWriteError(error: unknown, path: string, doing: string, kept: string): unknown {
  const code = diskErrorCode(error);
  if (code === null) return error;
  return new DiskWriteError(`${doing} ${path} failed: ${DISK_REASONS[code]} (${code}). ${kept}`, path, code, { cause: error });
}
