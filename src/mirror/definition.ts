// What a mirror holds: searches (past the 300 cap through searchAll), ID lists, and link hops to
// follow from what those bring in. The definition is stored in the mirror's state table, so a
// later `sync` (or the command line) needs nothing but the folder.
import { CORES, INCLUDES, isServiceId, type CoreName } from "../schema/index.js";
import { dateFilters, LINK_FIELDS, LINK_TARGETS } from "../tables/index.js";
import { MisuseError } from "../errors/index.js";

/** A search in a mirror's definition: every record it matches is held, past the 300-per-search cap (searchAll). */
export interface MirrorSearch {
  /** The core searched: one with a date filter (biomedcore, trialcore, regulatorycore, patentcore). */
  core: CoreName;
  /** Search parameters with their wire names (query, phase, include...), without limit. */
  params: Record<string, unknown>;
  /** First day of the searchAll range (default 1900-01-01: everything the date filter can see). */
  from?: string;
  /** The date field searchAll slices by (default the core's first). */
  by?: string;
}

/**
 * A link hop in a mirror's definition: the records a link field points to are fetched too. Hops run
 * in order, each one level deep, at the seed and at every sync.
 */
export interface MirrorHop {
  /** The core whose held records' links are followed (records held for the searches, the IDs or an earlier hop). */
  from: CoreName;
  /** A link field of `from` (referencesTrialCore, referencesBiomedCore, ...). */
  field: string;
}

/**
 * What a mirror holds: any combination of searches, IDs and hops, naming at least one record.
 * Checked before anything is sent or written, and stored in the mirror.
 */
export interface MirrorDefinition {
  /** Searches whose every match the mirror holds (default none). */
  searches?: MirrorSearch[];
  /** Service IDs per core, e.g. `{ drugcore: ["SVDC_..."] }` (default none). */
  ids?: Partial<Record<CoreName, string[]>>;
  /** Link hops, in the order they run after the searches and IDs (default none). */
  follow?: MirrorHop[];
}

const DEFINITION_KEYS = ["searches", "ids", "follow"];

/** Checks a definition before anything is sent; the message names the parameter and the allowed values. */
export function checkDefinition(definition: unknown): Required<MirrorDefinition> {
  if (definition === null || typeof definition !== "object" || Array.isArray(definition)) {
    throw new MisuseError(`mirror: the definition must be an object with ${DEFINITION_KEYS.join(", ")}`);
  }
  const d = definition as Record<string, unknown>;
  const unknown = Object.keys(d).filter((k) => !DEFINITION_KEYS.includes(k));
  if (unknown.length > 0)
    throw new MisuseError(`mirror: unknown definition key ${unknown.join(", ")}; allowed: ${DEFINITION_KEYS.join(", ")}`);
  const searches = (d.searches ?? []) as MirrorSearch[];
  const ids = (d.ids ?? {}) as Partial<Record<CoreName, string[]>>;
  const follow = (d.follow ?? []) as MirrorHop[];
  if (!Array.isArray(searches)) throw new MisuseError("mirror: searches must be a list of { core, params }");
  searches.forEach((s, i) => {
    if (!s || !(CORES as readonly string[]).includes(s.core)) {
      throw new MisuseError(`mirror: searches[${i}].core must be one of ${CORES.join(", ")}; got ${JSON.stringify(s?.core)}`);
    }
    if (!s.params || typeof s.params !== "object" || typeof s.params.query !== "string") {
      throw new MisuseError(`mirror: searches[${i}].params must be search parameters with a query`);
    }
    if (dateFilters(s.core).length === 0) {
      throw new MisuseError(
        `mirror: searches[${i}]: ${s.core} has no date filter, so a search cannot go past the 300 cap; list its IDs or follow links to it`,
      );
    }
  });
  if (typeof ids !== "object" || Array.isArray(ids)) throw new MisuseError("mirror: ids must be an object { core: [service IDs] }");
  for (const [core, list] of Object.entries(ids)) {
    if (!(CORES as readonly string[]).includes(core)) {
      throw new MisuseError(`mirror: ids.${core}: unknown core; allowed: ${CORES.join(", ")}`);
    }
    const bad = (list ?? []).filter((id) => !isServiceId(core as CoreName, id));
    if (!Array.isArray(list) || bad.length > 0) {
      throw new MisuseError(
        `mirror: ids.${core} must be ${core} service IDs; not: ${bad
          .slice(0, 3)
          .map((x) => JSON.stringify(x))
          .join(", ")}`,
      );
    }
  }
  if (!Array.isArray(follow)) throw new MisuseError("mirror: follow must be a list of { from, field }");
  follow.forEach((hop, i) => {
    const fields = (LINK_FIELDS as Record<string, readonly string[]>)[hop?.from] ?? [];
    if (!fields.includes(hop?.field)) {
      throw new MisuseError(
        `mirror: follow[${i}]: ${JSON.stringify(hop?.field)} is not a link field of ${JSON.stringify(hop?.from)}; allowed: ${fields.join(", ") || "(none)"}`,
      );
    }
  });
  return { searches, ids, follow };
}

/** The include values a core's records are fetched with: its searches' includes plus the link fields the hops read. */
export function includesFor(definition: Required<MirrorDefinition>, core: CoreName): string[] {
  const set = new Set<string>();
  for (const s of definition.searches) {
    if (s.core !== core) continue;
    const inc = s.params.include;
    for (const v of Array.isArray(inc) ? inc : inc === undefined ? [] : [inc]) set.add(String(v));
  }
  const includable: readonly string[] = INCLUDES[core];
  for (const hop of definition.follow) if (hop.from === core && includable.includes(hop.field)) set.add(hop.field);
  return [...set].sort();
}

/**
 * A search's parameters as the mirror sends them: with every include its core is fetched with, so
 * the records a search brings in carry the link fields the hops read, and the same fields as the
 * records fetched by ID.
 */
export function searchParams(definition: Required<MirrorDefinition>, search: MirrorSearch): Record<string, unknown> {
  const { include: _own, ...params } = search.params;
  const include = includesFor(definition, search.core);
  return include.length > 0 ? { ...params, include } : params;
}

/** Every core the mirror can hold records of. */
export function definitionCores(definition: Required<MirrorDefinition>): CoreName[] {
  const cores = new Set<CoreName>();
  for (const s of definition.searches) cores.add(s.core);
  for (const core of Object.keys(definition.ids) as CoreName[]) cores.add(core);
  for (const hop of definition.follow) {
    cores.add(hop.from);
    cores.add(LINK_TARGETS[hop.field]);
  }
  return CORES.filter((c) => cores.has(c));
}
