import {
  emptyProvenance,
  info,
  setInfo
} from "./chunk-XFNLBLKI.js";

// src/export/provenance-metadata.ts
var PROVENANCE_METADATA_KEY = "corebook:provenance";
var RUN_FIELDS = /* @__PURE__ */ new Set(["requests", "credits", "cache"]);
function provenanceMetadata(table) {
  const provenance = info(table);
  if (!provenance) return {};
  const kept = Object.fromEntries(Object.entries(provenance).filter(([name]) => !RUN_FIELDS.has(name)));
  return { [PROVENANCE_METADATA_KEY]: JSON.stringify({ format: "corebook-provenance", version: 1, ...kept }) };
}
function restoreProvenance(table, text) {
  if (!text) return table;
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    return table;
  }
  if (!parsed || parsed.format !== "corebook-provenance") return table;
  const { format: _format, version: _version, ...fields } = parsed;
  void _format;
  void _version;
  const restored = { ...fields };
  const empty = emptyProvenance();
  restored.fetchedAt = typeof fields.fetchedAt === "string" ? new Date(fields.fetchedAt) : empty.fetchedAt;
  const asOf = fields.asOf;
  restored.asOf = asOf && asOf.oldest && asOf.newest ? { oldest: new Date(asOf.oldest), newest: new Date(asOf.newest) } : null;
  return setInfo(table, restored);
}

export {
  PROVENANCE_METADATA_KEY,
  provenanceMetadata,
  restoreProvenance
};
