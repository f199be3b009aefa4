// The queries the searchAll benches run: five per core, chosen to span results of ~350 to ~9,400
// records on the medium sandbox. TrialCore's undated trials (3% of them, at random) are out of
// reach of its date windows and of any filter split, so its queries give a range; the other cores
// are asked with no options at all. PatentCore "invention" replaced "baseline" with dataset version
// 7, where patents stopped borrowing the papers' stock sentences and "baseline" matched none: of the
// words of the patent pool, the one whose count (3,468, seed 42, 2026-01-01) was nearest the 2,859
// "baseline" had, chosen by that rule before any planner ran on it.
export const TRIALS = { by: "startDate", from: "1990-01-01", to: "2036-12-31" };

export const QUERIES = {
  trialcore: ["cancer", "inhibitor", "advanced", "breast", "leukemia"].map((query) => ({ query, options: TRIALS })),
  biomedcore: ["cancer", "therapy", "tyrosine", "mechanisms", "leukemia"].map((query) => ({ query, options: {} })),
  drugcore: ["inhibitor", "receptor", "approved", "cancer", "kinase"].map((query) => ({ query, options: {} })),
  regulatorycore: ["treatment", "inhibitor", "therapy", "cancer", "kinase"].map((query) => ({ query, options: {} })),
  genecore: ["protein", "type", "zinc", "rnas", "coding"].map((query) => ({ query, options: {} })),
  patentcore: ["treating", "treatment", "compounds", "invention", "cancer"].map((query) => ({ query, options: {} })),
};

/** The sandbox days the searchAll benches run on: the default (the anchor) and two others. */
export const DAYS = ["2026-01-01", "2025-09-01", "2026-05-01"];

/**
 * Every match the sandbox's engine ranks for a query on its day (no limit), best first, kept to
 * the query's range when it gives one: what a first search at 300 takes its page from.
 */
export function rankedMatches(engine, core, query, options) {
  const records = engine.search(core, { query, limit: Number.MAX_SAFE_INTEGER, include: [], params: {} });
  if (!options.from) return records;
  const { by, from, to } = options;
  return records.filter((r) => typeof r[by] === "string" && r[by] >= from && r[by] <= to);
}

/**
 * Makes the sandbox's text indexes answer each query once per index: the same query on the same
 * index always matches the same records, and the benches ask it once per searchAll window.
 */
export function memoizeTextSearch(...indexClasses) {
  for (const Index of indexClasses) {
    const search = Index.prototype.search;
    const memo = new WeakMap();
    Index.prototype.search = function (query) {
      let hits = memo.get(this);
      if (!hits) {
        hits = new Map();
        memo.set(this, hits);
      }
      if (!hits.has(query)) hits.set(query, search.call(this, query));
      return hits.get(query);
    };
  }
}
