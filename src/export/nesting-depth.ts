// Nesting past the stack. Every writer (and the type inference before it) follows a nested value
// one call per level, as JSON.stringify does, so a value thousands of levels deep (no service
// record comes near: theirs are a few levels) runs out of stack. Rather than slow every export down
// with a check, an export that ran out of stack looks for the cause afterwards, without recursion,
// and names it.
import type { ColumnTable } from "arquero";

/** Where the deepest nested value of a table is: its column, row and depth (a flat value is 0). */
export interface DeepestValue {
  column: string;
  row: number;
  depth: number;
}

/** The depth of one value, walked with an explicit stack so that no depth can overflow it. */
export function nestingDepth(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (current === null || typeof current !== "object" || current instanceof Date || ArrayBuffer.isView(current)) continue;
    if (depth + 1 > deepest) deepest = depth + 1;
    const children = Array.isArray(current) ? current : Object.values(current);
    for (const child of children) if (child !== null && typeof child === "object") pending.push([child, depth + 1]);
  }
  return deepest;
}

/** The table's most deeply nested value, or null when no value nests. */
export function deepestValue(table: ColumnTable): DeepestValue | null {
  let found: DeepestValue | null = null;
  for (const column of table.columnNames()) {
    const values = table.array(column) as ArrayLike<unknown>;
    for (let row = 0; row < values.length; row++) {
      const value = values[row];
      if (value === null || typeof value !== "object") continue;
      const depth = nestingDepth(value);
      if (found === null || depth > found.depth) found = { column, row, depth };
    }
  }
  return found;
}

export function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && /Maximum call stack size exceeded/.test(error.message);
}
