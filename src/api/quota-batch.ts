// The limiter's pacing events on a quota file, batched. Without a file an event is decided at once.
// With one it waits for the next update of the file: every event queued meanwhile (the answers of a
// burst, a pause) is decided in one update, under one lock, with one asynchronous read and write
// (quota-file.ts), followed by one pump for the waiting requests. No step touches the disk from the caller's turn of
// the event loop: 10,000 gets fired at once used to hold one turn for 12 s, locking, reading and
// renaming the file once per request.
import type { PacingEvent } from "./pacing/decide.js";
import type { PacingRecord } from "./pacing/record.js";
import type { QuotaFile } from "./quota-file.js";

/** What the batch asks of the limiter inside an update. */
export interface BatchHost {
  /** Takes in the record as the file holds it. */
  load(file: PacingRecord): void;
  /** Decides the events queued since the last update. */
  apply(events: PacingEvent[]): void;
  /** Grants what may go now, on the record as the batch left it. */
  pumpNow(): void;
  /** The record to write back, as the limiter holds it. */
  record(): PacingRecord;
  /** An update failed unexpectedly: the waiting requests fail rather than hang. */
  fail(err: unknown): void;
}

export class QuotaBatch {
  private events: PacingEvent[] = [];
  private syncing = false;
  private pumpQueued = false;
  /** Settles when the updates under way are written (never rejects). */
  synced: Promise<void> = Promise.resolve();

  constructor(
    private readonly quota: QuotaFile,
    private readonly host: BatchHost,
  ) {}

  /** Queues events for the next update of the file. */
  add(events: PacingEvent[]): void {
    for (const event of events) this.events.push(event);
    this.start();
  }

  /** Asks for a pump at the end of the next update (after its steps). */
  pump(): void {
    this.pumpQueued = true;
    this.start();
  }

  private start(): void {
    if (!this.syncing) this.synced = this.sync();
  }

  private async sync(): Promise<void> {
    this.syncing = true;
    try {
      while (this.events.length > 0 || this.pumpQueued) {
        await this.quota.update((file) => {
          const events = this.events.splice(0);
          this.host.load(file);
          this.host.apply(events);
          // A pump asked for during the batch runs last, on the window as the batch left it.
          if (this.pumpQueued) {
            this.pumpQueued = false;
            this.host.pumpNow();
          }
          return this.host.record();
        });
      }
    } catch (err) {
      // Not expected (quota-file.ts absorbs the file's failures).
      this.host.fail(err);
    } finally {
      this.syncing = false;
    }
  }
}
