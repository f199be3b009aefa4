// The service-time estimate the unpaced sandbox reports: the same requests replayed at the service's
// window, keeping the gaps the program left between them.
import { expect, test } from "vitest";
import { ServicePaceEstimate } from "../../src/api/index.js";

function estimate(config = { requests: 60, windowMs: 60_000 }) {
  let now = 1_000;
  const pace = new ServicePaceEstimate(config, () => now);
  return { pace, at: (t: number) => (now = 1_000 + t) };
}

test("nothing sent: zero both ways", () => {
  const { pace } = estimate();
  expect([pace.requests, pace.actualMs, pace.serviceMs]).toEqual([0, 0, 0]);
});

test("a burst of 150 at once goes in three windows on the service: two minutes", () => {
  const { pace, at } = estimate();
  at(0);
  for (let i = 0; i < 150; i++) pace.sent();
  expect(pace.requests).toBe(150);
  expect(pace.actualMs).toBe(0);
  expect(pace.serviceMs).toBe(120_000);
});

test("150 awaited one after another, 20 ms apart: each keeps its gap, and the window holds the 61st back", () => {
  const { pace, at } = estimate();
  for (let i = 0; i < 150; i++) {
    at(i * 20);
    pace.sent();
  }
  expect(pace.actualMs).toBe(149 * 20);
  // Request 60 waits for request 0's window (60 s), and everything after it shifts with it;
  // request 120 waits for request 60's window.
  expect(pace.serviceMs).toBe(120_000 + 29 * 20);
});

test("requests slower than the window's pace cost no more on the service", () => {
  const { pace, at } = estimate({ requests: 2, windowMs: 1_000 });
  for (let i = 0; i < 10; i++) {
    at(i * 600);
    pace.sent();
  }
  expect(pace.serviceMs).toBe(pace.actualMs);
});
