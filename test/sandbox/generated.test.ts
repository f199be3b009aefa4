// The sandbox over the generated dataset: every core answers, records round-trip, lookups resolve
// and feed createDates match records.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startInProcess, type RunningSandbox } from "../../src/sandbox/start.js";
import { LOOKUP_FIELDS } from "../../src/sandbox/records/lookup-index.js";
import { CORES, CHANGES_CORES, type CoreName } from "../../src/schema/index.js";
import { existsOn } from "../../src/sandbox/records/timeline-view.js";

describe("generated dataset", () => {
  let s: RunningSandbox;
  const get = async (path: string) => {
    const res = await fetch(s.baseUrl + path, { headers: { authorization: `Bearer ${s.apiKey}` } });
    return { status: res.status, body: (await res.json()) as any };
  };
  // The records the sandbox serves on its current day (the dataset holds its whole history).
  const served = (core: CoreName): any[] =>
    (s.dataset.records[core] as any[]).filter((r) => existsOn(s.dataset.timelines?.get(r.serviceId), s.dataset.today));
  beforeAll(async () => {
    s = await startInProcess({ scale: "small", seed: 42, today: "2025-06-01", rateLimit: false });
  });
  afterAll(async () => {
    await s?.close();
  });

  test("capabilities say the data is synthetic and count every core", async () => {
    const { status, body } = await get("/api/v1/capabilities");
    expect(status).toBe(200);
    expect(body.data.sandbox).toBe(true);
    expect(body.data.description).toMatch(/synthetic/i);
    for (const core of CORES) {
      const entry = body.data.cores.find((c: { name: string }) => c.name === core);
      expect(entry.count, core).toBe(served(core).length);
      expect(entry.count, core).toBeLessThan(s.dataset.records[core].length);
    }
  });

  test("every core has records; get-by-ID returns each sampled record", async () => {
    for (const core of CORES) {
      const recs = served(core) as { serviceId: string }[];
      expect(recs.length, core).toBeGreaterThan(0);
      for (const r of recs.slice(0, 3)) {
        const got = await get(`/api/v1/cores/${core}/records/${r.serviceId}`);
        expect(got.status, `${core} ${r.serviceId}`).toBe(200);
        expect(got.body.data.serviceId).toBe(r.serviceId);
      }
    }
  });

  test("searching a record's own words finds it and fills the limit", async () => {
    const words: Record<string, (r: any) => string | null> = {
      biomedcore: (r) => r.title,
      trialcore: (r) => r.briefTitle,
      drugcore: (r) => r.name,
      regulatorycore: (r) => r.name,
      genecore: (r) => r.symbol,
      patentcore: (r) => r.title,
    };
    for (const core of CORES) {
      const rec = served(core).find((r) => words[core](r));
      if (!rec) continue;
      const r = await get(`/api/v1/cores/${core}/records?query=${encodeURIComponent(words[core](rec)!)}&limit=300`);
      expect(r.status).toBe(200);
      const ids = r.body.data.map((x: any) => x.serviceId);
      if (core === "patentcore")
        expect(ids.includes(rec.serviceId) || r.body.data.some((x: any) => x.familyMembers.includes(rec.serviceId))).toBe(true);
      else expect(ids, core).toContain(rec.serviceId);
    }
  });

  test("lookups by a record's own identifiers resolve to it", async () => {
    for (const core of CORES) {
      const rec = served(core)[0];
      const items = Object.entries(LOOKUP_FIELDS[core]).flatMap(([key, extract]) =>
        extract(rec)
          .slice(0, 1)
          .map((v) => ({ [key]: v })),
      );
      if (items.length === 0) continue;
      const res = await fetch(`${s.baseUrl}/api/v1/cores/${core}/records/lookup`, {
        method: "POST",
        headers: { authorization: `Bearer ${s.apiKey}`, "content-type": "application/json" },
        body: JSON.stringify({ items }),
      });
      const body = (await res.json()) as any;
      for (const entry of body.data) expect(entry.serviceIds, `${core} ${JSON.stringify(entry.input)}`).toContain(rec.serviceId);
    }
  });

  test("feeds page to the end; createDate equals the record's", async () => {
    for (const core of CHANGES_CORES) {
      let cursor: string | null = null;
      let pages = 0;
      do {
        const r = await get(`/api/v1/cores/${core}/changes?since=2000-01-01&limit=1000${cursor ? `&cursor=${cursor}` : ""}`);
        expect(r.status).toBe(200);
        for (const e of r.body.data.slice(0, 20)) {
          if (e.updateType === "deleted") {
            expect(e.createDate).toBeNull();
            continue;
          }
          const rec = served(core).find((x) => x.serviceId === e.serviceId);
          // DrugCore records carry no createDate field; the others must agree with their feed.
          if (rec && "createDate" in rec) expect(e.createDate).toBe(rec.createDate);
        }
        cursor = r.body.nextCursor;
        pages += 1;
      } while (cursor && pages < 200);
      expect(cursor).toBeNull();
    }
  });

  test("a created entry carries the day the record entered as its createDate, on every feed (DrugCore records have no createDate field)", async () => {
    for (const core of CHANGES_CORES) {
      const r = await get(`/api/v1/cores/${core}/changes?since=2000-01-01&limit=1000`);
      const created = r.body.data.filter((e: any) => e.updateType === "created");
      expect(created.length, core).toBeGreaterThan(0);
      for (const e of created) expect(e.createDate, `${core} ${e.serviceId}`).toBe(e.updateDate);
    }
  });
});
