// A helper that finds nothing returns the same columns as when it finds something, so the next
// step of an analysis (`.select("publicationNumber")`, a join, an export) works on an empty result.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startSandbox, type RunningSandbox } from "../../src/sandbox/index.js";
import { applyChanges, openSession, changesTable, joinOn, patentsOfDrugs, type CoreSession } from "../../src/tables/index.js";
import { D, linkedDataset, P } from "./support/linked-dataset.js";

let sandbox: RunningSandbox;
let sv: CoreSession;

beforeAll(async () => {
  const dataset = linkedDataset();
  // patentsOfDrugs searches a drug's name: the patent that links D(1) must use it.
  const patent = dataset.records.patentcore.find((p) => p.serviceId === P(1));
  if (patent) Object.assign(patent, { title: "Drugamab formulation" });
  sandbox = await startSandbox({ dataset, rateLimit: false });
  sv = await openSession({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, rateLimit: false });
});
afterAll(async () => {
  await sv?.close();
  await sandbox?.close();
});

describe("empty results keep their columns", () => {
  test("patentsOfDrugs: an empty result has drugId, drugName and every PatentCore column", async () => {
    const found = await patentsOfDrugs(sv, await sv.drugcore.get([D(1)]));
    const none = await patentsOfDrugs(sv, await sv.drugcore.get([D(2)]));
    expect(found.numRows()).toBe(1);
    expect(none.numRows()).toBe(0);
    expect(none.columnNames()).toEqual(found.columnNames());
    expect(none.columnNames().slice(0, 3)).toEqual(["drugId", "drugName", "serviceId"]);
    expect(none.select("publicationNumber").numRows()).toBe(0);
  });

  test("patentsOfDrugs takes include like get, and checks it", async () => {
    const drugs = await sv.drugcore.get([D(2)]);
    const none = await patentsOfDrugs(sv, drugs, { include: ["claims", "nplCitations"] });
    expect(none.columnNames()).toEqual(expect.arrayContaining(["claims", "nplCitations", "referencesDrugCore"]));
    await expect(patentsOfDrugs(sv, drugs, { include: ["claim" as never] })).rejects.toThrow(
      /include: "claim" is not an include value of patentcore; .*did you mean "claims"\?/,
    );
  });

  test("search, get, follow, changesTable, applyChanges and joinOn", async () => {
    const hit = await sv.trialcore.search({ query: "aspirin", limit: 3 });
    const miss = await sv.trialcore.search({ query: "zzzqqqxxx", limit: 3 });
    expect(miss.numRows()).toBe(0);
    expect(miss.columnNames()).toEqual(hit.columnNames());
    const got = await sv.trialcore.get([]);
    expect(got.columnNames()).toEqual(hit.columnNames());
    const followed = await sv.follow(miss, "referencesDrugCore").catch((e: Error) => e);
    // referencesDrugCore needs its include: the refusal says so rather than an empty table.
    expect(String(followed)).toMatch(/fetch the table with \{ include: \["referencesDrugCore"\] \}/);
    const include = { include: ["referencesTrialCore" as const] };
    const linked = await sv.follow(await sv.drugcore.get([D(2)], include), "referencesTrialCore");
    const linkedFull = await sv.follow(await sv.drugcore.get([D(1)], include), "referencesTrialCore");
    expect(linked.numRows()).toBe(0);
    expect(linked.columnNames()).toEqual(linkedFull.columnNames());
    const feed = await changesTable([]);
    expect(feed.columnNames()).toEqual(
      (await changesTable([{ serviceId: hit.array("serviceId")[0] as string, updateType: "updated" }])).columnNames(),
    );
    expect(applyChanges(miss, feed, miss).columnNames()).toEqual(hit.columnNames());
    expect(joinOn(miss, hit, "serviceId").columnNames()).toEqual(joinOn(hit, hit.slice(0, 1), "serviceId").columnNames());
  });
});
