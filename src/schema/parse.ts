// Entry points for parsing service JSON. Lenient by default: unknown fields and enum values are
// kept, and so is a field of an unexpected type (as it came) or a missing one (as null), each
// reported once per (field, kind) as a warning; a body is only refused when it is not the
// documented container at all. `strict: true` rejects every deviation.
import * as z from "zod";
import { changeEntrySchema, changesPageSchema, regulatoryChangeEntrySchema, type ChangeEntryOf, type ChangesPage } from "./changes.js";
import { capabilitiesSchema, type Capabilities } from "./capabilities.js";
import { CORE_TITLES } from "./core-titles.js";
import { creditsSchema, type Credits } from "./credits.js";
import type { CoreName, ChangesCoreName } from "./enums.js";
import { lookupResultSchema, type LookupResult } from "./lookup.js";
import type { Mode } from "./mode.js";
import { SchemaParseError } from "./parse-error.js";
import { documentSectionSchema, type DocumentSection } from "./records/document-sections.js";
import { recordSchema, type RecordOf } from "./records/registry.js";
import { noteDrift } from "./field-drift.js";
import { withWarnings, type WarningSink } from "./warnings.js";

export interface ParseOptions {
  /** Reject unknown fields and unknown enum values (default false). */
  strict?: boolean;
  /** Receives this parse's new warnings instead of the global sink. */
  onWarning?: WarningSink;
}

const modeOf = (opts: ParseOptions): Mode => (opts.strict ? "strict" : "lenient");

/** Names a schema in warnings, e.g. `GeneCoreRecord`; `list` when the JSON is a list of them. */
interface Root {
  name: string;
  list: boolean;
}

/**
 * `build` gives the schema for a mode. A lenient parse that fails is run again in salvage mode,
 * where each field that does not fit is kept as it came; only a body that even salvage cannot read
 * (not an object where records should be, say) is an error, reported as the lenient parse saw it.
 */
function run<T>(build: (m: Mode) => z.ZodType, json: unknown, what: string, root: Root, opts: ParseOptions): T {
  const m = modeOf(opts);
  return withWarnings(() => {
    const r = build(m).safeParse(json);
    if (r.success) return r.data as T;
    if (m === "strict") throw SchemaParseError.from(what, r.error);
    const kept = build("salvage").safeParse(json);
    if (!kept.success) throw SchemaParseError.from(what, r.error);
    noteDrift(root.name, json, r.error.issues, root.list);
    return kept.data as T;
  }, opts.onWarning);
}

const one = (name: string): Root => ({ name, list: false });
const list = (name: string): Root => ({ name, list: true });

export function parseRecord<C extends CoreName>(core: C, json: unknown, opts: ParseOptions = {}): RecordOf<C> {
  return run((m) => recordSchema(core, m), json, `${CORE_TITLES[core]} record`, one(`${CORE_TITLES[core]}Record`), opts);
}

export function parseRecords<C extends CoreName>(core: C, json: unknown, opts: ParseOptions = {}): RecordOf<C>[] {
  return run((m) => z.array(recordSchema(core, m)), json, `${CORE_TITLES[core]} records`, list(`${CORE_TITLES[core]}Record`), opts);
}

/** A RegulatoryCore document section with its full content (single-section fetch). */
export function parseSection(json: unknown, opts: ParseOptions = {}): DocumentSection {
  return run(documentSectionSchema, json, "RegulatoryCore document section", one("DocumentSection"), opts);
}

export function parseChangeEntries<C extends ChangesCoreName>(core: C, json: unknown, opts: ParseOptions = {}): ChangeEntryOf<C>[] {
  const entry = (m: Mode) =>
    core === "regulatorycore" ? regulatoryChangeEntrySchema(m) : changeEntrySchema(core as Exclude<ChangesCoreName, "regulatorycore">, m);
  return run((m) => z.array(entry(m)), json, `${CORE_TITLES[core]} change entries`, list(`${CORE_TITLES[core]}ChangeEntry`), opts);
}

/** A whole feed response: `{ data: Entry[], nextCursor }`. */
export function parseChangesPage<C extends ChangesCoreName>(
  core: C,
  json: unknown,
  opts: ParseOptions = {},
): ChangesPage<ChangeEntryOf<C>> {
  return run(
    (m) => changesPageSchema(core, m),
    json,
    `${CORE_TITLES[core]} change feed page`,
    one(`${CORE_TITLES[core]}ChangesPage`),
    opts,
  );
}

export function parseLookupResults(json: unknown, opts: ParseOptions = {}): LookupResult[] {
  return run((m) => z.array(lookupResultSchema(m)), json, "lookup results", list("LookupResult"), opts);
}

/** The whole credits response `{ data: { remaining } }`. */
export function parseCredits(json: unknown, opts: ParseOptions = {}): Credits {
  return run(creditsSchema, json, "credits response", one("CreditsResponse"), opts);
}

/** The whole capabilities response `{ data: { apiVersion, cores, ... } }`. */
export function parseCapabilities(json: unknown, opts: ParseOptions = {}): Capabilities {
  return run(capabilitiesSchema, json, "capabilities response", one("CapabilitiesResponse"), opts);
}
