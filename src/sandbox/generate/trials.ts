// TrialCore records. Drug trials name the plan's drugs as interventions and sit at a phase their
// drugs' stage allows; results trials carry outcomes with measurements.
import {
  DESIGN_ALLOCATIONS,
  DESIGN_INTERVENTION_MODELS,
  DESIGN_MASKINGS,
  DESIGN_PRIMARY_PURPOSES,
  ENROLLMENT_TYPES,
  INTERVENTION_TYPES,
  OVERALL_STATUSES,
  SOURCE_REGISTRIES,
  SPONSOR_TYPES,
  STUDY_TYPES,
  ARM_GROUP_TYPES,
} from "../../schema/index.js";
import type { TrialCoreRecord } from "../../schema/index.js";
import type { Context } from "./context.js";
import { cover } from "./cover.js";
import { historyOf } from "./record-history.js";
import { originatorOf } from "./originator.js";
import { trialOutcomes } from "./outcomes.js";
import { Rng } from "./random.js";
import { REGISTRY_HOME, registrationYear, registryHolds, registryId, registryUrl, resultsOpenedDay, type Registry } from "./registries.js";
import { article, capitalize, company, paragraph } from "./text.js";
import { STOCK_SENTENCES } from "./vocab/stock-sentences.js";
import { disease } from "./vocab/diseases.js";
import { COUNTRIES } from "./vocab/places.js";
import { yearOfDayNumber } from "../../days/index.js";
import { enrollmentFor } from "./registry-shapes.js";
import { statusFromDates } from "./trial-status.js";
import { officialDesignWords } from "./trial-design.js";

type Rec = TrialCoreRecord;
const CLOSED = new Set(["COMPLETED", "TERMINATED", "WITHDRAWN", "SUSPENDED"]);
const CONFIRMATORY = new Set(["PHASE3", "PHASE2/PHASE3"]);

export function trial(ctx: Context, t: number): Rec {
  const { plan } = ctx;
  const tp = plan.trials[t];
  const rng = new Rng(ctx.seed, "trialcore", t);
  const dis = disease(tp.disease);
  const drugs = tp.drugs.map((d) => plan.drugs[d]);
  const main = drugs[0];
  const { startDay, completionDay } = tp;
  // A registry that had not opened when the trial started (registries.ts) cannot hold it:
  // ClinicalTrials.gov, which lists older trials registered since, does.
  const drawnRegistry: Registry = cover(t, SOURCE_REGISTRIES, () => (rng.chance(0.6) ? "clinicaltrials_gov" : rng.pick(SOURCE_REGISTRIES)));
  const registry: Registry = registryHolds(drawnRegistry, startDay, completionDay) ? drawnRegistry : "clinicaltrials_gov";
  const history = historyOf(ctx, "trialcore", t);
  const status: Rec["overallStatus"] = cover(tp.statusSlot, OVERALL_STATUSES, () =>
    statusFromDates(rng, startDay, completionDay, plan.todayDay, tp.hasResults),
  );
  const studyType: Rec["studyType"] = ["AVAILABLE", "NO_LONGER_AVAILABLE", "TEMPORARILY_NOT_AVAILABLE", "APPROVED_FOR_MARKETING"].includes(
    status ?? "",
  )
    ? "EXPANDED_ACCESS"
    : tp.phase === "NA" || tp.phase === null
      ? cover(t, STUDY_TYPES, () => (rng.chance(0.6) ? "OBSERVATIONAL" : "INTERVENTIONAL"))
      : "INTERVENTIONAL";
  const year = yearOfDayNumber(startDay);
  const id = registryId(registry, t, registrationYear(registry, year));
  const nct = registry === "clinicaltrials_gov" ? id : null;
  const interventionTypes: Rec["interventionTypes"] = main
    ? [
        main.stem.drugType === "SMALL_MOLECULE" || main.stem.drugType === "UNKNOWN"
          ? "DRUG"
          : main.stem.drugType === "GENE"
            ? "GENETIC"
            : "BIOLOGICAL",
      ]
    : [
        cover(t, INTERVENTION_TYPES, () =>
          rng.pick(["BEHAVIORAL", "DEVICE", "PROCEDURE", "OTHER", "DIAGNOSTIC_TEST", "DIETARY_SUPPLEMENT", "RADIATION"] as const),
        ),
      ];
  if (main && t % 50 === 7) interventionTypes.push("COMBINATION_PRODUCT");
  const interventionNames =
    drugs.length > 0 ? drugs.map((d) => d.name) : [`${capitalize(interventionTypes[0].toLowerCase().replace(/_/g, " "))} intervention`];
  if (drugs.length === 1 && rng.chance(0.5)) interventionNames.push("Placebo");
  const className = main?.stem.classPhrase ?? "non-drug intervention";
  const briefTitle = main
    ? `${capitalize(main.name)} in ${capitalize(dis.phrase)}`
    : `${capitalize(interventionNames[0])} for ${capitalize(dis.phrase)}`;
  // Drawn here, where the official title's wording always was drawn, so no other field moves; the
  // words follow the design fields below.
  const officialTitleDraw = rng.float();
  const summaryParts = [
    `This study evaluates ${main ? `the ${className} ${main.name}` : interventionNames[0]} in participants with ${dis.phrase}.`,
    dis.oncology
      ? rng.pick([
          "Eligible participants have cancer that progressed after prior therapy.",
          "Participants with histologically confirmed carcinoma or another advanced cancer are eligible.",
          "The study enrols adults with cancer, including carcinoma of any primary site.",
        ])
      : "",
    main && main.genes.length > 0 ? `The drug acts on ${main.genes.map((g) => plan.genes[g].fact.symbol).join(" and ")}.` : "",
  ].filter(Boolean);
  const drawnArms = main ? (drugs.length > 1 || interventionNames.includes("Placebo") ? 2 : 1) : rng.int(1, 2);
  const drawnGroups: Rec["armGroups"] = Array.from({ length: drawnArms }, (_, a) => ({
    type:
      a === 0
        ? cover(t, ARM_GROUP_TYPES, () => "EXPERIMENTAL" as const)
        : interventionNames.includes("Placebo")
          ? "PLACEBO_COMPARATOR"
          : rng.chance(0.9)
            ? "ACTIVE_COMPARATOR"
            : null,
    title: a === 0 ? `${interventionNames[0]}` : (interventionNames[1] ?? "Standard of care"),
    description: rng.chance(0.9)
      ? `Participants receive ${a === 0 ? interventionNames[0] : (interventionNames[1] ?? "standard of care")}.`
      : null,
  }));
  // A confirmatory (phase 2/3 or 3) drug trial with neither placebo nor a second drug mostly
  // compares with standard of care, as nearly all phase 3 trials are randomised. Drawn on a stream
  // of its own and appended after the drawn arms, so no other field moves.
  const comparator = new Rng(ctx.seed, "trial-comparator", t);
  const withComparator = drawnArms === 1 && main !== undefined && CONFIRMATORY.has(tp.phase ?? "") && comparator.chance(0.8);
  const armGroups: Rec["armGroups"] = withComparator
    ? [
        ...drawnGroups,
        {
          type: "ACTIVE_COMPARATOR",
          title: "Standard of care",
          description: comparator.chance(0.9) ? "Participants receive standard of care." : null,
        },
      ]
    : drawnGroups;
  const arms = armGroups.length;
  const countries = new Set<string>([REGISTRY_HOME[registry]]);
  for (
    let n = rng.weighted([
      [0, 5],
      [1, 2],
      [4, 2],
      [10, 1],
    ] as const);
    n > 0;
    n--
  )
    countries.add(rng.weighted(COUNTRIES));
  const resultsPosted = tp.hasResults;
  // Drawn from a stream of their own, so the outcomes vary without moving any other field.
  const outcomes = trialOutcomes(new Rng(ctx.seed, "trial-outcomes", t), tp.resultsRank, resultsPosted, arms, tp);
  const sponsorType: Rec["sponsorType"] = cover(t, SPONSOR_TYPES, () =>
    main
      ? rng.weighted([
          ["INDUSTRY", 6],
          ["OTHER", 3],
          ["NIH", 0.5],
          ["NETWORK", 0.5],
        ] as const)
      : rng.weighted([
          ["OTHER", 6],
          ["OTHER_GOV", 1],
          ["FED", 0.5],
          ["INDIV", 0.3],
        ] as const),
  );
  const interventional = studyType === "INTERVENTIONAL";
  const design = {
    studyType,
    designAllocation: interventional ? cover(t, DESIGN_ALLOCATIONS, () => (arms > 1 ? "RANDOMIZED" : "NA")) : null,
    designInterventionModel: interventional ? cover(t, DESIGN_INTERVENTION_MODELS, () => (arms > 1 ? "PARALLEL" : "SINGLE_GROUP")) : null,
    designMasking: interventional ? cover(t, DESIGN_MASKINGS, () => (interventionNames.includes("Placebo") ? "QUADRUPLE" : "NONE")) : null,
  } satisfies Parameters<typeof officialDesignWords>[0];
  const phaseWords = tp.phase && tp.phase !== "NA" ? tp.phase.replace("EARLY_PHASE1", "Early Phase 1").replace(/PHASE/g, "Phase ") : "";
  const designWords = `${phaseWords} ${officialDesignWords(design, officialTitleDraw)}`.trim();
  const officialTitle = `${capitalize(article(designWords))} ${designWords} Study of ${interventionNames.join(" Versus ")} (${className}) in Participants With ${capitalize(dis.phrase)}`;
  const terminated = status === "TERMINATED" || status === "WITHDRAWN" || status === "SUSPENDED";
  return {
    serviceId: ctx.id("trialcore", t),
    nctId: nct,
    registryId: id,
    sourceRegistry: registry,
    sourceUrl: rng.chance(0.97) ? registryUrl(registry, id) : null,
    briefTitle,
    officialTitle: rng.chance(0.95) ? officialTitle : null,
    briefSummary: summaryParts.join(" "),
    acronym: rng.chance(0.3)
      ? `${(main?.name ?? "STUDY")
          .replace(/[^a-z]/gi, "")
          .slice(0, 5)
          .toUpperCase()}-${rng.int(1, 9)}`
      : null,
    phase: tp.phase,
    overallStatus: rng.chance(0.01) && !resultsPosted ? null : status,
    studyType,
    startDate: rng.chance(0.97) ? ctx.date(startDay) : null,
    completionDate: rng.chance(0.95) ? ctx.date(completionDay) : null,
    lastUpdateDate: ctx.date(history.lastUpdateDay),
    createDate: ctx.date(history.createDay),
    hasResults: resultsPosted,
    enrollment: rng.chance(0.97) ? enrollmentFor(rng, tp.phase) : null,
    enrollmentType: cover(t, [...ENROLLMENT_TYPES, null], () => (CLOSED.has(status ?? "") ? "ACTUAL" : "ESTIMATED")),
    sponsorName: main
      ? sponsorOf(ctx, t, sponsorType, company(rng))
      : rng.chance(0.9)
        ? `${rng.pick(["National", "University", "Regional"])} ${rng.pick(["Cancer", "Heart", "Medical", "Research"])} ${rng.pick(["Institute", "Center", "Network"])}`
        : null,
    sponsorType,
    collaborators: rng.chance(0.3) ? [company(rng)] : [],
    conditions: [capitalize(dis.phrase)],
    conditionMeshTerms: [dis.mesh],
    interventionNames,
    interventionMeshTerms: drugs.map((d) => d.name),
    keywords: [dis.phrase, className].filter((k) => k !== "non-drug intervention"),
    secondaryIds:
      registry === "clinicaltrials_gov" && rng.chance(0.2) && registryHolds("euctr", startDay, completionDay)
        ? [registryId("euctr", t, year)]
        : [],
    primaryOutcomeMeasures: titlesOf(outcomes, "PRIMARY"),
    secondaryOutcomeMeasures: titlesOf(outcomes, "SECONDARY"),
    interventionTypes,
    facilityCountries: [...countries],
    orgStudyId: rng.chance(0.9) ? `${(main?.name ?? "ST").slice(0, 3).toUpperCase()}-${rng.digits(4)}` : null,
    designAllocation: design.designAllocation,
    designInterventionModel: design.designInterventionModel,
    designPrimaryPurpose: interventional
      ? cover(t, DESIGN_PRIMARY_PURPOSES, () => (main?.stem.drugType === "VACCINE" ? "PREVENTION" : "TREATMENT"))
      : null,
    designMasking: design.designMasking,
    // A trial that ended before its registry took results posted them the usual lag after it did.
    resultsFirstPostDate: resultsPosted
      ? ctx.date(Math.min(ctx.todayDay, Math.max(completionDay, resultsOpenedDay(registry)) + rng.int(200, 400)))
      : null,
    whyStopped:
      terminated && rng.chance(0.8)
        ? rng.pick(["Sponsor decision", "Slow accrual", "Futility at interim analysis", "Funding withdrawn"])
        : null,
    isFdaRegulatedDrug: registry === "clinicaltrials_gov" ? Boolean(main) : null,
    isFdaRegulatedDevice: registry === "clinicaltrials_gov" ? interventionTypes.includes("DEVICE") : null,
    oversightHasDmc: rng.chance(0.1) ? null : rng.chance(0.5),
    armGroups,
    detailedDescription: rng.chance(0.8) ? `${summaryParts.join(" ")} ${paragraph(rng, STOCK_SENTENCES.protocol, 2, 5)}` : null,
    outcomes,
    referencesBiomedCore: ctx.ids("biomedcore", [...tp.resultsPubs, ...tp.backgroundPubs]),
    referencesDrugCore: ctx.ids("drugcore", tp.drugs),
  };
}

/** The outcome measure titles of one kind, as the registry lists them (every generated outcome has a title). */
function titlesOf(outcomes: NonNullable<TrialCoreRecord["outcomes"]>, kind: "PRIMARY" | "SECONDARY"): string[] {
  return outcomes.flatMap((o) => (o.outcomeType === kind && o.title !== null ? [o.title] : []));
}

/**
 * A drug trial's sponsor: an industry trial is mostly the originator's (a partner's otherwise,
 * the company drawn); an academic, NIH or network trial names an institution. Its own stream, so
 * no other field moves.
 */
function sponsorOf(ctx: Context, t: number, type: Rec["sponsorType"], drawn: string): string {
  const rng = new Rng(ctx.seed, "trial-sponsor", t);
  const lead = ctx.plan.trials[t].drugs[0];
  if (type === "INDUSTRY") return rng.chance(0.8) ? originatorOf(ctx.plan, lead) : drawn;
  if (type === "NIH") return "National Institutes of Health";
  return `${rng.pick(["University", "Regional", "National"])} ${rng.pick(["Cancer", "Heart", "Medical", "Research"])} ${rng.pick(["Institute", "Center", "Network"])}`;
}
