import { afterEach, describe, expect, it } from "vitest";
import { startScriptedServer, type ScriptedServer } from "./support/scripted-server.js";
import { idOf, testClient } from "./support/fixtures.js";

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const entry = (n: number, updateDate = "2025-01-02") => ({
  serviceId: idOf("trialcore", n),
  updateType: "updated",
  updateDate,
  createDate: null,
});

/** A feed of `pages` pages per id set; the cursor names its set so misuse is caught. */
function feedServer(pages: number) {
  return startScriptedServer({
    handler: (req) => {
      const ids = req.query.getAll("serviceId");
      const scope = ids.length ? `${ids[0]}-${ids.length}` : "all";
      const cursor = req.query.get("cursor");
      let page = 0;
      if (cursor) {
        const [cscope, n] = cursor.split("#");
        if (cscope !== scope)
          return { status: 400, body: { error: { status: 400, code: "BAD_REQUEST", message: "cursor bound to another id set" } } };
        page = Number(n);
      }
      const base = ids.length ? Number(ids[0].slice(5)) : 0;
      // Page 1 is empty but not the end (rule 1); entries repeat across pages (rule 3).
      const data = page === 1 ? [] : [entry(base + page), entry(base + page, "2019-01-01")];
      return { status: 200, body: { data, nextCursor: page + 1 < pages ? `${scope}#${page + 1}` : null } };
    },
  });
}

describe("change feeds", () => {
  it("pages with nextCursor until null, passing every entry through (no date filtering, no dedup)", async () => {
    server = await feedServer(4);
    const client = testClient(server.baseUrl);
    const seen = [];
    for await (const e of client.trialcore.changes({ since: "2025-01-01" })) seen.push(e);
    expect(server.requests.map((r) => r.query.get("cursor"))).toEqual([null, "all#1", "all#2", "all#3"]);
    expect(server.requests.every((r) => r.query.get("since") === "2025-01-01")).toBe(true);
    expect(seen.map((e) => [e.serviceId, e.updateDate])).toEqual([
      [idOf("trialcore", 0), "2025-01-02"],
      [idOf("trialcore", 0), "2019-01-01"],
      [idOf("trialcore", 2), "2025-01-02"],
      [idOf("trialcore", 2), "2019-01-01"],
      [idOf("trialcore", 3), "2025-01-02"],
      [idOf("trialcore", 3), "2019-01-01"],
    ]);
    await client.close();
  });

  it("an empty serviceId list scopes the feed to no records: nothing is sent and nothing yielded (never the whole feed)", async () => {
    server = await feedServer(2);
    const client = testClient(server.baseUrl);
    const seen = [];
    for await (const e of client.trialcore.changes({ since: "2025-01-01", serviceId: [] })) seen.push(e);
    expect(seen).toEqual([]);
    expect(server.requests.length).toBe(0);
    // Still checked before that: a bad since is refused even with nothing to fetch.
    const bad = client.trialcore.changes({ since: "2025-02-30", serviceId: [] })[Symbol.asyncIterator]().next();
    await expect(bad).rejects.toThrow(/since must be a real calendar date/);
    await client.close();
  });

  it("splits more than 100 scoped ids into scoped feeds, each with its own cursor", async () => {
    server = await feedServer(2);
    const client = testClient(server.baseUrl);
    const ids = Array.from({ length: 230 }, (_, i) => idOf("trialcore", 1000 + i));
    const pages = [];
    for await (const p of client.trialcore.changePages({ since: "2025-01-01", serviceId: ids })) pages.push(p);
    const sent = server.requests.map((r) => [r.query.getAll("serviceId").length, r.query.get("cursor")]);
    expect(sent).toEqual([
      [100, null],
      [100, `${ids[0]}-100#1`],
      [100, null],
      [100, `${ids[100]}-100#1`],
      [30, null],
      [30, `${ids[200]}-30#1`],
    ]);
    expect(server.requests[2].query.getAll("serviceId")).toEqual(ids.slice(100, 200));
    expect(pages.map((p) => p.serviceId?.length)).toEqual([100, 100, 100, 100, 30, 30]);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    await client.close();
  });

  it("resumes from a given cursor", async () => {
    server = await feedServer(3);
    const client = testClient(server.baseUrl);
    const seen = [];
    for await (const e of client.trialcore.changes({ since: "2025-01-01", cursor: "all#2" })) seen.push(e);
    expect(server.requests.map((r) => r.query.get("cursor"))).toEqual(["all#2"]);
    expect(seen).toHaveLength(2);
    await client.close();
  });

  it("keeps RegulatoryCore section events with their record entry", async () => {
    const sectionId = `SVRCDS_${"1".repeat(16)}`;
    server = await startScriptedServer({
      handler: () => ({
        status: 200,
        body: {
          nextCursor: null,
          data: [
            {
              serviceId: idOf("regulatorycore", 1),
              updateType: "unchanged",
              updateDate: "2020-05-05",
              createDate: "2020-01-01",
              documentSections: [{ documentSectionId: sectionId, updateType: "deleted", updateDate: "2025-01-03", createDate: null }],
            },
          ],
        },
      }),
    });
    const client = testClient(server.baseUrl);
    const seen = [];
    for await (const e of client.regulatorycore.changes({ since: "2025-01-01" })) seen.push(e);
    expect(seen).toHaveLength(1);
    expect(seen[0].documentSections[0]).toMatchObject({ documentSectionId: sectionId, updateType: "deleted" });
    await client.close();
  });
});
