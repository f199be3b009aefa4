// Provenance travels with an exported file under PROVENANCE_METADATA_KEY: in the Parquet key-value
// metadata, the Arrow schema metadata, and the CSV / JSON Lines sidecar. Only what describes the
// data is written (core, parameters, as-of times, truncation, missing IDs, snapshot, synthetic,
// version, and the fetches behind it by core and parameters); what a run spent (requests, credits,
// cache hits, also per fetch) is left out, so exporting the same data twice, fetched or served from
// the cache, gives byte-identical files.
import type { ColumnTable } from "arquero";
import { emptyProvenance, info, setInfo, type Provenance } from "../tables/provenance.js";

export const PROVENANCE_METADATA_KEY = "corebook:provenance";

// Per-run costs: not part of what a file describes.
const RUN_FIELDS = new Set<keyof Provenance>(["requests", "credits", "cache"]);

/** The provenance of a table as metadata entries, or none for a table corebook did not build. */
export function provenanceMetadata(table: ColumnTable): Record<string, string> {
  const provenance = info(table);
  if (!provenance) return {};
  const kept: Record<string, unknown> = Object.fromEntries(
    Object.entries(provenance).filter(([name]) => !RUN_FIELDS.has(name as keyof Provenance)),
  );
  kept.sources = provenance.sources.map((source) => ({ core: source.core, params: source.params }));
  return { [PROVENANCE_METADATA_KEY]: JSON.stringify({ format: "corebook-provenance", version: 1, ...kept }) };
}

/** Gives `table` the provenance a file carried (info() then answers as for the exported table). */
export function restoreProvenance<T extends ColumnTable>(table: T, text: string | undefined | null): T {
  if (!text) return table;
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return table;
  }
  if (parsed?.format !== "corebook-provenance") return table;
  const { format: _format, version: _version, ...fields } = parsed;
  void _format;
  void _version;
  const restored: Partial<Provenance> = { ...(fields as Partial<Provenance>) };
  const empty = emptyProvenance();
  restored.fetchedAt = typeof fields.fetchedAt === "string" ? new Date(fields.fetchedAt) : empty.fetchedAt;
  const asOf = fields.asOf as { oldest?: string; newest?: string } | null | undefined;
  restored.asOf = asOf?.oldest && asOf.newest ? { oldest: new Date(asOf.oldest), newest: new Date(asOf.newest) } : null;
  // Each fetch named in the file, at no cost: the file's reader made no request for it.
  const sources = Array.isArray(fields.sources) ? (fields.sources as { core?: unknown; params?: unknown }[]) : [];
  restored.sources = sources.map((source) => ({
    core: (source?.core ?? null) as Provenance["core"],
    params: source?.params && typeof source.params === "object" ? (source.params as Record<string, unknown>) : {},
    requests: 0,
    credits: 0,
    cache: { hits: 0, misses: 0 },
  }));
  return setInfo(table, restored);
}
