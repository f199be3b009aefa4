// How long a stored response is served before it is fetched again. Records follow the service's
// refresh cadence (TrialCore and BiomedCore are updated daily, the other cores weekly). Change-feed
// pages get an hour: a feed read "since" a day is expected to show changes made after the last
// read, and its last page grows as the service changes. Searches keep their core's cadence, but
// unlike records they are not expired by refreshChanged() (a new record can enter any search).
import { MisuseError } from "../errors/index.js";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * How long a cached record or search response is served, in milliseconds per core: a day for
 * trialcore and biomedcore, a week for the others (the service's refresh cadence).
 */
export const DEFAULT_MAX_AGE: Record<string, number> = {
  trialcore: DAY,
  biomedcore: DAY,
  drugcore: 7 * DAY,
  regulatorycore: 7 * DAY,
  genecore: 7 * DAY,
  patentcore: 7 * DAY,
};

/** How long a cached change-feed page is served: an hour, in milliseconds (a feed's last page grows as the service changes). */
export const CHANGES_MAX_AGE = HOUR;

/** A number (ms, every core) or per-core numbers; missing cores keep their default. */
export type MaxAge = number | Partial<Record<string, number>>;

export function maxAgeFor(core: string | null, endpoint: string, option: MaxAge | undefined): number {
  if (typeof option === "number") return option;
  const own = core !== null ? option?.[core] : undefined;
  if (own !== undefined) return own;
  if (endpoint === "changes") return CHANGES_MAX_AGE;
  return (core !== null ? DEFAULT_MAX_AGE[core] : undefined) ?? DAY;
}

export function checkMaxAge(option: unknown): MaxAge | undefined {
  if (option === undefined) return undefined;
  const ok = (v: unknown) => typeof v === "number" && v >= 0 && Number.isFinite(v);
  if (ok(option)) return option as number;
  if (option !== null && typeof option === "object" && Object.values(option).every(ok)) {
    const allowed = Object.keys(DEFAULT_MAX_AGE);
    const unknown = Object.keys(option).filter((k) => !allowed.includes(k));
    if (unknown.length === 0) return option as MaxAge;
    throw new MisuseError(`cache.maxAge: unknown core ${unknown.map((k) => JSON.stringify(k)).join(", ")}; allowed: ${allowed.join(", ")}`);
  }
  throw new MisuseError(`cache.maxAge must be milliseconds (a number >= 0) or { <core>: milliseconds }; got ${JSON.stringify(option)}`);
}
