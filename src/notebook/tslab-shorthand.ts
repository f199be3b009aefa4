// tslab runs each cell as a module and rewrites every reference to an earlier cell's variable into
// `exports.name`. It misses a shorthand property: in `{ sv }` the name resolves to the property, not
// to the variable, so the cell threw "ReferenceError: sv is not defined" although `sv` was defined
// one cell up. Spelling each shorthand out (`{ sv: sv }`, `({ a: a = 1 } = o)`) before tslab reads
// the cell means exactly the same, and tslab then rewrites the value like any other reference.
import type { Identifier, Node } from "typescript";

/** The cell's code with each shorthand property written out; the code unchanged when it has none. */
export function spellOutShorthands(code: string, ts: typeof import("typescript")): string {
  if (!code.includes("{")) return code;
  const file = ts.createSourceFile("cell.ts", code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const names: Identifier[] = [];
  const visit = (node: Node): void => {
    if (ts.isShorthandPropertyAssignment(node)) names.push(node.name);
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = code;
  for (const name of names.reverse()) {
    const text = code.slice(name.getStart(file), name.end);
    out = `${out.slice(0, name.end)}: ${text}${out.slice(name.end)}`;
  }
  return out;
}
