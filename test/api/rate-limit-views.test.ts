// How the limiter reads the server's rate headers when responses come back out of order. Each
// response carries the server's count at the moment the request ARRIVED there; a response that was
// slow to come back holds an older count than one handled before it. Taking the last response's
// count as the truth would hand out places the server no longer has (the quota test's rare burst
// of 9 429s was one late response raising the allowance to what the window had held earlier).
import { afterEach, describe, expect, it } from "vitest";
import { BlindPace } from "../../src/api/pacing/blind-pace.js";
import { mergeView } from "../../src/api/pacing/server-view.js";
import { ok, startScriptedServer, type ScriptedServer } from "./support/scripted-server.js";
import { testClient } from "./support/fixtures.js";

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("the server's view of its window", () => {
  it("a late response with an older (higher) remaining count does not raise the allowance: no 429", async () => {
    server = await startScriptedServer({ rateLimit: { requests: 10, windowMs: 1000 } });
    // The first request goes alone and learns that 9 more may follow. Of those 9, the second to
    // arrive (remaining 7 when it arrived) is answered only after the other 8: by then the window is
    // full, and its count is stale.
    let othersAnswered: () => void = () => {};
    const lastOfBurst = new Promise<void>((resolve) => {
      othersAnswered = resolve;
    });
    server.handler = async (_req, index) => {
      if (index === 2) await lastOfBurst;
      if (index === 9) setTimeout(othersAnswered, 30);
      return ok({ remaining: 1 });
    };
    // The client's own ceiling is far above the server's: only the server's headers pace it here.
    const client = testClient(server.baseUrl, { rateLimit: { requests: 1000, windowMs: 1000 }, quotaDir: false });
    await Promise.all(Array.from({ length: 20 }, () => client.credits()));
    expect(server.rejected).toBe(0);
    expect(server.requests).toHaveLength(20);
    await client.close();
  });
});

describe("a count lowered for requests in flight", () => {
  it("once they are all answered, a probe finds the places they did not take: no wait to the reset, no 429", async () => {
    server = await startScriptedServer({ rateLimit: { requests: 10, windowMs: 4000 } });
    // Requests 1-4 reach the server at once and are answered 300 ms later.
    server.handler = async (_req, index) => {
      if (index >= 1 && index <= 4) await new Promise((r) => setTimeout(r, 300));
      return ok({ remaining: 1 });
    };
    const client = testClient(server.baseUrl, { rateLimit: { requests: 1000, windowMs: 4000 }, quotaDir: false });
    const t0 = performance.now();
    // The first request probes (9 left); four more follow and are held by the server.
    const first = Promise.all(Array.from({ length: 5 }, () => client.credits()));
    while (server.requests.length < 5) await new Promise((r) => setTimeout(r, 2));
    // Answered at once, the sixth says 4 left; with four requests in flight that the server may not
    // have counted, the limiter may grant none until it knows more.
    await client.credits();
    // These four wait. Before, they waited for the server's reset, 4 s after the first request;
    // once the four slow answers are in, a probe now finds 3 places left, and the rest follow.
    await Promise.all([first, ...Array.from({ length: 4 }, () => client.credits())]);
    expect(server.rejected).toBe(0);
    expect(server.requests).toHaveLength(10);
    expect(server.requests[9].at - t0).toBeLessThan(2000);
    await client.close();
  });
});

describe("mergeView", () => {
  // A view known from responses that came back by t=100; the server's window resets at t=10000.
  const known = (allowance: number, granted: number, provisional = false) => ({
    allowance,
    granted,
    until: 10_000,
    resetAt: 10_000,
    seenAt: 100,
    provisional,
  });
  const seen = (allowance: number, sentAt: number, resetAt = 10_000, provisional = false) => ({
    allowance,
    until: resetAt,
    resetAt,
    seenAt: 150,
    sentAt,
    provisional,
  });

  it("takes the lower count when the order is unknown (sent before the known view came back)", () => {
    // An older count (7 left) returning after the window was used up leaves nothing to grant.
    expect(mergeView(known(9, 9), seen(7, 90))).toMatchObject({ allowance: 9, granted: 9, seenAt: 150 });
    // A lower count than the known view's leftovers wins too.
    expect(mergeView(known(9, 2), seen(3, 90))).toMatchObject({ allowance: 5, granted: 2 });
  });

  it("adopts a view whose request was sent after the known view came back: it reached the server later", () => {
    expect(mergeView(known(9, 9), seen(4, 120))).toEqual({
      allowance: 4,
      granted: 0,
      until: 10_000,
      resetAt: 10_000,
      seenAt: 150,
      provisional: false,
    });
    expect(mergeView(null, seen(4, 0))).toMatchObject({ allowance: 4, granted: 0 });
  });

  it("keeps the doubt of the count that stands: a lowered count stays provisional until a certain one settles it", () => {
    // The known view was lowered for requests in flight; a certain response with more room does not raise it, nor settle it.
    expect(mergeView(known(4, 4, true), seen(2, 90))).toMatchObject({ allowance: 4, granted: 4, provisional: true });
    // A certain response with the same count settles it; a lower provisional one brings its doubt.
    expect(mergeView(known(4, 4, true), seen(0, 90))).toMatchObject({ allowance: 4, provisional: false });
    expect(mergeView(known(9, 2), seen(3, 90, 10_000, true))).toMatchObject({ allowance: 5, provisional: true });
    expect(mergeView(known(9, 2), seen(8, 90, 10_000, true))).toMatchObject({ allowance: 9, provisional: false });
  });

  it("adopts a view naming a clearly later reset (a new window), and not one a second or less later (rounding)", () => {
    expect(mergeView(known(9, 9), seen(6, 90, 20_000))).toMatchObject({ allowance: 6, granted: 0, resetAt: 20_000 });
    expect(mergeView(known(9, 9), seen(6, 90, 11_000))).toMatchObject({ allowance: 9, granted: 9, resetAt: 11_000, until: 10_000 });
  });
});

describe("BlindPace (no rate headers: even pace, AIMD)", () => {
  it("spaces requests one interval apart at the configured rate", () => {
    const pace = new BlindPace(60);
    expect(pace.waitFor(0)).toBe(0);
    pace.granted(0, 60_000);
    expect(pace.waitFor(0)).toBe(1000);
    expect(pace.waitFor(1000)).toBe(0);
  });

  it("halves the rate on a refusal and wins it back slowly, never above the configured ceiling", () => {
    const pace = new BlindPace(60);
    pace.refused(0, 60_000);
    expect(pace.requests).toBe(30);
    expect(pace.waitFor(0)).toBe(2000);
    pace.refused(0, 60_000);
    expect(pace.requests).toBe(15);
    for (let i = 0; i < 15; i++) pace.served();
    expect(pace.requests).toBeGreaterThan(15.9);
    expect(pace.requests).toBeLessThan(17);
    for (let i = 0; i < 10_000; i++) pace.served();
    expect(pace.requests).toBe(60);
  });

  it("adopts what another process learned, and ignores a damaged value", () => {
    const pace = new BlindPace(60);
    pace.merge({ requests: 12, nextAt: 500 });
    expect(pace.requests).toBe(12);
    expect(pace.waitFor(0)).toBe(500);
    pace.merge({ requests: Number.NaN, nextAt: Number.NaN });
    expect(pace.requests).toBe(12);
    expect(pace.waitFor(0)).toBe(500);
  });
});
