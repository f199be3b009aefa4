// BiomedCore: search, get-by-ID, lookup and the change feed.
import type { ClientContext } from "./call-options.js";
import { createCoreClient, type CoreClient } from "./core-client.js";
import { createChangesClient, type ChangesClient } from "./changes.js";

/** The client of BiomedCore (publications): search, get, lookup and the change feed. */
export type BiomedCoreClient = CoreClient<"biomedcore"> & ChangesClient<"biomedcore">;

export function biomedcoreClient(ctx: ClientContext): BiomedCoreClient {
  return { ...createCoreClient("biomedcore", ctx), ...createChangesClient("biomedcore", ctx) };
}
