// Entry points for parsing service JSON. Lenient by default (keep unknown fields and enum
// values, warn once per field and value); `strict: true` rejects both.
import { z } from "zod";
import { changeEntrySchema, changesPageSchema, regulatoryChangeEntrySchema, type ChangeEntryOf, type ChangesPage } from "./changes.js";
import { capabilitiesSchema, type Capabilities } from "./capabilities.js";
import { CORE_TITLES } from "./core-titles.js";
import { creditsSchema, type Credits } from "./credits.js";
import type { CoreName, FeedCoreName } from "./enums.js";
import { lookupResultSchema, type LookupResult } from "./lookup.js";
import type { Mode } from "./mode.js";
import { SchemaParseError } from "./parse-error.js";
import { documentSectionSchema, type DocumentSection } from "./records/document-sections.js";
import { recordSchema, type RecordOf } from "./records/registry.js";
import { withWarnings, type WarningSink } from "./warnings.js";

export interface ParseOptions {
  /** Reject unknown fields and unknown enum values (default false). */
  strict?: boolean;
  /** Receives this parse's new warnings instead of the global sink. */
  onWarning?: WarningSink;
}

const modeOf = (opts: ParseOptions): Mode => (opts.strict ? "strict" : "lenient");

function run<T>(schema: z.ZodType, json: unknown, what: string, opts: ParseOptions): T {
  return withWarnings(() => {
    const r = schema.safeParse(json);
    if (!r.success) throw SchemaParseError.from(what, r.error);
    return r.data as T;
  }, opts.onWarning);
}

export function parseRecord<C extends CoreName>(core: C, json: unknown, opts: ParseOptions = {}): RecordOf<C> {
  return run(recordSchema(core, modeOf(opts)), json, `${CORE_TITLES[core]} record`, opts);
}

export function parseRecords<C extends CoreName>(core: C, json: unknown, opts: ParseOptions = {}): RecordOf<C>[] {
  return run(z.array(recordSchema(core, modeOf(opts))), json, `${CORE_TITLES[core]} records`, opts);
}

/** A RegulatoryCore document section with its full content (single-section fetch). */
export function parseSection(json: unknown, opts: ParseOptions = {}): DocumentSection {
  return run(documentSectionSchema(modeOf(opts)), json, "RegulatoryCore document section", opts);
}

export function parseChangeEntries<C extends FeedCoreName>(core: C, json: unknown, opts: ParseOptions = {}): ChangeEntryOf<C>[] {
  const m = modeOf(opts);
  const entry = core === "regulatorycore" ? regulatoryChangeEntrySchema(m) : changeEntrySchema(core as Exclude<FeedCoreName, "regulatorycore">, m);
  return run(z.array(entry), json, `${CORE_TITLES[core]} change entries`, opts);
}

/** A whole feed response: `{ data: Entry[], nextCursor }`. */
export function parseChangesPage<C extends FeedCoreName>(core: C, json: unknown, opts: ParseOptions = {}): ChangesPage<ChangeEntryOf<C>> {
  return run(changesPageSchema(core, modeOf(opts)), json, `${CORE_TITLES[core]} change feed page`, opts);
}

export function parseLookupResults(json: unknown, opts: ParseOptions = {}): LookupResult[] {
  return run(z.array(lookupResultSchema(modeOf(opts))), json, "lookup results", opts);
}

/** The whole credits response `{ data: { remaining } }`. */
export function parseCredits(json: unknown, opts: ParseOptions = {}): Credits {
  return run(creditsSchema(modeOf(opts)), json, "credits response", opts);
}

/** The whole capabilities response `{ data: { apiVersion, cores, ... } }`. */
export function parseCapabilities(json: unknown, opts: ParseOptions = {}): Capabilities {
  return run(capabilitiesSchema(modeOf(opts)), json, "capabilities response", opts);
}
