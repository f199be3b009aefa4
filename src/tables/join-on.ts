// Joins that say what they mean. Arquero's join(t, ["a", "b"]) reads as left.a = right.b, which
// silently matches nothing when the caller meant two keys. Here a list of names always means the
// same names on both sides; different names are written out as { left, right }. Missing key
// columns are refused, and the keys found on only one side are reported in info(result).unmatched.
import type { ColumnTable } from "arquero";
import { info, setInfo, inheritedProvenance } from "./provenance.js";
import { UsageError } from "../errors/index.js";
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
/** Which rows `joinOn` keeps: matched ones only (`inner`, the default), or also the unmatched rows of the left, right or both. */
export type JoinHow = "inner" | "left" | "right" | "full";

/** Key values that found no partner in a join, per side (`info(joined).unmatched`). */
export interface Unmatched {
  /** Key values (joined with "|" for several keys) present only in the left table. */
  left: string[];
  /** Key values present only in the right table. */
  right: string[];
}

function keyLists(keys: JoinKeys): { left: string[]; right: string[] } {
  if (typeof keys === "string") return { left: [keys], right: [keys] };
  if (Array.isArray(keys)) return { left: [...keys], right: [...keys] };
  const k = keys as { left: readonly string[]; right: readonly string[] };
  if (!Array.isArray(k.left) || !Array.isArray(k.right) || k.left.length !== k.right.length || k.left.length === 0) {
    throw new UsageError(msg.joinKeys(keys), { parameter: "keys", value: keys });
  }
  return { left: [...k.left], right: [...k.right] };
}

function keyOf(table: ColumnTable, names: string[]): (row: number) => string {
  const columns = names.map((n) => table.column(n));
  return (row) =>
    columns
      .map((c) => {
        const v = c?.at(row);
        return v instanceof Date ? v.toISOString().slice(0, 10) : String(v);
      })
      .join("|");
}

/**
 * Joins `left` and `right` on key columns. `keys`: a name or a list of names present on both sides,
 * or `{ left: [...], right: [...] }` pairing names in order. `how`: inner (default), left, right, full.
 * Rows whose key is null on either side never match.
 *
 * @example
 * const byTrial = joinOn(outcomes, trials, "serviceId", { how: "left" });
 * info(byTrial)?.unmatched?.left   // outcome keys with no trial
 */
export function joinOn(left: ColumnTable, right: ColumnTable, keys: JoinKeys, options: { how?: JoinHow } = {}): ColumnTable {
  const how = options.how ?? "inner";
  if (!["inner", "left", "right", "full"].includes(how)) {
    throw new UsageError(msg.joinHow(how), {
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
      throw new UsageError(msg.joinMissing(side, missing, table.columnNames()), { parameter: "keys", value: keys });
    }
  }
  const leftKey = keyOf(left, k.left);
  const rightKey = keyOf(right, k.right);
  const leftKeys = new Set<string>();
  const rightKeys = new Set<string>();
  for (let i = 0; i < left.numRows(); i++) leftKeys.add(leftKey(i));
  for (let i = 0; i < right.numRows(); i++) rightKeys.add(rightKey(i));
  const unmatched: Unmatched = {
    left: [...leftKeys].filter((key) => !rightKeys.has(key)),
    right: [...rightKeys].filter((key) => !leftKeys.has(key)),
  };
  const options2 = { left: how === "left" || how === "full", right: how === "right" || how === "full" };
  const joined = left.join(right, [k.left, k.right], undefined, options2);
  const base = info(left);
  return setInfo(joined, { ...inheritedProvenance(left, right), core: base?.core ?? null, params: { join: { keys: k, how } }, unmatched });
}
