// The executed copy's file name for one run: `--out-name PATTERN` with `{name}` (the notebook's name
// without .ipynb), `{set}` (the parameter set's number, from 1) and `{PARAM}` (a parameter's value).
// Without a pattern: NAME.executed.ipynb for a single set, NAME-{set}.executed.ipynb for a list.
import { msg, RunMisuseError } from "./messages.js";
import type { ParameterSet, ParameterValue } from "./run-parameters.js";

const FIELD = /\{([A-Za-z_$][\w$]*)\}/g;

/** A parameter's value as a safe piece of a file name: text as is, other values as JSON, unsafe characters as `_`. */
function namePart(value: ParameterValue): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  const safe = [...text].map((c) => (c.charCodeAt(0) < 32 || '/\\:*?"<>|'.includes(c) || /\s/.test(c) ? "_" : c)).join("");
  return safe.replace(/_+/g, "_").slice(0, 80) || "_";
}

/** Stops before anything runs when the pattern names a field some set lacks, or does not end with .ipynb. */
export function checkOutName(pattern: string, sets: readonly ParameterSet[]): void {
  if (!pattern.endsWith(".ipynb")) throw new RunMisuseError(msg.outNameNotIpynb(pattern), "--out-name", pattern);
  const common = Object.keys(sets[0] ?? {}).filter((k) => sets.every((s) => Object.hasOwn(s, k)));
  for (const m of pattern.matchAll(FIELD)) {
    const field = m[1];
    if (field !== "name" && field !== "set" && !common.includes(field))
      throw new RunMisuseError(msg.outNameUnknownField(pattern, field, common), "--out-name", pattern);
  }
}

export function executedName(
  pattern: string | undefined,
  notebookName: string,
  set: ParameterSet,
  setNumber: number,
  sets: number,
): string {
  const chosen = pattern ?? (sets > 1 ? "{name}-{set}.executed.ipynb" : "{name}.executed.ipynb");
  return chosen.replace(FIELD, (_, field: string) =>
    field === "name" ? notebookName : field === "set" ? String(setNumber) : namePart(set[field] as ParameterValue),
  );
}

/** The report's and the record's shared stem: the executed copy's path without `.executed.ipynb` or `.ipynb`. */
export function runStem(executedPath: string): string {
  return executedPath.replace(/(\.executed)?\.ipynb$/, "");
}
