// GeneCore: search, get-by-ID, lookup and the change feed.
import { createCoreClient, type ClientContext, type CoreClient } from "./core-client.js";
import { createFeedClient, type FeedClient } from "./changes.js";

export type GeneCoreClient = CoreClient<"genecore"> & FeedClient<"genecore">;

export function genecoreClient(ctx: ClientContext): GeneCoreClient {
  return { ...createCoreClient("genecore", ctx), ...createFeedClient("genecore", ctx) };
}
