// What every step of a seed or sync works with, and the one way they write: a batch stamped with
// the sync's day and the requests and credits spent so far, so `status()` counts what a killed
// run had paid for up to its last commit.
import type { CoreName } from "../schema/index.js";
import type { ProgressListener, CoreSession } from "../tables/index.js";
import type { MirrorDatabase } from "./database.js";
import type { MirrorDefinition } from "./definition.js";
import { ident } from "./database.js";
import { writeBatch, type Batch } from "./mirror-tables.js";
import type { WriteQueue } from "./write-queue.js";

export interface SyncOptions {
  /** Run the searches whose core cannot be asked for "new since" again, adding the records not held. */
  rerunSearches?: boolean;
}

export interface SyncContext {
  sv: CoreSession;
  db: MirrorDatabase;
  definition: Required<MirrorDefinition>;
  /** The service's day this run syncs to. */
  day: string;
  /** The state as this run found it. */
  state: Record<string, unknown>;
  /** The session's usage when this run started: the run's spending is counted from there. */
  usageAtStart: { requests: number; credits: number };
  onProgress?: ProgressListener | false;
  options?: SyncOptions;
  /** The run's DuckDB work in order: every commit goes through it (write-queue.ts). */
  writes: WriteQueue;
}

/** Requests and credits of every run of this mirror, this one included up to now. */
function usageSoFar(ctx: SyncContext): { requests: number; credits: number } {
  const before = (ctx.state.usage as { requests: number; credits: number } | undefined) ?? { requests: 0, credits: 0 };
  const now = ctx.sv.usage;
  return {
    requests: before.requests + now.requests - ctx.usageAtStart.requests,
    credits: before.credits + now.credits - ctx.usageAtStart.credits,
  };
}

/** Queues a batch behind the run's earlier writes; resolves when it is committed. */
export function commit(ctx: SyncContext, batch: Omit<Batch, "day">): Promise<void> {
  // The usage is read when the batch is written: what was paid for up to that commit.
  return ctx.writes.push(() => writeBatch(ctx.db, { ...batch, day: ctx.day, state: { ...batch.state, usage: usageSoFar(ctx) } }));
}

/** The date the upsert guard compares: the record's own lastUpdateDate, else the feed's, else the sync day. */
export function guardDate(record: Record<string, unknown>, fallback: string | null | undefined, day: string): string {
  const own = record.lastUpdateDate;
  return typeof own === "string" ? own : (fallback ?? day);
}

/** The live records' IDs, in order. */
export async function liveIds(db: MirrorDatabase, core: CoreName): Promise<string[]> {
  const rows = await db.rows(`SELECT "serviceId" AS id FROM ${ident(`${core}_all`)} WHERE "_deletedOn" IS NULL ORDER BY 1`);
  return rows.map((r) => r.id as string);
}
