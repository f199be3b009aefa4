// The pacing state: one record, in epoch milliseconds, that the limiter keeps in memory and, with a
// quota file, writes there as is for every process on the key (quota-file.ts). Nothing is copied
// into another shape or converted to another clock on the way: what the decisions read (decide.ts)
// is what the file holds.
//
// Version 1 (no `version` field, corebook before the pacing core) had the same fields with the same
// meaning, so it is read as is. A file of a later version, or not a record at all, is ignored and
// rebuilt from empty: the state is a cache of what the server said, and the next response refills it.

export const RECORD_VERSION = 2;

export interface PacingRecord {
  version: number;
  /** Grants the server's last answer left for its window, and how many were made since. */
  allowance: number;
  granted: number;
  /** When that view ends (0: no current view), the reset the server announced for it, and when
   * the latest response it rests on came back (server-view.ts). */
  until: number;
  serverReset: number;
  viewSeenAt: number;
  /** That view's allowance was lowered for requests in flight (server-view.ts). */
  viewProvisional: boolean;
  /** Requests in flight per process id: the server may not have counted them yet. */
  inFlight: Record<string, number>;
  /** A lone request finding out the server's count is out, by this pid, until this time. */
  probe: { pid: number; until: number } | null;
  /**
   * When the responses of counted requests arrived, from every process, oldest first: the one
   * sliding window all processes on the key fill together. Without it each process would pace
   * only its own requests and two processes would together send twice the limit.
   */
  answered: number[];
  /** No request goes before this time: a 429 told one process that the window is full for all. */
  pausedUntil: number;
  /** The even pace of requests while the server sends no rate headers (blind-pace.ts), or null. */
  pace: { requests: number; nextAt: number } | null;
  /** How long answers are kept: the longest window any process on the key paces by. */
  keepMs: number;
}

export function emptyRecord(): PacingRecord {
  return {
    version: RECORD_VERSION,
    allowance: 0,
    granted: 0,
    until: 0,
    serverReset: 0,
    viewSeenAt: 0,
    viewProvisional: false,
    inFlight: {},
    probe: null,
    answered: [],
    pausedUntil: 0,
    pace: null,
    keepMs: 0,
  };
}

const finite = (v: unknown, fallback = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : fallback);

/** A record from parsed JSON: version 1 or 2 read (a damaged field takes its empty value), anything else rebuilt. */
export function readRecord(json: unknown): PacingRecord {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return emptyRecord();
  const r = json as Record<string, unknown>;
  const version = r.version === undefined ? 1 : r.version;
  if (version !== 1 && version !== RECORD_VERSION) return emptyRecord();
  const inFlight = typeof r.inFlight === "object" && r.inFlight !== null && !Array.isArray(r.inFlight) ? r.inFlight : {};
  const probe = r.probe as PacingRecord["probe"];
  const pace = r.pace as PacingRecord["pace"];
  return {
    version: RECORD_VERSION,
    allowance: finite(r.allowance),
    granted: finite(r.granted),
    until: finite(r.until),
    serverReset: finite(r.serverReset),
    viewSeenAt: finite(r.viewSeenAt),
    viewProvisional: r.viewProvisional === true,
    inFlight: Object.fromEntries(Object.entries(inFlight).filter(([, n]) => typeof n === "number" && n > 0)),
    probe: probe && typeof probe === "object" && typeof probe.pid === "number" ? { pid: probe.pid, until: finite(probe.until) } : null,
    answered: Array.isArray(r.answered) ? r.answered.filter((t): t is number => typeof t === "number" && Number.isFinite(t)) : [],
    pausedUntil: finite(r.pausedUntil),
    pace:
      pace && typeof pace === "object" ? { requests: finite(pace.requests, Number.NaN), nextAt: finite(pace.nextAt, Number.NaN) } : null,
    keepMs: finite(r.keepMs),
  };
}
