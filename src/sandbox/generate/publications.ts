// BiomedCore records: papers about a drug, a gene or a disease; some register a trial (results
// papers), some are retracted; citations run both ways within the corpus.
import type { BiomedCoreRecord } from "../../schema/index.js";
import type { Context } from "./context.js";
import { abstractExtras, abstractStock, fullText, type PaperKind, withSubtitle } from "./publication-text.js";
import { historyOf } from "./record-history.js";
import { Rng } from "./random.js";
import { trial } from "./trials.js";
import { trialReport, type TrialReport } from "./trial-report.js";
import { article, capitalize, fullName, indexedName, person } from "./text.js";
import { disease } from "./vocab/diseases.js";
import { GENERAL_MESH } from "./vocab/diseases.js";
import { meshIdOf } from "./vocab/mesh.js";
import { JOURNAL_WORDS, LANGUAGES, PUBLICATION_TYPES_EXTRA } from "./vocab/organizations.js";
import { journalsFor } from "./vocab/journal-areas.js";
import { CITIES, COUNTRIES, INSTITUTION_PATTERNS } from "./vocab/places.js";
import { firstDayNumberOfYear, yearOfDayNumber } from "../../days/index.js";

/** The first year a paper's authors carry ORCID iDs (ORCID launched its registry in October 2012). */
const ORCID_FIRST_YEAR = 2013;

function institution(seed: number, k: number): { name: string; ror: string; country: string } {
  // A fixed pool of institutions per seed, so the same ROR id always names the same place.
  const rng = new Rng(seed, "institution", k);
  const country = rng.weighted(COUNTRIES);
  const city = rng.pick(CITIES[country] ?? ["Capital City"]);
  const name = rng.pick(INSTITUTION_PATTERNS).replace("{city}", city);
  return { name, ror: `https://ror.org/0${rng.chars(6, "abcdefghijklmnopqrstuvwxyz0123456789")}${rng.digits(2)}`, country };
}

export function publication(ctx: Context, p: number): BiomedCoreRecord {
  const { plan } = ctx;
  const pub = plan.pubs[p];
  const rng = new Rng(ctx.seed, "biomedcore", p);
  const dis = disease(pub.disease || "nsclc");
  const drug = pub.drug >= 0 ? plan.drugs[pub.drug] : null;
  const gene = pub.gene >= 0 ? plan.genes[pub.gene].fact : null;
  const targetGene = drug && drug.genes.length > 0 ? plan.genes[drug.genes[0]].fact : gene;
  const onTrial = pub.trials.length > 0;
  const isReview = !onTrial && rng.chance(0.15);

  const textRng = new Rng(ctx.seed, "publication-text", p);
  let title: string;
  let report: TrialReport | null = null;
  if (onTrial) {
    const t = pub.trials[0];
    const registered = trial(ctx, t);
    report = trialReport({
      trial: registered,
      paperDay: pub.day,
      completionDay: plan.trials[t].completionDay,
      subject: drug?.name ?? registered.interventionNames[0].toLowerCase(),
      disease: dis.phrase,
      // The record's stream drew the design wording for drug papers only; the others draw on a stream of their own.
      k: drug ? rng.int(0, 2) : new Rng(ctx.seed, "trial-report", p).int(0, 2),
      form: textRng.int(0, 2),
    });
    title = report.title;
  } else if (isReview) {
    title = `${capitalize(drug ? drug.stem.classPhrase : targetGene ? `${targetGene.symbol}-targeted therapy` : "treatment")} in ${dis.phrase}: a review of current evidence`;
  } else if (drug) {
    const forms = [
      `Efficacy and safety of ${drug.name}, ${article(drug.stem.classPhrase)} ${drug.stem.classPhrase}, in ${dis.phrase}`,
      `Real-world outcomes with ${drug.name} for ${dis.phrase}`,
      `Mechanisms of resistance to the ${drug.stem.classPhrase} ${drug.name} in ${dis.phrase}`,
    ];
    title = rng.pick(forms);
    // Real-world use follows the drug's first authorization; before it the paper takes one of the
    // other forms (a stream of its own, so no other field moves). Counted from January 1 of the
    // paper's year, as some papers are dated by their year alone.
    const yearStart = firstDayNumberOfYear(yearOfDayNumber(pub.day));
    if (title === forms[1] && (drug.approvalDay === null || drug.approvalDay > yearStart)) {
      title = new Rng(ctx.seed, "publication-real-world", p).pick([forms[0], forms[2]]);
    }
  } else if (gene) {
    title = rng.pick([
      `${gene.symbol} (${gene.name}) expression predicts outcome in ${dis.phrase}`,
      `Functional characterisation of ${gene.symbol} variants in ${dis.phrase}`,
    ]);
  } else {
    title = `Incidence and risk factors of ${dis.phrase}: a population-based cohort study`;
  }
  const oncologyLine = dis.oncology
    ? rng.pick([
        "Patients with cancer remain at high risk of progression despite treatment.",
        "Carcinoma subtypes differed in their response to therapy.",
        "This cancer setting lacks effective options after first-line carcinoma treatment.",
      ])
    : "";
  const kind = paperKind(report, isReview, drug !== null, gene !== null);
  const verb = kind === "protocol" ? "We will evaluate" : kind === "review" ? "We review the evidence on" : "We evaluated";
  const sentences = [
    `Background: ${capitalize(dis.phrase)} remains a major clinical challenge. ${oncologyLine}`.trim(),
    drug
      ? `${verb} ${drug.name}, ${article(drug.stem.classPhrase)} ${drug.stem.classPhrase}${targetGene ? ` targeting ${targetGene.symbol}` : ""}.`
      : "",
    gene ? `${kind === "review" ? "We review" : "We examined"} the role of ${gene.symbol} in disease biology.` : "",
    report?.methods ?? "",
    abstractStock(rng, kind),
    report?.closing ?? `Conclusions: These findings inform the management of ${dis.phrase}.`,
  ].filter(Boolean);
  // Drawn for every paper, so the stream stays aligned; a trial paper's title already names its design.
  const subtitled = withSubtitle(textRng, title);
  if (!report) title = subtitled;
  sentences.splice(sentences.length - 1, 0, ...abstractExtras(textRng, kind, dis.phrase));
  const abstract = rng.chance(0.03) ? null : sentences.join(" ");

  const nAuthors = rng.int(1, 9);
  // About a third of a paper's authors come from its field's regulars (a skewed pick among forty
  // per disease), so a field has prolific authors as real ones do (Lotka's law); the rest are
  // drawn as before. The choice has a stream of its own, so no other field moves.
  const field = new Rng(ctx.seed, "field-authors", p);
  const regulars = Array.from({ length: nAuthors }, () => (field.chance(0.35) ? Math.floor(40 * field.float() ** 2) : -1));
  // One person once per paper.
  regulars.forEach((r, k) => {
    if (r >= 0 && regulars.indexOf(r) < k) regulars[k] = -1;
  });
  const people = Array.from({ length: nAuthors }, (_, k) => {
    const drawn = person(rng);
    return regulars[k] >= 0 ? person(new Rng(ctx.seed, `field-author-${pub.disease}`, regulars[k])) : drawn;
  });
  // ORCID began issuing identifiers in October 2012: a paper before 2013 lists none (the draws stay).
  const orcidEra = pub.day >= firstDayNumberOfYear(ORCID_FIRST_YEAR);
  const orcidOf = (k: number): string | null => {
    const drawn = rng.chance(0.5) ? `0009-000${rng.int(1, 9)}-${rng.digits(4)}-${rng.digits(3)}${rng.pick(["0", "1", "5", "X"])}` : null;
    const orcid = regularOrcid(ctx.seed, pub.disease, regulars[k], drawn);
    return orcidEra ? orcid : null;
  };
  const authorsMetadata = people.map((pp, k) => ({
    name: indexedName(pp),
    nameRaw: fullName(pp),
    orcid: orcidOf(k),
    position: k + 1,
    affiliations: Array.from(
      {
        length: rng.weighted([
          [0, 1],
          [1, 8],
          [2, 2],
        ] as const),
      },
      () => {
        const inst = institution(ctx.seed, rng.int(0, 149));
        return { name: inst.name, nameRaw: `${inst.name}, ${inst.country}`, ror: inst.ror, countryCode: inst.country };
      },
    ),
  }));

  const meshTerms = [dis.mesh, ...rng.sample(GENERAL_MESH, rng.int(2, 6))];
  const substances: string[] = [];
  const substanceIds: string[] = [];
  if (drug) {
    substances.push(drug.name);
    substanceIds.push(`C9${String(pub.drug).padStart(6, "0")}`);
  }
  const publicationTypes = ["Journal Article"];
  if (report) publicationTypes.push(...report.types(rng.int(0, 2)));
  else if (isReview) publicationTypes.push("Review");
  else if (rng.chance(0.3)) publicationTypes.push(rng.pick(PUBLICATION_TYPES_EXTRA));
  if (pub.retracted) publicationTypes.push("Retracted Publication");

  const hasFulltext = rng.chance(0.3);
  const history = historyOf(ctx, "biomedcore", p);
  // One draw as before, mapped onto the journals that publish on the paper's disease.
  const journals = journalsFor(pub.disease, JOURNAL_WORDS.length);
  const journalIndex = journals[rng.int(0, JOURNAL_WORDS.length - 1) % journals.length];
  const year = yearOfDayNumber(pub.day);
  const pmid = rng.chance(0.97) ? String(90_000_000 + p) : null;
  return {
    serviceId: ctx.id("biomedcore", p),
    pmid,
    pmcid: rng.chance(0.4) ? `PMC9${String(p).padStart(6, "0")}` : null,
    doi: rng.chance(0.92) ? `10.5555/sv.${year}.${String(p).padStart(6, "0")}` : null,
    title,
    abstract,
    authors: authorsMetadata.map((a) => a.name),
    journal: JOURNAL_WORDS[journalIndex],
    issn: `9${String(journalIndex).padStart(3, "0")}-${String(1000 + journalIndex * 7).slice(0, 3)}${rng.chance(0.1) ? "X" : journalIndex % 10}`,
    volumeIssue: rng.chance(0.8) ? `${year - 1990}(${rng.int(1, 12)})` : rng.chance(0.5) ? String(year - 1990) : null,
    language: rng.weighted(LANGUAGES),
    publicationDate: rng.chance(0.1) ? `${year}-01-01` : ctx.date(pub.day),
    lastUpdateDate: ctx.date(history.lastUpdateDay),
    createDate: ctx.date(history.createDay),
    publicationTypes,
    isRetracted: pub.retracted ? true : rng.chance(0.02) ? null : false,
    citationCount: pub.citedBy.length,
    journalQualityJufo: journalIndex % 5 === 4 ? null : journalIndex % 4,
    meshTerms,
    keywords: [dis.phrase, ...(drug ? [drug.stem.classPhrase] : []), ...(targetGene ? [targetGene.symbol] : [])],
    substances,
    hasFulltext,
    fulltext: hasFulltext ? fullText(textRng, kind, title, sentences, dis.phrase) : null,
    authorsMetadata,
    meshIds: meshTerms.map(meshIdOf),
    substanceIds,
    // Registered trials first, then trials that cite this paper as background (mirrored links).
    referencesTrialCore: ctx.ids("trialcore", [...pub.trials, ...pub.backgroundOf]),
    references: ctx.ids("biomedcore", pub.references),
    citedBy: ctx.ids("biomedcore", pub.citedBy),
  };
}

/** What the paper is, for its stock sentences and sections: a drug paper off a trial reports results too. */
function paperKind(report: TrialReport | null, isReview: boolean, hasDrug: boolean, hasGene: boolean): PaperKind {
  if (report) return report.protocol ? "protocol" : "results";
  if (isReview) return "review";
  if (hasDrug) return "results";
  return hasGene ? "laboratory" : "cohort";
}

/** A field regular keeps one ORCID (or none) on every paper; anyone else keeps the one drawn. */
function regularOrcid(seed: number, disease: string, regular: number, drawn: string | null): string | null {
  if (regular < 0) return drawn;
  const r = new Rng(seed, `field-author-orcid-${disease}`, regular);
  return r.chance(0.6) ? `0009-000${r.int(1, 9)}-${r.digits(4)}-${r.digits(3)}${r.pick(["0", "1", "5", "X"])}` : null;
}
