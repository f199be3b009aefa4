// The ten mistakes of docs/troubleshooting.md, each run for real (against a sandbox over loopback):
// the first line printed must be the one the guide shows, and must name what was passed and what
// to do instead.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { inspect } from "node:util";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { charts } from "../../src/charts/index.js";
import { startSandbox, type RunningSandbox } from "../../src/sandbox/index.js";
import { type ColumnTable, openSession, flatten, type CoreSession } from "../../src/tables/index.js";
import { linkedDataset } from "../tables/support/linked-dataset.js";

const GUIDE = readFileSync(join(import.meta.dirname, "..", "..", "docs", "troubleshooting.md"), "utf8");

/** The first block after "What you see" under each numbered heading, by number. */
function shownFirstLines(): Map<number, string> {
  const shown = new Map<number, string>();
  for (const section of GUIDE.split(/^### /m).slice(1)) {
    const number = Number(/^(\d+)\./.exec(section)?.[1]);
    const block = /What you see[^\n]*\n\n```\n([^\n]*)\n```/.exec(section);
    if (number && block) shown.set(number, block[1]);
  }
  return shown;
}

let sandbox: RunningSandbox;
let sv: CoreSession;
let trials: ColumnTable;
let approvals: ColumnTable;
let drugs: ColumnTable;

beforeAll(async () => {
  sandbox = await startSandbox({ dataset: linkedDataset(), rateLimit: false });
  sv = await openSession({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, rateLimit: false });
  trials = await sv.trialcore.search({ query: "aspirin", limit: 5 });
  approvals = await sv.regulatorycore.search({ query: "product", limit: 5 });
  drugs = await sv.drugcore.search({ query: "drug", limit: 5 });
});
afterAll(async () => {
  await sv?.close();
  await sandbox?.close();
});

interface Mistake {
  run: () => unknown;
  /** What the first line must say was passed, and what to do. */
  passed: string;
  todo: string;
}

const MISTAKES: Record<number, Mistake> = {
  1: { run: () => flatten.measurements(approvals), passed: "this is a RegulatoryCore table", todo: "needs a TrialCore table fetched with" },
  2: { run: () => charts.trialsByPhase(drugs), passed: "got a DrugCore table", todo: "needs a TrialCore table with phase" },
  3: {
    run: () => sv.trialcore.search({ query: "asthma", phases: ["PHASE3"] } as never),
    passed: 'unknown parameter "phases"',
    todo: "allowed: query, limit, include, phase",
  },
  4: {
    run: () => sv.trialcore.search({ query: "asthma", limit: 500 }),
    passed: "(got 500)",
    todo: "limit must be an integer from 1 to 300",
  },
  5: {
    // Not awaited: the rejection is caught the way a kernel's unhandled-rejection handler sees it.
    run: () => {
      const pending = sv.trialcore.search({ query: "cancer", limit: 0 });
      return pending;
    },
    passed: "(got 0)",
    todo: "limit must be an integer from 1 to 300",
  },
  6: {
    run: () => sv.trialcore.get(["NCT04368728"]),
    passed: '"NCT04368728", not a TrialCore service ID',
    todo: "resolve it with sv.trialcore.lookup",
  },
  7: { run: () => flatten.outcomes(trials), passed: "the table has no outcomes column", todo: 'fetched with { include: ["outcomes"] }' },
  8: {
    run: () => charts.trialsByPhase(sv.trialcore.search({ query: "asthma" }) as never),
    passed: "got a Promise",
    todo: "put await before it",
  },
  9: {
    run: () => sv.trialcore.get(trials as never),
    passed: "not a table",
    todo: 'pass its serviceId column, sv.trialcore.get(table.array("serviceId"))',
  },
  10: {
    run: () => charts.fromSpec(trials, { mark: "bar", encoding: { x: { field: "phases", type: "nominal" }, y: { aggregate: "count" } } }),
    passed: 'the spec names "phases"',
    todo: 'did you mean "phase"?',
  },
};

async function firstLine(run: () => unknown): Promise<string> {
  try {
    await run();
  } catch (error) {
    return inspect(error).split("\n")[0];
  }
  throw new Error("the mistake ran without an error");
}

describe("docs/troubleshooting.md", () => {
  test("lists ten mistakes, each with the first line it prints", () => {
    expect([...shownFirstLines().keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  test.each(Object.entries(MISTAKES))(
    "mistake %s: the first line names what was passed and what to do, as the guide shows",
    async (n, mistake) => {
      const line = await firstLine(mistake.run);
      expect(line).toContain(mistake.passed);
      expect(line).toContain(mistake.todo);
      const shown = shownFirstLines().get(Number(n)) ?? "";
      // The guide cuts long column lists with "…".
      expect(line.startsWith(shown.replace(/…$/, ""))).toBe(true);
    },
  );
});
