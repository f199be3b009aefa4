// Change feeds (BiomedCore, TrialCore, RegulatoryCore, DrugCore, GeneCore).
//
// The feed rules of the service, and what this module does about each:
//  1. Page by passing `nextCursor` back as `cursor` until it is null; a page may hold fewer than
//     `limit` entries (even none) and still have a cursor. -> We page until null, never stopping on
//     a short or empty page.
//  2. Never filter returned entries by date locally (an `unchanged` RegulatoryCore entry can carry
//     an updateDate before `since`). -> Every entry is yielded; nothing is filtered.
//  3. Delivery is at-least-once; apply as an upsert by serviceId and process every arrival.
//     -> Duplicates are passed through, in arrival order; deduplication is the caller's upsert.
//  4. Record updateType other than `unchanged` means re-fetch the record; a section entry means
//     re-fetch that section or drop it when `deleted`; record `deleted` drops the record and all
//     under it; a deleted section does not delete the record. -> Entries are yielded whole, with
//     their documentSections, for the caller to act on.
//  5. The most recent day is withheld until ingested: null `nextCursor` means caught up through the
//     last complete day. Resume from a day or two before the last `since`. -> `changePages` exposes
//     each page's cursor so a caller can stop and resume; callers restart with an earlier `since`.
//  6. A record reports only its most recent removal: the feed is current state, not history.
//  7. FDA and EMA share one RegulatoryCore feed and cursor. -> One feed per core, never per agency.
//  8. The feed gives identifiers and change metadata, not content. -> Re-fetch with get().
//  9. With `serviceId` scoping a cursor is bound to the exact id set it was issued for; malformed,
//     wrong-core or empty ids are rejected (400), not skipped; at most 100 ids per request.
//     -> Ids are checked before sending; more than 100 ids become several scoped feeds, each with
//     its own cursor, read one after another; a caller's `cursor` is refused with more than 100 ids
//     (it cannot belong to several sets). An explicitly empty id list scopes the feed to no
//     records: nothing is sent (the unscoped feed would be every change of the core).
import {
  LIMITS,
  creditCost,
  parseChangesPage,
  encodeQuery,
  feedParamsSpec,
  validateParams,
  type ChangeEntryOf,
  type ChangesCoreName,
  type ChangesParams,
} from "../schema/index.js";
import type { CallOptions, ClientContext } from "./call-options.js";
import type { ErrorContext } from "./errors.js";
import { chunk } from "./lookup.js";
import { parseWith } from "./response-parse.js";
import { runRequest } from "./request.js";
import { validationError } from "./validation.js";

/** One page of a core's change feed: its entries, in arrival order, and the cursor of the next page. */
export interface ChangePage<C extends ChangesCoreName> {
  /** The entries of this page; a page may be short or empty and still have a next page. */
  data: ChangeEntryOf<C>[];
  /** Pass back as `cursor` for the next page; null when caught up (through the last fully ingested day). */
  nextCursor: string | null;
  /** The id set this page's cursor is bound to (undefined for the unscoped feed). */
  serviceId?: string[];
}

/**
 * The change feed of a core (every core but PatentCore): entries created, updated or deleted since a day, for keeping a local
 * copy current.
 */
export interface ChangesClient<C extends ChangesCoreName> {
  /** Every entry of the feed from `since`, page after page until caught up. */
  changes(params: ChangesParams, options?: CallOptions): AsyncIterable<ChangeEntryOf<C>>;
  /** The same, a page at a time, with each page's `nextCursor` (to resume later). */
  changePages(params: ChangesParams, options?: CallOptions): AsyncIterable<ChangePage<C>>;
}

/** Where a failed feed read can pick up again: pass `cursor` (and `serviceId`) back with the same `since`. */
interface FeedResumePoint {
  /** The cursor of the page that failed (null: the feed's first page). */
  cursor: string | null;
  /** The id set that cursor is bound to, for a scoped feed. */
  serviceId?: string[];
}

/**
 * A feed read that fails after its retries carries the point to resume from as `error.resumeFrom`,
 * so a long catch-up does not start again from `since`.
 */
function withResumePoint(error: unknown, point: FeedResumePoint): unknown {
  if (error instanceof Error) Object.defineProperty(error, "resumeFrom", { value: point, enumerable: true });
  return error;
}

function changesPath(core: ChangesCoreName): string {
  return `/api/v1/cores/${core}/changes`;
}

export function createChangesClient<C extends ChangesCoreName>(core: C, ctx: ClientContext): ChangesClient<C> {
  const spec = feedParamsSpec(core);
  const path = changesPath(core);
  const where: ErrorContext = { method: "GET", path };

  /** Validates everything before the first request; returns the encoded query of each scoped feed. */
  function plan(params: ChangesParams): { query: URLSearchParams; ids?: string[] }[] {
    const input = { ...(params ?? {}) } as Record<string, unknown>;
    const raw = input.serviceId;
    const ids = raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : [raw];
    const scopedToNone = Array.isArray(raw) && raw.length === 0;
    const scopes = ids.length === 0 ? [undefined] : chunk(ids, LIMITS.feedServiceIdsMax);
    if (scopes.length > 1 && input.cursor !== undefined) {
      throw validationError(
        {
          cursor: `cursor cannot be combined with more than ${LIMITS.feedServiceIdsMax} serviceId values (got ${ids.length}): a cursor is bound to one id set of at most ${LIMITS.feedServiceIdsMax}`,
        },
        where,
      );
    }
    const fields: Record<string, string> = {};
    const plans: { query: URLSearchParams; ids?: string[] }[] = [];
    for (const scope of scopes) {
      const checked = validateParams(spec, { ...input, serviceId: scope });
      if (!checked.ok) Object.assign(fields, checked.fields);
      else plans.push({ query: encodeQuery(spec, checked.value), ids: scope as string[] | undefined });
    }
    if (Object.keys(fields).length > 0) throw validationError(fields, where);
    return scopedToNone ? [] : plans;
  }

  async function* changePages(params: ChangesParams, options: CallOptions = {}): AsyncGenerator<ChangePage<C>> {
    const plans = plan(params);
    for (const { query, ids } of plans) {
      let cursor: string | null = query.get("cursor");
      do {
        const q = new URLSearchParams(query);
        if (cursor !== null) q.set("cursor", cursor);
        const text = q.toString();
        const page = await runRequest(ctx.deps, {
          core,
          endpoint: "changes",
          method: "GET",
          path,
          query: text,
          cost: creditCost("changes"),
          timeoutMs: options.timeoutMs ?? ctx.timeoutMs,
          signal: options.signal,
          fresh: options.fresh,
          parse: (body) =>
            parseWith((json, o) => parseChangesPage(core, json, o), body, { method: "GET", path: `${path}?${text}` }, ctx.parse),
        }).catch((error: unknown) => {
          throw withResumePoint(error, { cursor, ...(ids ? { serviceId: ids } : {}) });
        });
        yield { data: page.data as ChangeEntryOf<C>[], nextCursor: page.nextCursor, ...(ids ? { serviceId: ids } : {}) };
        cursor = page.nextCursor;
      } while (cursor !== null);
    }
  }

  async function* changes(params: ChangesParams, options: CallOptions = {}): AsyncGenerator<ChangeEntryOf<C>> {
    for await (const page of changePages(params, options)) {
      for (const entry of page.data) yield entry;
    }
  }

  return { changes, changePages };
}

/** Every feed core's client. */
type ChangesClients = { readonly [K in ChangesCoreName]: ChangesClient<K> };

/** The feed client of a core named at run time (see clientOf). */
export function changesClientOf<C extends ChangesCoreName>(clients: ChangesClients, core: C): ChangesClient<C> {
  return clients[core];
}
