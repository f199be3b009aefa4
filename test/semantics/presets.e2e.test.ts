// The counting chart presets against counts made by hand from the raw records: what a chart counts
// is distinct records (or, for designations and feeds, the elements it names), and a table that
// holds a record twice (t.concat(t)) is counted once or the preset warns naming the duplicates.
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { specs } from "../../src/charts/index.js";
import { changesTable, type CoreSession } from "../../src/tables/index.js";
import { rawChanges, rawSearch, semanticSession, type RawRecord } from "./support/raw-service.js";
import { elements } from "./support/reference.js";

let sv: CoreSession;
beforeAll(async () => {
  sv = await semanticSession();
});
afterAll(async () => {
  await sv?.close();
  vi.restoreAllMocks();
});

type Spec = Record<string, any>;
const values = (spec: Spec): Record<string, any>[] => spec.data.values;
const subtitle = (spec: Spec): string => String(spec.title?.subtitle ?? "");
const distinctRecords = (raw: RawRecord[]) => [...new Map(raw.map((r) => [r.serviceId, r])).values()];

interface PresetCase {
  preset: keyof typeof specs;
  core: string;
  queries: [string, string];
  options?: Record<string, unknown>;
  /** What the spec counts. */
  count(spec: Spec): number;
  /** The same count from distinct raw records. */
  expected(records: RawRecord[]): number;
  /** The note the subtitle carries for that count. */
  note(records: RawRecord[]): string;
}

const countries = (r: RawRecord) => new Set(elements(r.facilityCountries).map((c) => String(c).toUpperCase()));

const PRESETS: PresetCase[] = [
  {
    preset: "trialsByPhase",
    core: "trialcore",
    queries: ["cancer", "diabetes"],
    count: (s) => values(s).length,
    expected: (rs) => rs.length,
    note: (rs) => `${rs.length} trials`,
  },
  {
    preset: "trialsByCountry",
    core: "trialcore",
    queries: ["cancer", "diabetes"],
    options: { top: 500 },
    count: (s) => values(s).reduce((n, v) => n + v.trials, 0),
    expected: (rs) => rs.reduce((n, r) => n + countries(r).size, 0),
    note: (rs) => `${rs.length} trials`,
  },
  {
    preset: "publicationsByYear",
    core: "biomedcore",
    queries: ["cancer", "trial"],
    count: (s) => values(s).length,
    expected: (rs) => rs.filter((r) => r.publicationDate).length,
    note: (rs) => `${rs.filter((r) => r.publicationDate).length} publications`,
  },
  {
    preset: "citations",
    core: "biomedcore",
    queries: ["cancer", "trial"],
    count: (s) => values(s).reduce((n, v) => n + (v.count ?? v.records ?? v.publications ?? 0), 0),
    expected: (rs) => rs.filter((r) => typeof r.citationCount === "number").length,
    note: (rs) => `${rs.filter((r) => typeof r.citationCount === "number").length} publications`,
  },
  {
    preset: "approvalsTimeline",
    core: "regulatorycore",
    queries: ["treatment", "cancer"],
    count: (s) => values(s).length,
    expected: (rs) => rs.filter((r) => r.authorizationDate).length,
    note: (rs) => `${rs.filter((r) => r.authorizationDate).length} authorizations`,
  },
  {
    preset: "designations",
    core: "regulatorycore",
    queries: ["treatment", "cancer"],
    count: (s) => values(s).reduce((n, v) => n + v.designations, 0),
    expected: (rs) => rs.reduce((n, r) => n + elements(r.designations).length, 0),
    note: (rs) =>
      `${rs.reduce((n, r) => n + elements(r.designations).length, 0)} designations on ${rs.filter((r) => elements(r.designations).length > 0).length} authorizations`,
  },
  {
    preset: "pipeline",
    core: "drugcore",
    queries: ["inhibitor", "antibody"],
    count: (s) => values(s).length,
    expected: (rs) => rs.length,
    note: (rs) => `${rs.length} drugs`,
  },
  {
    preset: "patentLandscape",
    core: "patentcore",
    queries: ["inhibitor", "antibody"],
    options: { maxAssignees: 1000 },
    count: (s) => values(s).length,
    expected: (rs) =>
      rs.filter((r) => r.publicationDate).reduce((n, r) => n + Math.max(1, elements(r.assignees).filter((a) => a).length), 0),
    note: (rs) => `${rs.filter((r) => r.publicationDate).length} patents`,
  },
];

describe.each(PRESETS.flatMap((p) => p.queries.map((q) => [p.preset, q, p] as const)))(
  "charts.%s of the %s search",
  (_preset, query, p) => {
    let raw: RawRecord[];
    let table: any;
    beforeAll(async () => {
      raw = distinctRecords(await rawSearch(sv, p.core, { query, limit: 300 }));
      table = await (sv as any)[p.core].search({ query, limit: 300 });
    });

    test("counts what the distinct raw records hold, and says so in the subtitle", () => {
      const spec = specs[p.preset](table, p.options as never) as Spec;
      expect(p.expected(raw)).toBeGreaterThan(0);
      expect(p.count(spec)).toBe(p.expected(raw));
      expect(subtitle(spec)).toContain(p.note(raw));
    });

    test("a table holding every record twice is counted once, or the preset warns naming the duplicates", () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const spec = specs[p.preset](table.concat(table), p.options as never) as Spec;
      const warnings = warn.mock.calls.map((c) => c.join(" "));
      warn.mockRestore();
      const named = warnings.some((w) => /duplicat/i.test(w) || raw.some((r) => w.includes(r.serviceId)));
      if (!named) {
        expect(p.count(spec)).toBe(p.expected(raw));
        expect(subtitle(spec)).toContain(p.note(raw));
      }
    });
  },
);

describe.each(["trialcore", "regulatorycore"])("charts.changes of the %s feed", (core) => {
  test("one value per arrival with an update date, as the raw feed holds them", async () => {
    const entries = await rawChanges(sv, core, "2025-10-01");
    const feed = await changesTable((sv as any)[core].changes({ since: "2025-10-01" }));
    const spec = specs.changes(feed) as Spec;
    const dated = entries.filter((e) => e.updateDate).length;
    expect(dated).toBeGreaterThan(0);
    expect(values(spec).length).toBe(dated);
    expect(subtitle(spec)).toContain(`${dated} feed entries`);
  });
});
