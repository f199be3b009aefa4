import { afterEach, describe, expect, it } from "vitest";
import { ok, startScriptedServer, type ScriptedServer } from "./support/scripted-server.js";
import { idOf, testClient } from "./support/fixtures.js";

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("lookup", () => {
  it("splits 250 items into 3 requests of at most 100 and joins results in input order", async () => {
    server = await startScriptedServer({
      handler: (req) => {
        const items = (req.body as { items: { pmid: string }[] }).items;
        // Answer the later batches faster, so arrival order differs from input order.
        const delayMs = items[0].pmid === "0" ? 150 : 0;
        return {
          ...ok(
            items.map((it) =>
              Number(it.pmid) % 7 === 0
                ? { input: it, error: { code: "NOT_FOUND", message: `no publication with PMID ${it.pmid}` } }
                : { input: it, serviceIds: [idOf("biomedcore", Number(it.pmid))] },
            ),
          ),
          delayMs,
        };
      },
    });
    const client = testClient(server.baseUrl);
    const items = Array.from({ length: 250 }, (_, i) => ({ pmid: String(i) }));
    const results = await client.biomedcore.lookup(items);
    expect(server.requests.map((r) => (r.body as { items: unknown[] }).items.length).sort()).toEqual([100, 100, 50]);
    expect(results).toHaveLength(250);
    results.forEach((r, i) => {
      expect(r.input).toEqual({ pmid: String(i) });
      if (i % 7 === 0) expect(r).toMatchObject({ error: { code: "NOT_FOUND" } });
      else expect(r).toEqual({ input: { pmid: String(i) }, serviceIds: [idOf("biomedcore", i)] });
    });
    expect(client.usage.requests).toBe(3);
    await client.close();
  });

  it("sends nothing for an empty list", async () => {
    server = await startScriptedServer();
    const client = testClient(server.baseUrl);
    expect(await client.genecore.lookup([])).toEqual([]);
    expect(server.requests).toHaveLength(0);
    await client.close();
  });

  it("fails clearly when the server returns a different number of results", async () => {
    server = await startScriptedServer({ handler: () => ok([]) });
    const client = testClient(server.baseUrl);
    await expect(client.trialcore.lookup([{ nctId: "NCT00000001" }])).rejects.toMatchObject({
      code: "INVALID_RESPONSE",
      message: expect.stringContaining("expected 1 results, one per item, got 0"),
    });
    await client.close();
  });
});
