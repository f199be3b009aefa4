// With a quota file a pump lets at most 500 requests go per update of the file (rate-limiter.ts):
// the requests granted start in the update's turn of the event loop, and a burst granted at once
// held that turn. The rest go at the next updates; none of them counts as held back by the limit.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import type { Ticket } from "../../src/api/limiter.js";
import { sharedLimiter } from "../../src/api/rate-limiter.js";

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Answers a request at once, with rate headers allowing far more than any burst here. */
async function answered(ticket: Ticket | Promise<Ticket>): Promise<void> {
  const held = await ticket;
  held.observe({ remaining: 99_000, resetAt: Date.now() + 30_000 });
  held.release();
}

/** Acquires `calls` tickets at once; how many were granted in each turn of the event loop that granted any. */
async function grantsPerTurn(calls: number, quotaDir: string | false): Promise<{ turns: number[]; waited: number }> {
  const { limiter, release } = sharedLimiter(
    `turns-${Math.random()}-key`,
    "http://127.0.0.1/",
    { requests: 100_000, windowMs: 60_000 },
    quotaDir,
  );
  // A first request probes the server alone; once its answer says the window allows far more than
  // the burst, the burst may go at once.
  await answered(limiter.acquire());
  let turn = 0;
  const turnOf: number[] = [];
  let ticking = true;
  const tick = () => {
    turn++;
    if (ticking) setImmediate(tick);
  };
  setImmediate(tick);
  let waited = 0;
  await Promise.all(
    Array.from({ length: calls }, async () => {
      const ticket = await limiter.acquire();
      turnOf.push(turn);
      if (ticket.waited) waited++;
      await answered(ticket);
    }),
  );
  ticking = false;
  await release();
  const counts = new Map<number, number>();
  for (const t of turnOf) counts.set(t, (counts.get(t) ?? 0) + 1);
  return { turns: [...counts.values()], waited };
}

it("with a quota file, 1,200 requests at once go 500, 500 and 200 in three turns, none counted as waited", async () => {
  dir = mkdtempSync(join(tmpdir(), "corebook-grant-turns-"));
  const { turns, waited } = await grantsPerTurn(1200, dir);
  expect(turns).toEqual([500, 500, 200]);
  expect(waited).toBe(0);
});

it("without a quota file each request goes in its caller's turn: 1,200 in one", async () => {
  const { turns, waited } = await grantsPerTurn(1200, false);
  expect(turns).toEqual([1200]);
  expect(waited).toBe(0);
});
