// The "Analysis helpers" sample of docs/tour.md (the README's tour in full) is code people paste into a notebook that already has
// `sv`, `trials`, `outcomes`, `ids`, `local` and `drugs`. Run it as written after a prelude that
// makes those from the offline sandbox, so the sample cannot drift from the API.
import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const projectDir = fileURLToPath(new URL("../..", import.meta.url));

// What a notebook would have fetched before reaching the sample. The sandbox's day is after the
// sample's feed date, so the feed has entries to apply.
const PRELUDE = `
import { connect as connectFirst, flatten as flattenFirst } from "corebook";
const sv = await connectFirst({ quiet: true, sandbox: { today: "2026-05-01" } });
const trials = await sv.trialcore.search({ query: "cancer", include: ["outcomes"], limit: 100 });
const outcomes = flattenFirst.outcomes(trials);
const ids = trials.array("serviceId");
let local = trials;
const drugs = await sv.drugcore.search({ query: "inhibitor", maxClinicalStage: ["APPROVAL"], limit: 3 });
`;

describe("docs/tour.md analysis helpers", () => {
  it("run as written on the sandbox", () => {
    const guide = readFileSync(join(projectDir, "docs", "tour.md"), "utf8");
    const block = /## Analysis helpers[\s\S]*?```ts\n([\s\S]*?)```/.exec(guide)?.[1];
    expect(block, "the section's code block").toBeTruthy();
    // The sample's own imports come first in a module; the prelude's names do not clash with them.
    const [imports, body] = splitImports(block!);
    const check = `
console.log("SAMPLE-OK", JSON.stringify({
  lagRows: lag.numRows(), lagHasDays: lag.columnNames().includes("lagDays"),
  unmatched: Object.keys(info(j)?.unmatched ?? {}), feedRows: feed.numRows(),
  changes: Object.keys(info(local)?.changes ?? {}), patentRows: patents.numRows(),
}));
await sv.close();`;
    const scriptDir = join(projectDir, "test", ".tmp");
    mkdirSync(scriptDir, { recursive: true });
    const script = join(scriptDir, `readme-helpers-${process.pid}.mjs`);
    writeFileSync(script, `${imports}\n${PRELUDE}\n${body}\n${check}\n`);
    try {
      const out = execFileSync(process.execPath, [script], {
        cwd: projectDir,
        encoding: "utf8",
        env: { ...process.env, SV_API_KEY: "", SV_BASE_URL: "" },
        timeout: 120_000,
      });
      const result = JSON.parse(/SAMPLE-OK (.*)/.exec(out)?.[1] ?? "null");
      expect(result.lagRows).toBeGreaterThan(0);
      expect(result.lagHasDays).toBe(true);
      expect(result.unmatched).toEqual(["left", "right"]);
      expect(result.feedRows).toBeGreaterThan(0);
      expect(result.changes.sort()).toEqual(["added", "dropped", "replaced", "stale"]);
      expect(result.patentRows).toBeGreaterThan(0);
    } finally {
      rmSync(script, { force: true });
    }
  });
});

/** The leading import statements (which may span lines) and the rest. */
function splitImports(code: string): [string, string] {
  const match = /^(?:import[\s\S]*?from "[^"]+";\s*)+/.exec(code);
  const imports = match?.[0] ?? "";
  return [imports, code.slice(imports.length)];
}
