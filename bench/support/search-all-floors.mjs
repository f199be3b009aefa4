// What searchAll's credits are read against, at the addendum's price (5 credits per started 20 of
// a search's limit). `priceList` is what the result's records cost in searches filled exactly,
// 5 x ceil(n/20). `floor` is what no planner can go below without a count: after the first search
// (75 credits, 300 records), a search that comes back full says "maybe more", so every record must
// come back in some search that returned fewer than its limit; those searches' limits sum to at
// least n + 1 (each is at least one above what it returned), and ceil(a) + ceil(b) >= ceil(a + b),
// so they cost at least 5 x ceil((n + 1) / 20). `densityFloor` is what a planner pays at best in
// expectation if it knew how dense every stretch of the result is but not where its records fall:
// each window's count Poisson around its forecast, the best window and limit, plus the first search
// (search-all-credits.mjs explains it). It is an expectation, not a bound: on a small result most
// records are known from the first page and their count in a window does not vary at all.

/** 5 x ceil(n/20): the price list's cost of n records. */
export const priceList = (n) => 5 * Math.ceil(n / 20);

/** The hard lower bound of a result of n records (n > 300: the first search comes back full). */
export const floor = (n) => (n <= 300 ? 75 : 75 + 5 * Math.ceil((n + 1) / 20));

/**
 * Least expected credits per record earned by a search of a window holding Poisson(mu) records,
 * over every limit and mu: a search of `limit` costs 5 per started 20 and earns its records only
 * when it comes back under its limit (a full one says "more", so its window is searched again).
 */
export function bestCreditsPerRecord() {
  let best = Number.POSITIVE_INFINITY;
  for (let limit = 20; limit <= 300; limit += 20) {
    for (let mu = limit / 4; mu < limit; mu += 0.5) {
      let p = Math.exp(-mu);
      let earned = 0;
      for (let k = 0; k < limit; k++) {
        earned += k * p;
        p *= mu / (k + 1);
      }
      best = Math.min(best, (5 * Math.ceil(limit / 20)) / earned);
    }
  }
  return best;
}

const CREDITS_PER_RECORD = bestCreditsPerRecord();

/** The bench's density floor of a result of n records. */
export const densityFloor = (n) => (n <= 300 ? 75 : Math.round(75 + n * CREDITS_PER_RECORD));

/**
 * The results of 301..max records for which a ratio `target` to the price list is reachable at
 * all (floor <= target x priceList), and those for which even the density floor is within it.
 */
export function reachableBand(target, max = 1000) {
  const hard = [];
  const density = [];
  for (let n = 301; n <= max; n++) {
    if (floor(n) <= target * priceList(n) + 1e-9) hard.push(n);
    if (densityFloor(n) <= target * priceList(n) + 1e-9) density.push(n);
  }
  return { hard, density };
}

/** Consecutive runs of integers, as "a-b" strings. */
export function runs(values) {
  const out = [];
  let start = null;
  let prev = null;
  for (const v of values) {
    if (start === null) start = v;
    else if (v !== prev + 1) {
      out.push(start === prev ? `${start}` : `${start}-${prev}`);
      start = v;
    }
    prev = v;
  }
  if (start !== null) out.push(start === prev ? `${start}` : `${start}-${prev}`);
  return out;
}
