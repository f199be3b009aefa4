// Why test/tables/session.test.ts once counted 4 requests for a get of 3 IDs on a loaded machine:
// the in-process sandbox shares the client's event loop, and Node's HTTP server closes a connection
// idle for 5 s. When the loop stalled past that (here: 6 s of synchronous work, what a load of 8+
// can stretch a slow step into), it woke with the client sending on its pooled connections and
// the server's keep-alive timers closing them in the same turn, unread: ECONNRESET on each, each
// retried (3 requests became 6). The sandbox now keeps idle connections longer (65 s) than the
// client does (10 s), so the client always lets go first.
import { afterAll, beforeAll, expect, test } from "vitest";
import { startSandbox, type RunningSandbox } from "../../src/sandbox/index.js";
import { info, openSession, type CoreSession } from "../../src/tables/index.js";

let sandbox: RunningSandbox;
let sv: CoreSession;
beforeAll(async () => {
  sandbox = await startSandbox({ rateLimit: false });
  sv = await openSession({
    apiKey: sandbox.apiKey,
    baseUrl: sandbox.baseUrl,
    rateLimit: false,
    retries: 1,
    retry: { baseDelayMs: 1, maxDelayMs: 5 },
  });
});
afterAll(async () => {
  await sv?.close();
  await sandbox?.close();
});

test("after the event loop stalls past Node's 5 s keep-alive, a get of 3 IDs is 3 requests, none retried", async () => {
  const ids = (await sv.trialcore.search({ query: "cancer", limit: 6 })).array("serviceId") as string[];
  await sv.trialcore.get(ids.slice(0, 3)); // three pooled connections, now idle
  const until = Date.now() + 6000;
  while (Date.now() < until) {
    // The loop blocked, as on a loaded machine.
  }
  const retries = sv.api.usage.retries;
  const t = await sv.trialcore.get(ids.slice(3));
  expect(sv.api.usage.retries - retries).toBe(0);
  expect(info(t)!.requests).toBe(3);
}, 30_000);
