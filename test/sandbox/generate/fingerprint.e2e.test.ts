// The dataset stays put: a generator change that alters any served record must bump
// DATASET_VERSION and add a line to the dataset changelog (docs/sandbox-dataset-changelog.md), or this fails.
// Last round an upgrade silently removed a drug a notebook searched for; now the version says so.
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { DATASET_VERSION } from "../../../src/sandbox/dataset-version.js";
import type { Scale } from "../../../src/sandbox/dataset.js";
import { datasetFingerprint } from "./fingerprint.js";

const pinned = JSON.parse(readFileSync(new URL("./fingerprints.json", import.meta.url), "utf8")) as Record<string, string | number>;

const HOW =
  "the generated records changed: bump DATASET_VERSION (src/sandbox/dataset-version.ts), add a line to the dataset " +
  "changelog in docs/sandbox-dataset-changelog.md saying what changed, and put the new fingerprints in test/sandbox/generate/fingerprints.json";

test.each(["small", "medium"] as Scale[])(
  "the %s dataset has the fingerprint pinned for its version",
  (scale) => {
    expect(pinned.version, "fingerprints.json is for another dataset version").toBe(DATASET_VERSION);
    const fingerprint = datasetFingerprint(Number(pinned.seed), scale);
    expect(fingerprint, HOW).toBe(pinned[scale]);
  },
  240_000,
);
