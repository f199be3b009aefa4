// get(ids): many records by service ID as one table. IDs are checked before anything is spent,
// deduplicated in first-seen order, fetched concurrently (the client's limiter paces them), and
// returned in that order. A 404 is not a failure: the ID goes to info(table).missing. Any other
// failure (after the client's retries) is recorded and the fetch goes on (see failures.ts); at the
// end a PartialResultError carries the table of what was fetched and the failures, unless the
// caller keeps partial results with `onError: "keep"`.
import type { ColumnTable } from "arquero";
import { clientOf, NotFoundError, type CoreApi } from "../api/index.js";
import { isServiceId, type CoreName } from "../schema/index.js";
import { isColumnTable } from "./is-column-table.js";
import { checkBudget } from "./budget.js";
import { checkConcurrency } from "./concurrency.js";
import { checkIncludes } from "./include-values.js";
import { startMeter } from "./meter.js";
import { checkOnError, FailureCollector, type OnError } from "./failures.js";
import { runPool } from "../common/index.js";
import { startProgress, type ProgressListener } from "./progress.js";
import { setInfo } from "./provenance.js";
import { recordsToTable } from "./records-to-table.js";
import { MisuseError } from "../errors/index.js";
import * as msg from "./messages.js";

/** Options of `sv.<core>.get(ids, options)`, which fetches many records by service ID as one table. */
export interface GetTableOptions {
  /** Optional fields to add, as the core's `include` values (see `vocab.INCLUDES`). */
  include?: readonly string[];
  /** Requests in flight at once (default: the session's, 8). */
  concurrency?: number;
  /** Progress listener for this call; false for none (default: the session's). */
  onProgress?: ProgressListener | false;
  /** On items that fail for good: "throw" (default) a PartialResultError at the end, or "keep" the partial table. */
  onError?: OnError;
}

/** Unique IDs in first-seen order; throws on anything that is not an ID of `core`, before spending. */
export function uniqueIds(core: CoreName, ids: Iterable<unknown> | string): string[] {
  if (isColumnTable(ids)) throw new MisuseError(msg.idsAreATable(core), { parameter: "ids", value: ids });
  const iterable = ids !== null && typeof ids === "object" && typeof (ids as Iterable<unknown>)[Symbol.iterator] === "function";
  if (typeof ids !== "string" && !iterable) throw new MisuseError(msg.idsNotAList(core, ids), { parameter: "ids", value: ids });
  const list = typeof ids === "string" ? [ids] : [...ids];
  const bad = list.flatMap((value, index) => (isServiceId(core, value) ? [] : [{ index, value }]));
  if (bad.length > 0) throw new MisuseError(msg.badIds(core, bad, list.length), { parameter: "ids", value: bad[0].value });
  return [...new Set(list as string[])];
}

export async function hydrate(
  client: CoreApi,
  core: CoreName,
  ids: Iterable<unknown> | string,
  options: GetTableOptions & { concurrency: number },
): Promise<ColumnTable> {
  const include = checkIncludes(core, options.include);
  checkConcurrency(`${core}.get`, options.concurrency);
  const onError = checkOnError(`${core}.get`, options.onError);
  const wanted = uniqueIds(core, ids);
  checkBudget(client, `${core}.get`, client.estimateCost(core, "get") * wanted.length, `${wanted.length} records at 1 credit each`);
  const api = clientOf(client, core);
  const meter = startMeter(client);
  const progress = startProgress("get", core, wanted.length, options.onProgress);
  const found: (Record<string, unknown> | null)[] = wanted.map(() => null);
  const missing = new Set<string>();
  const failures = new FailureCollector();
  const started = wanted.map(() => false);

  // Whether every record served passed the strict schema unchanged; a record sent for is not known to.
  let schemaChecked = false;
  const getOptions = include.length > 0 ? ({ include } as never) : {};

  try {
    // What the response cache already holds is read first, in one pass with none of the send path
    // (pool, limiter, budget): a warm re-run of a large get is then bounded by parsing the records,
    // not by the request machinery. Only the rest go through the pool.
    const stored = await api.stored(wanted, getOptions);
    schemaChecked = stored.verbatim;
    const toFetch: number[] = [];
    stored.records.forEach((record, index) => {
      if (record === null) toFetch.push(index);
      else {
        found[index] = record;
        started[index] = true;
        progress.add(1);
      }
    });
    if (toFetch.length > 0) schemaChecked = false;
    await runPool(toFetch, options.concurrency, async (index) => {
      const id = wanted[index];
      if (failures.stop !== null) return;
      started[index] = true;
      try {
        found[index] = await api.get(id, getOptions);
        failures.answered();
      } catch (error) {
        if (error instanceof NotFoundError) {
          missing.add(id);
          failures.answered();
        } else failures.add(id, error);
      }
      progress.add(1);
    });
  } finally {
    progress.finish();
  }
  failures.addNotStarted(wanted.filter((_, i) => !started[i]));
  const records = found.filter((r): r is Record<string, unknown> => r !== null);
  // Every closure made in this call (the pool's task, the filters' tests) shares one context, and
  // that context holds `found`. V8 was seen to keep such a closure alive after the call returned,
  // from a handle of its own, until the next get: so the last get's records (4.6 MB for 2,000
  // trials) outlived its table and were copied by every scavenge of the next get
  // (bench/cache-hits.mjs). Emptied, the array holds nothing the table does not.
  found.length = 0;
  const table = setInfo(recordsToTable(core, records, { include, schemaChecked }), {
    core,
    params: { ids: wanted, include },
    ...meter.read(),
    missing: wanted.filter((id) => missing.has(id)),
    failed: failures.items,
  });
  return failures.finish(
    table,
    onError,
    `${core}.get fetched ${table.numRows()} of ${wanted.length} records; ${failures.items.length} failed`,
  );
}
