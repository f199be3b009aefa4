// A service that cannot be reached at all (a stopped sandbox, a mistyped address) must end a
// multi-request operation within seconds, not after every item has been tried: once 8 items in a
// row could not connect, the rest are listed as failed with that reason, unsent. Each item is
// still retried first, and an item the service answers (a 404 included) resets the count.
import { createServer } from "node:net";
import { expect, test } from "vitest";
import { openSession, PartialResultError } from "../../src/tables/index.js";
import { ConnectionError, type ServiceError } from "../../src/api/index.js";
import { FailureCollector, UNREACHABLE_IN_A_ROW } from "../../src/tables/failures.js";
import { LIMITS } from "../../src/schema/index.js";

/** The address of a local port that nothing listens on: connections to it are refused. */
async function closedAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

const ids = Array.from({ length: 60 }, (_, i) => `SVTC_Unreachable${String(i).padStart(8, "0")}`);

test("get and lookup stop once the service refused 8 items in a row, and list every item as failed", async () => {
  const sv = await openSession({
    apiKey: "sandbox-key",
    baseUrl: await closedAddress(),
    rateLimit: false,
    quotaDir: false,
    cache: false,
    retries: 1,
    retry: { baseDelayMs: 1, maxDelayMs: 5 },
  });
  try {
    const error = await sv.trialcore.get(ids).then(
      () => null,
      (e: unknown) => e as PartialResultError,
    );
    expect(error).toBeInstanceOf(PartialResultError);
    expect(error?.message).toMatch(/fetched 0 of 60 records; 60 failed; stopped after 8 items in a row could not reach the service/);
    expect(error?.message).toMatch(/ECONNREFUSED/);
    expect(error?.failed.map((f) => f.id)).toEqual(ids);
    expect(error?.failed.every((f) => f.code === "CONNECTION_ERROR")).toBe(true);
    // Each item started is tried twice (retries: 1); at most 8 in flight besides the 8 that stop it.
    const getRequests = sv.usage.requests;
    expect(getRequests).toBeLessThanOrEqual(2 * (UNREACHABLE_IN_A_ROW + 8));

    const items = Array.from({ length: LIMITS.lookupItemsMax * 40 }, (_, i) => ({ nctId: `NCT${String(i).padStart(8, "0")}` }));
    const lookup = await sv.trialcore.lookup(items).then(
      () => null,
      (e: unknown) => e as PartialResultError,
    );
    expect(lookup).toBeInstanceOf(PartialResultError);
    expect(lookup?.message).toMatch(/stopped after 8 items in a row could not reach the service/);
    expect(lookup?.failed).toHaveLength(40);
    expect(sv.usage.requests - getRequests).toBeLessThanOrEqual(2 * (UNREACHABLE_IN_A_ROW + 8));
  } finally {
    await sv.close();
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

test("only failures to connect at all count, and only in a row", () => {
  const refused = connectionError("ECONNREFUSED");
  const interleaved = new FailureCollector();
  for (let i = 0; i < 3 * UNREACHABLE_IN_A_ROW; i++) {
    expect(interleaved.add(`a${i}`, refused)).toBe(false);
    if (i % (UNREACHABLE_IN_A_ROW - 1) === 0) interleaved.answered();
  }
  // A connection reset mid-answer is not the service being unreachable, and breaks the run.
  const mixed = new FailureCollector();
  for (let i = 0; i < 3 * UNREACHABLE_IN_A_ROW; i++)
    expect(mixed.add(`b${i}`, i % 4 === 0 ? connectionError("ECONNRESET") : refused)).toBe(false);
  const down = new FailureCollector();
  for (let i = 1; i < UNREACHABLE_IN_A_ROW; i++) expect(down.add(`c${i}`, connectionError("ENOTFOUND"))).toBe(false);
  expect(down.add("last", connectionError("ENOTFOUND"))).toBe(true);
  expect(down.stopNote()).toMatch(/stopped after 8 items in a row/);
  expect(interleaved.stopNote()).toBe("");
});
