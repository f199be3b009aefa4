// Unknown enum values are the service's additive change at work: keep them, tell the user once.
// Warnings raised during a parse are held back and only delivered when the parse succeeds, then
// deduplicated per (field path, value) for the life of the process (or until resetWarnings()).

export interface SchemaWarning {
  /** Schema path of the field, e.g. `TrialCoreRecord.armGroups[].type`. */
  path: string;
  value: string;
  known: readonly string[];
  message: string;
}
export type WarningSink = (warning: SchemaWarning) => void;

const consoleSink: WarningSink = (w) => console.warn(w.message);
let sink: WarningSink = consoleSink;
const seen = new Set<string>();
let pending: SchemaWarning[] | null = null;

/** Route warnings somewhere other than console.warn; null restores the default. */
export function setWarningSink(next: WarningSink | null): void {
  sink = next ?? consoleSink;
}

/** Forget which warnings were already given (tests use this). */
export function resetWarnings(): void {
  seen.clear();
}

function deliver(w: SchemaWarning, to: WarningSink): void {
  const key = `${w.path}\u0000${w.value}`;
  if (seen.has(key)) return;
  seen.add(key);
  to(w);
}

export function noteUnknownEnum(path: string, value: string, known: readonly string[]): void {
  const message =
    `corebook: unknown value ${JSON.stringify(value)} in ${path} (known: ${known.join(", ")}); kept as is`;
  const w: SchemaWarning = { path, value, known, message };
  if (pending) pending.push(w);
  else deliver(w, sink);
}

/** Runs a parse, delivering the warnings it raised only if it returns. */
export function withWarnings<T>(run: () => T, onWarning?: WarningSink): T {
  const outer = pending;
  const mine: SchemaWarning[] = [];
  pending = mine;
  let result: T;
  try {
    result = run();
  } finally {
    pending = outer;
  }
  for (const w of mine) deliver(w, onWarning ?? sink);
  return result;
}
