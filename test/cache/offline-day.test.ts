// Read offline from the cache, a session takes its date defaults (searchAll's `to`) from the last
// day the cache stored a response for that service, not from the machine's date: a line run online
// runs again offline on any later day, with no request.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, expect, test, vi } from "vitest";
import { connect, info, startSandbox } from "../../src/index.js";

const dir = mkdtempSync(join(tmpdir(), "corebook-offline-day-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  vi.useRealTimers();
});

test("searchAll without `to`, run online, runs offline on a later machine day with 0 requests", async () => {
  const sandbox = await startSandbox({ today: "2025-09-10", rateLimit: false });
  try {
    const cache = { dir: join(dir, "store") };
    const base = { apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, env: {}, rateLimit: false as const, quotaDir: false as const };
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-09-10T15:00:00Z"));
    const online = await connect({ ...base, cache });
    const first = await online.biomedcore.searchAll({ query: "aspirin" }, { by: "publicationDate", from: "2025-01-01" });
    await online.close();
    expect(info(first)?.params.to).toBe("2025-09-10");

    vi.setSystemTime(new Date("2026-03-04T09:00:00Z"));
    const offline = await connect({ ...base, cache: { ...cache, mode: "offline" } });
    try {
      const again = await offline.biomedcore.searchAll({ query: "aspirin" }, { by: "publicationDate", from: "2025-01-01" });
      expect(offline.usage.requests).toBe(0);
      expect(info(again)?.params.to).toBe("2025-09-10");
      expect(info(again)?.day).toBe("2025-09-10");
      expect(again.array("serviceId")).toEqual(first.array("serviceId"));
    } finally {
      await offline.close();
    }
  } finally {
    await sandbox.close();
  }
}, 30_000);
