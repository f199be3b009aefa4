// createClient checks its options by name: a misspelt `maxcredits` must not silently mean "no budget".
import { describe, expect, it } from "vitest";
import { inspect } from "node:util";
import { createClient } from "../../src/api/index.js";
import { API_KEY } from "./support/fixtures.js";

describe("createClient options", () => {
  it("refuses an unknown option, naming it and the allowed ones", () => {
    expect(() => createClient({ apiKey: API_KEY, baseUrl: "http://127.0.0.1:9", maxcredits: 10 } as never)).toThrow(
      /createClient: unknown option "maxcredits"; allowed: apiKey, baseUrl, rateLimit, retries, retry, timeoutMs, longTimeoutMs, maxResponseBytes, maxCredits,/,
    );
  });

  it("never shows the key when the client is printed", async () => {
    const client = createClient({ apiKey: API_KEY, baseUrl: "http://127.0.0.1:9", rateLimit: false });
    const shown = [inspect(client, { depth: 12, showHidden: true }), JSON.stringify(client)].join("\n");
    await client.close();
    expect(shown).not.toContain(API_KEY);
  });
});
