// Runs tasks with at most `concurrency` in flight. The api client's limiter does the pacing under
// the rate limit; this bound keeps a 10,000-ID hydration from opening 10,000 sockets at once.
// The first failure stops new tasks from starting; tasks already in flight finish first, so
// everything already paid for is kept.

export async function runPool<T>(
  items: readonly T[], concurrency: number, task: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (failure === null && next < items.length) {
      const index = next++;
      try {
        await task(items[index], index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  const width = Math.max(1, Math.min(Math.floor(concurrency) || 1, items.length));
  await Promise.all(Array.from({ length: width }, worker));
  if (failure) throw (failure as { error: unknown }).error;
}
