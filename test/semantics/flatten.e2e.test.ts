// The ten flatteners against child rows built by hand from the raw records: one row per nested
// element, keyed by the parent's serviceId and 0-based positions (the key unique), a parent without
// children has no row, every field what the element says (null where it lacks it), and the child
// table carries its parent table's provenance. Each on two queries.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { flatten, info, type CoreSession } from "../../src/tables/index.js";
import { rawGetAll, rawSearch, semanticSession, type RawRecord } from "./support/raw-service.js";
import { distinct, elements, notNullMissing, plain } from "./support/reference.js";

let sv: CoreSession;
beforeAll(async () => {
  sv = await semanticSession();
});
afterAll(async () => {
  await sv?.close();
});

type Row = Record<string, unknown>;
const pick = (o: Row, names: readonly string[]) => Object.fromEntries(names.map((n) => [n, o?.[n] ?? null]));
/** A measurement string as a number when JavaScript reads it as one (thousands commas dropped); else null. */
const numberOf = (s: unknown) => {
  if (typeof s !== "string" || s.trim() === "") return null;
  const n = Number(s.trim().replace(/,(?=\d{3}\b)/g, ""));
  return Number.isFinite(n) ? n : null;
};

interface Case {
  name: keyof typeof flatten;
  core: string;
  include: string[];
  keys: string[];
  rows: (r: RawRecord) => Row[];
}

const CASES: Case[] = [
  {
    name: "outcomes",
    core: "trialcore",
    include: ["outcomes"],
    keys: ["serviceId", "outcomeIndex"],
    rows: (r) =>
      elements(r.outcomes).map((o, i) => ({
        serviceId: r.serviceId,
        outcomeIndex: i,
        ...pick(o, ["outcomeType", "title", "description", "timeFrame", "population", "units", "paramType", "dispersionType"]),
        measurementCount: elements(o.measurements).length,
      })),
  },
  {
    name: "measurements",
    core: "trialcore",
    include: ["outcomes"],
    keys: ["serviceId", "outcomeIndex", "measurementIndex"],
    rows: (r) =>
      elements(r.outcomes).flatMap((o, i) =>
        elements(o.measurements).map((m, j) => ({
          serviceId: r.serviceId,
          outcomeIndex: i,
          measurementIndex: j,
          outcomeType: o.outcomeType ?? null,
          outcomeTitle: o.title ?? null,
          ...pick(o, ["units", "paramType", "dispersionType"]),
          ...pick(m, [
            "group",
            "groupId",
            "classification",
            "category",
            "paramValue",
            "dispersionValue",
            "dispersionLowerLimit",
            "dispersionUpperLimit",
          ]),
          value: numberOf(m.paramValue),
          dispersion: numberOf(m.dispersionValue),
          lower: numberOf(m.dispersionLowerLimit),
          upper: numberOf(m.dispersionUpperLimit),
        })),
      ),
  },
  {
    name: "arms",
    core: "trialcore",
    include: [],
    keys: ["serviceId", "armIndex"],
    rows: (r) =>
      elements(r.armGroups).map((a, i) => ({ serviceId: r.serviceId, armIndex: i, ...pick(a, ["type", "title", "description"]) })),
  },
  {
    name: "designations",
    core: "regulatorycore",
    include: [],
    keys: ["serviceId", "designationIndex"],
    rows: (r) =>
      elements(r.designations).map((d, i) => ({
        serviceId: r.serviceId,
        designationIndex: i,
        ...pick(d, ["agency", "axis", "type", "nativeName", "basis", "indication", "postMarketingObligation"]),
      })),
  },
  {
    name: "authorizationsByAgency",
    core: "regulatorycore",
    include: [],
    keys: ["serviceId", "linkIndex"],
    rows: (r) =>
      elements(r.authorizationsByAgency).map((l, i) => ({
        serviceId: r.serviceId,
        linkIndex: i,
        linkedServiceId: l.serviceId ?? null,
        ...pick(l, ["agency", "name", "authorizationStatus"]),
      })),
  },
  {
    name: "documentSections",
    core: "regulatorycore",
    include: [],
    keys: ["serviceId", "sectionIndex"],
    rows: (r) =>
      elements(r.documentSections).map((s, i) => ({
        serviceId: r.serviceId,
        sectionIndex: i,
        ...pick(s, ["documentSectionId", "docType", "path", "title", "textType", "sourceUrl", "sourceDate", "matchedText", "content"]),
      })),
  },
  {
    name: "mechanisms",
    core: "drugcore",
    include: [],
    keys: ["serviceId", "mechanismIndex"],
    rows: (r) =>
      elements(r.mechanismsOfAction).map((m, i) => ({
        serviceId: r.serviceId,
        mechanismIndex: i,
        ...pick(m, ["actionType", "mechanismOfAction", "targetType"]),
        targetCount: elements(m.targets).length,
      })),
  },
  {
    name: "targets",
    core: "drugcore",
    include: [],
    keys: ["serviceId", "mechanismIndex", "targetIndex"],
    rows: (r) =>
      elements(r.mechanismsOfAction).flatMap((m, i) =>
        elements(m.targets).map((t, j) => ({
          serviceId: r.serviceId,
          mechanismIndex: i,
          targetIndex: j,
          ...pick(m, ["actionType", "mechanismOfAction", "targetType"]),
          ...pick(t, ["ensemblId", "symbol", "name", "synonyms"]),
        })),
      ),
  },
  {
    name: "authors",
    core: "biomedcore",
    include: ["authorsMetadata"],
    keys: ["serviceId", "authorIndex"],
    rows: (r) =>
      elements(r.authorsMetadata).map((a, i) => ({
        serviceId: r.serviceId,
        authorIndex: i,
        ...pick(a, ["name", "nameRaw", "orcid", "position"]),
        affiliationCount: elements(a.affiliations).length,
      })),
  },
  {
    name: "affiliations",
    core: "biomedcore",
    include: ["authorsMetadata"],
    keys: ["serviceId", "authorIndex", "affiliationIndex"],
    rows: (r) =>
      elements(r.authorsMetadata).flatMap((a, i) =>
        elements(a.affiliations).map((f, j) => ({
          serviceId: r.serviceId,
          authorIndex: i,
          affiliationIndex: j,
          authorName: a.name ?? null,
          orcid: a.orcid ?? null,
          ...pick(f, ["name", "nameRaw", "ror", "countryCode"]),
        })),
      ),
  },
];

const QUERIES: Record<string, [string, string]> = {
  trialcore: ["diabetes", "cancer"],
  regulatorycore: ["treatment", "cancer"],
  drugcore: ["inhibitor", "antibody"],
  biomedcore: ["cancer", "trial"],
};

// The first query is a search; the second a get of a search's IDs (RegulatoryCore sections then
// come as a table of contents instead of search evidence).
describe.each(CASES.flatMap((c) => QUERIES[c.core].map((q, n) => [c.name, q, n === 0 ? "search" : "get", c] as const)))(
  "flatten.%s of %s (%s)",
  (_name, q, how, c) => {
    test("rows, keys, values and nulls equal the elements of the raw records", async () => {
      const found = await rawSearch(sv, c.core, { query: q, limit: 60, include: c.include });
      const raw =
        how === "search"
          ? found
          : await rawGetAll(
              sv,
              c.core,
              found.map((r) => r.serviceId),
              c.include,
            );
      const parent =
        how === "search"
          ? await (sv as any)[c.core].search({ query: q, limit: 60, include: c.include })
          : await (sv as any)[c.core].get(
              found.map((r) => r.serviceId),
              { include: c.include },
            );
      const expected = raw.flatMap(c.rows);
      expect(expected.length).toBeGreaterThan(0);
      const child = flatten[c.name](parent);
      expect(child.numRows()).toBe(expected.length);
      expect(distinct((child.objects() as Row[]).map((r) => c.keys.map((k) => r[k])))).toBe(child.numRows());
      expect(child.columnNames()).toEqual(Object.keys(expected[0]));
      expect((child.objects() as Row[]).map(plain)).toEqual(expected.map(plain));
      for (const name of child.columnNames()) {
        const nulls = expected.filter((r) => r[name] === null).length;
        expect([name, (child.array(name) as unknown[]).filter((v) => v === null).length]).toEqual([name, nulls]);
      }
      expect(notNullMissing(child)).toEqual([]);
      // The same from the records of the low-level client; the child carries the parent's provenance.
      const records = how === "search" ? await (sv.api as any)[c.core].search({ query: q, limit: 60, include: c.include }) : raw;
      expect((flatten[c.name](records).objects() as Row[]).map(plain)).toEqual(expected.map(plain));
      expect(info(child)).toEqual(info(parent));
    });
  },
);
