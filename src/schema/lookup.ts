// Batch lookup: request items (exactly one identifier key each) and per-item results.
import * as z from "zod";
import { CORE_TITLES } from "./core-titles.js";
import { LIMITS, LOOKUP_KEYS, type CoreName, type LookupKeyOf } from "./enums.js";
import { obj, perMode, type Mode, type Named, type Out } from "./mode.js";
import type { ParamsResult } from "./params/spec.js";

/** One lookup item of a core: exactly one of its identifier keys. */
export type LookupItem<C extends CoreName> = { [K in LookupKeyOf<C>]: { [P in K]: string } }[LookupKeyOf<C>];

/** The same check as validateLookupItems, item by item, as a zod schema (one rule, two forms). */
function lookupItemSchema<C extends CoreName>(core: C) {
  return z.custom<LookupItem<C>>().superRefine((item, ctx) => {
    const problem = itemProblem(core, item);
    if (problem) ctx.addIssue({ code: "custom", message: `item ${problem}` });
  });
}

export function lookupRequestSchema<C extends CoreName>(core: C) {
  return z.strictObject({ items: z.array(lookupItemSchema(core)).min(1).max(LIMITS.lookupItemsMax) });
}

function itemProblem(core: CoreName, item: unknown): string | null {
  const keys = LOOKUP_KEYS[core] as readonly string[];
  const allowed = keys.join(", ");
  if (typeof item !== "object" || item === null || Array.isArray(item)) {
    return `must be an object with exactly one of ${allowed} (got ${JSON.stringify(item)})`;
  }
  const present = Object.keys(item);
  const unknown = present.filter((k) => !keys.includes(k));
  if (unknown.length > 0)
    return `has unknown key${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")}; ${CORE_TITLES[core]} lookup keys are ${allowed}`;
  if (present.length !== 1) {
    return `must have exactly one of ${allowed} (got ${present.length === 0 ? "none" : present.join(", ")})`;
  }
  const v = (item as Record<string, unknown>)[present[0]];
  if (typeof v !== "string" || v.trim() === "") return `${present[0]} must be a non-empty string (got ${JSON.stringify(v)})`;
  return null;
}

/** Checks a lookup batch; messages are keyed `items` (the batch) or `items[i]` (one item). */
export function validateLookupItems<C extends CoreName>(core: C, items: unknown): ParamsResult<LookupItem<C>[]> {
  if (!Array.isArray(items)) return { ok: false, fields: { items: `items must be an array (got ${JSON.stringify(items)})` } };
  const fields: Record<string, string> = {};
  if (items.length === 0) fields.items = "items must hold at least 1 item (got 0)";
  if (items.length > LIMITS.lookupItemsMax) {
    fields.items = `items may hold at most ${LIMITS.lookupItemsMax} items per request (got ${items.length})`;
  }
  items.forEach((item, i) => {
    const problem = itemProblem(core, item);
    if (problem) fields[`items[${i}]`] = `items[${i}] ${problem}`;
  });
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, value: items as LookupItem<C>[] };
}

/** The item a result echoes. Lenient mode keeps whatever values came (the static type is the strict one). */
function lookupInput(m: Mode): z.ZodType<Record<string, string>> {
  return m === "strict"
    ? z.record(z.string(), z.string())
    : z.custom<Record<string, string>>((v) => v !== null && typeof v === "object" && !Array.isArray(v), { message: "must be an object" });
}

const lookupItemError = (m: Mode) => obj(m, { code: z.string(), message: z.string() });
/** Why one lookup item failed (e.g. code NOT_FOUND). */
export type LookupItemError = { [K in keyof Out<typeof lookupItemError>]: Out<typeof lookupItemError>[K] };
const lookupItemErrorSchema: Named<LookupItemError> = perMode(lookupItemError);

const lookupSuccess = (m: Mode) => obj(m, { input: lookupInput(m), serviceIds: z.array(z.string()) });
/** A lookup item that resolved (to zero, one or several service IDs). */
export type LookupSuccess = { [K in keyof Out<typeof lookupSuccess>]: Out<typeof lookupSuccess>[K] };
const lookupSuccessSchema: Named<LookupSuccess> = perMode(lookupSuccess);

const lookupFailure = (m: Mode) => obj(m, { input: lookupInput(m), error: lookupItemErrorSchema(m) });
/** A lookup item that failed; failures come back as results, not exceptions. */
export type LookupFailure = { [K in keyof Out<typeof lookupFailure>]: Out<typeof lookupFailure>[K] };
const lookupFailureSchema: Named<LookupFailure> = perMode(lookupFailure);

/** One result per lookup item, in input order. */
export type LookupResult = LookupSuccess | LookupFailure;
export const lookupResultSchema: Named<LookupResult> = perMode((m) => z.union([lookupSuccessSchema(m), lookupFailureSchema(m)]));
