// A 408 (the server gave up waiting for the request) is sent again like a 5xx: every request of the
// service is read-only, and a busy server (the sandbox under load) answers it for a request it could
// not read in time.
import { afterEach, expect, it } from "vitest";
import { errorReply, ok, startScriptedServer, type ScriptedServer } from "./support/scripted-server.js";
import { testClient } from "./support/fixtures.js";

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

it("retries a 408 and succeeds", async () => {
  server = await startScriptedServer();
  server.enqueue(errorReply(408, "REQUEST_TIMEOUT", "the request was not sent in time"), ok({ remaining: 3 }));
  const client = testClient(server.baseUrl);
  expect(await client.credits()).toEqual({ remaining: 3 });
  expect(server.requests).toHaveLength(2);
  expect(client.usage.retries).toBe(1);
  await client.close();
});
