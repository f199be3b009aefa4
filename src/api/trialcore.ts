// TrialCore: search, get-by-ID, lookup and the change feed.
import type { ClientContext } from "./call-options.js";
import { createCoreClient, type CoreClient } from "./core-client.js";
import { createChangesClient, type ChangesClient } from "./changes.js";

/** The client of TrialCore (trials): search, get, lookup and the change feed. */
export type TrialCoreClient = CoreClient<"trialcore"> & ChangesClient<"trialcore">;

export function trialcoreClient(ctx: ClientContext): TrialCoreClient {
  return { ...createCoreClient("trialcore", ctx), ...createChangesClient("trialcore", ctx) };
}
