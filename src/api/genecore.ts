// GeneCore: search, get-by-ID, lookup and the change feed.
import { createCoreClient, type ClientContext, type CoreClient } from "./core-client.js";
import { createFeedClient, type FeedClient } from "./changes.js";

/** The client of GeneCore (genes): search, get, lookup and the change feed. */
export type GeneCoreClient = CoreClient<"genecore"> & FeedClient<"genecore">;

export function genecoreClient(ctx: ClientContext): GeneCoreClient {
  return { ...createCoreClient("genecore", ctx), ...createFeedClient("genecore", ctx) };
}
