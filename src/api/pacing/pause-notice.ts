// A pause the service asked for (429 with Retry-After) that lasts more than a few seconds is told,
// once per pause: in a notebook cell or a CLI run a silent minute looks like a hang. The line goes
// to stderr (console.warn), which tslab and Deno show under the cell and the CLI prints as is.

/** Waits up to this long pass silently. */
const SHOWN_PAUSE_MS = 5_000;

/** A length of time as people say it: "42 s", "10 min", "24 h". */
export function describeDuration(ms: number): string {
  const s = ms / 1000;
  if (s < 120) return `${Math.ceil(s)} s`;
  if (s < 2 * 3600) return `${Math.round(s / 60)} min`;
  return `${Math.round(s / 3600)} h`;
}

/** A moment as the wall-clock time it will be, in UTC (notebooks run on servers in any zone); with its date when not within hours. */
export function clockTime(epochMs: number): string {
  const iso = new Date(epochMs).toISOString();
  return `${Math.abs(epochMs - Date.now()) < 12 * 3600_000 ? iso.slice(11, 19) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`} UTC`;
}

export class PauseNotice {
  private toldUntil = 0;

  constructor(private readonly tell: (line: string) => void = (line) => console.warn(line)) {}

  /**
   * Tells of a pause lasting until `untilEpoch` unless it is short or already told (requests that
   * hit the same full window each report the same pause, give or take a second).
   */
  pause(untilEpoch: number, source: "this process" | "another process"): void {
    const ms = untilEpoch - Date.now();
    if (ms <= SHOWN_PAUSE_MS || untilEpoch <= this.toldUntil + 1000) return;
    this.toldUntil = untilEpoch;
    const asked =
      source === "this process" ? "the service answered 429 Too Many Requests" : "the service told another process on this machine";
    this.tell(
      `corebook: rate limit: ${asked} to pause for ${describeDuration(ms)} (Retry-After); requests with this key wait until ${clockTime(untilEpoch)}`,
    );
  }
}
