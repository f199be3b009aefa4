import { describe, expect, test } from "vitest";
import { CORES, type CoreName } from "../../../src/schema/index.js";
import { buildPlan } from "../../../src/sandbox/generate/plan.js";
import { ANCHOR_DATE, HISTORY_SPAN } from "../../../src/sandbox/generate/index.js";
import { recordsOn } from "../../../src/sandbox/records/records-on.js";
import { smallDataset } from "./fixture.js";

const ds = smallDataset();
const byId = new Map<string, { core: CoreName; record: Record<string, unknown> }>();
for (const core of CORES) for (const r of ds.records[core]) byId.set(r.serviceId, { core, record: r as Record<string, unknown> });

/** Every link field, the core its IDs must live in, and the reverse field where one exists. */
const LINKS: { core: CoreName; field: string; target: CoreName; reverse: string | null }[] = [
  { core: "biomedcore", field: "references", target: "biomedcore", reverse: "citedBy" },
  { core: "biomedcore", field: "citedBy", target: "biomedcore", reverse: "references" },
  { core: "biomedcore", field: "referencesTrialCore", target: "trialcore", reverse: "referencesBiomedCore" },
  // Background literature does not register the trial, yet the link is still mirrored (addendum, Links).
  { core: "trialcore", field: "referencesBiomedCore", target: "biomedcore", reverse: "referencesTrialCore" },
  { core: "trialcore", field: "referencesDrugCore", target: "drugcore", reverse: "referencesTrialCore" },
  { core: "drugcore", field: "referencesTrialCore", target: "trialcore", reverse: "referencesDrugCore" },
  { core: "drugcore", field: "referencesBiomedCore", target: "biomedcore", reverse: null },
  { core: "drugcore", field: "referencesRegulatoryCore", target: "regulatorycore", reverse: "referencesDrugCore" },
  { core: "drugcore", field: "referencesGeneCore", target: "genecore", reverse: "referencesDrugCore" },
  { core: "drugcore", field: "children", target: "drugcore", reverse: "parent" },
  { core: "regulatorycore", field: "referencesDrugCore", target: "drugcore", reverse: "referencesRegulatoryCore" },
  { core: "genecore", field: "referencesDrugCore", target: "drugcore", reverse: "referencesGeneCore" },
  { core: "patentcore", field: "citedPatents", target: "patentcore", reverse: "citedByPatents" },
  { core: "patentcore", field: "citedByPatents", target: "patentcore", reverse: "citedPatents" },
  { core: "patentcore", field: "familyMembers", target: "patentcore", reverse: null },
  { core: "patentcore", field: "referencesDrugCore", target: "drugcore", reverse: null },
  { core: "patentcore", field: "referencesBiomedCore", target: "biomedcore", reverse: null },
];

const sameYearOnly = (date: string, other: string): boolean => date.endsWith("-01-01") && date.slice(0, 4) === other.slice(0, 4);
const asList = (v: unknown): string[] => (Array.isArray(v) ? (v as string[]) : typeof v === "string" ? [v] : []);

describe("links", () => {
  for (const link of LINKS) {
    test(`${link.core}.${link.field} resolves to live ${link.target} records${link.reverse ? ` and is mirrored by ${link.reverse}` : ""}`, () => {
      // Failures are collected rather than asserted one by one: tens of thousands of links.
      let count = 0;
      const broken: string[] = [];
      for (const r of ds.records[link.core] as Record<string, unknown>[]) {
        for (const id of asList(r[link.field])) {
          count++;
          const hit = byId.get(id);
          if (hit?.core !== link.target) broken.push(`${String(r.serviceId)}.${link.field} -> ${id} (unresolved)`);
          else if (link.reverse && !asList(hit.record[link.reverse]).includes(r.serviceId as string)) {
            broken.push(`${String(r.serviceId)}.${link.field} -> ${id} (not mirrored in ${link.reverse})`);
          }
        }
      }
      expect(broken.slice(0, 5)).toEqual([]);
      expect(count).toBeGreaterThan(0);
    });
  }

  test("drug parent is mirrored by the parent's children", () => {
    for (const d of ds.records.drugcore) if (d.parent) expect(byId.get(d.parent)!.record.children).toContain(d.serviceId);
  });

  test("trial referencesBiomedCore lists registering papers first, then background literature", () => {
    let background = 0;
    // Registration is not visible in the records (links are mirrored either way): the plan says it.
    // The generator plans on its own calendar up to the horizon (stream.ts), whatever day is served.
    const plan = buildPlan(ds.seed, ds.scale, HISTORY_SPAN.latest);
    const pubIndex = new Map(ds.records.biomedcore.map((p, i) => [p.serviceId, i]));
    ds.records.trialcore.forEach((t, ti) => {
      const registers = (t.referencesBiomedCore ?? []).map((id) => plan.pubs[pubIndex.get(id)!]!.trials.includes(ti));
      const firstBackground = registers.indexOf(false);
      if (firstBackground >= 0) {
        background++;
        expect(registers.slice(firstBackground)).not.toContain(true);
      }
    });
    expect(background).toBeGreaterThan(0);
  });

  test("a paper typed with a trial phase reports a trial of that phase, started before it", () => {
    // What a reader infers from "Clinical Trial, Phase III": the paper reports a phase 3 trial.
    const phases: Record<string, string[]> = {
      "Clinical Trial, Phase I": ["PHASE1", "EARLY_PHASE1"],
      "Clinical Trial, Phase II": ["PHASE2", "PHASE1/PHASE2"],
      "Clinical Trial, Phase III": ["PHASE3", "PHASE2/PHASE3"],
      "Clinical Trial, Phase IV": ["PHASE4"],
    };
    let typed = 0;
    const wrong: string[] = [];
    for (const p of ds.records.biomedcore) {
      for (const type of p.publicationTypes.filter((t) => t in phases)) {
        typed++;
        const trial = byId.get((p.referencesTrialCore ?? [])[0] ?? "")?.record as
          | { phase: string | null; startDate: string | null }
          | undefined;
        if (!trial) wrong.push(`${p.serviceId} "${type}": no trial`);
        else if (!phases[type]!.includes(trial.phase ?? "")) wrong.push(`${p.serviceId} "${type}": its trial is ${trial.phase}`);
        // A date known only to its year reads as 1 January (PubMed's habit): the same year is in order.
        else if (
          trial.startDate &&
          p.publicationDate &&
          trial.startDate > p.publicationDate &&
          !sameYearOnly(p.publicationDate, trial.startDate)
        )
          wrong.push(`${p.serviceId} "${type}": its trial starts ${trial.startDate}, after ${p.publicationDate}`);
      }
    }
    expect(wrong.slice(0, 5), `${wrong.length} of ${typed}`).toEqual([]);
    expect(typed).toBeGreaterThan(50);
  });

  test("a patent cites only documents published on or before its own publication", () => {
    let citations = 0;
    const wrong: string[] = [];
    for (const p of ds.records.patentcore) {
      for (const id of p.citedPatents ?? []) {
        citations++;
        const cited = byId.get(id)?.record as { publicationDate: string | null } | undefined;
        if (cited?.publicationDate && p.publicationDate && cited.publicationDate > p.publicationDate)
          wrong.push(`${p.serviceId} (${p.publicationDate}) cites ${id} (${cited.publicationDate})`);
      }
    }
    expect(wrong.slice(0, 5), `${wrong.length} of ${citations}`).toEqual([]);
    expect(citations).toBeGreaterThan(1000);
  });

  test("citationCount equals the in-corpus citedBy count on every day", () => {
    for (const day of [HISTORY_SPAN.earliest, "2025-06-01", ANCHOR_DATE, HISTORY_SPAN.latest]) {
      for (const p of recordsOn(ds, day).biomedcore)
        expect(p.citationCount, `${String(p.serviceId)} on ${day}`).toBe((p.citedBy as string[]).length);
    }
  });

  test("authorizationsByAgency is symmetric, excludes self, and matches the linked record", () => {
    let links = 0;
    for (const r of ds.records.regulatorycore) {
      for (const link of r.authorizationsByAgency) {
        links++;
        expect(link.serviceId).not.toBe(r.serviceId);
        const other = byId.get(link.serviceId)!.record as typeof r;
        expect(link.agency).toBe(other.agency);
        expect(link.name).toBe(other.name);
        expect(link.authorizationStatus).toBe(other.authorizationStatus);
        expect(other.authorizationsByAgency.map((x) => x.serviceId)).toContain(r.serviceId);
      }
    }
    expect(links).toBeGreaterThan(10);
  });

  test("a drug's referencesGeneCore is exactly the genes whose Ensembl IDs its targets name", () => {
    const geneByEnsembl = new Map(ds.records.genecore.map((g) => [g.ensemblGeneId, g.serviceId]));
    for (const d of ds.records.drugcore) {
      const expected = new Set<string>();
      for (const m of d.mechanismsOfAction)
        for (const t of m.targets) {
          const g = geneByEnsembl.get(t.ensemblId);
          expect(g, `${d.name} target ${t.symbol}`).toBeDefined();
          expected.add(g!);
        }
      expect(new Set(d.referencesGeneCore)).toEqual(expected);
    }
  });

  test("document sections: TOC entries match stored sections, which carry content", () => {
    let n = 0;
    for (const r of ds.records.regulatorycore) {
      for (const toc of r.documentSections) {
        n++;
        const stored = ds.sections.get(toc.documentSectionId)!;
        expect(stored.serviceId).toBe(r.serviceId);
        expect({ ...stored, content: undefined }).toEqual({ ...toc, content: undefined });
        expect("content" in toc || "matchedText" in toc).toBe(false);
      }
    }
    // Stored sections outside the latest tables of contents are exactly the deleted ones (live until then).
    const deleted = new Set(ds.sectionChanges.filter((e) => e.updateType === "deleted").map((e) => e.documentSectionId));
    expect(n + deleted.size).toBe(ds.sections.size);
  });

  test("maxClinicalStage is consistent with trial phases and authorizations", () => {
    const rank: Record<string, number> = {
      EARLY_PHASE1: 1,
      PHASE1: 2,
      "PHASE1/PHASE2": 3,
      PHASE2: 4,
      "PHASE2/PHASE3": 5,
      PHASE3: 6,
      PHASE4: 8,
      NA: 0,
    };
    const stageRank: Record<string, number> = { ...rank, PREAPPROVAL: 6, APPROVAL: 8, PRECLINICAL: -1, IND: -1, UNKNOWN: -1 };
    for (const d of ds.records.drugcore) {
      for (const id of d.referencesTrialCore ?? []) {
        const t = byId.get(id)!.record as { phase: string | null };
        if (t.phase && t.phase !== "NA") expect(rank[t.phase]!, d.name!).toBeLessThanOrEqual(stageRank[d.maxClinicalStage!]!);
      }
      const approvedSomewhere = (d.referencesRegulatoryCore ?? []).some(
        (id) => !["REFUSED", "WITHDRAWN_DURING_REVIEW"].includes(String(byId.get(id)!.record.authorizationStatus)),
      );
      if (approvedSomewhere) expect(d.maxClinicalStage).toBe("APPROVAL");
    }
  });
});
