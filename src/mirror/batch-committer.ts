// Fetched records go into the mirror in small transactions while fetching goes on. A batch is
// committed as soon as the previous commit is done and BATCH_SIZE items wait (or the oldest has
// waited MAX_WAIT_MS, or fetching has ended); while a full batch waits behind a commit, fetching
// pauses. So DuckDB's writes overlap the network, and a killed sync or seed loses at most what
// was fetched since the last commit: the batch being committed, the one filling behind it, and
// the requests in flight.

/** Items (records) per committed batch, at most. */
export const BATCH_SIZE = 50;
/** A slow service (the real one, paced at 60 requests a minute) still commits every few seconds. */
const MAX_WAIT_MS = 2000;

export class BatchCommitter<T> {
  private waiting: T[] = [];
  private oldest = 0;
  private committing: Promise<void> | null = null;
  private ending = false;
  private failure: { error: unknown } | null = null;

  constructor(private readonly commit: (items: T[]) => Promise<void>) {}

  /** Adds a fetched item; resolves when the caller may fetch more. Throws if a commit failed. */
  async add(item: T): Promise<void> {
    this.throwIfFailed();
    if (this.waiting.length === 0) this.oldest = Date.now();
    this.waiting.push(item);
    this.startCommit();
    while (this.waiting.length >= BATCH_SIZE && this.committing) await this.committing;
    this.throwIfFailed();
  }

  /** Commits what is left and waits for every commit. */
  async end(): Promise<void> {
    this.ending = true;
    this.startCommit();
    while (this.committing) await this.committing;
    this.throwIfFailed();
  }

  private startCommit(): void {
    if (this.committing || this.failure || this.waiting.length === 0) return;
    if (!this.ending && this.waiting.length < BATCH_SIZE && Date.now() - this.oldest < MAX_WAIT_MS) return;
    const items = this.waiting;
    this.waiting = [];
    this.committing = this.commit(items)
      .catch((error: unknown) => {
        // Nothing after a failed batch is committed: its progress would claim what is not there.
        this.failure = { error };
      })
      .finally(() => {
        this.committing = null;
        this.startCommit();
      });
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure.error;
  }
}
