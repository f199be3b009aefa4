// What every route handler can reach: the store, the search engine, the feed logs, the ledger.
import type { Context } from "hono";
import { FEED_CORES, type FeedCoreName } from "../../schema/index.js";
import type { Dataset } from "../dataset.js";
import { CursorCodec } from "../feeds/cursor.js";
import { buildFeedLog, type FeedLog } from "../feeds/feed-log.js";
import { SearchEngine } from "../search/engine.js";
import { Store } from "../store/store.js";
import type { Principal } from "./auth.js";
import type { CreditLedger } from "./credits.js";
import type { RateState } from "./rate-limit.js";

export type Env = { Variables: { principal: Principal; rate: RateState | null; cost: number | null } };
export type Ctx = Context<Env>;

export class SandboxState {
  readonly store: Store;
  readonly engine: SearchEngine;
  readonly cursors: CursorCodec;
  private readonly logs = new Map<FeedCoreName, FeedLog>();

  constructor(readonly dataset: Dataset, readonly ledger: CreditLedger) {
    this.store = new Store(dataset);
    this.engine = new SearchEngine(this.store);
    // Cursors stay valid across restarts on the same dataset, and nowhere else.
    this.cursors = new CursorCodec(`corebook-sandbox-cursor:${dataset.seed}:${dataset.scale}:${dataset.today}`);
  }

  feedLog(core: FeedCoreName): FeedLog {
    let log = this.logs.get(core);
    if (!log) { log = buildFeedLog(this.dataset, core); this.logs.set(core, log); }
    return log;
  }

  isFeedCore(core: string): core is FeedCoreName {
    return (FEED_CORES as readonly string[]).includes(core);
  }
}
