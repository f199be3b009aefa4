// Small builders shared by the api tests.
import { ID_PREFIX, type CoreName } from "../../../src/schema/index.js";
import { createClient, type ClientOptions } from "../../../src/api/index.js";

export const API_KEY = "sk-test-5ecret-Key-0123456789";

/** A well-formed service ID of a core: prefix + 16 digits. */
export function idOf(core: CoreName, n: number): string {
  return ID_PREFIX[core] + String(n).padStart(16, "0");
}

/** A client with fast retries and no pacing unless the test asks for it. */
export function testClient(baseUrl: string, options: Partial<ClientOptions> = {}) {
  return createClient({
    apiKey: API_KEY,
    baseUrl,
    rateLimit: false,
    retry: { baseDelayMs: 5, maxDelayMs: 40 },
    timeoutMs: 5_000,
    ...options,
  });
}
