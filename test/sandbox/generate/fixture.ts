// One small dataset per test file (generation is deterministic, so every file sees the same data).
import { ANCHOR_DATE, generateDataset } from "../../../src/sandbox/generate/index.js";
import type { Dataset } from "../../../src/sandbox/dataset.js";

export const TODAY = ANCHOR_DATE;
let cached: Dataset | null = null;

export function smallDataset(): Dataset {
  cached ??= generateDataset({ seed: 1, scale: "small", today: TODAY });
  return cached;
}

/** A stable JSON form of a dataset (Maps become entry arrays). */
export function datasetJson(ds: Dataset): string {
  return JSON.stringify({ ...ds, sections: [...ds.sections.entries()], timelines: [...(ds.timelines ?? new Map()).entries()] });
}
