// Joins that say what they mean. Arquero's join(t, ["a", "b"]) reads as left.a = right.b, which
// silently matches nothing when the caller meant two keys. Here a list of names always means the
// same names on both sides; different names are written out as { left, right }. Missing key
// columns are refused, and the keys found on only one side are reported in info(result).unmatched.
import type { ColumnTable } from "arquero";
import { info, setInfo, inheritedProvenance, type JoinKeyValue, type UnmatchedKey } from "./provenance.js";
import { nullForUndefined } from "./corebook-table.js";
import { MisuseError } from "../errors/index.js";
import * as msg from "./messages.js";

/**
 * The key columns of `joinOn`: one name or a list of names present in both tables, or different names on each side,
 * paired in order.
 */
export type JoinKeys =
  | string
  | readonly string[]
  | {
      /** Key columns of the left table. */
      left: readonly string[];
      /** Key columns of the right table, paired with `left` in order. */
      right: readonly string[];
    };
export type { JoinKeyValue, UnmatchedKey };
/** Which rows `joinOn` keeps: matched ones only (`inner`, the default), or also the unmatched rows of the left, right or both. */
export type JoinHow = "inner" | "left" | "right" | "full";

/** Key values that found no partner in a join, per side (`info(joined).unmatched`), each distinct key once. */
export interface Unmatched {
  /** Keys present only in the left table; null (or a null part) for rows whose key is missing, which never match. */
  left: UnmatchedKey[];
  /** Keys present only in the right table. */
  right: UnmatchedKey[];
}

function keyLists(keys: JoinKeys): { left: string[]; right: string[] } {
  if (typeof keys === "string") return { left: [keys], right: [keys] };
  if (Array.isArray(keys)) return { left: [...keys], right: [...keys] };
  const k = keys as { left: readonly string[]; right: readonly string[] };
  if (!Array.isArray(k.left) || !Array.isArray(k.right) || k.left.length !== k.right.length || k.left.length === 0) {
    throw new MisuseError(msg.joinKeys(keys), { parameter: "keys", value: keys });
  }
  return { left: [...k.left], right: [...k.right] };
}

function keyValue(value: unknown): JoinKeyValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  return JSON.stringify(value);
}

/** Each distinct key of a table's rows, by its text; keys with a missing part never match, so they get their own text. */
function keysOf(table: ColumnTable, names: string[]): Map<string, UnmatchedKey> {
  const columns = names.map((n) => table.array(n));
  const keys = new Map<string, UnmatchedKey>();
  for (let row = 0; row < table.numRows(); row++) {
    const parts = columns.map((c) => keyValue(c[row]));
    const text = parts.some((p) => p === null) ? `\u0000missing\u0000${JSON.stringify(parts)}` : JSON.stringify(parts);
    if (!keys.has(text)) keys.set(text, names.length === 1 ? parts[0] : parts);
  }
  return keys;
}

/**
 * Joins `left` and `right` on key columns. `keys`: a name or a list of names present on both sides,
 * or `{ left: [...], right: [...] }` pairing names in order. `how`: inner (default), left, right, full.
 * Rows whose key is null on either side never match. Cells of the side a row found no match on
 * are null. The result's provenance holds both inputs' (`info(joined).requests` is their sum).
 *
 * @example
 * const byTrial = joinOn(outcomes, trials, "serviceId", { how: "left" });
 * info(byTrial)?.unmatched?.left   // outcome keys with no trial
 */
export function joinOn(left: ColumnTable, right: ColumnTable, keys: JoinKeys, options: { how?: JoinHow } = {}): ColumnTable {
  const how = options.how ?? "inner";
  if (!["inner", "left", "right", "full"].includes(how)) {
    throw new MisuseError(msg.joinHow(how), {
      parameter: "how",
      value: how,
      allowed: ["inner", "left", "right", "full"],
    });
  }
  const k = keyLists(keys);
  for (const [side, table, names] of [
    ["left", left, k.left],
    ["right", right, k.right],
  ] as const) {
    const missing = names.filter((n) => !table.columnNames().includes(n));
    if (missing.length > 0) {
      throw new MisuseError(msg.joinMissing(side, missing, table.columnNames()), { parameter: "keys", value: keys });
    }
  }
  const leftKeys = keysOf(left, k.left);
  const rightKeys = keysOf(right, k.right);
  const missing = (text: string) => text.startsWith("\u0000missing");
  const unmatched: Unmatched = {
    left: [...leftKeys].filter(([text]) => missing(text) || !rightKeys.has(text)).map(([, key]) => key),
    right: [...rightKeys].filter(([text]) => missing(text) || !leftKeys.has(text)).map(([, key]) => key),
  };
  const options2 = { left: how === "left" || how === "full", right: how === "right" || how === "full" };
  // Arquero leaves undefined in the cells of the side a row has no match on: those are missing, null.
  const joined = nullForUndefined(left.join(right, [k.left, k.right], undefined, options2));
  const base = info(left);
  return setInfo(joined, { ...inheritedProvenance(left, right), core: base?.core ?? null, params: { join: { keys: k, how } }, unmatched });
}
