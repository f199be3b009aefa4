// GeneCore: search, get-by-ID, lookup and the change feed.
import type { ClientContext } from "./call-options.js";
import { createCoreClient, type CoreClient } from "./core-client.js";
import { createChangesClient, type ChangesClient } from "./changes.js";

/** The client of GeneCore (genes): search, get, lookup and the change feed. */
export type GeneCoreClient = CoreClient<"genecore"> & ChangesClient<"genecore">;

export function genecoreClient(ctx: ClientContext): GeneCoreClient {
  return { ...createCoreClient("genecore", ctx), ...createChangesClient("genecore", ctx) };
}
