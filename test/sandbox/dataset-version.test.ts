// The dataset version is named everywhere a user meets the data, and its changelog is kept.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, test } from "vitest";
import { DATASET_VERSION } from "../../src/sandbox/dataset-version.js";
import { DATASET_HEADER, parseDatasetHeader } from "../../src/schema/index.js";
import { fixtureDataset } from "./support/fixture.js";
import { startFixtureServer, type TestServer } from "./support/server.js";

let s: TestServer;
beforeAll(async () => {
  s = await startFixtureServer({ dataset: { ...fixtureDataset(), version: 7 } });
});
afterAll(async () => {
  await s.close();
});

test("the dataset changelog (docs/sandbox-dataset-changelog.md) has a line for the current version and every earlier one", () => {
  const changelog = readFileSync(new URL("../../docs/sandbox-dataset-changelog.md", import.meta.url), "utf8");
  for (let v = 1; v <= DATASET_VERSION; v++)
    expect(changelog, `no changelog line for dataset version ${v}`).toMatch(new RegExp(`^- \\*\\*${v}\\*\\*[: ]`, "m"));
  expect(JSON.parse(readFileSync(new URL("./generate/fingerprints.json", import.meta.url), "utf8")).version).toBe(DATASET_VERSION);
});

test("every response names the dataset in X-Corebook-Dataset: successes, errors, 401s and 404s", async () => {
  for (const [path, key] of [
    ["/api/v1/capabilities", undefined],
    ["/api/v1/cores/biomedcore/records?query=aspirin", undefined],
    ["/api/v1/cores/biomedcore/records?bogus=1", undefined],
    ["/api/v1/nowhere", undefined],
    ["/api/v1/capabilities", null],
  ] as const) {
    const res = await s.get(path, { key });
    await res.arrayBuffer();
    expect(parseDatasetHeader(res.headers.get(DATASET_HEADER)), `${path} (${res.status})`).toEqual({
      synthetic: true,
      version: 7,
      seed: s.dataset.seed,
      scale: s.dataset.scale,
    });
  }
});

test("/capabilities names the dataset version beside seed, scale and today", async () => {
  const { body } = await s.json("/api/v1/capabilities");
  expect(body.data.dataset).toMatchObject({ version: 7, seed: s.dataset.seed, scale: s.dataset.scale, synthetic: true });
});
