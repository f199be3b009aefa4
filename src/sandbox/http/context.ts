// What every route handler can reach: the day's records, the search engine, the feed logs, the ledger.
import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { CHANGES_CORES, type ChangesCoreName } from "../../schema/index.js";
import type { Dataset } from "../dataset.js";
import { CursorCodec } from "../feeds/cursor.js";
import { buildFeedLog, type FeedLog } from "../feeds/feed-log.js";
import { SearchEngine } from "../search/engine.js";
import { DayRecords } from "../records/day-records.js";
import type { Principal } from "./auth.js";
import type { CreditAccounts } from "./credits.js";
import type { RateState } from "./rate-limit.js";
import type { Replies } from "./reply.js";

export type Env = {
  /** Set by @hono/node-server when served over HTTP; absent when the app is called in process (app.fetch). */
  Bindings: { incoming?: IncomingMessage };
  Variables: { principal: Principal; rate: RateState | null; cost: number | null };
};
export type Ctx = Context<Env>;

/**
 * A request header's value. Served over HTTP it is read from Node's own header object: Hono's
 * `c.req.header()` would first build a WHATWG Headers object from every header of the request.
 */
export function requestHeader(c: Ctx, name: string): string | undefined {
  const incoming = c.env?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** `/path?query` of a request URL (Hono's `c.req.url` is absolute). */
export function pathAndQuery(url: string): string {
  const afterScheme = url.indexOf("//");
  const slash = url.indexOf("/", afterScheme < 0 ? 0 : afterScheme + 2);
  return slash < 0 ? "/" : url.slice(slash);
}

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
