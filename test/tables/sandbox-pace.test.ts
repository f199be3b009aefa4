// The sandbox connect() starts with no key serves without pacing by default and says, once at
// close, what the same requests would take on the service; sandbox.rateLimit brings the pace back.
// A sandbox started on its own keeps the service's pace.
import { expect, test } from "vitest";
import { MisuseError } from "../../src/errors/index.js";
import { startSandbox } from "../../src/sandbox/index.js";
import { openSession } from "../../src/tables/index.js";
import { fixtureDataset } from "../sandbox/support/fixture.js";

// A small fixed dataset, so no test waits for the generator.
const dataset = fixtureDataset();
const base = { env: {}, onProgress: false, quotaDir: false, sandbox: { dataset, warm: false } } as const;

async function rateHeaders(baseUrl: string, apiKey = "sandbox-key") {
  const res = await fetch(new URL("api/v1/capabilities", baseUrl), { headers: { authorization: `Bearer ${apiKey}` } });
  await res.arrayBuffer();
  return { limit: res.headers.get("x-ratelimit-limit"), remaining: res.headers.get("x-ratelimit-remaining") };
}

test("by default: no rate window on the sandbox, no wait in the client, and the service's time named once at close", async () => {
  const lines: string[] = [];
  const sv = await openSession({ ...base, log: (line) => lines.push(line) });
  try {
    expect(await rateHeaders(sv.baseUrl)).toEqual({ limit: null, remaining: null });
    const started = performance.now();
    for (let i = 0; i < 70; i++) await sv.api.capabilities();
    expect(performance.now() - started).toBeLessThan(5_000);
    const usage = sv.usage;
    expect(usage).toMatchObject({ requests: 70, waits: 0, waitedMs: 0 });
    // The 61st request waits for the first one's window on the service.
    expect(usage.serviceTimeMs).toBeGreaterThanOrEqual(60_000);
    expect(usage.serviceTimeMs).toBeLessThan(65_000);
  } finally {
    await sv.close();
  }
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/^corebook: offline sandbox with synthetic data/);
  // Said once: one line at close, however many requests went unpaced.
  expect(lines[1]).toMatch(
    /^corebook: the offline sandbox served these 70 requests unpaced in \d+ s; the service, at 60 a minute, would take about 1 min( \d+ s)? for them \(connect\(\{ sandbox: \{ rateLimit: "service" \} \}\) paces the sandbox alike\)$/,
  );
});

test("a few requests the service would not hold back: nothing more is said", async () => {
  const lines: string[] = [];
  const sv = await openSession({ ...base, log: (line) => lines.push(line) });
  await sv.api.capabilities();
  await sv.close();
  expect(lines).toHaveLength(1);
});

test('sandbox: { rateLimit: "service" } emulates the service: its window and headers, no estimate', async () => {
  const lines: string[] = [];
  const sv = await openSession({ ...base, sandbox: { ...base.sandbox, rateLimit: "service" }, log: (line) => lines.push(line) });
  try {
    expect(await rateHeaders(sv.baseUrl)).toEqual({ limit: "60", remaining: "59" });
    await sv.api.capabilities();
    expect(sv.usage.serviceTimeMs).toBeNull();
  } finally {
    await sv.close();
  }
  expect(lines).toHaveLength(1);
});

test("sandbox: { rateLimit: { requests, windowMs } } paces sandbox and client at that window", async () => {
  const sv = await openSession({ ...base, sandbox: { ...base.sandbox, rateLimit: { requests: 3, windowMs: 400 } }, quiet: true });
  try {
    const started = performance.now();
    await Promise.all(Array.from({ length: 7 }, () => sv.api.capabilities()));
    // 7 requests at 3 per 400 ms: the third window opens 800 ms after the first.
    expect(performance.now() - started).toBeGreaterThanOrEqual(750);
    expect(sv.usage.waits).toBeGreaterThan(0);
    expect(sv.usage.errors).toBe(0);
  } finally {
    await sv.close();
  }
});

test("a sandbox.rateLimit that is none of the allowed values is refused, naming them", async () => {
  const bad = openSession({ ...base, quiet: true, sandbox: { rateLimit: "fast" as never } });
  await expect(bad).rejects.toThrow(MisuseError);
  await expect(bad).rejects.toThrow(/sandbox\.rateLimit must be "service" .*false .*\{ requests, windowMs \}; got "fast"/);
});

test("startSandbox() on its own keeps the service's pace", async () => {
  const box = await startSandbox({ dataset, warm: false });
  try {
    expect(await rateHeaders(box.baseUrl, box.apiKey)).toEqual({ limit: "60", remaining: "59" });
  } finally {
    await box.close();
  }
});
