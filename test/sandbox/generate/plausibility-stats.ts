// The statistics of a generated dataset that a scientist would check first, each computed from the
// records as served at their latest state (and, for completion dates, every earlier state the
// revisions restore). The plausibility tests bound them; src/sandbox/generate/DATA-SOURCES.md says
// where each bound comes from.
import type { Dataset } from "../../../src/sandbox/dataset.js";
import { GENE_CLASSES, type GeneClasses, type LofClass } from "../../../src/sandbox/generate/vocab/gene-classes.js";
import { ANCHOR_DATE } from "../../../src/sandbox/generate/clock.js";
import { median } from "./median.js";
import { eraStats, largestYearOverFiveBefore, lastYearOverFiveBeforeMean } from "./era-stats.js";

const DAY_MS = 86_400_000;
const day = (s: string | null | undefined): number | null => (typeof s === "string" ? Date.parse(`${s}T00:00:00Z`) / DAY_MS : null);
const year = (s: string) => Number(s.slice(0, 4));

const SURVIVAL = /survival|time to|duration of response/i;
const TIME_UNITS = new Set(["months", "weeks", "days", "years"]);
const RESPONSE = /response rate|proportion of participants|percentage of participants/i;
const PK = /\bCmax\b|concentration|\bAUC\b/i;
const CONCENTRATION = /\/mL|\/L\b/;
const CANCER_CONDITION = /cancer|carcinoma|tumou?r|lymphoma|leuk|melanoma|myeloma|glioblastoma|myelofibrosis/i;
const ONCOLOGY_ENDPOINT = /^(objective response rate|progression-free survival|overall survival|duration of response)$/i;
const PK_ENDPOINT = /\bCmax\b|\bAUC\b|bioavailability|plasma concentration/i;
const LATE_PHASES = new Set(["PHASE2/PHASE3", "PHASE3", "PHASE4"]);
const LOF_RANGE: Record<LofClass, readonly [number, number]> = {
  constrained: [0, 0.35],
  intermediate: [0.35, 0.6],
  tolerant: [0.6, Number.POSITIVE_INFINITY],
};

export interface Plausibility {
  phased: number;
  earlyPhase1Share: number;
  phase2: number;
  phase3: number;
  phase1: number;
  completedShare: number;
  enrollmentMedian: number;
  durationMedianYears: number;
  resultsShareOfFinishedInterventional: number;
  confirmatoryRandomizedShare: number;
  completionBeforeStart: number;
  completionBeforeStartInHistory: number;
  survivalMeasures: number;
  survivalWithTimeUnitShare: number;
  responseWithPercentShare: number;
  pkWithConcentrationShare: number;
  drugsWithPatentsAndAuthorizations: number;
  authorizedOnOrAfterPriorityShare: number;
  drugsWithPatentsAndTrials: number;
  priorityBeforeFirstTrialShare: number;
  drugsWithTrialsAndAuthorizations: number;
  firstTrialBeforeAuthorizationShare: number;
  resultsPaperPairs: number;
  resultsPaperAfterStartShare: number;
  papers2000: number;
  papers2020: number;
  oldestPaperYear: number;
  citationTopDecileShare: number;
  orphanShare: number;
  twinPairs: number;
  fdaFirstShare: number;
  emaLagMedianDays: number;
  approvalsRecentPerYear: number;
  approvalsEarlyPerYear: number;
  priorityToGrantMedianYears: number;
  drugsWithTrials: number;
  patentedShareOfDrugsWithTrials: number;
  patentsPerPatentedDrugMedian: number;
  nonOncologyTrialsWithOutcomes: number;
  oncologyEndpointInNonOncologyShare: number;
  lateTrialsWithPrimary: number;
  pkPrimaryInLatePhaseShare: number;
  proteinCodingShareOfSynthetic: number;
  loeufMedian: number;
  loeufConstrainedShare: number;
  realCodingGenes: number;
  realNotNeededEssential: number;
  realEssentialShare: number;
  codingEssentialShare: number;
  realCommonEssentialNotEssential: number;
  tumourSuppressorLowestMeanEffect: number;
  highPliAboveLoeuf06: number;
  constrainedPliMedian: number;
  realLoeufOutsideClass: number;
  essentialOverNonEssentialLoeufMedian: number;
  recordsBeforeEra: number;
  lateDrugsNamedByCode: number;
  realWorldPapers: number;
  realWorldBeforeAuthorization: number;
  recordsBeforeDiseaseEra: number;
  authorizationsBeforeProgramme: number;
  resultsBeforeRegistryTookThem: number;
  /** From 2015 to the last full year before the anchor: the largest year over the median of its five before. */
  authorizationsYearOverFiveBeforeMax: number;
  /** The last full year before the anchor over the mean of its five before. */
  authorizationsLastYearOverFiveBeforeMean: number;
}

export function plausibility(ds: Dataset): Plausibility {
  const { trialcore, biomedcore, drugcore, regulatorycore, patentcore, genecore } = ds.records;

  // Trials: phases, status, size, duration, results.
  const phased = trialcore.filter((t) => t.phase !== null && t.phase !== "NA");
  const count = (p: string) => phased.filter((t) => t.phase === p).length;
  const withStatus = trialcore.filter((t) => t.overallStatus !== null);
  const durations = trialcore.flatMap((t) => {
    const s = day(t.startDate);
    const c = day(t.completionDate);
    return s !== null && c !== null ? [(c - s) / 365.25] : [];
  });
  const finished = trialcore.filter(
    (t) => t.studyType === "INTERVENTIONAL" && (t.overallStatus === "COMPLETED" || t.overallStatus === "TERMINATED"),
  );
  let completionBeforeStart = 0;
  let completionBeforeStartInHistory = 0;
  for (const t of trialcore) {
    const s = day(t.startDate);
    if (s === null) continue;
    const c = day(t.completionDate);
    if (c !== null && c < s) completionBeforeStart++;
    for (const r of ds.timelines?.get(t.serviceId)?.revisions ?? []) {
      const before = r.before.completionDate;
      if (typeof before === "string" && (day(before) as number) < s) completionBeforeStartInHistory++;
    }
  }

  // Outcome units by measure.
  const outcomes = trialcore.flatMap((t) => (t.outcomes ?? []).filter((o) => o.units !== null && o.title !== null));
  const share = (rows: typeof outcomes, ok: (u: string) => boolean) => rows.filter((o) => ok(String(o.units))).length / rows.length;
  const survival = outcomes.filter((o) => SURVIVAL.test(String(o.title)));
  const response = outcomes.filter((o) => RESPONSE.test(String(o.title)));
  const pk = outcomes.filter((o) => PK.test(String(o.title)));

  // Cross-core timelines of drugs.
  const priorityByDrug = new Map<string, number>();
  for (const p of patentcore) {
    const d = day(p.priorityDate);
    if (d === null) continue;
    for (const id of p.referencesDrugCore ?? []) priorityByDrug.set(id, Math.min(priorityByDrug.get(id) ?? Infinity, d));
  }
  const regById = new Map(regulatorycore.map((r) => [r.serviceId, r]));
  const trialById = new Map(trialcore.map((t) => [t.serviceId, t]));
  const firstAuth = (ids: string[]) => {
    const days = ids.flatMap((id) => {
      const d = day(regById.get(id)?.authorizationDate);
      return d === null ? [] : [d];
    });
    return days.length ? Math.min(...days) : null;
  };
  let both = 0;
  let authAfterPriority = 0;
  let patentsAndTrials = 0;
  let priorityFirst = 0;
  let trialsAndAuth = 0;
  let trialFirst = 0;
  for (const d of drugcore) {
    const priority = priorityByDrug.get(d.serviceId);
    const auth = firstAuth(d.referencesRegulatoryCore ?? []);
    const trialStarts = (d.referencesTrialCore ?? []).flatMap((id) => {
      const t = trialById.get(id);
      const s = day(t?.startDate);
      // Trials it leads (first intervention) before phase 4: the development programme.
      return t && s !== null && (t.referencesDrugCore ?? [])[0] === d.serviceId && t.phase !== "PHASE4" && t.phase !== "NA" ? [s] : [];
    });
    const firstTrial = trialStarts.length ? Math.min(...trialStarts) : null;
    if (priority !== undefined && auth !== null) {
      both++;
      if (auth >= priority) authAfterPriority++;
    }
    if (priority !== undefined && firstTrial !== null) {
      patentsAndTrials++;
      if (priority <= firstTrial) priorityFirst++;
    }
    if (firstTrial !== null && auth !== null) {
      trialsAndAuth++;
      if (firstTrial < auth) trialFirst++;
    }
  }

  // Papers: results after the trial's start, growth, citations.
  let resultsPairs = 0;
  let resultsAfter = 0;
  for (const p of biomedcore) {
    const pd = day(p.publicationDate);
    if (pd === null || !p.publicationTypes.includes("Randomized Controlled Trial")) continue;
    // The trial a results paper registers comes first in its list; background links follow.
    const s = day(trialById.get((p.referencesTrialCore ?? [])[0] ?? "")?.startDate);
    if (s === null) continue;
    resultsPairs++;
    if (pd >= s) resultsAfter++;
  }
  const perYear = new Map<number, number>();
  for (const p of biomedcore) if (p.publicationDate) perYear.set(year(p.publicationDate), (perYear.get(year(p.publicationDate)) ?? 0) + 1);
  const citations = biomedcore.map((p) => p.citationCount ?? 0).sort((a, b) => b - a);
  const totalCitations = citations.reduce((a, b) => a + b, 0);
  const topDecile = citations.slice(0, Math.ceil(citations.length / 10)).reduce((a, b) => a + b, 0);

  // Authorizations: orphan share, FDA/EMA lag, approvals per year.
  const withOrphan = regulatorycore.filter((r) => r.isOrphan !== null && r.authorizationDate !== null);
  const lags: number[] = [];
  let fdaFirst = 0;
  for (const r of regulatorycore) {
    if (r.agency !== "FDA") continue;
    for (const t of r.authorizationsByAgency) {
      const twin = regById.get(t.serviceId);
      const f = day(r.authorizationDate);
      const e = day(twin?.authorizationDate);
      if (f === null || e === null) continue;
      lags.push(e - f);
      if (f <= e) fdaFirst++;
    }
  }
  // Novel approvals: each drug's first authorization anywhere (its later brands and generics are not novel).
  const novel = drugcore.flatMap((d) => {
    const first = firstAuth(d.referencesRegulatoryCore ?? []);
    return d.parent === null && first !== null ? [new Date(first * DAY_MS).getUTCFullYear()] : [];
  });
  const perYearIn = (from: number, to: number) => novel.filter((y) => y >= from && y <= to).length / (to - from + 1);

  // Patent estates of drugs: most drugs that reached trials are patented, several patents each.
  const patentsPerDrug = new Map<string, number>();
  for (const p of patentcore) for (const id of p.referencesDrugCore ?? []) patentsPerDrug.set(id, (patentsPerDrug.get(id) ?? 0) + 1);
  const drugsWithTrials = drugcore.filter((d) => (d.referencesTrialCore ?? []).length > 0);

  // Outcome titles fit the trial's condition and phase.
  const titled = trialcore.filter((t) => (t.outcomes ?? []).some((o) => o.title !== null));
  const nonOncology = titled.filter((t) => !t.conditions.some((c) => CANCER_CONDITION.test(c)));
  const late = titled.filter((t) => t.phase !== null && LATE_PHASES.has(t.phase));
  const primaryTitles = (t: (typeof trialcore)[number]) =>
    (t.outcomes ?? []).flatMap((o) => (o.outcomeType === "PRIMARY" && o.title !== null ? [o.title] : []));

  // Patents and genes.
  const pendency = patentcore.flatMap((p) => {
    const a = day(p.priorityDate);
    const g = day(p.grantDate);
    return a !== null && g !== null ? [(g - a) / 365.25] : [];
  });
  const synthetic = genecore.filter((g) => g.ensemblGeneId?.startsWith("ENSG9"));
  const loeufs = genecore.flatMap((g) => {
    const v = g.geneType === "PROTEIN_CODING" ? g.gnomadConstraint?.lossOfFunction?.loeuf : undefined;
    return typeof v === "number" ? [v] : [];
  });

  // Genes: constraint and essentiality against each real gene's public classes (vocab/gene-classes.ts).
  const coding = genecore.flatMap((g) => {
    const l = g.gnomadConstraint?.lossOfFunction;
    const d = g.depmapEssentiality;
    if (g.geneType !== "PROTEIN_CODING" || !l || !d) return [];
    const classes: GeneClasses | undefined = g.symbol && !g.ensemblGeneId?.startsWith("ENSG9") ? GENE_CLASSES[g.symbol] : undefined;
    return [{ loeuf: l.loeuf, pli: l.pli, essential: d.isEssential, mean: d.meanGeneEffect, classes }];
  });
  const real = coding.filter((g) => g.classes !== undefined);
  const ofClass = (dep: string) => real.filter((g) => g.classes?.dependency === dep);
  const essentialShare = (xs: typeof coding) => xs.filter((g) => g.essential).length / xs.length;
  const loeufMedianOf = (xs: typeof coding) => median(xs.flatMap((g) => (typeof g.loeuf === "number" ? [g.loeuf] : [])));
  const outsideClass = real.filter((g) => {
    const [lo, hi] = LOF_RANGE[g.classes?.lof ?? "tolerant"];
    return typeof g.loeuf !== "number" || g.loeuf < lo || g.loeuf >= hi;
  });
  const confirmatory = trialcore.filter((t) => t.studyType === "INTERVENTIONAL" && (t.phase === "PHASE3" || t.phase === "PHASE2/PHASE3"));
  const eras = eraStats(ds);
  const lastYear = Number(ANCHOR_DATE.slice(0, 4)) - 1;

  return {
    phased: phased.length,
    earlyPhase1Share: count("EARLY_PHASE1") / phased.length,
    phase1: count("PHASE1"),
    phase2: count("PHASE2"),
    phase3: count("PHASE3"),
    completedShare: withStatus.filter((t) => t.overallStatus === "COMPLETED").length / withStatus.length,
    enrollmentMedian: median(trialcore.flatMap((t) => (t.enrollment === null ? [] : [t.enrollment]))),
    durationMedianYears: median(durations),
    resultsShareOfFinishedInterventional: finished.filter((t) => t.hasResults).length / finished.length,
    confirmatoryRandomizedShare: confirmatory.filter((t) => t.designAllocation === "RANDOMIZED").length / confirmatory.length,
    completionBeforeStart,
    completionBeforeStartInHistory,
    survivalMeasures: survival.length,
    survivalWithTimeUnitShare: share(survival, (u) => TIME_UNITS.has(u)),
    responseWithPercentShare: share(response, (u) => /percent/i.test(u)),
    pkWithConcentrationShare: share(pk, (u) => CONCENTRATION.test(u)),
    drugsWithPatentsAndAuthorizations: both,
    authorizedOnOrAfterPriorityShare: authAfterPriority / both,
    drugsWithPatentsAndTrials: patentsAndTrials,
    priorityBeforeFirstTrialShare: priorityFirst / patentsAndTrials,
    drugsWithTrialsAndAuthorizations: trialsAndAuth,
    firstTrialBeforeAuthorizationShare: trialFirst / trialsAndAuth,
    resultsPaperPairs: resultsPairs,
    resultsPaperAfterStartShare: resultsAfter / resultsPairs,
    papers2000: perYear.get(2000) ?? 0,
    papers2020: perYear.get(2020) ?? 0,
    oldestPaperYear: Math.min(...perYear.keys()),
    citationTopDecileShare: topDecile / totalCitations,
    orphanShare: withOrphan.filter((r) => r.isOrphan).length / withOrphan.length,
    twinPairs: lags.length,
    fdaFirstShare: fdaFirst / lags.length,
    emaLagMedianDays: median(lags),
    approvalsRecentPerYear: perYearIn(2014, 2023),
    approvalsEarlyPerYear: perYearIn(2000, 2009),
    priorityToGrantMedianYears: median(pendency),
    drugsWithTrials: drugsWithTrials.length,
    patentedShareOfDrugsWithTrials: drugsWithTrials.filter((d) => patentsPerDrug.has(d.serviceId)).length / drugsWithTrials.length,
    patentsPerPatentedDrugMedian: median([...patentsPerDrug.values()]),
    nonOncologyTrialsWithOutcomes: nonOncology.length,
    oncologyEndpointInNonOncologyShare:
      nonOncology.filter((t) => (t.outcomes ?? []).some((o) => ONCOLOGY_ENDPOINT.test(String(o.title)))).length / nonOncology.length,
    lateTrialsWithPrimary: late.length,
    pkPrimaryInLatePhaseShare: late.filter((t) => primaryTitles(t).some((x) => PK_ENDPOINT.test(x))).length / late.length,
    proteinCodingShareOfSynthetic: synthetic.filter((g) => g.geneType === "PROTEIN_CODING").length / synthetic.length,
    loeufMedian: median(loeufs),
    loeufConstrainedShare: loeufs.filter((v) => v < 0.35).length / loeufs.length,
    realCodingGenes: real.length,
    realNotNeededEssential: ofClass("not-needed").filter((g) => g.essential).length,
    realEssentialShare: essentialShare(real),
    codingEssentialShare: essentialShare(coding),
    realCommonEssentialNotEssential: ofClass("common-essential").filter((g) => !g.essential).length,
    tumourSuppressorLowestMeanEffect: Math.min(...ofClass("tumour-suppressor").map((g) => g.mean ?? Number.NEGATIVE_INFINITY)),
    highPliAboveLoeuf06: coding.filter((g) => (g.pli ?? 0) > 0.9 && (g.loeuf ?? 0) >= 0.6).length,
    constrainedPliMedian: median(coding.flatMap((g) => ((g.loeuf ?? 1) < 0.35 && typeof g.pli === "number" ? [g.pli] : []))),
    realLoeufOutsideClass: outsideClass.length,
    essentialOverNonEssentialLoeufMedian:
      loeufMedianOf(coding.filter((g) => g.essential)) / loeufMedianOf(coding.filter((g) => !g.essential)),
    recordsBeforeEra: eras.recordsBeforeEra,
    lateDrugsNamedByCode: eras.lateDrugsNamedByCode,
    realWorldPapers: eras.realWorldPapers,
    realWorldBeforeAuthorization: eras.realWorldBeforeAuthorization,
    recordsBeforeDiseaseEra: eras.recordsBeforeDiseaseEra,
    authorizationsBeforeProgramme: eras.authorizationsBeforeProgramme,
    resultsBeforeRegistryTookThem: eras.resultsBeforeRegistryTookThem,
    authorizationsYearOverFiveBeforeMax: largestYearOverFiveBefore(eras.authorizationsByYear, 2015, lastYear),
    authorizationsLastYearOverFiveBeforeMean: lastYearOverFiveBeforeMean(eras.authorizationsByYear, lastYear),
  };
}
