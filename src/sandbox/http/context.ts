// What every route handler can reach: the day's records, the search engine, the feed logs, the ledger.
// (The request itself, as Hono hands it to a handler: request-context.ts.)
import { CHANGES_CORES, type ChangesCoreName } from "../../schema/index.js";
import type { Dataset } from "../dataset.js";
import { CursorCodec } from "../feeds/cursor.js";
import { buildFeedLog, type FeedLog } from "../feeds/feed-log.js";
import { SearchEngine } from "../search/engine.js";
import { DayRecords } from "../records/day-records.js";
import type { CreditAccounts } from "./credits.js";
import type { Replies } from "./reply.js";

export class SandboxState {
  readonly day: DayRecords;
  private searchEngine: SearchEngine;
  private cursorCodec: CursorCodec;
  private readonly logs = new Map<ChangesCoreName, FeedLog>();

  constructor(
    readonly dataset: Dataset,
    readonly ledger: CreditAccounts,
    /** Builds every response (body and headers) of this sandbox. */
    readonly replies: Replies,
  ) {
    this.day = new DayRecords(dataset);
    this.searchEngine = new SearchEngine(this.day);
    this.cursorCodec = SandboxState.codec(dataset);
  }

  // Cursors stay valid across restarts on the same dataset and day, and nowhere else: a cursor
  // points into one day's feed, so moving the clock retires it (400) instead of misreading.
  private static codec(d: Dataset): CursorCodec {
    return new CursorCodec(`corebook-sandbox-cursor:${d.seed}:${d.scale}:${d.today}`);
  }

  get engine(): SearchEngine {
    return this.searchEngine;
  }
  get cursors(): CursorCodec {
    return this.cursorCodec;
  }

  /** Moves the clock: records, search indexes, lookups and feeds all follow the new day. */
  setToday(today: string): void {
    if (today === this.dataset.today) return;
    this.dataset.today = today;
    this.day.buildDay();
    this.searchEngine = new SearchEngine(this.day);
    this.cursorCodec = SandboxState.codec(this.dataset);
    this.logs.clear();
  }

  feedLog(core: ChangesCoreName): FeedLog {
    let log = this.logs.get(core);
    if (!log) {
      log = buildFeedLog(this.dataset, core, this.day.linkDays);
      this.logs.set(core, log);
    }
    return log;
  }

  isFeedCore(core: string): core is ChangesCoreName {
    return (CHANGES_CORES as readonly string[]).includes(core);
  }
}
