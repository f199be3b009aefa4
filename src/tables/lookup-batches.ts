// sv.<core>.lookup(items) as a table, batch by batch: the service takes 100 items per request, and
// a batch that fails for good (after the client's retries) must not cost the batches already paid
// for. Each failed batch is recorded in info(table).failed (as `items[from..to]`) and its items get
// one row each with the failure's code in `error`, so every input item stays visible; then the
// usual rule applies: PartialResultError carrying the table, or the table with `onError: "keep"`.
import type { ColumnTable } from "arquero";
import { clientOf, type CallOptions, type CoreApi, type LookupItemsOf, type LookupResult } from "../api/index.js";
import { LIMITS, validateLookupItems, type CoreName } from "../schema/index.js";
import { checkConcurrency } from "./concurrency.js";
import { checkOnError, FailureCollector, failedItem, type OnError } from "./failures.js";
import { lookupTable, type LookupResultLike } from "./lookup-table.js";
import { startMeter } from "./meter.js";
import { runPool } from "../common/index.js";
import { startProgress, type ProgressListener } from "./progress.js";
import { setInfo } from "./provenance.js";

/** Options of `sv.<core>.lookup(items, options)`, which resolves public identifiers to service IDs as a table. */
export interface LookupTableOptions extends CallOptions {
  /** Progress listener for this call; false for none (default: the session's). */
  onProgress?: ProgressListener | false;
  /** Batch requests in flight at once (default: the session's). */
  concurrency?: number;
  /** On batches that fail for good: "throw" (default) a PartialResultError at the end, or "keep" the partial table. */
  onError?: OnError;
}

export async function lookupAsTable<C extends CoreName>(
  client: CoreApi,
  core: C,
  items: readonly LookupItemsOf<C>[],
  options: LookupTableOptions & { concurrency: number },
): Promise<ColumnTable> {
  const { onProgress, concurrency, onError: rawOnError, ...call } = options;
  const onError = checkOnError(`${core}.lookup`, rawOnError);
  checkConcurrency(`${core}.lookup`, concurrency);
  const api = clientOf(client, core);
  const size = LIMITS.lookupItemsMax;
  const list = Array.isArray(items) ? items : [];
  const batches: (readonly LookupItemsOf<C>[])[] = [];
  for (let i = 0; i < list.length; i += size) batches.push(list.slice(i, i + size));
  // Anything wrong with the items is one error naming every bad position over the whole input,
  // before a request is sent: the client checks the full list when asked for it in one call.
  if (!Array.isArray(items) || batches.some((batch) => !validateLookupItems(core, batch).ok)) {
    await api.lookup(items, call);
  }
  const meter = startMeter(client);
  const progress = startProgress("lookup", core, batches.length, onProgress);
  const results: LookupResultLike[][] = batches.map(() => []);
  const failures = new FailureCollector();
  try {
    await runPool(batches, concurrency, async (batch, b) => {
      const label = `items[${b * size}..${b * size + batch.length - 1}]`;
      let failure = failures.stop === null ? null : failedItem(label, failures.stop);
      if (failure) failures.items.push(failure);
      else {
        try {
          results[b] = (await api.lookup(batch, call)) as LookupResult[];
          failures.answered();
        } catch (error) {
          failures.add(label, error);
          failure = failedItem(label, error);
        }
      }
      if (failure) {
        const error = { code: failure.code ?? "NOT_FETCHED", message: failure.message };
        results[b] = batch.map(() => ({ error }));
      }
      progress.add(1);
    });
  } finally {
    progress.finish();
  }
  const table = setInfo(lookupTable(core, list, results.flat()), {
    core,
    params: { items: list.length },
    ...meter.read(),
    failed: failures.items,
  });
  return failures.finish(
    table,
    onError,
    `${core}.lookup got ${batches.length - failures.items.length} of ${batches.length} batches of up to ${size} items`,
  );
}
