// Every message the tables layer shows a user, in one file (as vega-lite keeps src/log/message.ts):
// side by side, the wording stays consistent, and each message can be checked for the one rule they
// share: the first line names what was passed and what to do instead.
import { CORE_TITLES } from "../schema/index.js";
import { ID_PREFIX, type CoreName } from "../schema/index.js";
import { closestName } from "../schema/closest-name.js";
import { FLATTEN_SOURCES, flattenersOf, type FlattenerName } from "./flatten/sources.js";
import { identifierKind } from "./identifier-kind.js";

const title = (core: CoreName) => CORE_TITLES[core];
const quoted = (value: unknown) => JSON.stringify(value) ?? String(value);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** A value as a message names it; a Promise says what is missing (an `await`). */
export function describeValue(value: unknown): string {
  if (value === undefined) return "undefined";
  if (value === null) return "null";
  if (value instanceof Promise) return "a Promise (the call that made it was not awaited: put await before it)";
  if (Array.isArray(value)) return `an array of ${plural(value.length, "item")}`;
  if (typeof value === "object") {
    const o = value as { numRows?: unknown; constructor?: { name?: string } };
    if (typeof o.numRows === "function") return "a table";
    return `an object of type ${o.constructor?.name ?? "Object"}`;
  }
  if (typeof value === "string") return `the string ${quoted(value.length > 60 ? `${value.slice(0, 59)}…` : value)}`;
  return `${typeof value} ${String(value)}`;
}

/** A list of column names, cut after the first dozen. */
export function columnList(columns: readonly string[]): string {
  return columns.length > 12 ? `${columns.slice(0, 12).join(", ")}, ...` : columns.join(", ") || "none";
}

function didYouMean(name: string, allowed: readonly string[]): string {
  const near = closestName(name, allowed);
  return near ? `; did you mean ${quoted(near)}?` : "";
}

/** The columns a misspelt or shortened column name most likely meant: the closest by edit distance, else those containing it. */
export function nearColumns(name: string, columns: readonly string[]): string[] {
  const near = closestName(name, columns);
  if (near) return [near];
  const lower = name.toLowerCase();
  return lower.length < 3 ? [] : columns.filter((c) => c.toLowerCase().includes(lower)).slice(0, 3);
}

function didYouMeanColumn(name: string, columns: readonly string[]): string {
  const near = nearColumns(name, columns);
  return near.length > 0 ? `; did you mean ${near.map(quoted).join(" or ")}?` : "";
}

// --- tables given to helpers -------------------------------------------------------------------

export const notATable = (helper: string, needs: string, value: unknown) => `${helper} needs ${needs}; got ${describeValue(value)}`;

export const missingColumns = (helper: string, needs: string, missing: readonly string[], columns: readonly string[]) =>
  `${helper} needs ${needs}: the table has no ${missing.join(", ")} column${missing.length > 1 ? "s" : ""} (it has ${columnList(columns)})${didYouMeanColumn(missing[0], columns)}`;

/** Arquero's "Unrecognized column: x" / "Invalid column reference", on a corebook table: with its columns and the nearest. */
export const unknownColumn = (verb: string, name: string, columns: readonly string[]) =>
  `${verb}: the table has no column ${quoted(name)} (it has ${columnList(columns)})${didYouMeanColumn(name, columns)}`;

// --- the session ----------------------------------------------------------------------------------

export const notACore = (name: string, cores: readonly string[], meant: string) =>
  `sv.${name} is not a core of the session: the six cores are ${cores.map((c) => `sv.${c}`).join(", ")}; did you mean sv.${meant}?`;

export const wrongCore = (helper: string, needs: string, got: CoreName) => `${helper} needs ${needs}; got a ${title(got)} table`;

// --- flatten -----------------------------------------------------------------------------------

/** What a flattener needs, in words: `a TrialCore table fetched with { include: ["outcomes"] }`. */
export function flattenNeeds(name: FlattenerName, includeNeeded: boolean): string {
  const { core, field } = FLATTEN_SOURCES[name];
  return includeNeeded ? `a ${title(core)} table fetched with { include: ["${field}"] }` : `a ${title(core)} table`;
}

export function flattenWrongCore(name: FlattenerName, got: CoreName, needs: string): string {
  const fitting = flattenersOf(got).map((n) => `flatten.${n}`);
  const instead = fitting.length > 0 ? `; a ${title(got)} table flattens with ${fitting.join(", ")}` : "";
  return `flatten.${name}: this is a ${title(got)} table; flatten.${name} needs ${needs}${instead}`;
}

export const flattenChildTable = (name: FlattenerName, child: FlattenerName) =>
  `flatten.${name}: this is a flatten.${child} table; flatten.${name} needs the ${title(FLATTEN_SOURCES[name].core)} table it came from`;

export const flattenMissingField = (name: FlattenerName, what: string, field: string, needs: string) =>
  `flatten.${name}: ${what} has no "${field}" field; pass ${needs}`;

// --- get: service IDs --------------------------------------------------------------------------

const exampleId = (core: CoreName) => `${ID_PREFIX[core]}${"0".repeat(15)}1`;

export const idsNotAList = (core: CoreName, value: unknown) =>
  `${core}.get needs a ${title(core)} service ID or a list of them (like ${quoted(exampleId(core))}); got ${describeValue(value)}`;

export const idsAreATable = (core: CoreName) =>
  `${core}.get needs service IDs, not a table: pass its serviceId column, sv.${core}.get(table.array("serviceId"))`;

/** What to do with one item that is not an ID of `core`: another core's get, lookup, or the ID form. */
function idAdvice(core: CoreName, value: unknown): string {
  const kind = identifierKind(value);
  if (kind.kind === "service-id") return `it is a ${title(kind.core)} ID: use sv.${kind.core}.get`;
  if (kind.kind === "lookup-key") {
    return `it looks like ${kind.name}: resolve it with sv.${kind.core}.lookup([{ ${kind.key}: ${quoted(value)} }])`;
  }
  return `a ${title(core)} ID looks like ${quoted(exampleId(core))} (${ID_PREFIX[core]} and 16 to 32 letters or digits)`;
}

export function badIds(core: CoreName, bad: readonly { index: number; value: unknown }[], total: number): string {
  const [first] = bad;
  const more =
    bad.length > 1
      ? `; ${bad.length - 1} more of the ${total} items are not IDs either (positions ${bad
          .slice(1, 6)
          .map((b) => b.index)
          .join(", ")}${bad.length > 6 ? ", ..." : ""})`
      : "";
  return `${core}.get: item ${first.index} of ids is ${describeValue(first.value)}, not a ${title(core)} service ID; ${idAdvice(core, first.value)}${more}`;
}

// --- options and parameters ---------------------------------------------------------------------

export const includeValue = (core: CoreName, value: unknown, allowed: readonly string[]) =>
  `include: ${quoted(value)} is not an include value of ${core}; allowed: ${allowed.join(", ")}${typeof value === "string" ? didYouMean(value, allowed) : ""}`;

export const optionsNotObject = (operation: string, value: unknown, allowed: readonly string[]) =>
  `${operation}: options must be an object with any of ${allowed.join(", ")}; got ${describeValue(value)}`;

export const unknownOptions = (operation: string, names: readonly string[], allowed: readonly string[]) =>
  `${operation}: unknown option${names.length > 1 ? "s" : ""} ${names.map(quoted).join(", ")}; allowed: ${allowed.join(", ")}${didYouMean(names[0], allowed)}`;

export const onErrorValue = (operation: string, value: unknown) => `${operation}: onError must be "throw" or "keep"; got ${quoted(value)}`;

export const concurrencyValue = (operation: string, value: unknown) =>
  `${operation}: concurrency must be a whole number >= 1; got ${typeof value === "number" || value === undefined ? String(value) : quoted(value)}`;

export const overBudget = (operation: string, estimate: number, what: string, left: number, max: number | null) =>
  `${operation} needs about ${estimate} credits (${what}) but only ${left} of maxCredits ${max} are left; raise maxCredits in connect() or ask for less`;

export const connectConcurrency = (value: unknown) => `connect: concurrency must be a whole number >= 1; got ${quoted(value)}`;

export const connectNoBaseUrl = () => "connect: an API key is set but no service address: pass baseUrl or set SV_BASE_URL";

export const connectSandboxPace = (value: unknown) =>
  `connect: sandbox.rateLimit must be "service" (the service's 60 requests a minute), false (unpaced, the default) or ` +
  `{ requests, windowMs }; got ${quoted(value)}`;

/** A duration as a notice says it: `45 s`, `2 min 4 s`. */
export function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  return s % 60 === 0 ? `${s / 60} min` : `${Math.floor(s / 60)} min ${s % 60} s`;
}

/** Said once, when a session on the unpaced sandbox closes after requests the service would have paced. */
export const sandboxServicePace = (requests: number, actualMs: number, serviceMs: number, perMinute: number) =>
  `corebook: the offline sandbox served these ${plural(requests, "request")} unpaced in ${duration(actualMs)}; ` +
  `the service, at ${perMinute} a minute, would take about ${duration(serviceMs)} for them ` +
  `(connect({ sandbox: { rateLimit: "service" } }) paces the sandbox alike)`;

export const refreshNoCache = () =>
  'cache.refreshChanged needs a response cache: connect with cache: { mode: "use" } (it is off on the in-process sandbox by default)';

export const refreshNoFeed = (bad: readonly string[], feeds: readonly string[]) =>
  `cache.refreshChanged: ${bad.join(", ")} has no change feed; the cores with one are ${feeds.join(", ")}`;

// --- links, joins, feeds ------------------------------------------------------------------------

export const notALinkField = (operation: string, field: string, where: string, allowed: readonly string[]) =>
  `${operation}: field ${quoted(field)} is not a link field of ${where}; allowed: ${allowed.join(", ")}${didYouMean(field, allowed)}`;

export const linkColumnMissing = (operation: string, field: string, needsInclude: boolean) =>
  `${operation}: the table has no "${field}" column${needsInclude ? `; fetch the table with { include: ["${field}"] }` : ""}`;

export const linksNoServiceId = (operation: string, columns: readonly string[]) =>
  `${operation}: the table has no serviceId column (it has ${columnList(columns)}); pass a table of records from sv.<core>.search / get`;

export const joinHow = (how: unknown) => `join: how must be one of inner, left, right, full; got ${quoted(how)}`;

export const joinKeys = (keys: unknown) =>
  `join: keys { left, right } must be two lists of column names of the same length; got ${quoted(keys)}`;

export const joinMissing = (side: string, missing: readonly string[], columns: readonly string[]) =>
  `join: the ${side} table has no column ${missing.map(quoted).join(", ")} (it has ${columnList(columns)})${didYouMean(missing[0], columns)}`;

export const feedTableMax = (max: unknown) => `changesTable: max must be a positive number; got ${quoted(max)}`;

// --- multi-request results ------------------------------------------------------------------------

export function partialResult(summary: string, reason: string, failed: number): string {
  const count = failed > 1 ? ` (${failed} items failed; see error.failed)` : "";
  return `${summary}: ${reason}${count}; the records fetched are in error.partial`;
}

export const followIncomplete = (field: string) => `follow(${field}) did not fetch every linked record`;

// --- analysis helpers ---------------------------------------------------------------------------

export const patentsLimit = (limit: unknown) => `patentsOfDrugs: limit must be a whole number 1..300; got ${quoted(limit)}`;

export const pairsSession = (value: unknown) =>
  `pairs.authorizations(table, sv): sv must be the session from connect(), to fetch the twins; got ${describeValue(value)}`;

export const pairsWithoutDate = (count: number, total: number) =>
  `corebook: pairs.authorizations: ${count} of ${plural(total, "pair")} lack a date, since their twin is not in the table; ` +
  `column missingTwin names the side; pass the session to fetch the twins: await pairs.authorizations(table, sv)`;

export const pairsTwinsNotFound = (ids: readonly string[]) =>
  `corebook: pairs.authorizations: ${plural(ids.length, "linked authorization")} could not be fetched (${ids.slice(0, 5).join(", ")}${ids.length > 5 ? ", ..." : ""}); their pairs lack a date (column missingTwin)`;
