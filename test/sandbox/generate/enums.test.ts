import { expect, test } from "vitest";
import * as E from "../../../src/schema/enums.js";
import { smallDataset } from "./fixture.js";

const ds = smallDataset();
const { trialcore: trials, drugcore: drugs, regulatorycore: regs, genecore: genes } = ds.records;
const outcomes = trials.flatMap((t) => t.outcomes ?? []);
const designations = regs.flatMap((r) => r.designations);

const CASES: [string, readonly string[], unknown[]][] = [
  ["trial phase", E.TRIAL_PHASES, trials.map((t) => t.phase)],
  ["overallStatus", E.OVERALL_STATUSES, trials.map((t) => t.overallStatus)],
  ["studyType", E.STUDY_TYPES, trials.map((t) => t.studyType)],
  ["enrollmentType", E.ENROLLMENT_TYPES, trials.map((t) => t.enrollmentType)],
  ["sponsorType", E.SPONSOR_TYPES, trials.map((t) => t.sponsorType)],
  ["interventionTypes", E.INTERVENTION_TYPES, trials.flatMap((t) => t.interventionTypes)],
  ["designAllocation", E.DESIGN_ALLOCATIONS, trials.map((t) => t.designAllocation)],
  ["designInterventionModel", E.DESIGN_INTERVENTION_MODELS, trials.map((t) => t.designInterventionModel)],
  ["designPrimaryPurpose", E.DESIGN_PRIMARY_PURPOSES, trials.map((t) => t.designPrimaryPurpose)],
  ["designMasking", E.DESIGN_MASKINGS, trials.map((t) => t.designMasking)],
  ["armGroup type", E.ARM_GROUP_TYPES, trials.flatMap((t) => t.armGroups.map((a) => a.type))],
  ["outcomeType", E.OUTCOME_TYPES, outcomes.map((o) => o.outcomeType)],
  ["paramType", E.PARAM_TYPES, outcomes.map((o) => o.paramType)],
  ["dispersionType", E.DISPERSION_TYPES, outcomes.map((o) => o.dispersionType)],
  ["sourceRegistry", E.SOURCE_REGISTRIES, trials.map((t) => t.sourceRegistry)],
  ["drugType", E.DRUG_TYPES, drugs.map((d) => d.drugType)],
  ["maxClinicalStage", E.CLINICAL_STAGES, drugs.map((d) => d.maxClinicalStage)],
  ["agency", E.AGENCIES, regs.map((r) => r.agency)],
  ["moleculeType", E.MOLECULE_TYPES, regs.map((r) => r.moleculeType)],
  ["authorizationStatus", E.AUTHORIZATION_STATUSES, regs.map((r) => r.authorizationStatus)],
  ["procedureType", E.PROCEDURE_TYPES, regs.map((r) => r.procedureType)],
  ["designation type", E.DESIGNATION_TYPES, designations.map((d) => d.type)],
  ["designation axis", E.DESIGNATION_AXES, designations.map((d) => d.axis)],
  ["designation basis", E.DESIGNATION_BASES, designations.map((d) => d.basis)],
  ["docType", E.DOC_TYPES, [...ds.sections.values()].map((s) => s.docType)],
  ["geneType", E.GENE_TYPES, genes.map((g) => g.geneType)],
  ["targetClass", E.TARGET_CLASSES, genes.map((g) => g.targetClass?.path[0])],
  [
    "tractability stage",
    E.TRACTABILITY_STAGES,
    genes.flatMap((g) => (g.tractability ? Object.values(g.tractability).flatMap((b) => b.clinical) : [])),
  ],
  ["strand", E.STRANDS, genes.map((g) => g.strand)],
  ["change updateType", E.UPDATE_TYPES, Object.values(ds.changes).flatMap((c) => c.map((e) => e.updateType))],
  ["section updateType", E.SECTION_UPDATE_TYPES, ds.sectionChanges.map((e) => e.updateType)],
];

test.each(CASES)("every %s value occurs", (_name, values, seen) => {
  const present = new Set(seen);
  expect(values.filter((v) => !present.has(v))).toEqual([]);
  for (const v of present) if (v !== null && v !== undefined) expect(values).toContain(v);
});

test("every tractability modality has clinical evidence somewhere", () => {
  for (const m of ["smallMolecule", "antibody", "protac", "otherClinical"] as const) {
    expect(
      genes.some((g) => (g.tractability?.[m].clinical.length ?? 0) > 0),
      m,
    ).toBe(true);
  }
});

test("nulls and empty arrays occur where allowed", () => {
  expect(trials.some((t) => t.phase === null)).toBe(true);
  expect(trials.some((t) => t.collaborators.length === 0)).toBe(true);
  expect(ds.records.biomedcore.some((p) => p.abstract === null)).toBe(true);
  expect(ds.records.biomedcore.some((p) => p.journalQualityJufo === null)).toBe(true);
  expect(genes.some((g) => g.tractability === null && g.depmapEssentiality === null)).toBe(true);
  expect(ds.records.patentcore.some((p) => p.claims === "")).toBe(true);
  expect(ds.records.patentcore.some((p) => p.grantDate === null)).toBe(true);
  expect(regs.some((r) => r.authorizationsByAgency.length === 0)).toBe(true);
});

test("measurements cover numeric and non-numeric values; some publications are retracted", () => {
  const values = outcomes.flatMap((o) => o.measurements.map((m) => m.paramValue));
  expect(values.some((v) => v !== null && Number.isFinite(Number(v)))).toBe(true);
  expect(values.some((v) => v === "NA" || v === ">99" || v === "<0.01")).toBe(true);
  const retracted = ds.records.biomedcore.filter((p) => p.isRetracted);
  expect(retracted.length).toBeGreaterThan(0);
  for (const p of retracted) expect(p.publicationTypes).toContain("Retracted Publication");
  for (const t of ["Randomized Controlled Trial", "Review"])
    expect(ds.records.biomedcore.some((p) => p.publicationTypes.includes(t))).toBe(true);
});

test("common query words match more than 300 trials and publications", () => {
  const trialText = (t: (typeof trials)[number]) => `${t.briefTitle} ${t.officialTitle} ${t.briefSummary}`;
  const pubText = (p: (typeof ds.records.biomedcore)[number]) => `${p.title} ${p.abstract}`;
  for (const word of [/cancer/i, /carcinoma/i, /kinase/i]) {
    expect(trials.filter((t) => word.test(trialText(t))).length, String(word)).toBeGreaterThan(300);
    expect(ds.records.biomedcore.filter((p) => word.test(pubText(p))).length, String(word)).toBeGreaterThan(300);
  }
});
