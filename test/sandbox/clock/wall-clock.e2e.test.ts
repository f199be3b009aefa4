// The same seed and scale serve byte-identical responses whatever the wall-clock day: the
// dataset is anchored to its own date, and `today` defaults to that anchor.
import { afterEach, describe, expect, test, vi } from "vitest";
import { startInProcess } from "../../../src/sandbox/start.js";

const PATHS = [
  "/api/v1/capabilities",
  "/api/v1/cores/trialcore/records?query=cancer&limit=50&include=outcomes",
  "/api/v1/cores/biomedcore/records?query=aspirin&limit=20&minLastUpdateDate=2025-01-01",
  "/api/v1/cores/regulatorycore/changes?since=2025-10-01&limit=200",
  "/api/v1/cores/trialcore/changes?since=2025-12-01",
  "/api/v1/cores/genecore/changes?since=2025-06-01",
];

async function responses(): Promise<string[]> {
  const s = await startInProcess({ scale: "small", rateLimit: false, warm: false });
  try {
    const auth = { authorization: `Bearer ${s.apiKey}` };
    const out: string[] = [];
    for (const path of PATHS) out.push(`${path}\n${await (await fetch(s.baseUrl + path, { headers: auth })).text()}`);
    const firstTrial = JSON.parse(out[1]!.split("\n")[1]!).data[0].serviceId as string;
    out.push(await (await fetch(`${s.baseUrl}/api/v1/cores/trialcore/records/${firstTrial}?include=outcomes`, { headers: auth })).text());
    return out;
  } finally {
    await s.close();
  }
}

describe("wall clock", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test("two wall-clock days, one dataset: every response is byte-identical and today is the anchor", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-14T23:59:00Z"));
    const first = await responses();
    vi.setSystemTime(new Date("2031-08-02T00:01:00Z"));
    const second = await responses();
    expect(second).toEqual(first);
    const caps = JSON.parse(first[0]!.split("\n")[1]!);
    expect(caps.data.dataset).toMatchObject({ today: "2026-01-01", anchor: "2026-01-01", earliest: "2024-01-02", latest: "2026-05-01" });
  }, 120_000);
});
