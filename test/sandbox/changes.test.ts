// The change feeds: the nine rules of reference 4.5 plus the addendum, on the fixture's history.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { B, D, GONE, R, S, T, fixtureDataset, id } from "./support/fixture.js";
import { startFixtureServer, type TestServer } from "./support/server.js";

let s: TestServer;
beforeAll(async () => {
  s = await startFixtureServer();
});
afterAll(async () => {
  await s.close();
});

const feed = (core: string, qs: string) => s.json(`/api/v1/cores/${core}/changes?${qs}`);

async function all(core: string, qs: string): Promise<{ pages: any[][]; entries: any[] }> {
  const pages: any[][] = [];
  let cursor: string | null = null;
  do {
    const r = await feed(core, qs + (cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    pages.push(r.body.data);
    cursor = r.body.nextCursor;
  } while (cursor);
  return { pages, entries: pages.flat() };
}

describe("record feeds (BiomedCore)", () => {
  test("current state: created once, created-then-changed is updated, only the latest removal, withheld last day", async () => {
    const r = await feed("biomedcore", "since=2024-01-01");
    expect(r.body.nextCursor).toBeNull();
    expect(r.headers.get("x-service-credit-cost")).toBe("1");
    expect(r.body.data).toEqual([
      // B3's update on 2024-04-01 (= today) is withheld, so it is still a creation.
      { serviceId: B(3), updateType: "created", updateDate: "2024-02-05", createDate: "2024-02-05" },
      { serviceId: B(2), updateType: "updated", updateDate: "2024-02-15", createDate: null },
      { serviceId: GONE.biomed, updateType: "deleted", updateDate: "2024-02-20", createDate: null },
      { serviceId: B(1), updateType: "updated", updateDate: "2024-03-01", createDate: "2024-01-10" },
    ]);
  });
  test("since is inclusive; today and later are empty and caught up", async () => {
    expect((await feed("biomedcore", "since=2024-03-01")).body.data.map((e: any) => e.serviceId)).toEqual([B(1)]);
    const later = await feed("biomedcore", "since=2024-04-01");
    expect(later.body).toEqual({ data: [], nextCursor: null });
  });
  test("feed createDate equals the record's createDate", async () => {
    for (const e of (await feed("biomedcore", "since=2023-01-01")).body.data) {
      if (e.updateType === "deleted") continue;
      const rec = await s.json(`/api/v1/cores/biomedcore/records/${e.serviceId}`);
      expect(rec.body.data.createDate).toBe(e.createDate);
    }
  });
  test("paging by rows: limit 1 gives one entry per page until nextCursor is null", async () => {
    const { pages, entries } = await all("biomedcore", "since=2024-01-01&limit=1");
    expect(pages).toHaveLength(4);
    expect(entries.map((e) => e.serviceId)).toEqual([B(3), B(2), GONE.biomed, B(1)]);
  });
  test("trialcore, drugcore and genecore feeds exist; patentcore has none (404 error body)", async () => {
    expect((await feed("trialcore", "since=2024-01-01")).body.data.map((e: any) => e.serviceId)).toEqual([T(1), T(2)]);
    expect((await feed("drugcore", "since=2024-01-01")).body.data.map((e: any) => e.serviceId)).toEqual([D(1)]);
    expect((await feed("genecore", "since=2024-01-01")).status).toBe(200);
    const p = await feed("patentcore", "since=2024-01-01");
    expect(p.status).toBe(404);
    expect(p.body.error.code).toBe("NOT_FOUND");
  });
});

describe("RegulatoryCore feed", () => {
  test("section events count against the page; unchanged when only sections moved; at-least-once across pages", async () => {
    const { pages } = await all("regulatorycore", "since=2024-01-01&limit=2");
    expect(pages).toEqual([
      [
        {
          serviceId: R(2),
          updateType: "updated",
          updateDate: "2024-03-05",
          createDate: "2024-01-15",
          documentSections: [{ documentSectionId: S(3), updateType: "created", updateDate: "2024-01-15", createDate: "2024-01-15" }],
        },
        { serviceId: R(3), updateType: "updated", updateDate: "2024-02-01", createDate: "2023-05-05", documentSections: [] },
      ],
      [
        // The record row predates since: only its sections moved.
        {
          serviceId: R(1),
          updateType: "unchanged",
          updateDate: "2023-06-01",
          createDate: "2023-06-01",
          documentSections: [
            { documentSectionId: S(1), updateType: "updated", updateDate: "2024-02-10", createDate: "2023-06-01" },
            { documentSectionId: S(2), updateType: "created", updateDate: "2024-02-11", createDate: "2024-02-11" },
          ],
        },
      ],
      [
        { serviceId: GONE.regulatory, updateType: "deleted", updateDate: "2024-02-25", createDate: null, documentSections: [] },
        // R2 again: its record row falls in this page. Delivery is at-least-once (rule 3).
        { serviceId: R(2), updateType: "updated", updateDate: "2024-03-05", createDate: "2024-01-15", documentSections: [] },
      ],
    ]);
  });
  test("serviceId scoping keeps section revisions; the cursor is bound to the id set", async () => {
    const scoped = await feed("regulatorycore", `since=2024-01-01&serviceId=${R(1)}&limit=1`);
    expect(scoped.body.data).toHaveLength(1);
    expect(scoped.body.data[0].documentSections).toHaveLength(1);
    const cursor = encodeURIComponent(scoped.body.nextCursor);
    const same = await feed("regulatorycore", `since=2024-01-01&serviceId=${R(1)}&limit=1&cursor=${cursor}`);
    expect(same.status).toBe(200);
    expect(same.body.data[0].documentSections[0].documentSectionId).toBe(S(2));
    const other = await feed("regulatorycore", `since=2024-01-01&serviceId=${R(1)}&serviceId=${R(2)}&cursor=${cursor}`);
    expect(other.status).toBe(400);
    expect(other.body.error.fields.cursor).toMatch(/different serviceId set/);
    const unscoped = await feed("regulatorycore", `since=2024-01-01&cursor=${cursor}`);
    expect(unscoped.status).toBe(400);
    const scopedDeleted = await feed("regulatorycore", `since=2024-01-01&serviceId=${GONE.regulatory}`);
    expect(scopedDeleted.body.data[0].updateType).toBe("deleted");
  });
  test("with scoping, limit above 100 has no effect", async () => {
    const data = fixtureDataset();
    data.sectionChanges = Array.from({ length: 150 }, (_, i) => ({
      serviceId: R(1),
      documentSectionId: id("SVRCDS_", 1000 + i),
      updateType: "created" as const,
      updateDate: "2024-02-01",
      createDate: "2024-02-01",
    }));
    const big = await startFixtureServer({ dataset: data });
    try {
      const r = await big.json(`/api/v1/cores/regulatorycore/changes?since=2024-01-01&serviceId=${R(1)}&limit=1000`);
      expect(r.body.data[0].documentSections).toHaveLength(100);
      expect(r.body.nextCursor).not.toBeNull();
      const unscoped = await big.json("/api/v1/cores/regulatorycore/changes?since=2024-01-01&limit=1000");
      expect(unscoped.body.data.find((e: any) => e.serviceId === R(1)).documentSections).toHaveLength(150);
    } finally {
      await big.close();
    }
  });
});

describe("feed parameter errors are 400 in query", () => {
  const bad = async (core: string, qs: string, field: string) => {
    const r = await feed(core, qs);
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body.error.in).toBe("query");
    expect(r.body.error.fields[field]).toBeTruthy();
  };
  test("since required and a real date; limit 1..1000", async () => {
    await bad("biomedcore", "", "since");
    await bad("biomedcore", "since=2024-02-30", "since");
    await bad("biomedcore", "since=2024-01-01&limit=0", "limit");
    await bad("biomedcore", "since=2024-01-01&limit=1001", "limit");
  });
  test("serviceId: malformed, wrong core, empty, comma-joined, more than 100", async () => {
    await bad("biomedcore", "since=2024-01-01&serviceId=nope", "serviceId");
    await bad("biomedcore", `since=2024-01-01&serviceId=${T(1)}`, "serviceId");
    await bad("biomedcore", "since=2024-01-01&serviceId=", "serviceId");
    await bad("biomedcore", `since=2024-01-01&serviceId=${B(1)},${B(2)}`, "serviceId");
    await bad("biomedcore", `since=2024-01-01&${Array.from({ length: 101 }, (_, i) => `serviceId=${B(i + 1)}`).join("&")}`, "serviceId");
  });
  test("tampered, foreign and mismatched cursors", async () => {
    const first = await feed("biomedcore", "since=2024-01-01&limit=1");
    const cursor: string = first.body.nextCursor;
    const [payload, mac] = cursor.split(".");
    const forged = Buffer.from(JSON.stringify([1, "biomedcore", "2024-01-01", 0, "all"])).toString("base64url");
    await bad("biomedcore", `since=2024-01-01&cursor=${forged}.${mac}`, "cursor");
    await bad("biomedcore", `since=2024-01-01&cursor=${payload}`, "cursor");
    await bad("biomedcore", "since=2024-01-01&cursor=%00%01garbage", "cursor");
    await bad("trialcore", `since=2024-01-01&cursor=${cursor}`, "cursor");
    await bad("biomedcore", `since=2024-01-02&cursor=${cursor}`, "cursor");
  });
});
