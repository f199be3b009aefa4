import { afterEach, describe, expect, it } from "vitest";
import { BudgetExceededError, estimateCost } from "../../src/api/index.js";
import { ok, startScriptedServer, type ScriptedServer } from "./support/scripted-server.js";
import { idOf, minimalRecord, testClient } from "./support/fixtures.js";

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Answers like the service: records, and the price in X-Service-Credit-Cost. */
async function pricedServer() {
  return startScriptedServer({
    handler: (req) => {
      const core = req.path.split("/")[4] as "trialcore" | "drugcore";
      if (req.path.endsWith("/lookup")) return ok([{ input: { chemblId: "CHEMBL1" }, serviceIds: [] }], { "x-service-credit-cost": "1" });
      if (req.path.endsWith("/records")) {
        const limit = Number(req.query.get("limit") ?? 20);
        return ok([minimalRecord(core, { serviceId: idOf(core, 1) })], {
          "x-service-credit-cost": String(estimateCost(core, "search", { limit })),
        });
      }
      return ok(minimalRecord(core, { serviceId: idOf(core, 2) }), { "x-service-credit-cost": "1" });
    },
  });
}

describe("credit ledger", () => {
  it("estimates prices as the service charges them", () => {
    expect(estimateCost("trialcore", "search", { limit: 300 })).toBe(75);
    expect(estimateCost("trialcore", "search", {})).toBe(5);
    expect(estimateCost("trialcore", "search", { limit: 21 })).toBe(10);
    expect(estimateCost("drugcore", "get")).toBe(1);
    expect(estimateCost(null, "credits")).toBe(0);
  });

  it("adds up the X-Service-Credit-Cost of every response, per core and in total", async () => {
    server = await pricedServer();
    const client = testClient(server.baseUrl);
    await client.trialcore.search({ query: "asthma", limit: 40 });
    await client.trialcore.get(idOf("trialcore", 2));
    await client.drugcore.lookup([{ chemblId: "CHEMBL1" }]);
    expect(client.ledger.total).toBe(12);
    expect(client.ledger.perCore()).toEqual({ trialcore: 11, drugcore: 1 });
    expect(client.usage.credits).toBe(12);
    expect(client.ledger.recent().map((e) => [e.core, e.endpoint, e.credits, e.status])).toEqual([
      ["trialcore", "search", 10, 200],
      ["trialcore", "get", 1, 200],
      ["drugcore", "lookup", 1, 200],
    ]);
    await client.close();
  });

  it("tells each search's onCharged what that search was charged, concurrent searches apart", async () => {
    server = await pricedServer();
    const client = testClient(server.baseUrl);
    const charged: Record<number, number[]> = { 40: [], 300: [] };
    await Promise.all(
      [40, 300].map((limit) => client.trialcore.search({ query: "asthma", limit }, { onCharged: (c) => charged[limit].push(c) })),
    );
    expect(charged).toEqual({ 40: [10], 300: [75] });
    await client.close();
  });

  it("refuses a request before sending when its price exceeds what is left of maxCredits", async () => {
    server = await pricedServer();
    const client = testClient(server.baseUrl, { maxCredits: 12 });
    await client.trialcore.search({ query: "asthma", limit: 40 }); // 10
    const err = await client.trialcore.search({ query: "asthma" }).catch((e) => e); // 5 > 2 left
    expect(err).toBeInstanceOf(BudgetExceededError);
    expect(err.message).toMatch(
      /^BUDGET_EXCEEDED on GET \/api\/v1\/cores\/trialcore\/records: this request costs 5 credits but only 2 of maxCredits 12 are left/,
    );
    expect(server!.requests).toHaveLength(1);
    await client.trialcore.get(idOf("trialcore", 2));
    await client.trialcore.get(idOf("trialcore", 2));
    await expect(client.trialcore.get(idOf("trialcore", 2))).rejects.toBeInstanceOf(BudgetExceededError);
    expect(server!.requests).toHaveLength(3);
    expect(client.ledger.remaining).toBe(0);
    await client.close();
  });

  it("holds the price of requests in flight, so concurrent calls cannot overspend", async () => {
    server = await pricedServer();
    const client = testClient(server.baseUrl, { maxCredits: 3 });
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => client.trialcore.get(idOf("trialcore", 2))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    expect(results.filter((r) => r.status === "rejected" && r.reason instanceof BudgetExceededError)).toHaveLength(2);
    expect(server!.requests).toHaveLength(3);
    await client.close();
  });
});
