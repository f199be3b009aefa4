// On the in-process sandbox, provenance times and searchAll's default range follow the sandbox's
// day, not the wall clock, so a notebook gives the same output on any day.
import { afterEach, expect, test, vi } from "vitest";
import { connect, info } from "../../src/index.js";

afterEach(() => {
  vi.useRealTimers();
});

test("fetchedAt and searchAll's default `to` are the sandbox's day whatever the wall clock says", async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2031-08-02T10:00:00Z"));
  const lines: string[] = [];
  const sv = await connect({ env: {}, rateLimit: false, sandbox: { today: "2026-02-01" }, log: (l) => lines.push(l) });
  try {
    const t = await sv.biomedcore.search({ query: "cancer", limit: 5 });
    expect(info(t)?.fetchedAt.toISOString()).toBe("2026-02-01T00:00:00.000Z");
    const all = await sv.biomedcore.searchAll({ query: "aspirin" }, { by: "publicationDate", from: "2025-06-01" });
    expect(info(all)?.params.to).toBe("2026-02-01");
    expect(lines[0]).toContain("today 2026-02-01");
  } finally {
    await sv.close();
  }
}, 60_000);
