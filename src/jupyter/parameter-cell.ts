// Injecting a run's parameters into a notebook, papermill's way: a new code cell tagged
// `injected-parameters` right after the cell tagged `parameters` (first, when there is none), and
// both kept in the executed copy. The injected cell declares each parameter again, with the keyword
// and type the parameters cell gave it (`let drug = "imatinib";`, `const dose: number = 20;`): both
// kernels let a later cell declare a name again (tslab cells and Deno's REPL share one scope and
// allow it), so the parameters cell may use `const` or `let`, and on tslab a value of the wrong
// type fails the injected cell with TypeScript's own message.
import type { Notebook } from "./notebook-json.js";
import { msg, RunMisuseError } from "./messages.js";
import type { ParameterSet } from "./run-parameters.js";

export const PARAMETERS_TAG = "parameters";
export const INJECTED_TAG = "injected-parameters";

/** A parameter the parameters cell declares: `let NAME` / `const NAME: TYPE`. */
interface Declaration {
  keyword: "const" | "let" | "var";
  /** The type annotation as written, or null. */
  type: string | null;
}

type Cell = Notebook["cells"][number];

const sourceOf = (cell: Cell) => (Array.isArray(cell.source) ? cell.source.join("") : cell.source);
const tagsOf = (cell: Cell) => {
  const tags = (cell.metadata as { tags?: unknown } | undefined)?.tags;
  return Array.isArray(tags) ? (tags as unknown[]) : [];
};

/**
 * The names a parameters cell declares at its top level, one declaration a name: `const`, `let` or
 * `var`, optionally typed, with a value. Lines inside a multi-line value are skipped by the indent
 * rule: a declaration starts a line (optionally after `export`).
 */
export function declaredParameters(source: string): Map<string, Declaration> {
  const found = new Map<string, Declaration>();
  const head = /^(?:export\s+)?(const|let|var)\s+([A-Za-z_$][\w$]*)\s*(:?)/gm;
  for (const m of source.matchAll(head)) {
    const keyword = m[1] as Declaration["keyword"];
    const type = m[3] === ":" ? typeAnnotation(source, (m.index ?? 0) + m[0].length) : null;
    found.set(m[2], { keyword, type });
  }
  return found;
}

/** The annotation from `start` up to the `=` that begins the value, skipping `=>` and brackets. */
function typeAnnotation(source: string, start: number): string | null {
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    const c = source[i];
    if ("<([{".includes(c)) depth++;
    else if (">)]}".includes(c) && !(c === ">" && source[i - 1] === "=")) depth--;
    else if (c === "=" && depth === 0 && source[i + 1] !== ">" && source[i + 1] !== "=") {
      const type = source.slice(start, i).trim();
      return type === "" ? null : type;
    } else if ((c === ";" || c === "\n") && depth === 0) return null;
  }
  return null;
}

/** The injected cell's code: one declaration a parameter, the value as a JSON literal (valid TypeScript). */
export function injectedSource(set: ParameterSet, declared: Map<string, Declaration> | null): string {
  const lines = ["// Parameters injected by corebook run"];
  for (const [name, value] of Object.entries(set)) {
    const d = declared?.get(name);
    const keyword = d?.keyword ?? "let";
    lines.push(`${keyword} ${name}${d?.type ? `: ${d.type}` : ""} = ${JSON.stringify(value)};`);
  }
  return lines.join("\n");
}

/**
 * The notebook with `set` injected (a copy; a cell injected by an earlier run is replaced). Returns
 * the notebook and a warning when it has no cell tagged `parameters`. Throws naming a parameter the
 * parameters cell does not declare, with the names it does.
 */
export function injectParameters(
  notebook: Notebook,
  set: ParameterSet,
  notebookName: string,
): { notebook: Notebook; warning: string | null } {
  const cells = notebook.cells.filter((c) => !tagsOf(c).includes(INJECTED_TAG));
  const at = cells.findIndex((c) => c.cell_type === "code" && tagsOf(c).includes(PARAMETERS_TAG));
  const declared = at === -1 ? null : declaredParameters(sourceOf(cells[at]));
  if (declared) {
    const missing = Object.keys(set).filter((name) => !declared.has(name));
    if (missing.length > 0)
      throw new RunMisuseError(msg.parameterNotDeclared(notebookName, missing, [...declared.keys()]), "-p", missing[0]);
  }
  const withIds = cells.some((c) => typeof (c as { id?: unknown }).id === "string");
  const injected: Cell & { id?: string } = {
    cell_type: "code",
    execution_count: null,
    ...(withIds ? { id: uniqueId(cells) } : {}),
    metadata: { tags: [INJECTED_TAG] },
    outputs: [],
    source: injectedSource(set, declared),
  };
  cells.splice(at + 1, 0, injected);
  const metadata = { ...notebook.metadata, corebook: { ...(notebook.metadata.corebook as object | undefined), parameters: set } };
  return { notebook: { ...notebook, cells, metadata }, warning: at === -1 ? msg.noParametersCell(notebookName) : null };
}

function uniqueId(cells: Cell[]): string {
  const ids = new Set(cells.map((c) => (c as { id?: unknown }).id));
  let id = INJECTED_TAG;
  for (let n = 2; ids.has(id); n++) id = `${INJECTED_TAG}-${n}`;
  return id;
}
