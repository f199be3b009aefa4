// sv.usage reports the time spent waiting twice: the wall-clock time during which something waited
// (the union of concurrent waits) and the sum of every request's own wait. Under 40 concurrent
// paced calls the sum is many times the run, the wall-clock figure never more than it.
import { performance } from "node:perf_hooks";
import { expect, test } from "vitest";
import { connect } from "../../src/index.js";

test("under 40 concurrent paced calls, usage's wall-clock wait is at most the session's time; the sum exceeds it", async () => {
  const started = performance.now();
  const sv = await connect({ env: {}, quiet: true, quotaDir: false, rateLimit: { requests: 8, windowMs: 400 } });
  try {
    const calls = Array.from({ length: 40 }, (_, i) => sv.api.biomedcore.search({ query: i % 2 ? "cancer" : "asthma", limit: 1 + i }));
    await Promise.all(calls);
    const elapsed = performance.now() - started;
    const u = sv.usage;
    expect(u.requests).toBe(40);
    expect(u.rateLimitWaits).toBeGreaterThanOrEqual(30);
    expect(u.waitWallMs).toBeGreaterThan(0);
    expect(u.waitWallMs).toBeLessThanOrEqual(elapsed);
    // Waits overlap: their sum counts the same seconds many times over.
    expect(u.waitSumMs).toBeGreaterThan(2 * u.waitWallMs);
    // The old names still read (deprecated), and are not printed beside the new ones.
    expect(u.waits).toBe(u.rateLimitWaits);
    expect(u.waitedMs).toBe(u.waitSumMs);
    expect(Object.keys(u)).not.toContain("waitedMs");
    expect(sv.api.usage.snapshot().waitWallMs).toBe(u.waitWallMs);
  } finally {
    await sv.close();
  }
}, 30_000);
