// One small dataset per test file (generation is deterministic, so every file sees the same data).
import { generateDataset } from "../../../src/sandbox/generate/index.js";
import type { Dataset } from "../../../src/sandbox/dataset.js";

export const TODAY = "2026-11-20";
let cached: Dataset | null = null;

export function smallDataset(): Dataset {
  cached ??= generateDataset({ seed: 1, scale: "small", today: TODAY });
  return cached;
}

/** A stable JSON form of a dataset (Maps become entry arrays). */
export function datasetJson(ds: Dataset): string {
  return JSON.stringify({ ...ds, sections: [...ds.sections.entries()] });
}
