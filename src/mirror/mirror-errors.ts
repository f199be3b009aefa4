// The mirror's own error, apart from database.ts so that naming it does not load DuckDB.
import { CorebookError } from "../errors/index.js";
export class MirrorLockedError extends CorebookError {
  constructor(dir: string) {
    super(
      `mirror ${dir} is being written by another process (a sync is running); wait for it to finish, ` +
        `or stop that process, then try again. Only one writer at a time can open a mirror.`,
    );
    this.name = "MirrorLockedError";
  }
}
