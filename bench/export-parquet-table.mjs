// The bench table of export-parquet.mjs: mixed column types (text of high and low cardinality,
// integers and floats with nulls, booleans, day dates, lists, lists of structs, structs), declared
// as a corebook table so no inference pass is needed for its plain columns.
export const PHASES = ["EARLY_PHASE1", "PHASE1", "PHASE1/PHASE2", "PHASE2", "PHASE2/PHASE3", "PHASE3", "PHASE4", "NA"];
export const ARMS = ["EXPERIMENTAL", "ACTIVE_COMPARATOR", "PLACEBO_COMPARATOR"];
const DAY_MS = 86_400_000;
const DAY0 = Date.UTC(2000, 0, 1);

export async function buildBenchTable(n, { declared = true, dist = new URL("../dist/", import.meta.url).href } = {}) {
  const aq = await import("arquero");
  // From the build that exports it: the declared types live in that build's registry.
  const { setColumnTypes } = await import(new URL("tables/column-types.js", dist).href);
  const col = (f) => Array.from({ length: n }, (_, i) => f(i));
  const table = aq.table({
    serviceId: col((i) => `SVTC_${String(i).padStart(16, "0")}`),
    phase: col((i) => PHASES[i % 8]),
    title: col((i) => (i % 10 === 0 ? null : `Study ${i}, "phase" ${i % 8}`)),
    enrollment: col((i) => (i % 7 === 0 ? null : (i * 37) % 5000)),
    score: col((i) => i / 1000),
    hasResults: col((i) => i % 3 === 0),
    startDate: col((i) => new Date(DAY0 + (i % 9000) * DAY_MS)),
    conditions: col((i) => (i % 5 === 0 ? [] : [`cond${i % 13}`, `cond${i % 7}`])),
    armGroups: col((i) => [{ type: ARMS[i % 3], title: `Arm ${i % 4}`, description: null }]),
    gnomadConstraint: col((i) => (i % 4 === 0 ? null : { loeuf: (i % 1000) / 1000, pli: (i % 97) / 97 })),
  });
  if (!declared) return table;
  const s = { kind: "string" };
  return setColumnTypes(table, {
    serviceId: s,
    phase: s,
    title: s,
    enrollment: { kind: "integer" },
    score: { kind: "float" },
    hasResults: { kind: "boolean" },
    startDate: { kind: "date" },
    conditions: { kind: "list", of: s },
    armGroups: { kind: "list", of: { kind: "struct", fields: { type: s, title: s, description: s } } },
    gnomadConstraint: { kind: "struct", fields: { loeuf: { kind: "float" }, pli: { kind: "float" } } },
  });
}
