// What lenient parsing kept although it did not match the reference: unknown enum values (the
// service's additive change at work), values of an unexpected type, and missing fields. All are kept
// (a missing field as null); the user is told once. Warnings raised during a parse are held back and
// only delivered when the parse succeeds, then deduplicated per (field path, kind, value) for the
// life of the process (or until resetWarnings()). Every raised warning is also journaled, so a table
// operation can list the warnings of its own parses (info(table).warnings) even when the console
// was told about them earlier.

/**
 * Why a value was kept with a warning: an enum value the reference does not list, a value of another JSON type, a missing field
 * (kept as null), a response that echoed the API key, or one whose bytes were not all UTF-8.
 */
export type WarningKind = "unknown-value" | "unexpected-type" | "missing" | "echoed-key" | "invalid-utf8";

/**
 * One thing lenient parsing kept although it did not match the reference; `info(table).warnings` lists those of a table's
 * parses.
 */
export interface SchemaWarning {
  /** Schema path of the field, e.g. `TrialCoreRecord.armGroups[].type`. */
  path: string;
  /** What kind of mismatch it is (see `WarningKind`). */
  kind: WarningKind;
  /** The unknown value, the JSON type that came instead of the declared one, or "" when missing. */
  value: string;
  /** Known values of an enum field (empty for the other kinds). */
  known: readonly string[];
  /** The sentence printed for it, starting with `corebook:`. */
  message: string;
}
/** Receives each distinct warning once; the default prints `message` with `console.warn`. */
export type WarningSink = (warning: SchemaWarning) => void;

const consoleSink: WarningSink = (w) => console.warn(w.message);
let sink: WarningSink = consoleSink;
const seen = new Set<string>();
let pending: SchemaWarning[] | null = null;
/** Last raise of each distinct warning, by a counter that only grows. */
const journal = new Map<string, { warning: SchemaWarning; at: number }>();
let clock = 0;

/** Route warnings somewhere other than console.warn; null restores the default. */
export function setWarningSink(next: WarningSink | null): void {
  sink = next ?? consoleSink;
}

/** Forget which warnings were already given (tests use this). */
export function resetWarnings(): void {
  seen.clear();
}

const keyOf = (w: SchemaWarning) => `${w.path}\u0000${w.kind}\u0000${w.value}`;

function deliver(w: SchemaWarning, to: WarningSink): void {
  const key = keyOf(w);
  journal.set(key, { warning: w, at: ++clock });
  if (seen.has(key)) return;
  seen.add(key);
  to(w);
}

/** A point in the warning journal; `warningsSince` lists what was raised after it. */
export function warningMark(): number {
  return clock;
}

/** Distinct warnings raised after `mark` (each once, in the order last raised). */
export function warningsSince(mark: number): SchemaWarning[] {
  return [...journal.values()]
    .filter((e) => e.at > mark)
    .sort((a, b) => a.at - b.at)
    .map((e) => e.warning);
}

function raise(w: SchemaWarning): void {
  if (pending) pending.push(w);
  else deliver(w, sink);
}

export function noteUnknownEnum(path: string, value: string, known: readonly string[]): void {
  raise({
    path,
    kind: "unknown-value",
    value,
    known,
    message: `corebook: unknown value ${JSON.stringify(value)} in ${path} (known: ${known.join(", ")}); kept as is`,
  });
}

/** A field whose value did not have the declared type (kept as it came), or that was missing (null). */
export function noteFieldDrift(path: string, kind: "unexpected-type" | "missing", got: string, expected: string): void {
  const message =
    kind === "missing"
      ? `corebook: ${path} is missing; kept as null`
      : `corebook: ${path} is ${got} where ${expected} was expected; kept as it came`;
  raise({ path, kind, value: kind === "missing" ? "" : got, known: [], message });
}

/** A response that echoed the API key, which was redacted from the named places (api/echoed-key.ts). */
export function noteEchoedKey(request: string, places: readonly string[]): void {
  const where = places.length > 5 ? `${places.slice(0, 5).join(", ")} and ${places.length - 5} more` : places.join(", ");
  raise({
    path: request,
    kind: "echoed-key",
    value: where,
    known: [],
    message: `corebook: the response to ${request} echoed the API key; it was replaced by [redacted] in ${where}, and the response was not kept in the response cache or snapshot`,
  });
}

/**
 * A response whose body was not valid UTF-8 (api/response-body.ts): it was read with U+FFFD in
 * place of the bad bytes, which only text values can hold (JSON's structure is ASCII), and was not
 * kept in the response cache or snapshot, so a later run asks the service again.
 */
export function noteInvalidUtf8(request: string): void {
  raise({
    path: request,
    kind: "invalid-utf8",
    value: "",
    known: [],
    message: `corebook: the response to ${request} was not valid UTF-8; the bad bytes were read as U+FFFD (\uFFFD) in its strings, and the response was not kept in the response cache or snapshot`,
  });
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
