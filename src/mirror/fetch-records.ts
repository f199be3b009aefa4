// Records by ID, fetched with the definition's includes and committed in batches as they arrive
// (batch-committer.ts). An ID that 404s becomes a tombstone.
import { clientOf, NotFoundError } from "../api/index.js";
import type { CoreName } from "../schema/index.js";
import { startProgress } from "../tables/index.js";
import { runPool } from "../tables/pool.js";
import { BatchCommitter } from "./batch-committer.js";
import { includesFor } from "./definition.js";
import { guardDate, type SyncContext } from "./sync-context.js";
import type { Tombstone, Upsert } from "./store.js";

/** Records fetched at once by ID (the client paces them under the rate limit). */
const SYNC_CONCURRENCY = 8;

export interface FetchedPart {
  upserts: Upsert[];
  tombstones: Tombstone[];
  /** Every ID of the part, found or not. */
  ids: string[];
}

export interface FetchOptions {
  /** Never from the response cache: a feed named the record as changed, so the stored copy is the old one. */
  fresh?: boolean;
  /** The feed's update date per ID, for records without a lastUpdateDate of their own. */
  updateDates?: Map<string, string | null>;
  /** Why the mirror holds these records (see store.ts Member). */
  via?: string;
  /** Writes one part; parts arrive in order, one at a time. */
  commit: (part: FetchedPart) => Promise<void>;
}

/** Fetches `ids` and commits them part by part; returns how many records were found. */
export async function fetchRecords(ctx: SyncContext, core: CoreName, ids: string[], options: FetchOptions): Promise<number> {
  if (ids.length === 0) return 0;
  const api = clientOf(ctx.sv.api, core);
  const include = includesFor(ctx.definition, core);
  const getOptions = { ...(include.length > 0 ? { include } : {}), ...(options.fresh ? { fresh: true } : {}) };
  let found = 0;
  const committer = new BatchCommitter<{ id: string; record: Record<string, unknown> | null }>((items) => {
    const part: FetchedPart = { upserts: [], tombstones: [], ids: items.map((i) => i.id) };
    for (const { id, record } of items) {
      if (record === null) part.tombstones.push({ core, serviceId: id, deletedOn: ctx.day });
      else
        part.upserts.push({
          core,
          record,
          updateDate: guardDate(record, options.updateDates?.get(id), ctx.day),
          ...(options.via ? { via: options.via } : {}),
        });
    }
    return options.commit(part);
  });
  const progress = startProgress("get", core, ids.length, ctx.onProgress);
  try {
    // A failure other than a 404 stops the run: requests already in flight finish first, and
    // everything fetched (paid for) is committed before the failure is thrown.
    let failure: { error: unknown } | null = null;
    try {
      await runPool(ids, SYNC_CONCURRENCY, async (id) => {
        let record: Record<string, unknown> | null;
        try {
          record = (await api.get(id, getOptions as never)) as Record<string, unknown>;
          found++;
        } catch (error) {
          if (!(error instanceof NotFoundError)) throw error;
          record = null;
        }
        progress.add(1);
        await committer.add({ id, record });
      });
    } catch (error) {
      failure = { error };
    }
    await committer.end();
    if (failure) throw failure.error;
  } finally {
    progress.finish();
  }
  return found;
}
