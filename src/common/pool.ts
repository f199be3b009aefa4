// The one bound on requests in flight for the operations that fan out (get, lookup, searchAll, the
// mirror's sync). The api client's limiter does the pacing under the rate limit; this bound keeps a
// 10,000-ID hydration from opening 10,000 sockets at once. Tasks start in the order they are
// given, as slots free up.

/** At most `width` tasks at a time; `run` waits for a slot. Tasks may start further tasks (a
 * searchAll slice that turns out full searches its parts) without deadlock, since a task holds its
 * slot only while its own work runs. */
export class ConcurrencyPool {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly width: number;

  constructor(width: number) {
    this.width = Math.max(1, Math.floor(width) || 1);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    while (this.running >= this.width) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}

/**
 * Runs `task` over every item with at most `concurrency` in flight. The first failure stops new
 * tasks from starting; tasks already in flight finish first, so everything already paid for is
 * kept; then the failure is thrown.
 */
export async function runPool<T>(items: readonly T[], concurrency: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  const pool = new ConcurrencyPool(concurrency);
  let failure: { error: unknown } | null = null;
  await Promise.all(
    items.map((item, index) =>
      pool.run(async () => {
        if (failure !== null) return;
        try {
          await task(item, index);
        } catch (error) {
          failure ??= { error };
        }
      }),
    ),
  );
  if (failure) throw (failure as { error: unknown }).error;
}
