// The mirror's own errors, apart from database.ts so that naming them does not load DuckDB. Every
// error DuckDB raises reaches the user as one of these (or as a MisuseError for a query of theirs
// DuckDB refused), with DuckDB's own error as the cause.
import { CorebookError } from "../errors/index.js";

/** A mirror operation DuckDB could not carry out, for a reason that is neither damage nor a lock. */
export class MirrorError extends CorebookError {
  constructor(
    message: string,
    /** The mirror's folder. */
    readonly dir: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Another sync holds the mirror's one writer right now (an idle open mirror holds nothing). */
export class MirrorLockedError extends MirrorError {
  constructor(dir: string, options?: { cause?: unknown; inThisProcess?: boolean }) {
    super(
      options?.inThisProcess
        ? `mirror ${dir} is being written by another sync in this process; wait for it to finish (await it), then try again. ` +
            `Only one writer at a time can open a mirror.`
        : `mirror ${dir} is being written by another process (a sync is running now); wait for it to finish, ` +
            `or stop that process, then try again. Only one writer at a time can open a mirror.`,
      dir,
      options,
    );
  }
}

/**
 * The mirror's database file is damaged (truncated, overwritten, a block that fails its checksum)
 * or is not a DuckDB file at all. Nothing in it can be trusted, and nothing was written to it.
 */
export class MirrorDamagedError extends MirrorError {
  constructor(
    dir: string,
    /** The damaged file. */
    readonly file: string,
    /** What DuckDB found, in its words (the cause holds its error). */
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(
      `mirror ${dir}: ${file} is damaged and cannot be read (DuckDB: ${reason}). ` +
        `The way out: move ${file} (and ${file}.wal, if there is one) aside or delete it, then create the mirror again ` +
        `from its definition: sv.mirror(dir, definition) and sync(), or corebook mirror init ${dir} --definition FILE.json. ` +
        `The new seed fetches its records again.`,
      dir,
      options,
    );
  }
}
