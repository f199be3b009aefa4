// Records by ID, fetched with the definition's includes and handed to a BatchCommitter as they
// arrive (batch-committer.ts), which commits them in batches while fetching goes on. An ID that
// 404s becomes a tombstone.
import { clientOf, NotFoundError } from "../api/index.js";
import type { CoreName } from "../schema/index.js";
import { startProgress } from "../tables/index.js";
import { runPool } from "../common/index.js";
import { BatchCommitter } from "./batch-committer.js";
import { includesFor } from "./definition.js";
import type { HeldRecords } from "./held.js";
import { commit, guardDate, type SyncContext } from "./sync-context.js";
import type { Member, Tombstone, Upsert } from "./mirror-tables.js";

/** Records fetched at once by ID (the client paces them under the rate limit). */
const SYNC_CONCURRENCY = 8;

/** What one commit writes: records fetched, IDs not found, reasons for records held already. */
export interface FetchedPart {
  upserts: Upsert[];
  tombstones: Tombstone[];
  members: Member[];
  /** Every ID fetched, found or not. */
  ids: string[];
}

export function mergeParts(parts: readonly Partial<FetchedPart>[]): FetchedPart {
  return {
    upserts: parts.flatMap((p) => p.upserts ?? []),
    tombstones: parts.flatMap((p) => p.tombstones ?? []),
    members: parts.flatMap((p) => p.members ?? []),
    ids: parts.flatMap((p) => p.ids ?? []),
  };
}

/**
 * The committer of a seed's IDs and of the hops: every record it takes is one the mirror did not
 * hold (HeldRecords said so), so batches are written without the upsert guard (mirror-tables.ts allNew).
 * One committer for all the steps: a step's last batch is written while the next step fetches.
 */
export function newRecordsCommitter(ctx: SyncContext): BatchCommitter<Partial<FetchedPart>> {
  return new BatchCommitter((parts) => commit(ctx, { ...mergeParts(parts), allNew: true }));
}

interface FetchOptions {
  /** Never from the response cache: a feed named the record as changed, so the stored copy is the old one. */
  fresh?: boolean;
  /** The feed's update date per ID, for records without a lastUpdateDate of their own. */
  updateDates?: Map<string, string | null>;
  /** Why the mirror holds these records (see mirror-tables.ts Member). */
  via?: string;
  /** Takes each record fetched (or 404) as a part; its backpressure paces the fetching. */
  committer: BatchCommitter<Partial<FetchedPart>>;
  /** Told of every record fetched and ID not found, before it is committed. */
  held?: HeldRecords;
}

/**
 * Fetches `ids` and hands them to the committer; returns how many records were found, once every
 * one is fetched (its last batches may still be committing: `committer.end()` waits for them).
 */
export async function fetchRecords(ctx: SyncContext, core: CoreName, ids: string[], options: FetchOptions): Promise<number> {
  if (ids.length === 0) return 0;
  const api = clientOf(ctx.sv.api, core);
  const include = includesFor(ctx.definition, core);
  const getOptions = { ...(include.length > 0 ? { include } : {}), ...(options.fresh ? { fresh: true } : {}) };
  const { committer, held, via } = options;
  let found = 0;
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
        if (record === null) {
          held?.addId(core, id);
          await committer.add({ ids: [id], tombstones: [{ core, serviceId: id, deletedOn: ctx.day }] });
        } else {
          held?.addRecord(core, record, via);
          const updateDate = guardDate(record, options.updateDates?.get(id), ctx.day);
          await committer.add({ ids: [id], upserts: [{ core, record, updateDate, ...(via ? { via } : {}) }] });
        }
      });
    } catch (error) {
      failure = { error };
    }
    if (failure) {
      await committer.end();
      throw failure.error;
    }
  } finally {
    progress.finish();
  }
  return found;
}
