// Readers for the headers with which a server paces its clients. Each returns null for anything it
// cannot read, so a malformed header never breaks a request; it only stops informing the pacing.

/** Numbers at or above this are epoch seconds (2001-09-09 onwards); below, a delta in seconds. */
const EPOCH_SECONDS_FLOOR = 1e9;
/** Numbers at or above this are epoch milliseconds. */
const EPOCH_MS_FLOOR = 1e12;

// Date.parse accepts nearly anything ("-5" is a year); only the two date forms servers use are read.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const HTTP_DATE = /^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

function parseDate(text: string): number | null {
  if (!ISO_DATE.test(text) && !HTTP_DATE.test(text)) return null;
  const at = Date.parse(text);
  return Number.isFinite(at) ? at : null;
}

/**
 * `X-RateLimit-Reset` as the epoch milliseconds at which the window resets. The real service sends
 * an ISO 8601 timestamp; other servers send epoch seconds or seconds from now: all three are read.
 */
export function parseResetHeader(value: string | null | undefined, now: number): number | null {
  if (value === null || value === undefined) return null;
  const text = value.trim();
  if (text === "") return null;
  if (/^\d+(\.\d+)?$/.test(text)) {
    const n = Number(text);
    if (n >= EPOCH_MS_FLOOR) return n;
    if (n >= EPOCH_SECONDS_FLOOR) return n * 1000;
    return now + n * 1000;
  }
  return parseDate(text);
}

/** `Retry-After` (seconds, or an HTTP date) as seconds to wait from `now`; never negative. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  if (value === null || value === undefined) return null;
  const text = value.trim();
  if (text === "") return null;
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  const at = parseDate(text);
  return at === null ? null : Math.max(0, (at - now) / 1000);
}

/** `X-RateLimit-Remaining` as a non-negative integer, or null. */
export function parseRemainingHeader(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\s*-?\d+\s*$/.test(value)) return null;
  return Math.max(0, Number(value));
}
