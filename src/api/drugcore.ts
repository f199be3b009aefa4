// DrugCore: search, get-by-ID, lookup and the change feed.
import { createCoreClient, type ClientContext, type CoreClient } from "./core-client.js";
import { createFeedClient, type FeedClient } from "./changes.js";

/** The client of DrugCore (drugs): search, get, lookup and the change feed. */
export type DrugCoreClient = CoreClient<"drugcore"> & FeedClient<"drugcore">;

export function drugcoreClient(ctx: ClientContext): DrugCoreClient {
  return { ...createCoreClient("drugcore", ctx), ...createFeedClient("drugcore", ctx) };
}
