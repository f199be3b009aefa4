// A service that gives no answer (a stopped sandbox, a mistyped address, a server that accepts and
// never answers) must end a multi-request operation after a few items, not after every item has
// been tried: once 8 items in a row got no answer, the rest are listed as failed with that reason,
// unsent. Each item is still retried first, and an item the service answers (a 404 included)
// resets the count.
import { createServer } from "node:net";
import { expect, test } from "vitest";
import { openSession, PartialResultError } from "../../src/tables/index.js";
import { ConnectionError, TimeoutError, type ServiceError } from "../../src/api/index.js";
import { FailureCollector, UNANSWERED_IN_A_ROW } from "../../src/tables/failures.js";
import { LIMITS } from "../../src/schema/index.js";

/** The address of a local port that nothing listens on: connections to it are refused. */
async function closedAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

/** A local server that accepts connections and never answers; closed with the returned function. */
async function silentServer(): Promise<{ address: string; close: () => Promise<void> }> {
  const sockets = new Set<import("node:net").Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    address: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const ids = Array.from({ length: 60 }, (_, i) => `SVTC_Unreachable${String(i).padStart(8, "0")}`);

/** A session on `baseUrl` that retries each request once, at once. */
function sessionOn(baseUrl: string, timeoutMs?: number) {
  return openSession({
    apiKey: "sandbox-key",
    baseUrl,
    rateLimit: false,
    quotaDir: false,
    cache: false,
    timeoutMs,
    retries: 1,
    retry: { baseDelayMs: 1, maxDelayMs: 5 },
  });
}

/** The error a call ends with (null when it succeeds). */
function failureOf(call: Promise<unknown>): Promise<PartialResultError | null> {
  return call.then(
    () => null,
    (e: unknown) => e as PartialResultError,
  );
}

test("get and lookup stop once the service refused 8 items in a row, and list every item as failed", async () => {
  const sv = await sessionOn(await closedAddress());
  try {
    const error = await failureOf(sv.trialcore.get(ids));
    expect(error).toBeInstanceOf(PartialResultError);
    expect(error?.message).toMatch(/fetched 0 of 60 records; 60 failed; stopped after 8 items in a row got no answer from the service/);
    expect(error?.message).toMatch(/ECONNREFUSED/);
    expect(error?.failed.map((f) => f.id)).toEqual(ids);
    expect(error?.failed.every((f) => f.code === "CONNECTION_ERROR")).toBe(true);
    // Each item started is tried twice (retries: 1); at most 8 in flight besides the 8 that stop it.
    const getRequests = sv.usage.requests;
    expect(getRequests).toBeLessThanOrEqual(2 * (UNANSWERED_IN_A_ROW + 8));

    const items = Array.from({ length: LIMITS.lookupItemsMax * 40 }, (_, i) => ({ nctId: `NCT${String(i).padStart(8, "0")}` }));
    const lookup = await failureOf(sv.trialcore.lookup(items));
    expect(lookup).toBeInstanceOf(PartialResultError);
    expect(lookup?.message).toMatch(/stopped after 8 items in a row got no answer from the service/);
    expect(lookup?.failed).toHaveLength(40);
    expect(sv.usage.requests - getRequests).toBeLessThanOrEqual(2 * (UNANSWERED_IN_A_ROW + 8));
  } finally {
    await sv.close();
  }
}, 60_000);

test("a server that never answers stops a get too, after 8 items in a row timed out", async () => {
  const silent = await silentServer();
  const sv = await sessionOn(silent.address, 150);
  try {
    const error = await failureOf(sv.trialcore.get(ids));
    expect(error).toBeInstanceOf(PartialResultError);
    expect(error?.message).toMatch(/60 failed; stopped after 8 items in a row got no answer from the service/);
    expect(error?.code).toBe("TIMEOUT");
    expect(error?.failed.map((f) => f.id)).toEqual(ids);
    expect(sv.usage.requests).toBeLessThanOrEqual(2 * (UNANSWERED_IN_A_ROW + 8));
  } finally {
    await sv.close();
    await silent.close();
  }
}, 60_000);

/** A connection failure as the transport reports it, with the system's code. */
function connectionError(code: string): ServiceError {
  return new ConnectionError({
    code: "CONNECTION_ERROR",
    detail: `could not get a response (${code})`,
    cause: Object.assign(new Error(code), { code }),
  });
}

test("only items that got no answer count, and only in a row", () => {
  const refused = connectionError("ECONNREFUSED");
  const interleaved = new FailureCollector();
  for (let i = 0; i < 3 * UNANSWERED_IN_A_ROW; i++) {
    expect(interleaved.add(`a${i}`, refused)).toBe(false);
    if (i % (UNANSWERED_IN_A_ROW - 1) === 0) interleaved.answered();
  }
  // A connection reset mid-answer is not the service giving no answer, and breaks the run.
  const mixed = new FailureCollector();
  for (let i = 0; i < 3 * UNANSWERED_IN_A_ROW; i++)
    expect(mixed.add(`b${i}`, i % 4 === 0 ? connectionError("ECONNRESET") : refused)).toBe(false);
  const down = new FailureCollector();
  for (let i = 1; i < UNANSWERED_IN_A_ROW; i++) expect(down.add(`c${i}`, connectionError("ENOTFOUND"))).toBe(false);
  expect(down.add("last", connectionError("ENOTFOUND"))).toBe(true);
  expect(down.stopNote()).toMatch(/stopped after 8 items in a row/);
  const slow = new FailureCollector();
  const timedOut = new TimeoutError({ code: "TIMEOUT", detail: "no complete response within 150 ms" });
  for (let i = 1; i < UNANSWERED_IN_A_ROW; i++) expect(slow.add(`d${i}`, timedOut)).toBe(false);
  expect(slow.add("last", timedOut)).toBe(true);
  expect(interleaved.stopNote()).toBe("");
});
