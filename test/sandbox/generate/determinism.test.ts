import { describe, expect, test } from "vitest";
import { generateDataset, generateStream } from "../../../src/sandbox/generate/index.js";
import { datasetJson, smallDataset, TODAY } from "./fixture.js";

describe("generateDataset determinism", () => {
  test("the same seed, scale and today give byte-identical data", () => {
    const t0 = performance.now();
    const again = generateDataset({ seed: 1, scale: "small", today: TODAY });
    console.log(`small dataset generated in ${Math.round(performance.now() - t0)} ms`);
    expect(datasetJson(again)).toBe(datasetJson(smallDataset()));
  });

  test("another seed gives different data", () => {
    const other = generateDataset({ seed: 2, scale: "small", today: TODAY });
    expect(other.records.biomedcore[0]!.serviceId).not.toBe(smallDataset().records.biomedcore[0]!.serviceId);
    expect(datasetJson(other)).not.toBe(datasetJson(smallDataset()));
  });

  test("dates move with today", () => {
    const later = generateDataset({ seed: 1, scale: "small", today: "2027-01-01" });
    const a = smallDataset().records.trialcore.find((r) => r.createDate !== null)!;
    const b = later.records.trialcore.find((r) => r.serviceId === a.serviceId)!;
    expect(b.createDate).not.toBe(a.createDate);
  });

  test("the stream yields the same records as the dataset", () => {
    const ds = smallDataset();
    const ids: string[] = [];
    for (const chunk of generateStream({ seed: 1, scale: "small", today: TODAY, chunkSize: 333 })) {
      if (chunk.kind === "records" && chunk.core === "trialcore") ids.push(...chunk.records.map((r) => r.serviceId));
    }
    expect(ids).toEqual(ds.records.trialcore.map((r) => r.serviceId));
  });

  test("description names seed, scale and today and says the data is synthetic", () => {
    const { description } = smallDataset();
    expect(description).toMatch(/synthetic/i);
    expect(description).toContain("seed 1");
    expect(description).toContain("scale small");
    expect(description).toContain(TODAY);
  });

  test("bad options are rejected with the parameter, the value and what is allowed", () => {
    expect(() => generateDataset({ seed: -1 })).toThrow(/seed must be an integer from 0 to 4294967295, got -1/);
    expect(() => generateDataset({ scale: "huge" as never })).toThrow(/scale must be one of small, medium, large, got "huge"/);
    expect(() => generateDataset({ today: "2025-02-30" })).toThrow(/today must be a real date written YYYY-MM-DD, got "2025-02-30"/);
  });
});
