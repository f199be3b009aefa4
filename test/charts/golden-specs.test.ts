// Golden specs: each preset's Vega-Lite spec for its fixed table (golden-cases.ts) must equal the
// committed test/charts/golden/<preset>.vl.json, so any change to what a chart draws shows up as a
// diff to review (as Observable Plot keeps its snapshot outputs). After an intended change, write
// the files anew with UPDATE_GOLDEN=1 npx vitest run test/charts/golden-specs.test.ts and review the diff.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { GOLDEN_CASES } from "./golden-cases.js";

const GOLDEN_DIR = join(import.meta.dirname, "golden");
const update = process.env.UPDATE_GOLDEN === "1";

describe.each(Object.entries(GOLDEN_CASES))("%s", (preset, golden) => {
  test("its spec matches the golden file", () => {
    const path = join(GOLDEN_DIR, `${preset}.vl.json`);
    const spec = `${JSON.stringify(golden.chart().spec, null, 2)}\n`;
    if (update) writeFileSync(path, spec);
    expect(existsSync(path), `${path} is missing: run with UPDATE_GOLDEN=1 to write it`).toBe(true);
    expect(JSON.parse(spec)).toEqual(JSON.parse(readFileSync(path, "utf8")));
  });
});
