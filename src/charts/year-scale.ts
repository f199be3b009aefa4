// The x scale of charts with one bar (or cell) per year. Left to itself, a temporal scale spans
// only the years present, so two papers of one year draw one bar as wide as the plot. The domain
// runs from the first year to the end of the last, and is widened to at least MIN_YEARS around
// them, so a year always looks like a year.
const MIN_YEARS = 6;

interface YearBound {
  year: number;
  month: number;
  date: number;
  utc: true;
}

/** A scale domain for years (undefined when there are none, so an empty chart keeps vega's default). */
function yearDomain(years: Iterable<number>): [YearBound, YearBound] | undefined {
  const all = [...years];
  if (all.length === 0) return undefined;
  let first = Math.min(...all);
  let last = Math.max(...all) + 1;
  const short = MIN_YEARS - (last - first);
  if (short > 0) {
    first -= Math.floor(short / 2);
    last += Math.ceil(short / 2);
  }
  const bound = (year: number): YearBound => ({ year, month: 1, date: 1, utc: true });
  return [bound(first), bound(last)];
}

/** The x channel of a chart with one bar or cell per year, from a `year` field of `YYYY-01-01` days. */
export function yearChannel(years: Iterable<number>, title: string) {
  return {
    field: "year",
    type: "temporal",
    timeUnit: "utcyear",
    axis: { format: "%Y" },
    scale: { domain: yearDomain(years) },
    title,
  } as const;
}
