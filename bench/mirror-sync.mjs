// Mirror sync cost: a mirror seeded on day T1 is synced on T2 against a rate-limited sandbox.
//  - requests: what the sync sent / the minimum the feed rules require for the same changes
//    (per core the cheaper of core feed and scoped feeds, in pages, plus one get per held record
//    with a non-`unchanged` change that still exists). Target <= 1.1.
//  - time: the sync's wall time / (requests / rate limit). Target <= 1.1.
// The minimum is measured after the sync by reading both feed plans from the same sandbox.
// Writes bench/results/mirror-sync.json. Run after `npm run build`:
//   node bench/mirror-sync.mjs [--rate 20] [--trials 250] [--drugs 60]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { connect, createClient, startSandbox } from "../dist/index.js";
import { numberArg, root } from "./support/load-ts.mjs";

const RATE = numberArg("rate", 20); // requests per second, server and client alike
const TRIALS = numberArg("trials", 250);
const DRUGS = numberArg("drugs", 60);
const T1 = "2025-10-01";
const T2 = "2025-11-15";
const rateLimit = { requests: RATE, windowMs: 1000 };

const sandbox = await startSandbox({ rateLimit, today: T1, warm: false });
const dir = mkdtempSync(join(tmpdir(), "corebook-bench-mirror-"));
const sv = await connect({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, rateLimit, onProgress: false });
const live = (core) => sandbox.dataset.records[core].map((r) => r.serviceId);
const trialIds = live("trialcore").slice(0, TRIALS * 2);
const drugIds = live("drugcore").slice(0, DRUGS * 2);
// The definition: IDs only, so every request of the sync is one the feed rules call for.
const m = await sv.mirror(join(dir, "m"), { ids: { trialcore: trialIds, drugcore: drugIds } });
await m.sync();
const held = {};
for (const core of ["trialcore", "drugcore"]) {
  held[core] = (await m.sql(`SELECT "serviceId" FROM ${core} ORDER BY 1`)).array("serviceId");
}
sandbox.setToday(T2);
await new Promise((r) => setTimeout(r, 1100)); // a fresh rate window for the timed sync

const before = sv.usage.requests;
const t0 = performance.now();
const report = await m.sync();
const ms = performance.now() - t0;
const requests = sv.usage.requests - before;

// The minimum, from the feeds themselves (a separate client on its own pacing).
const client = createClient({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, rateLimit });
const since = new Date(Date.parse(`${T1}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);
const minimum = { feedPages: 0, refetches: 0, perCore: {} };
for (const core of ["trialcore", "drugcore"]) {
  const ids = new Set(held[core]);
  const read = async (params) => {
    let pages = 0;
    const entries = [];
    for await (const page of client[core].changePages(params)) {
      pages++;
      entries.push(...page.data);
    }
    return { pages, entries };
  };
  const scoped = { pages: 0, entries: [] };
  for (let i = 0; i < held[core].length; i += 100) {
    const r = await read({ since, limit: 100, serviceId: held[core].slice(i, i + 100) });
    scoped.pages += r.pages;
    scoped.entries.push(...r.entries);
  }
  const whole = await read({ since, limit: 1000 });
  const last = new Map();
  for (const e of scoped.entries)
    if (ids.has(e.serviceId))
      last.set(
        e.serviceId,
        e.updateType === "deleted"
          ? "deleted"
          : last.get(e.serviceId) === "changed" || e.updateType !== "unchanged"
            ? "changed"
            : "unchanged",
      );
  const refetches = [...last.values()].filter((v) => v === "changed").length;
  const pages = Math.min(scoped.pages, whole.pages);
  minimum.perCore[core] = { scopedPages: scoped.pages, coreFeedPages: whole.pages, refetches };
  minimum.feedPages += pages;
  minimum.refetches += refetches;
}
await client.close();
const minRequests = minimum.feedPages + minimum.refetches;
const idealMs = (requests / RATE) * 1000;

const results = {
  date: new Date().toISOString(),
  rate: `${RATE} per second`,
  T1,
  T2,
  held: Object.fromEntries(Object.entries(held).map(([k, v]) => [k, v.length])),
  sync: { requests, ms: Math.round(ms), report },
  minimum: { ...minimum, requests: minRequests },
  requestsRatio: Number((requests / minRequests).toFixed(3)),
  timeRatio: Number((ms / idealMs).toFixed(3)),
  note: "requests include the one capabilities call that reads the service's day",
};
console.log(JSON.stringify(results, null, 2));
mkdirSync(join(root, "bench", "results"), { recursive: true });
writeFileSync(join(root, "bench", "results", "mirror-sync.json"), `${JSON.stringify(results, null, 2)}\n`);
m.close();
await sv.close();
await sandbox.close();
rmSync(dir, { recursive: true, force: true });
