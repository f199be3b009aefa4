// src/tables/provenance.ts
function emptyProvenance() {
  return {
    core: null,
    params: {},
    fetchedAt: /* @__PURE__ */ new Date(),
    asOf: null,
    requests: 0,
    credits: 0,
    cache: { hits: 0, misses: 0 },
    snapshot: null,
    synthetic: false,
    corebookVersion: "unknown",
    truncated: false,
    missing: [],
    truncatedWindows: [],
    failed: [],
    warnings: []
  };
}
var provenance = /* @__PURE__ */ new WeakMap();
function setInfo(table, value) {
  provenance.set(table, { ...emptyProvenance(), ...value });
  return table;
}
function info(table) {
  return provenance.get(table);
}
function inheritedProvenance(...sources) {
  const known = sources.map((t) => provenance.get(t)).filter((p) => p !== void 0);
  if (known.length === 0) return {};
  const newest = known.reduce((a, b) => b.fetchedAt > a.fetchedAt ? b : a);
  const spans = known.map((p) => p.asOf).filter((a) => a !== null);
  const asOf = spans.length === 0 ? null : {
    oldest: spans.reduce((a, b) => b.oldest < a.oldest ? b : a).oldest,
    newest: spans.reduce((a, b) => b.newest > a.newest ? b : a).newest
  };
  return {
    fetchedAt: newest.fetchedAt,
    asOf,
    synthetic: known.some((p) => p.synthetic),
    snapshot: known.find((p) => p.snapshot !== null)?.snapshot ?? null,
    corebookVersion: newest.corebookVersion
  };
}

export {
  emptyProvenance,
  setInfo,
  info,
  inheritedProvenance
};
