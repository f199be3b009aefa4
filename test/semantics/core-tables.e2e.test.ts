// search, get and lookup against the sandbox's raw JSON: one row per record (per input item and
// resolved ID for lookup), serviceId unique, every cell what the record says, missing is null, and
// the provenance counts the requests and credits the service billed.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CORE_COLUMNS, info, type CoreSession } from "../../src/tables/index.js";
import { rawGet, rawGetAll, rawLookup, rawSearch, rawSearchCost, semanticSession } from "./support/raw-service.js";
import { column, differencesFromRaw, distinct, notNullMissing, nullCounts, rawNulls } from "./support/reference.js";

let sv: CoreSession;
beforeAll(async () => {
  sv = await semanticSession();
});
afterAll(async () => {
  await sv?.close();
});

const derivedColumns = (core: string) => (CORE_COLUMNS as Record<string, { derived: { name: string }[] }>)[core].derived.map((d) => d.name);

describe("search: one row per record, in the service's order", () => {
  test.each([
    ["trialcore", { query: "diabetes", limit: 100, include: ["outcomes", "referencesDrugCore"] }],
    ["regulatorycore", { query: "treatment", limit: 60 }],
    ["genecore", { query: "receptor", limit: 20 }],
    ["patentcore", { query: "inhibitor", limit: 300 }],
  ] as const)("%s %j", async (core, params) => {
    const raw = await rawSearch(sv, core, params);
    const table = await (sv as any)[core].search(params);
    expect(table.numRows()).toBe(raw.length);
    expect(column(table, "serviceId")).toEqual(raw.map((r) => r.serviceId));
    expect(distinct(column(table, "serviceId"))).toBe(table.numRows());
    const nulls = nullCounts(table);
    for (const field of new Set(raw.flatMap((r) => Object.keys(r)))) expect([field, nulls[field]]).toEqual([field, rawNulls(raw, field)]);
    expect(differencesFromRaw(table, raw, derivedColumns(core))).toEqual([]);
    expect(notNullMissing(table)).toEqual([]);
    const i = info(table)!;
    expect([i.requests, i.credits]).toEqual([1, await rawSearchCost(sv, core, params)]);
    expect(i.truncated).toBe(raw.length >= params.limit);
  });
});

describe("get: one row per distinct ID that exists, first-seen order; 404s in info().missing", () => {
  test.each([
    ["trialcore", "diabetes", ["outcomes", "referencesBiomedCore"]],
    ["regulatorycore", "treatment", []],
    ["biomedcore", "cancer", ["authorsMetadata", "citedBy"]],
  ] as const)("%s ids of %s, include %j", async (core, q, include) => {
    const found = (await rawSearch(sv, core, { query: q, limit: 12 })).map((r) => r.serviceId as string);
    const ghost = `${found[0].slice(0, 5)}ZZZZZZZZZZZZZZZZZZZZ`;
    const asked = [found[3], ...found, found[0], ghost, found[3]];
    const raw = await rawGetAll(sv, core, asked, include);
    const expectedIds = [...new Set(raw.map((r) => r.serviceId as string))];
    const table = await (sv as any)[core].get(asked, { include });
    expect(column(table, "serviceId")).toEqual(expectedIds);
    expect(table.numRows()).toBe(found.length);
    expect(differencesFromRaw(table, await rawGetAll(sv, core, expectedIds, include), derivedColumns(core))).toEqual([]);
    expect(notNullMissing(table)).toEqual([]);
    expect(await rawGet(sv, core, ghost)).toBeNull();
    const i = info(table)!;
    expect(i.missing).toEqual([ghost]);
    // One request per distinct ID asked, at 1 credit each (a 404 is billed too).
    expect([i.requests, i.credits]).toEqual([new Set(asked).size, new Set(asked).size]);
  });
});

describe("lookup: one row per (input item, resolved ID); an item that resolves to nothing keeps one row", () => {
  test.each([
    ["trialcore", "diabetes", (r: any): Record<string, unknown>[] => [{ nctId: r.nctId ?? r.registryId }, { registryId: r.registryId }]],
    ["drugcore", "inhibitor", (r: any): Record<string, unknown>[] => [{ chemblId: r.chemblId }]],
  ] as const)("%s identifiers of %s records, with an unknown one", async (core, q, itemsOf) => {
    const records = await rawSearch(sv, core, { query: q, limit: 8 });
    const items = [
      ...records.flatMap((r) => itemsOf(r)).filter((item) => Object.values(item)[0]),
      Object.fromEntries([[Object.keys(itemsOf(records[0])[0])[0], "UNKNOWN-42"]]),
    ];
    const raw = await rawLookup(sv, core, items);
    const expectedRows = raw.reduce((n, entry) => n + Math.max(1, entry.serviceIds?.length ?? 0), 0);
    const table = await (sv as any)[core].lookup(items);
    expect(table.numRows()).toBe(expectedRows);
    // Every input index appears; distinct (item, id) pairs are the rows.
    expect(distinct(column(table, "inputIndex"))).toBe(items.length);
    expect(distinct((table.objects() as any[]).map((r) => `${r.inputIndex}|${r.serviceId}`))).toBe(expectedRows);
    const failed = raw.filter((e) => e.error || (e.serviceIds ?? []).length === 0).length;
    expect(nullCounts(table).serviceId).toBe(failed);
    expect(nullCounts(table).error).toBe(expectedRows - raw.filter((e) => e.error).length);
    const resolved = raw.flatMap((e, i) => (e.serviceIds ?? []).map((id: string) => `${i}|${id}`));
    expect((table.objects() as any[]).filter((r) => r.serviceId !== null).map((r) => `${r.inputIndex}|${r.serviceId}`)).toEqual(resolved);
    expect(notNullMissing(table)).toEqual([]);
    expect(info(table)!.requests).toBe(1);
  });
});
