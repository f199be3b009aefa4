// DrugCore: search, get-by-ID, lookup and the change feed.
import type { ClientContext } from "./call-options.js";
import { createCoreClient, type CoreClient } from "./core-client.js";
import { createChangesClient, type ChangesClient } from "./changes.js";

/** The client of DrugCore (drugs): search, get, lookup and the change feed. */
export type DrugCoreClient = CoreClient<"drugcore"> & ChangesClient<"drugcore">;

export function drugcoreClient(ctx: ClientContext): DrugCoreClient {
  return { ...createCoreClient("drugcore", ctx), ...createChangesClient("drugcore", ctx) };
}
