// PatentCore (preview): search, get-by-ID and lookup; no change feed. Requests that include
// `claims` or `description` get the long timeout (the server can take over a minute to serve them).
import type { ClientContext } from "./call-options.js";
import { createCoreClient, type CoreClient } from "./core-client.js";

/** The client of PatentCore (patents, a preview core): search, get and lookup; it has no change feed. */
export type PatentCoreClient = CoreClient<"patentcore">;

export function patentcoreClient(ctx: ClientContext): PatentCoreClient {
  return createCoreClient("patentcore", ctx);
}
