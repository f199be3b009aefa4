// A run's DuckDB work, one call at a time and in the order it was asked for. Steps of a seed or a
// sync queue their commits here and go on fetching: a hop's records are fetched while the batches
// before them are written. Once a write fails nothing queued after it is run (its progress would
// claim what is not there): each later task rejects with that failure.

export class WriteQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private failure: { error: unknown } | null = null;

  /** Runs `task` after every task queued before it; resolves with its result. */
  push<T>(task: () => Promise<T>): Promise<T> {
    const done = this.tail.then(() => {
      if (this.failure) throw this.failure.error;
      return task();
    });
    this.tail = done.catch((error: unknown) => {
      this.failure ??= { error };
    });
    // A caller that does not await its task learns of the failure from a later one, or from drain().
    done.catch(() => {});
    return done;
  }

  /** Throws the first failure of the tasks finished so far. */
  throwIfFailed(): void {
    if (this.failure) throw this.failure.error;
  }

  /** Waits for every queued task; throws the first failure. */
  async drain(): Promise<void> {
    await this.tail;
    if (this.failure) throw this.failure.error;
  }

  /** Waits for every queued task, failed or not: nothing of the run is left running in DuckDB. */
  async settle(): Promise<void> {
    await this.tail;
  }
}
