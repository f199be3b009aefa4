// The session against a real sandbox over loopback, on the hand-made linked dataset.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CORES, INCLUDES } from "../../src/schema/enums.js";
import { startSandbox, type RunningSandbox } from "../../src/sandbox/index.js";
import {
  openSession,
  flatten,
  info,
  links,
  LINK_FIELDS,
  PartialResultError,
  setProgressListener,
  type ProgressEvent,
  type CoreSession,
} from "../../src/tables/index.js";
import { designColumns } from "./design-columns.js";
import { B, CROWDED_DAY, D, G, GHOST, linkedDataset, P, R, T } from "./support/linked-dataset.js";

let sandbox: RunningSandbox;
let sv: CoreSession;
const dataset = linkedDataset();
/**
 * Retries since `mark`. An operation's request count includes its retries, and on a loaded machine
 * the in-process sandbox (on this test's own event loop) can answer a request with 408: an event
 * loop stalled 600 ms or more right after the sandbox accepts a connection trips its header
 * deadline (600 ms, so that a silent client is answered within a second) before the request's
 * bytes, already sent, are read. The client rightly retries. So a count is the operation's own
 * requests plus the retries it met; test/sandbox/keep-alive-stall.e2e.test.ts covers the other
 * stall, which was the sandbox's fault and is fixed.
 */
const retriesSince = (mark: number) => sv.api.usage.retries - mark;

beforeAll(async () => {
  sandbox = await startSandbox({ dataset, rateLimit: false });
  sv = await openSession({
    apiKey: sandbox.apiKey,
    baseUrl: sandbox.baseUrl,
    rateLimit: false,
    retries: 1,
    retry: { baseDelayMs: 1, maxDelayMs: 5 },
  });
});
afterAll(async () => {
  await sv?.close();
  await sandbox?.close();
});

describe("search", () => {
  test("a table with provenance; truncated when the count reaches the limit", async () => {
    const mark = sv.api.usage.retries;
    const t = await sv.trialcore.search({ query: "aspirin", limit: 5 });
    expect(t.numRows()).toBe(5);
    expect(t.columnNames()[0]).toBe("serviceId");
    const i = info(t)!;
    expect(i).toMatchObject({ core: "trialcore", truncated: true, requests: 1 + retriesSince(mark), credits: 5, missing: [] });
    expect(i.params).toEqual({ query: "aspirin", limit: 5 });
    expect(i.fetchedAt).toBeInstanceOf(Date);
    expect((t.array("startDate") as unknown[]).find((d) => d !== null)).toBeInstanceOf(Date);
  });

  test("an empty result still has every column", async () => {
    const t = await sv.drugcore.search({ query: "zzzzunmatched" });
    const full = await sv.drugcore.search({ query: "drugamab" });
    expect(t.numRows()).toBe(0);
    // `url` is a declared column too, so the empty table's schema is the full one's.
    expect(t.columnNames()).toEqual(full.columnNames());
    expect(info(t)!.truncated).toBe(false);
  });
});

describe("get", () => {
  test("dedupes, keeps input order, reports missing IDs", async () => {
    const events: ProgressEvent[] = [];
    const mark = sv.api.usage.retries;
    const t = await sv.biomedcore.get([B(2), B(1), B(2), GHOST.biomed], {
      include: ["authorsMetadata"],
      onProgress: (e) => events.push(e),
    });
    expect(t.array("serviceId")).toEqual([B(2), B(1)]);
    expect(info(t)).toMatchObject({ core: "biomedcore", missing: [GHOST.biomed], requests: 3 + retriesSince(mark), credits: 3 });
    expect(flatten.authors(t).numRows()).toBe(4);
    expect(events.at(-1)).toMatchObject({ operation: "get", done: 3, total: 3, finished: true });
  });

  test("a registered progress listener receives events when a call passes none", async () => {
    const events: ProgressEvent[] = [];
    const previous = setProgressListener((e) => events.push(e));
    try {
      await sv.drugcore.get([D(1), D(2)]);
      await sv.drugcore.get([D(1)], { onProgress: false });
    } finally {
      setProgressListener(previous);
    }
    expect(new Set(events.map((e) => e.id)).size).toBe(1);
    expect(events[0]).toMatchObject({ operation: "get", core: "drugcore", done: 0, total: 2, finished: false });
    expect(events.at(-1)).toMatchObject({ done: 2, finished: true });
  });

  test("refuses malformed IDs before spending anything", async () => {
    const before = sv.usage.requests;
    await expect(sv.drugcore.get([D(1), "SVTC_0000000000000001", "nope"])).rejects.toThrow(
      /item 1 of ids is the string "SVTC_0000000000000001", not a DrugCore service ID; it is a TrialCore ID: use sv.trialcore.get; 1 more of the 3 items are not IDs either \(positions 2\)/,
    );
    expect(sv.usage.requests).toBe(before);
  });

  test("an empty list gives an empty table with all columns", async () => {
    const t = await sv.regulatorycore.get([], { include: ["fdaDetails"] });
    expect(t.numRows()).toBe(0);
    expect(t.columnNames()).toContain("fdaDetails");
    expect(t.columnNames()).toContain("documentSections");
  });

  test("record() returns one parsed record", async () => {
    const r = await sv.trialcore.record(T(1), { include: ["outcomes"] });
    expect(r.serviceId).toBe(T(1));
    expect(Array.isArray(r.outcomes)).toBe(true);
  });

  test("a budget too small for the whole hydration is refused up front", async () => {
    const poor = await openSession({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, rateLimit: false, maxCredits: 2 });
    try {
      await expect(poor.trialcore.get([T(2), T(3), T(4)])).rejects.toThrow(/needs about 3 credits .* only 2 of maxCredits 2/);
      expect(poor.usage.requests).toBe(0);
    } finally {
      await poor.close();
    }
  });
});

describe("searchAll", () => {
  test("slices full windows, unions by serviceId and reports the day that stays full", async () => {
    const events: ProgressEvent[] = [];
    const t = await sv.trialcore.searchAll(
      { query: "aspirin" },
      { by: "startDate", from: "2020-01-01", to: "2021-12-31", onProgress: (e) => events.push(e) },
    );
    const inRange = (dataset.records.trialcore as unknown as Record<string, unknown>[]).filter(
      (r) =>
        typeof r.startDate === "string" &&
        r.startDate >= "2020-01-01" &&
        r.startDate <= "2021-12-31" &&
        String(r.briefTitle).toLowerCase().includes("aspirin"),
    );
    const crowded = inRange.filter((r) => r.startDate === CROWDED_DAY).map((r) => r.serviceId);
    const spread = inRange.filter((r) => r.startDate !== CROWDED_DAY).map((r) => r.serviceId);
    const got = new Set(t.array("serviceId"));
    expect(got.size).toBe(t.numRows());
    for (const id of spread) expect(got.has(id)).toBe(true);
    expect(crowded.filter((id) => got.has(id))).toHaveLength(300);
    expect(t.numRows()).toBe(spread.length + 300);
    const i = info(t)!;
    expect(i.truncated).toBe(true);
    // The one day that stays full, with the slice it was last tried in and why it cannot be split further.
    expect(i.truncatedWindows).toEqual([
      {
        from: CROWDED_DAY,
        to: CROWDED_DAY,
        count: 300,
        filters: expect.any(Object),
        reason: expect.stringContaining("nothing left to split it"),
      },
    ]);
    expect(i.params).toMatchObject({ query: "aspirin", by: "startDate", from: "2020-01-01", to: "2021-12-31" });
    // Searches are sized to what a window is expected to hold: never above 75 credits each.
    expect(i.credits).toBeGreaterThan(0);
    expect(i.credits).toBeLessThanOrEqual(75 * i.requests);
    expect(events.at(-1)).toMatchObject({ operation: "searchAll", finished: true });
    expect(events.at(-1)!.done).toBe(events.at(-1)!.total);
    // Rows come earliest window first.
    const days = (t.array("startDate") as Date[]).map((d) => d.getTime());
    expect(days[0]).toBeLessThanOrEqual(days[days.length - 1]);
  });

  test("a range that fits in one search is one request", async () => {
    const mark = sv.api.usage.retries;
    const t = await sv.trialcore.searchAll({ query: "aspirin" }, { from: "2021-06-01", to: "2021-06-30" });
    expect(info(t)!.requests).toBe(1 + retriesSince(mark));
    expect(info(t)!.truncated).toBe(false);
  });

  test("errors name the allowed date filters, and cores without one say so", async () => {
    await expect(sv.trialcore.searchAll({ query: "x" }, { by: "createDate", from: "2020-01-01" })).rejects.toThrow(
      'searchAll: by must be one of startDate, completionDate for trialcore; got "createDate"',
    );
    await expect(sv.genecore.searchAll({ query: "x" }, { from: "2020-01-01" })).rejects.toThrow(/genecore has no date filter/);
    await expect(sv.drugcore.searchAll({ query: "x" }, { from: "2020-01-01" })).rejects.toThrow(/drugcore has no date filter/);
    await expect(sv.trialcore.searchAll({ query: "x", minStartDate: "2020-01-01" }, { from: "2020-01-01" })).rejects.toThrow(
      /do not pass minStartDate/,
    );
    await expect(sv.trialcore.searchAll({ query: "x" }, { from: "2021-01-01", to: "2020-01-01" })).rejects.toThrow(/must not be after/);
  });
});

describe("lookup", () => {
  test("one row per item and resolved ID, with the input echoed and an error column", async () => {
    const t = await sv.biomedcore.lookup([{ pmid: "nope-1" }, { doi: "10.1/none" }]);
    expect(t.columnNames()).toEqual(["inputIndex", "pmid", "doi", "serviceId", "error", "errorMessage"]);
    expect(t.numRows()).toBe(2);
    expect(t.array("error")).toEqual(["NOT_FOUND", "NOT_FOUND"]);
    expect(t.array("pmid")).toEqual(["nope-1", null]);
    expect(t.array("doi")).toEqual([null, "10.1/none"]);
  });

  test("more than 100 items go in batches", async () => {
    const items = Array.from({ length: 150 }, (_, i) => ({ chemblId: `CHEMBL${i}` }));
    const mark = sv.api.usage.retries;
    const t = await sv.drugcore.lookup(items);
    expect(t.numRows()).toBe(150);
    expect(info(t)!.requests).toBe(2 + retriesSince(mark));
    expect(t.array("inputIndex")[149]).toBe(149);
  });
});

// Parent tables that carry every link field of each core.
async function parents(core: (typeof CORES)[number]) {
  const ids = {
    biomedcore: [B(1), B(2)],
    trialcore: [T(1)],
    drugcore: [D(1), D(2)],
    regulatorycore: [R(1), R(2)],
    genecore: [G(1)],
    patentcore: [P(1), P(2)],
  }[core];
  const include = (INCLUDES[core] as readonly string[]).filter((v) => (LINK_FIELDS[core] as readonly string[]).includes(v));
  return sv[core].get(ids, { include });
}

describe("follow", () => {
  const cases = CORES.flatMap((core) =>
    (LINK_FIELDS[core] as readonly string[]).filter((f) => f !== "familyMembers").map((field) => [core, field] as const),
  );

  test.each(cases)("%s.%s", async (core, field) => {
    const table = await parents(core);
    const linked = await sv.follow(table, field);
    expect(linked.columnNames().slice(0, 2)).toEqual(["serviceId", "via"]);
    expect(linked.numRows()).toBeGreaterThan(0);
    // One row per distinct linked record; via holds every source that links it (as links() lists them).
    const ids = linked.array("serviceId") as string[];
    expect(new Set(ids).size).toBe(ids.length);
    const edges = links(table, field).objects() as { fromId: string; toId: string }[];
    for (const row of linked.objects() as { serviceId: string; via: string[] }[]) {
      expect(row.via).toEqual([...new Set(edges.filter((e) => e.toId === row.serviceId).map((e) => e.fromId))]);
    }
    const i = info(linked)!;
    const expectedMissing = field === "references" ? [GHOST.biomed] : field === "children" ? [GHOST.drug] : [];
    expect(i.missing).toEqual(expectedMissing);
    const all = dataset.records[i.core!] as unknown as { serviceId: string }[];
    for (const id of linked.array("serviceId")) expect(all.some((r) => r.serviceId === id)).toBe(true);
  });

  test("familyMembers (filled on search results) from a table of records", async () => {
    const linked = await sv.follow([{ serviceId: P(1), familyMembers: [P(2)] }], "familyMembers");
    expect(linked.objects().map((r: any) => [r.via, r.serviceId])).toEqual([[[P(1)], P(2)]]);
  });

  test("a link field that was not included says which include to add", async () => {
    const t = await sv.trialcore.get([T(1)]);
    await expect(sv.follow(t, "referencesDrugCore")).rejects.toThrow('fetch the table with { include: ["referencesDrugCore"] }');
  });

  test("follow with include hydrates the linked records with it", async () => {
    const t = await sv.drugcore.get([D(1)], { include: ["referencesTrialCore"] });
    const trials = await sv.follow(t, "referencesTrialCore", { include: ["outcomes"] });
    expect(flatten.measurements(trials).columnNames()).toEqual(designColumns("measurements"));
    expect(flatten.measurements(trials).numRows()).toBeGreaterThan(0);
  });
});

describe("faults", () => {
  test("a server fault mid-way throws with the partial table", async () => {
    let count = 0;
    const faulty = await startSandbox({
      dataset,
      rateLimit: false,
      faults: { paths: /\/trialcore\/records\/SVTC_/, decide: () => (++count > 5 ? 500 : null) },
    });
    const s = await openSession({
      apiKey: faulty.apiKey,
      baseUrl: faulty.baseUrl,
      rateLimit: false,
      retries: 1,
      concurrency: 1,
      retry: { baseDelayMs: 1, maxDelayMs: 5 },
    });
    try {
      const ids = Array.from({ length: 12 }, (_, i) => T(i + 2));
      const error = await s.trialcore.get(ids).then(
        () => null,
        (e) => e,
      );
      expect(error).toBeInstanceOf(PartialResultError);
      expect(error.status).toBe(500);
      expect(error.partial.numRows()).toBe(5);
      expect(error.partial.array("serviceId")).toEqual(ids.slice(0, 5));
      expect(info(error.partial)).toMatchObject({ core: "trialcore", missing: [] });
      expect(error.message).toMatch(/fetched 5 of 12 records; 7 failed/);
      expect(error.failed.map((f: { id: string }) => f.id)).toEqual(ids.slice(5));
      expect(error.failed[0]).toMatchObject({ status: 500, code: "INTERNAL_SERVER_ERROR" });
      expect(info(error.partial)!.failed).toEqual(error.failed);
    } finally {
      await s.close();
      await faulty.close();
    }
  });

  test("get keeps fetching after items fail for good; onError keep returns the table; a re-run fetches only what failed", async () => {
    const broken = new Set([T(3), T(7), T(8)]);
    let healed = false;
    const faulty = await startSandbox({
      dataset,
      rateLimit: false,
      faults: {
        paths: /\/trialcore\/records\/SVTC_/,
        decide: (req) => (!healed && [...broken].some((id) => req.path.includes(id)) ? 503 : null),
      },
    });
    const s = await openSession({
      apiKey: faulty.apiKey,
      baseUrl: faulty.baseUrl,
      rateLimit: false,
      retries: 1,
      concurrency: 3,
      retry: { baseDelayMs: 1, maxDelayMs: 5 },
    });
    try {
      const ids = Array.from({ length: 12 }, (_, i) => T(i + 2));
      const thrown = await s.trialcore.get(ids).then(
        () => null,
        (e) => e,
      );
      expect(thrown).toBeInstanceOf(PartialResultError);
      expect(thrown.partial.numRows()).toBe(9);
      expect(new Set(thrown.failedIds)).toEqual(broken);
      const kept = await s.trialcore.get(ids, { onError: "keep" });
      expect(kept.array("serviceId")).toEqual(ids.filter((id) => !broken.has(id)));
      expect(info(kept)!.failed.map((f) => [f.id, f.status])).toEqual(expect.arrayContaining([...broken].map((id) => [id, 503])));
      healed = true;
      const before = s.usage.requests;
      const rest = await s.trialcore.get(info(kept)!.failed.map((f) => f.id));
      expect(s.usage.requests - before).toBe(3);
      expect(new Set(rest.array("serviceId"))).toEqual(broken);
      await expect(s.trialcore.get(ids, { onError: "skip" as never })).rejects.toThrow(/onError must be "throw" or "keep"/);
    } finally {
      await s.close();
      await faulty.close();
    }
  });

  test("lookup keeps the batches it got and lists the failed batch", async () => {
    let count = 0;
    const faulty = await startSandbox({
      dataset,
      rateLimit: false,
      faults: { paths: /\/records\/lookup/, decide: () => (++count === 2 ? 500 : null) },
    });
    const s = await openSession({ apiKey: faulty.apiKey, baseUrl: faulty.baseUrl, rateLimit: false, retries: 0, concurrency: 1 });
    try {
      const items = Array.from({ length: 250 }, (_, i) => ({ nctId: `NCT${String(90000000 + i).padStart(8, "0")}` }));
      const thrown = await s.trialcore.lookup(items).then(
        () => null,
        (e) => e,
      );
      expect(thrown).toBeInstanceOf(PartialResultError);
      expect(thrown.failedIds).toEqual(["items[100..199]"]);
      const t = thrown.partial;
      expect(new Set(t.array("inputIndex")).size).toBe(250);
      const errors = t.array("error") as (string | null)[];
      const inputIndex = t.array("inputIndex") as number[];
      expect(inputIndex.filter((_, r) => errors[r] === "INTERNAL_SERVER_ERROR").length).toBe(100);
      expect(inputIndex.every((i, r) => (i >= 100 && i < 200) === (errors[r] === "INTERNAL_SERVER_ERROR"))).toBe(true);
    } finally {
      await s.close();
      await faulty.close();
    }
  });

  test("a fault during searchAll keeps the windows already searched", async () => {
    let count = 0;
    const faulty = await startSandbox({
      dataset,
      rateLimit: false,
      faults: { paths: /\/trialcore\/records\?/, decide: () => (++count > 3 ? 500 : null) },
    });
    const s = await openSession({ apiKey: faulty.apiKey, baseUrl: faulty.baseUrl, rateLimit: false, retries: 0, concurrency: 1 });
    try {
      const error = await s.trialcore.searchAll({ query: "aspirin" }, { from: "2020-01-01", to: "2021-12-31" }).then(
        () => null,
        (e) => e,
      );
      expect(error).toBeInstanceOf(PartialResultError);
      expect(error.partial.numRows()).toBeGreaterThan(0);
      expect(info(error.partial)!.core).toBe("trialcore");
    } finally {
      await s.close();
      await faulty.close();
    }
  });
});
