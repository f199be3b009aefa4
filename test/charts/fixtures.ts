// Hand-written rows with the service's field names, shaped as the tables layer builds them:
// day dates as Dates at UTC midnight, list columns as arrays, enums as strings.
import * as aq from "arquero";
import type { ColumnTable } from "arquero";

const day = (s: string | null) => (s == null ? null : new Date(`${s}T00:00:00Z`));

// A small deterministic generator so the fixtures are realistic in size without being random.
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const PHASES = ["EARLY_PHASE1", "PHASE1", "PHASE1/PHASE2", "PHASE2", "PHASE2/PHASE3", "PHASE3", "PHASE4", "NA"];
const STATUSES = ["RECRUITING", "NOT_YET_RECRUITING", "ACTIVE_NOT_RECRUITING", "COMPLETED", "TERMINATED", "WITHDRAWN", "UNKNOWN"];
const COUNTRIES = ["US", "DE", "FR", "GB", "CN", "JP", "ES", "IT", "CA", "AU", "NL", "BE", "PL", "KR", "BR"];
const CONDITIONS = ["Type 2 diabetes", "Obesity", "Heart failure", "Non-small cell lung cancer", "Psoriasis"];

export function trialsTable(n = 60): ColumnTable {
  const r = lcg(7);
  const rows = Array.from({ length: n }, (_, i) => {
    const phase = PHASES[Math.floor(r() * PHASES.length)];
    const startYear = 2008 + Math.floor(r() * 15);
    const start = `${startYear}-${String(1 + Math.floor(r() * 12)).padStart(2, "0")}-01`;
    const end = `${startYear + 1 + Math.floor(r() * 5)}-${String(1 + Math.floor(r() * 12)).padStart(2, "0")}-15`;
    const nCountries = Math.floor(r() * 4);
    return {
      serviceId: `SVTC_${String(i).padStart(16, "0")}`,
      nctId: `NCT0${4000000 + i * 137}`,
      registryId: `NCT0${4000000 + i * 137}`,
      briefTitle: `A study of semaglutide in ${CONDITIONS[i % CONDITIONS.length].toLowerCase()} (cohort ${i + 1})`,
      acronym: i % 4 === 0 ? `SUSTAIN-${i}` : null,
      phase,
      overallStatus: STATUSES[Math.floor(r() * STATUSES.length)],
      startDate: day(start),
      completionDate: day(end),
      enrollment: Math.round(10 ** (1 + r() * 3)),
      facilityCountries: Array.from({ length: nCountries }, () => COUNTRIES[Math.floor(r() * r() * COUNTRIES.length)]),
      conditions: [CONDITIONS[i % CONDITIONS.length]],
      hasResults: r() > 0.6,
    };
  });
  return aq.from(rows);
}

/** Trials with nulls everywhere and values the reference does not list. */
export function oddTrialsTable(): ColumnTable {
  return aq.from([
    { serviceId: "SVTC_a", nctId: null, registryId: "EUCTR2020-1", briefTitle: null, phase: null, overallStatus: null,
      startDate: null, completionDate: null, enrollment: null, facilityCountries: [] },
    { serviceId: "SVTC_b", nctId: "NCT1", registryId: "NCT1", briefTitle: "Future phase", phase: "PHASE5", overallStatus: "PAUSED_BY_SPONSOR",
      startDate: day("2021-03-01"), completionDate: null, enrollment: 0, facilityCountries: ["XX", "us"] },
    { serviceId: "SVTC_c", nctId: "NCT2", registryId: "NCT2", briefTitle: "Plain", phase: "PHASE2", overallStatus: "COMPLETED",
      startDate: day("2019-01-01"), completionDate: day("2020-06-30"), enrollment: 120, facilityCountries: null },
  ]);
}

const PUB_TYPES = ["Journal Article", "Randomized Controlled Trial", "Review", "Clinical Trial, Phase III", "Meta-Analysis",
  "Case Reports", "Observational Study", "Letter", "Editorial", "Comment"];

export function publicationsTable(n = 120): ColumnTable {
  const r = lcg(11);
  return aq.from(Array.from({ length: n }, (_, i) => ({
    serviceId: `SVBC_${String(i).padStart(16, "0")}`,
    pmid: String(30000000 + i),
    title: `Semaglutide paper ${i}`,
    publicationDate: i % 17 === 0 ? null : `${2012 + Math.floor(r() * 12)}-01-01`,
    publicationTypes: ["Journal Article", ...(r() > 0.5 ? [PUB_TYPES[1 + Math.floor(r() * (PUB_TYPES.length - 1))]] : [])],
    isRetracted: i % 29 === 0 ? true : i % 31 === 0 ? null : false,
    citationCount: i % 13 === 0 ? null : Math.floor(10 ** (r() * 3.4)) - 1,
  })));
}

export function authorizationsTable(): ColumnTable {
  const r = lcg(5);
  const statuses = ["ACTIVE", "ACTIVE", "ACTIVE", "APPROVED_NOT_MARKETED", "CONDITIONAL", "WITHDRAWN_VOLUNTARY", "EXPIRED"];
  return aq.from(Array.from({ length: 50 }, (_, i) => ({
    serviceId: `SVRC_${String(i).padStart(16, "0")}`,
    agency: i % 3 === 0 ? "EMA" : "FDA",
    name: `Product ${i}`,
    authorizationStatus: statuses[Math.floor(r() * statuses.length)],
    authorizationDate: i % 11 === 0 ? null : day(`${2005 + Math.floor(r() * 19)}-06-01`),
    moleculeType: r() > 0.3 ? "SMALL_MOLECULE" : "ANTIBODY",
  })));
}

export function designationsTable(): ColumnTable {
  const rows = [
    ["FDA", "REVIEW_ACCELERATION", "PRIORITY_REVIEW"], ["FDA", "REVIEW_ACCELERATION", "PRIORITY_REVIEW"],
    ["FDA", "DEVELOPMENT_SUPPORT", "BREAKTHROUGH_THERAPY"], ["FDA", "DEVELOPMENT_SUPPORT", "FAST_TRACK"],
    ["FDA", "DEVELOPMENT_SUPPORT", "FAST_TRACK"], ["FDA", "EARLY_ACCESS_BASIS", "ACCELERATED_APPROVAL"],
    ["EMA", "REVIEW_ACCELERATION", "ACCELERATED_ASSESSMENT"], ["EMA", "DEVELOPMENT_SUPPORT", "PRIME"],
    ["EMA", "EARLY_ACCESS_BASIS", "CONDITIONAL_MA"], ["EMA", "EARLY_ACCESS_BASIS", "EXCEPTIONAL_CIRCUMSTANCES"],
    ["FDA", "REVIEW_ACCELERATION", "PRIORITY_REVIEW"], ["FDA", "DEVELOPMENT_SUPPORT", "RMAT"],
  ];
  return aq.from(rows.map(([agency, axis, type], i) => ({
    serviceId: `SVRC_${String(i % 5).padStart(16, "0")}`, designationIndex: i, agency, axis, type,
    nativeName: null, basis: null, indication: null, postMarketingObligation: null,
  })));
}

export function drugsTable(): ColumnTable {
  const r = lcg(3);
  const stages = ["PRECLINICAL", "PHASE1", "PHASE2", "PHASE3", "APPROVAL", "UNKNOWN", "PHASE1/PHASE2"];
  const types = ["SMALL_MOLECULE", "SMALL_MOLECULE", "ANTIBODY", "PROTEIN", "OLIGONUCLEOTIDE"];
  return aq.from(Array.from({ length: 70 }, (_, i) => ({
    serviceId: `SVDC_${String(i).padStart(16, "0")}`,
    name: `DRUG-${i}`,
    drugType: types[Math.floor(r() * types.length)],
    maxClinicalStage: stages[Math.floor(r() * stages.length)],
  })));
}

const GENES = ["GLP1R", "INSR", "PCSK9", "EGFR", "KRAS", "TP53", "MYC", "PPARG", "HMGCR", "POLR2A", "RPL11", "PSMA1",
  "SLC2A4", "LEP", "MC4R", "ACE", "AGT", "BRCA1", "CDK4", "MTOR"];

/** Genes with flat columns (as the tables layer adds) on even rows and only nested objects on odd rows. */
export function genesTable(): ColumnTable {
  const r = lcg(13);
  return aq.from(GENES.map((symbol, i) => {
    const loeuf = Math.round((0.05 + r() * 1.6) * 100) / 100;
    const effect = Math.round((-2 + r() * 2.2) * 100) / 100;
    const essential = effect < -1;
    const nested = {
      gnomadConstraint: { synonymous: null, missense: null, lossOfFunction: { loeuf, pli: null } },
      depmapEssentiality: { isEssential: essential, meanGeneEffect: effect, cellLinesTested: 1000 },
    };
    return {
      serviceId: `SVGC_${String(i).padStart(16, "0")}`, symbol, name: `${symbol} gene`,
      ...nested,
      loeuf: i % 2 === 0 ? loeuf : null,
      isEssential: i % 2 === 0 ? essential : null,
      meanGeneEffect: i % 2 === 0 ? effect : null,
    };
  }));
}

/** Two outcomes as `flatten.measurements` gives them. */
export function measurementsTable(): ColumnTable {
  const base = { serviceId: "SVTC_0000000000000001", outcomeType: "PRIMARY", units: "percent", paramType: "LEAST_SQUARES_MEAN" };
  const rows = [
    { ...base, outcomeIndex: 0, measurementIndex: 0, outcomeTitle: "Change from baseline in HbA1c at week 30", dispersionType: "CONFIDENCE_95",
      group: "Semaglutide 0.5 mg", value: -1.2, lower: -1.4, upper: -1.0, dispersion: null },
    { ...base, outcomeIndex: 0, measurementIndex: 1, outcomeTitle: "Change from baseline in HbA1c at week 30", dispersionType: "CONFIDENCE_95",
      group: "Semaglutide 1 mg", value: -1.5, lower: -1.7, upper: -1.3, dispersion: null },
    { ...base, outcomeIndex: 0, measurementIndex: 2, outcomeTitle: "Change from baseline in HbA1c at week 30", dispersionType: "CONFIDENCE_95",
      group: "Placebo", value: -0.1, lower: -0.3, upper: 0.1, dispersion: null },
    { ...base, outcomeIndex: 1, measurementIndex: 0, outcomeTitle: "Body weight change", dispersionType: "STANDARD_DEVIATION",
      paramType: "MEAN", units: "kg", group: "Semaglutide 1 mg", category: "Male", value: -4.5, lower: null, upper: null, dispersion: 2.1 },
    { ...base, outcomeIndex: 1, measurementIndex: 1, outcomeTitle: "Body weight change", dispersionType: "STANDARD_DEVIATION",
      paramType: "MEAN", units: "kg", group: "Semaglutide 1 mg", category: "Female", value: -3.9, lower: null, upper: null, dispersion: 1.8 },
    { ...base, outcomeIndex: 1, measurementIndex: 2, outcomeTitle: "Body weight change", dispersionType: "STANDARD_DEVIATION",
      paramType: "MEAN", units: "kg", group: "Placebo", category: "Male", value: -0.4, lower: null, upper: null, dispersion: 1.2 },
    { ...base, outcomeIndex: 1, measurementIndex: 3, outcomeTitle: "Body weight change", dispersionType: "STANDARD_DEVIATION",
      paramType: "MEAN", units: "kg", group: "Placebo", category: "Female", value: null, lower: null, upper: null, dispersion: null },
  ];
  return aq.from(rows.map((r) => ({ groupId: null, classification: null, category: null, paramValue: r.value == null ? "NA" : String(r.value),
    dispersionValue: null, dispersionLowerLimit: null, dispersionUpperLimit: null, ...r })));
}
