// BiomedCore: search, get-by-ID, lookup and the change feed.
import { createCoreClient, type ClientContext, type CoreClient } from "./core-client.js";
import { createFeedClient, type FeedClient } from "./changes.js";

export type BiomedCoreClient = CoreClient<"biomedcore"> & FeedClient<"biomedcore">;

export function biomedcoreClient(ctx: ClientContext): BiomedCoreClient {
  return { ...createCoreClient("biomedcore", ctx), ...createFeedClient("biomedcore", ctx) };
}
