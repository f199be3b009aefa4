// get(ids): many records by service ID as one table. IDs are checked before anything is spent,
// deduplicated in first-seen order, fetched concurrently (the client's limiter paces them), and
// returned in that order. A 404 is not a failure: the ID goes to info(table).missing. Any other
// failure (after the client's retries) stops the fetch and throws PartialResultError carrying
// the table of what was fetched.
import type { ColumnTable } from "arquero";
import { NotFoundError, type CoreApi, type CoreClient } from "../api/index.js";
import { CORE_TITLES, ID_PREFIX, isServiceId, type CoreName } from "../schema/index.js";
import { checkBudget } from "./budget.js";
import { checkConcurrency } from "./concurrency.js";
import { checkIncludes } from "./include-values.js";
import { startMeter } from "./meter.js";
import { PartialResultError } from "./partial-error.js";
import { runPool } from "./pool.js";
import { startProgress, type ProgressListener } from "./progress.js";
import { setInfo } from "./provenance.js";
import { recordsToTable } from "./records-to-table.js";

export interface GetTableOptions {
  include?: readonly string[];
  /** Requests in flight at once (default: the session's, 8). */
  concurrency?: number;
  onProgress?: ProgressListener | false;
}

/** Unique IDs in first-seen order; throws on anything that is not an ID of `core`, before spending. */
export function uniqueIds(core: CoreName, ids: Iterable<unknown> | string): string[] {
  const iterable = ids !== null && typeof ids === "object" && typeof (ids as Iterable<unknown>)[Symbol.iterator] === "function";
  if (typeof ids !== "string" && !iterable) {
    throw new TypeError(
      `get: ids must be a ${CORE_TITLES[core]} service ID or a list of them; got ${ids === undefined ? "undefined" : JSON.stringify(ids) ?? String(ids)}`,
    );
  }
  const list = typeof ids === "string" ? [ids] : [...ids];
  const bad = list.filter((id) => !isServiceId(core, id));
  if (bad.length > 0) {
    const shown = bad.slice(0, 5).map((id) => JSON.stringify(id)).join(", ");
    throw new TypeError(
      `get: ids must be ${CORE_TITLES[core]} service IDs (${ID_PREFIX[core]}...); ${bad.length} are not: ${shown}${bad.length > 5 ? ", ..." : ""}`,
    );
  }
  return [...new Set(list as string[])];
}

export async function hydrate(
  client: CoreApi, core: CoreName, ids: Iterable<unknown> | string, options: GetTableOptions & { concurrency: number },
): Promise<ColumnTable> {
  const include = checkIncludes(core, options.include);
  checkConcurrency(`${core}.get`, options.concurrency);
  const wanted = uniqueIds(core, ids);
  checkBudget(client, `${core}.get`, client.estimateCost(core, "get") * wanted.length, `${wanted.length} records at 1 credit each`);
  const api = client[core] as unknown as CoreClient<CoreName>;
  const meter = startMeter(client);
  const progress = startProgress("get", core, wanted.length, options.onProgress);
  const found: (Record<string, unknown> | null)[] = wanted.map(() => null);
  const missing = new Set<string>();

  const build = () => {
    const table = recordsToTable(core, found.filter((r): r is Record<string, unknown> => r !== null), { include });
    return setInfo(table, {
      core, params: { ids: wanted, include }, ...meter.read(),
      missing: wanted.filter((id) => missing.has(id)),
    });
  };

  try {
    await runPool(wanted, options.concurrency, async (id, index) => {
      try {
        found[index] = await api.get(id, include.length > 0 ? { include } as never : {});
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
        missing.add(id);
      }
      progress.add(1);
    });
  } catch (error) {
    const partial = build();
    throw new PartialResultError(
      `${core}.get stopped after ${partial.numRows()} of ${wanted.length} records`, partial, error,
    );
  } finally {
    progress.finish();
  }
  return build();
}
