// Batch lookup of public identifiers (PMID, DOI, NCT id, ChEMBL id, ...). The service takes at most
// 100 items per request; longer lists go as several requests (sent concurrently, paced by the
// limiter) and the results are joined back in input order, one per item. Items fail independently:
// a failed item is a result with `error`, never an exception.
import {
  LIMITS,
  parseLookupResults,
  validateLookupItems,
  creditCost,
  type CoreName,
  type LookupItem,
  type LookupResult,
} from "../schema/index.js";
import type { CallOptions, ClientContext } from "./call-options.js";
import type { ErrorContext } from "./errors.js";
import { invalidResponse, parseWith } from "./response-parse.js";
import { runRequest } from "./request.js";
import { validationError } from "./validation.js";

export type { LookupResult };
export type LookupItemsOf<C extends CoreName> = LookupItem<C>;

function lookupPath(core: CoreName): string {
  return `/api/v1/cores/${core}/records/lookup`;
}

/** Splits a list into consecutive chunks of at most `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export async function lookupInBatches<C extends CoreName>(
  core: C,
  ctx: ClientContext,
  items: readonly LookupItem<C>[],
  options: CallOptions = {},
): Promise<LookupResult[]> {
  const path = lookupPath(core);
  const where: ErrorContext = { method: "POST", path };
  if (!Array.isArray(items)) throw validationError({ items: `items must be an array of lookup items (got ${typeof items})` }, where);
  if (items.length === 0) return [];
  const batches = chunk(items, LIMITS.lookupItemsMax);
  // Check every batch before sending any, with item positions counted over the whole input.
  const fields: Record<string, string> = {};
  batches.forEach((batch, b) => {
    const checked = validateLookupItems(core, batch);
    if (checked.ok) return;
    for (const [key, message] of Object.entries(checked.fields)) {
      const renumbered = renumber(key, message, b * LIMITS.lookupItemsMax);
      fields[renumbered.key] = renumbered.message;
    }
  });
  if (Object.keys(fields).length > 0) throw validationError(fields, where);

  const results = await Promise.all(
    batches.map((batch) =>
      runRequest(ctx.deps, {
        core,
        endpoint: "lookup",
        method: "POST",
        path,
        body: { items: batch },
        cost: creditCost("lookup"),
        timeoutMs: options.timeoutMs ?? ctx.timeoutMs,
        signal: options.signal,
        fresh: options.fresh,
        parse: (body) => {
          const data = body.data;
          if (!Array.isArray(data) || data.length !== batch.length) {
            throw invalidResponse(
              where,
              `expected ${batch.length} results, one per item, got ${Array.isArray(data) ? data.length : typeof data}`,
            );
          }
          return parseWith(parseLookupResults, data, where, ctx.parse);
        },
      }),
    ),
  );
  return results.flat();
}

function renumber(key: string, message: string, offset: number): { key: string; message: string } {
  const m = /^items\[(\d+)\]$/.exec(key);
  if (!m || offset === 0) return { key, message };
  const at = `items[${Number(m[1]) + offset}]`;
  return { key: at, message: message.replace(key, at) };
}
