// Provenance composes: a table built from several tables keeps the fetches of all of them, each
// once (by identity), so info(), the notebook's provenance line and an export's metadata tell the
// whole cost and origin of a join, a concat or a follow.
import * as aq from "arquero";
import { describe, expect, test } from "vitest";
import { provenanceMetadata, restoreProvenance } from "../../src/export/provenance-metadata.js";
import { provenanceLine } from "../../src/notebook/provenance-line.js";
import { flatten, info, joinOn, links, type CoreSession } from "../../src/tables/index.js";
import { D, T } from "./support/linked-dataset.js";
import { linkedSession } from "./support/linked-session.js";

let sv: CoreSession;
linkedSession((session) => {
  sv = session;
});

async function twoFetches() {
  const trials = await sv.trialcore.search({ query: "aspirin", limit: 30, include: ["outcomes"] });
  const more = await sv.trialcore.get([T(1), T(2), T(3)]);
  return { trials, more, a: info(trials)!, b: info(more)! };
}

describe("info() of a table built from others", () => {
  test("joinOn of two fetched tables reports their summed requests and credits, and both fetches", async () => {
    const { trials, more, a, b } = await twoFetches();
    expect(a.requests + b.requests).toBeGreaterThan(1);
    const joined = joinOn(trials, more.select("serviceId", "briefTitle"), "serviceId", { how: "left" });
    const i = info(joined)!;
    expect(i.requests).toBe(a.requests + b.requests);
    expect(i.credits).toBe(a.credits + b.credits);
    expect(i.cache).toEqual({ hits: a.cache.hits + b.cache.hits, misses: a.cache.misses + b.cache.misses });
    expect(i.sources.map((s) => s.params)).toEqual([a.params, b.params]);
    expect(i.synthetic).toBe(true);
    expect(i.dataset).toEqual(a.dataset);
    expect(i.asOf!.oldest.getTime()).toBe(Math.min(a.asOf!.oldest.getTime(), b.asOf!.oldest.getTime()));
    expect(i.asOf!.newest.getTime()).toBe(Math.max(a.asOf!.newest.getTime(), b.asOf!.newest.getTime()));
    expect(provenanceLine(joined)).toContain(`${a.requests + b.requests} requests, ${a.credits + b.credits} credits (2 fetches)`);
  });

  test("Arquero's join, lookup, concat and union on corebook tables sum both sides too", async () => {
    const { trials, more, a, b } = await twoFetches();
    const right = more.select("serviceId", "briefTitle");
    for (const [name, t] of Object.entries({
      join: trials.join(right, "serviceId"),
      join_full: trials.join_full(right, "serviceId"),
      lookup: trials.lookup(right, "serviceId", "briefTitle"),
      semijoin: trials.semijoin(right, "serviceId"),
      concat: trials.select("serviceId").concat(more.select("serviceId")),
      union: trials.select("serviceId").union(more.select("serviceId")),
    })) {
      expect(info(t)!.requests, name).toBe(a.requests + b.requests);
      expect(info(t)!.credits, name).toBe(a.credits + b.credits);
    }
    expect(info(trials.concat(more))!.core).toBe("trialcore");
  });

  test("the same fetch reached twice is counted once: a table joined with its own derivative, or concatenated with itself", async () => {
    const { trials, a } = await twoFetches();
    const outcomes = flatten.outcomes(trials);
    const firsts = trials.filter((d: { serviceId: string }) => d.serviceId !== "").select("serviceId", "phase");
    for (const [name, t] of Object.entries({
      joinOnDerivative: joinOn(outcomes, firsts, "serviceId"),
      joinSelf: trials.join(trials.select("serviceId"), "serviceId"),
      concatSelf: trials.concat(trials),
      joinOnTwice: joinOn(joinOn(outcomes, firsts, "serviceId"), trials.select("serviceId", "briefTitle"), "serviceId"),
    })) {
      expect(info(t)!.requests, name).toBe(a.requests);
      expect(info(t)!.credits, name).toBe(a.credits);
      expect(info(t)!.sources, name).toHaveLength(1);
    }
  });

  test("links and follow keep the source table's cost", async () => {
    const drugs = await sv.drugcore.get([D(1), D(2)], { include: ["referencesTrialCore"] });
    expect(info(links(drugs, "referencesTrialCore"))!.requests).toBe(info(drugs)!.requests);
    const trials = await sv.follow(drugs, "referencesTrialCore");
    const paired = joinOn(links(drugs, "referencesTrialCore"), trials.select("serviceId", "phase"), {
      left: ["toId"],
      right: ["serviceId"],
    });
    // The drugs' fetch reached through links and through follow is one fetch.
    expect(info(paired)!.requests).toBe(info(trials)!.requests);
    expect(info(paired)!.sources).toHaveLength(2);
  });

  test("a plain Arquero table joined to a fetched one brings no cost and takes none away", async () => {
    const { trials, a } = await twoFetches();
    const labels = aq.table({ serviceId: [trials.array("serviceId")[0]], label: ["first"] });
    expect(info(joinOn(labels, trials, "serviceId"))!.requests).toBe(a.requests);
    expect(info(trials.join_left(labels, "serviceId"))!.requests).toBe(a.requests);
  });
});

describe("an export's provenance metadata of a joined table", () => {
  test("names every fetch (core and parameters), without what the run spent", async () => {
    const { trials, more, a, b } = await twoFetches();
    const joined = joinOn(trials, more.select("serviceId", "briefTitle"), "serviceId");
    const text = Object.values(provenanceMetadata(joined))[0];
    const written = JSON.parse(text);
    expect(written.sources).toEqual([
      { core: "trialcore", params: a.params },
      { core: "trialcore", params: b.params },
    ]);
    expect(text).not.toMatch(/"requests"|"credits"/);
    const restored = info(restoreProvenance(aq.table({ x: [1] }), text))!;
    expect(restored.sources.map((s) => [s.core, s.requests])).toEqual([
      ["trialcore", 0],
      ["trialcore", 0],
    ]);
  });
});
