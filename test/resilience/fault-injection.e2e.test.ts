// The client against the sandbox through a proxy that injects 500/502/503, 429 with Retry-After,
// resets before headers and mid-body, truncated 200 bodies and answers slower than the timeout, at
// 5% and 20% of requests (seeded). Every operation must return exactly what a clean run returns:
// no record lost, none duplicated. Rates and timeouts are scaled down to keep the run short.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createClient } from "../../src/api/index.js";
import { startSandbox, type RunningSandbox } from "../../src/sandbox/index.js";
import { openSession, info, type CoreSession } from "../../src/tables/index.js";
import { startFaultProxy, type FaultProxy } from "./fault-proxy.js";

let sandbox: RunningSandbox;
let clean: CoreSession;
const SINCE = "2015-01-01";

beforeAll(async () => {
  sandbox = await startSandbox({ scale: "small", seed: 15, today: "2025-06-01", rateLimit: false });
  clean = await openSession({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, rateLimit: false, quotaDir: false });
});
afterAll(async () => {
  await clean?.close();
  await sandbox?.close();
});

/** 2,000 trial IDs: every trial of the sandbox, then well-formed IDs that do not exist (404s). */
function trialIds(): string[] {
  const real = sandbox.dataset.records.trialcore.map((r) => r.serviceId);
  const known = new Set(real);
  const ghosts: string[] = [];
  // Well-formed IDs that the sandbox does not hold: a real ID with its first characters replaced.
  for (let i = 0; ghosts.length < 2000 - real.length; i++) {
    const id = `SVTC_Q${i.toString(36).padStart(3, "0")}${real[i % real.length].slice(9)}`;
    if (!known.has(id)) ghosts.push(id);
  }
  return [...real, ...ghosts].slice(0, 2000);
}

function lookupItems(): { nctId: string }[] {
  const ncts = sandbox.dataset.records.trialcore.map((r) => r.nctId).filter((n): n is string => typeof n === "string");
  return Array.from({ length: 500 }, (_, i) => ({ nctId: i < ncts.length ? ncts[i] : `NCT8${String(i).padStart(7, "0")}` }));
}

async function feed(
  baseUrl: string,
  core: "trialcore" | "regulatorycore",
  client = createClient({
    apiKey: sandbox.apiKey,
    baseUrl,
    rateLimit: false,
    quotaDir: false,
    timeoutMs: 400,
    retries: 10,
    retry: { baseDelayMs: 1, maxDelayMs: 20, rateLimitRetries: 20 },
  }),
): Promise<string[]> {
  const out: string[] = [];
  for await (const entry of client[core].changes({ since: SINCE, limit: 50 })) out.push(JSON.stringify(entry));
  await client.close();
  return out;
}

/** The word most trial titles share, so searchAll has hundreds of matches to slice. */
function commonWord(): string {
  const counts = new Map<string, number>();
  for (const r of sandbox.dataset.records.trialcore) {
    for (const w of new Set((r.briefTitle ?? "").toLowerCase().match(/[a-z]{5,}/g) ?? [])) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

interface Outcome {
  searchAll: unknown[];
  get: { ids: unknown[]; missing: string[] };
  lookup: unknown[];
  trialFeed: string[];
  regulatoryFeed: string[];
}

async function runAll(sv: CoreSession, baseUrl: string): Promise<Outcome> {
  const all = await sv.trialcore.searchAll({ query: commonWord() }, { from: "1990-01-01", to: "2035-12-31" });
  const got = await sv.trialcore.get(trialIds());
  const looked = await sv.trialcore.lookup(lookupItems());
  return {
    searchAll: all.array("serviceId") as unknown[],
    get: { ids: got.array("serviceId") as unknown[], missing: info(got)!.missing },
    lookup: looked.objects(),
    trialFeed: await feed(baseUrl, "trialcore"),
    regulatoryFeed: await feed(baseUrl, "regulatorycore"),
  };
}

let expected: Outcome;

describe.each([0.05, 0.2])("with %s of requests faulted", (rate) => {
  let proxy: FaultProxy;
  let sv: CoreSession;
  beforeAll(async () => {
    expected ??= await runAll(clean, sandbox.baseUrl);
    proxy = await startFaultProxy(sandbox.baseUrl, { rate, seed: Math.round(rate * 1000), slowMs: 600 });
    sv = await openSession({
      apiKey: sandbox.apiKey,
      baseUrl: proxy.baseUrl,
      rateLimit: false,
      quotaDir: false,
      timeoutMs: 400,
      retries: 10,
      retry: { baseDelayMs: 1, maxDelayMs: 20, rateLimitRetries: 20 },
      concurrency: 8,
    });
  });
  afterAll(async () => {
    await sv?.close();
    await proxy?.close();
  });

  test("searchAll, get of 2,000 IDs, a 500-item lookup and both feeds equal a clean run", async () => {
    const outcome = await runAll(sv, proxy.baseUrl);
    expect(new Set(expected.searchAll).size).toBe(expected.searchAll.length);
    expect(expected.searchAll.length).toBeGreaterThan(0);
    expect(outcome.searchAll).toEqual(expected.searchAll);
    expect(outcome.get).toEqual(expected.get);
    expect(expected.get.ids.length + expected.get.missing.length).toBe(2000);
    expect(outcome.lookup).toEqual(expected.lookup);
    expect(outcome.lookup).toHaveLength(expected.lookup.length);
    expect(outcome.trialFeed).toEqual(expected.trialFeed);
    expect(outcome.regulatoryFeed).toEqual(expected.regulatoryFeed);
    expect(expected.trialFeed.length).toBeGreaterThan(0);
    expect(expected.regulatoryFeed.length).toBeGreaterThan(0);
    // Every kind of fault was exercised, truncated bodies included.
    for (const [kind, count] of Object.entries(proxy.injected)) expect(count, kind).toBeGreaterThan(0);
  });
});
