// pairs.authorizations over a real sandbox: a pair whose twin is not in the table has no date, and
// says so (missingTwin, a warning); given sv, the twins are fetched, and a twin that does not exist
// stays named. Each side's orphan flag is its own column.
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { startSandbox, type RunningSandbox } from "../../src/sandbox/index.js";
import type { Dataset } from "../../src/sandbox/dataset.js";
import { openSession, info, pairs, type CoreSession } from "../../src/tables/index.js";
import { PAIR_COLUMNS } from "../../src/tables/pairs.js";
import { complete, linkedDataset, R } from "./support/linked-dataset.js";

type Row = Record<string, unknown>;

const link = (n: number, agency: "FDA" | "EMA") => ({ serviceId: R(n), agency, name: `Product ${n}`, authorizationStatus: "ACTIVE" });
const authorization = (n: number, agency: "FDA" | "EMA", day: string, isOrphan: boolean, twin: ReturnType<typeof link>) =>
  complete("regulatorycore", {
    serviceId: R(n),
    agency,
    name: `Product ${n}`,
    activeSubstance: `substance ${n}`,
    authorizationDate: day,
    authorizationStatus: "ACTIVE",
    isOrphan,
    designations: isOrphan
      ? [
          {
            agency,
            type: "PRIME",
            axis: "DEVELOPMENT_SUPPORT",
            nativeName: null,
            basis: null,
            indication: null,
            postMarketingObligation: null,
          },
        ]
      : [],
    authorizationsByAgency: [twin],
  });

// R1/R2 both searched; R3's twin R4 exists but is not searched; R5's twin R6 does not exist at all.
function pairsDataset(): Dataset {
  const dataset = linkedDataset();
  const regulatorycore = [
    authorization(1, "FDA", "2019-01-01", false, link(2, "EMA")),
    authorization(2, "EMA", "2019-07-01", true, link(1, "FDA")),
    authorization(3, "FDA", "2020-01-01", false, link(4, "EMA")),
    authorization(4, "EMA", "2020-03-01", true, link(3, "FDA")),
    authorization(5, "EMA", "2021-01-01", false, link(6, "FDA")),
  ];
  return { ...dataset, records: { ...dataset.records, regulatorycore } as Dataset["records"] };
}

let sandbox: RunningSandbox;
let sv: CoreSession;
let warnings: string[];

beforeAll(async () => {
  sandbox = await startSandbox({ dataset: pairsDataset(), rateLimit: false });
  sv = await openSession({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, rateLimit: false });
});
afterAll(async () => {
  await sv?.close();
  await sandbox?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function captureWarnings(): void {
  warnings = [];
  vi.spyOn(console, "warn").mockImplementation((text: unknown) => {
    warnings.push(String(text));
  });
}

const byFda = (table: { objects(): object[] }) => new Map((table.objects() as Row[]).map((r) => [r.fdaServiceId, r]));

describe("pairs.authorizations", () => {
  test("without sv: every pair once, and the pairs whose twin is not in the table say which side lacks, in a column and a warning", async () => {
    const searched = await sv.regulatorycore.get([R(1), R(2), R(3), R(5)]);
    captureWarnings();
    const p = pairs.authorizations(searched);
    expect(p.columnNames()).toEqual(Object.keys(PAIR_COLUMNS));
    expect(p.numRows()).toBe(3);
    const rows = byFda(p);
    expect(rows.get(R(1))).toMatchObject({ emaServiceId: R(2), lagDays: 181, firstAgency: "FDA", missingTwin: null });
    expect(rows.get(R(3))).toMatchObject({ emaServiceId: R(4), emaDate: null, lagDays: null, missingTwin: "EMA", emaName: "Product 4" });
    expect(rows.get(R(6))).toMatchObject({ emaServiceId: R(5), fdaDate: null, lagDays: null, missingTwin: "FDA" });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /pairs\.authorizations: 2 of 3 pairs lack a date, since their twin is not in the table; .*await pairs\.authorizations\(table, sv\)$/,
    );
  });

  test("with sv: the missing twins are fetched, so every pair whose twin exists has its lag", async () => {
    // A session of its own, without a cache: the twins another test fetched are not at hand, so the
    // requests counted are this call's own whatever order the tests run in.
    const own = await openSession({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, rateLimit: false, cache: false });
    const searched = await own.regulatorycore.get([R(1), R(2), R(3), R(5)]);
    captureWarnings();
    const p = await pairs.authorizations(searched, own);
    const rows = byFda(p);
    expect(rows.get(R(3))).toMatchObject({ emaDate: new Date("2020-03-01T00:00:00Z"), lagDays: 60, missingTwin: null });
    // R6 does not exist: its pair still lacks a date, and both the warning and info() name it.
    expect(rows.get(R(6))).toMatchObject({ lagDays: null, missingTwin: "FDA" });
    // Provenance composes: the pairs cost the searched table's requests plus the two twin fetches.
    expect(info(p)).toMatchObject({ core: "regulatorycore", missing: [R(6)], requests: info(searched)!.requests + 2 });
    expect(warnings.join("\n")).toContain(`1 linked authorization could not be fetched (${R(6)})`);
    expect(warnings.join("\n")).toMatch(/1 of 3 pairs lack a date/);
    const lags = (p.array("lagDays") as (number | null)[]).filter((d) => d !== null);
    expect(lags).toEqual([181, 60]);
    await own.close();
  });

  test("each side's orphan flag is its own column; isOrphan is either", async () => {
    const both = await sv.regulatorycore.get([R(1), R(2), R(3), R(4)]);
    const rows = byFda(pairs.authorizations(both));
    expect(rows.get(R(1))).toMatchObject({ fdaIsOrphan: false, emaIsOrphan: true, isOrphan: true, emaDesignations: ["PRIME"] });
    captureWarnings();
    const half = byFda(pairs.authorizations(await sv.regulatorycore.get([R(1)])));
    // The EMA side is not at hand: its flag is unknown, not false.
    expect(half.get(R(1))).toMatchObject({ fdaIsOrphan: false, emaIsOrphan: null, isOrphan: null });
  });

  test("a table without pairs gives every column; a wrong table or session is refused by what it is", async () => {
    const none = pairs.authorizations(await sv.regulatorycore.get([]));
    expect(none.numRows()).toBe(0);
    expect(none.columnNames()).toEqual(Object.keys(PAIR_COLUMNS));
    const trials = await sv.trialcore.search({ query: "aspirin", limit: 2 });
    expect(() => pairs.authorizations(trials)).toThrow(
      /^pairs\.authorizations needs a RegulatoryCore table \(sv\.regulatorycore\.search \/ searchAll \/ get\); got a TrialCore table$/,
    );
    const regs = await sv.regulatorycore.get([R(1)]);
    expect(() => pairs.authorizations(regs, regs as never)).toThrow(
      /^pairs\.authorizations\(table, sv\): sv must be the session from connect\(\), to fetch the twins; got a table$/,
    );
    expect(() => pairs.authorizations(regs, { sv } as never)).toThrow(
      /sv must be the session from connect\(\), to fetch the twins; got an object of type Object$/,
    );
  });
});
