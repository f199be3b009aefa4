// The limiter's one timer: it pumps the queue when the wait decided last is over.

/** Calls `fire` at an epoch millisecond; a new time replaces the old one, so only one is ever set. */
export class PumpTimer {
  private timer: NodeJS.Timeout | null = null;
  private when = Number.POSITIVE_INFINITY;

  constructor(private readonly fire: () => void) {}

  /** Fires at `when` (epoch milliseconds; Infinity: never). */
  at(when: number): void {
    if (when === this.when) return;
    this.clear();
    this.when = when;
    if (when === Number.POSITIVE_INFINITY) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.when = Number.POSITIVE_INFINITY;
        this.fire();
      },
      Math.max(0, when - Date.now()),
    );
  }

  clear(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.when = Number.POSITIVE_INFINITY;
  }
}
