// Statistics of drug classes against their eras (src/sandbox/generate/vocab/drug-eras.ts), read
// from the records alone: a drug's class from its name's stem (a salt's from its parent), its
// targets from its mechanisms. plausibility-stats.ts adds them to the others.
import type { Dataset } from "../../../src/sandbox/dataset.js";
import { dayNumberOf } from "../../../src/days/index.js";
import { ANCHOR_DATE } from "../../../src/sandbox/generate/clock.js";
import { type Registry, resultsOpenedDay } from "../../../src/sandbox/generate/registries.js";
import { conditionalOpen, designationOpen, orphanOpen } from "../../../src/sandbox/generate/regulatory-eras.js";
import { eraOf } from "../../../src/sandbox/generate/vocab/drug-eras.js";
import { DISEASES } from "../../../src/sandbox/generate/vocab/diseases.js";
import { DRUG_STEMS } from "../../../src/sandbox/generate/vocab/drug-stems.js";
import { median } from "./median.js";

export interface EraStats {
  /** Patents, trials and papers of a drug dated before its class's first clinic year, and authorizations before its first authorization year. */
  recordsBeforeEra: number;
  /** Drugs in phase 2/3 or later, or authorized, still named by a development code. */
  lateDrugsNamedByCode: number;
  /** "Real-world outcomes" papers dated before their drug's first authorization (or of a drug never authorized). */
  realWorldBeforeAuthorization: number;
  realWorldPapers: number;
  /** Papers, trials and patents naming a disease (COVID-19) dated before its first year (disease-era.ts). */
  recordsBeforeDiseaseEra: number;
  /** Authorizations with a designation, EU orphan status or conditional status decided before its programme began (regulatory-eras.ts). */
  authorizationsBeforeProgramme: number;
  /** Trials whose results are posted before their registry took results (registries.ts). */
  resultsBeforeRegistryTookThem: number;
  /** Authorizations a year by authorization date, the last full year before the anchor included. */
  authorizationsByYear: Map<number, number>;
}

const CODE = /^SVX-\d+$/i;
const LATE_STAGES = new Set(["PHASE2/PHASE3", "PHASE3", "PREAPPROVAL", "APPROVAL"]);

/** A stem pattern as a whole-name pattern ({p}, {q}, {P}: letters; {C}: a code). */
function nameRegex(pattern: string): RegExp {
  const parts = pattern.split(/(\{[pqPC]\})/).map((part) => {
    if (part === "{C}") return "SVX-\\d+";
    if (/^\{[pqP]\}$/.test(part)) return "[a-z]+";
    return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  });
  return new RegExp(`^${parts.join("")}$`, "i");
}

/** Stem patterns with their name patterns (generic names too), the longest literal ending first. */
const MATCHERS = DRUG_STEMS.flatMap((s) =>
  [s.pattern, ...(s.generic ? [s.generic] : [])].map((form) => ({
    pattern: s.pattern,
    regex: nameRegex(form),
    literal: form.replace(/\{[pqPC]\}/g, "").length,
  })),
).sort((a, b) => b.literal - a.literal);

export function stemOfName(name: string): string | null {
  return MATCHERS.find((m) => m.regex.test(name))?.pattern ?? null;
}

const jan1 = (year: number) => `${year}-01-01`;

export function eraStats(ds: Dataset): EraStats {
  const { drugcore, trialcore, biomedcore, regulatorycore, patentcore } = ds.records;
  const drugById = new Map(drugcore.map((d) => [d.serviceId, d]));
  const regById = new Map(regulatorycore.map((r) => [r.serviceId, r]));
  const eraById = new Map<string, ReturnType<typeof eraOf>>();
  for (const d of drugcore) {
    const named = d.parent ? (drugById.get(d.parent) ?? d) : d;
    const stem = stemOfName(named.name ?? "");
    if (stem === null) throw new Error(`era-stats: no stem matches the drug name ${named.name}`);
    eraById.set(
      d.serviceId,
      eraOf(
        stem,
        d.mechanismsOfAction.flatMap((m) => m.targets.flatMap((t) => t.symbol ?? [])),
      ),
    );
  }
  let before = 0;
  const tooEarly = (ids: readonly string[] | null | undefined, date: string | null | undefined, field: "clinic" | "approval") => {
    if (!date) return;
    for (const id of ids ?? []) {
      const era = eraById.get(id);
      if (!era) continue;
      const from = field === "clinic" ? era.clinic : era.approval;
      if (from === null || date < jan1(from)) before++;
    }
  };
  for (const p of patentcore) tooEarly(p.referencesDrugCore, p.priorityDate, "clinic");
  for (const t of trialcore) tooEarly(t.referencesDrugCore, t.startDate, "clinic");
  for (const r of regulatorycore) tooEarly(r.referencesDrugCore, r.authorizationDate, "approval");
  const pubById = new Map(biomedcore.map((p) => [p.serviceId, p]));
  for (const d of drugcore)
    for (const id of d.referencesBiomedCore ?? []) tooEarly([d.serviceId], pubById.get(id)?.publicationDate, "clinic");

  const lateDrugsNamedByCode = drugcore.filter(
    (d) => CODE.test(d.name ?? "") && (LATE_STAGES.has(String(d.maxClinicalStage)) || (d.referencesRegulatoryCore ?? []).length > 0),
  ).length;

  // A drug's first authorization: its own products' or, for a salt, its parent's too.
  const firstAuthorization = (d: (typeof drugcore)[number]): string | null => {
    const own = [d, ...(d.parent && drugById.has(d.parent) ? [drugById.get(d.parent) as typeof d] : [])];
    const dates = own.flatMap((x) => (x.referencesRegulatoryCore ?? []).flatMap((id) => regById.get(id)?.authorizationDate ?? []));
    return dates.length ? dates.sort()[0] : null;
  };
  let realWorld = 0;
  let realWorldEarly = 0;
  for (const d of drugcore) {
    const first = firstAuthorization(d);
    for (const id of d.referencesBiomedCore ?? []) {
      const p = pubById.get(id);
      if (!p?.title?.startsWith("Real-world outcomes") || !p.publicationDate) continue;
      realWorld++;
      if (first === null || p.publicationDate < first) realWorldEarly++;
    }
  }

  let beforeDisease = 0;
  for (const { mesh, phrase, since } of DISEASES) {
    if (since === null) continue;
    const early = (date: string | null | undefined) => typeof date === "string" && date < jan1(since);
    beforeDisease += biomedcore.filter((p) => early(p.publicationDate) && p.meshTerms.includes(mesh)).length;
    beforeDisease += trialcore.filter((t) => early(t.startDate) && (t.conditionMeshTerms ?? []).includes(mesh)).length;
    beforeDisease += patentcore.filter((p) => early(p.priorityDate) && `${p.title} ${p.abstract}`.includes(phrase)).length;
  }

  let beforeProgramme = 0;
  for (const r of regulatorycore) {
    if (!r.authorizationDate) continue;
    const day = dayNumberOf(r.authorizationDate);
    if (
      r.designations.some((d) => !designationOpen(d.type, day)) ||
      (r.isOrphan === true && !orphanOpen(r.agency, day)) ||
      (r.authorizationStatus === "CONDITIONAL" && !conditionalOpen(r.agency, day))
    )
      beforeProgramme++;
  }

  const resultsEarly = trialcore.filter(
    (t) =>
      t.resultsFirstPostDate && t.sourceRegistry && dayNumberOf(t.resultsFirstPostDate) < resultsOpenedDay(t.sourceRegistry as Registry),
  ).length;

  const lastYear = Number(ANCHOR_DATE.slice(0, 4)) - 1;
  const authorizationsByYear = new Map<number, number>();
  for (const r of regulatorycore) {
    const y = r.authorizationDate ? Number(r.authorizationDate.slice(0, 4)) : null;
    if (y !== null && y <= lastYear) authorizationsByYear.set(y, (authorizationsByYear.get(y) ?? 0) + 1);
  }
  return {
    recordsBeforeEra: before,
    lateDrugsNamedByCode,
    realWorldBeforeAuthorization: realWorldEarly,
    realWorldPapers: realWorld,
    recordsBeforeDiseaseEra: beforeDisease,
    authorizationsBeforeProgramme: beforeProgramme,
    resultsBeforeRegistryTookThem: resultsEarly,
    authorizationsByYear,
  };
}

/** The largest ratio, from `from` to the last year, of a year's authorizations to the median of its five years before. */
export function largestYearOverFiveBefore(byYear: Map<number, number>, from: number, last: number): number {
  let max = 0;
  for (let y = from; y <= last; y++) {
    const before = [1, 2, 3, 4, 5].map((k) => byYear.get(y - k) ?? 0);
    max = Math.max(max, (byYear.get(y) ?? 0) / median(before));
  }
  return max;
}

/** The last full year's authorizations over the mean of the five years before. */
export function lastYearOverFiveBeforeMean(byYear: Map<number, number>, last: number): number {
  const before = [1, 2, 3, 4, 5].map((k) => byYear.get(last - k) ?? 0);
  return (byYear.get(last) ?? 0) / (before.reduce((a, b) => a + b, 0) / 5);
}
