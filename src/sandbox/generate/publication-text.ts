// The varying part of a paper's abstract and full text. Real abstracts and full texts differ in
// length and in how often they name their disease; a fixed template gave every paper of a kind the
// same words, so a full-text search ranked papers by their title's template (a trial's results
// paper, with its long title, below every short-titled paper) and the first page of a search
// followed the mix of paper kinds over the years rather than the text. Drawn from a stream of its
// own (`publication-text`), so no other field of the paper moves.
import type { Rng } from "./random.js";
import { paragraph } from "./text.js";
import { STOCK_SENTENCES } from "./vocab/stock-sentences.js";

/** What a paper is, for the sentences and sections its text is padded with. */
export type PaperKind = "results" | "protocol" | "laboratory" | "cohort" | "review";

// Each kind's pool has the same length as the others, so a paper's draws do not depend on its kind.
const DISEASE_FINDINGS: readonly ((d: string) => string)[] = [
  (d) => `Participants with ${d} were enrolled across the study sites.`,
  (d) => `Outcomes in ${d} differed by baseline risk.`,
  (d) => `The burden of ${d} was greatest in older participants.`,
  (d) => `Subgroups of ${d} defined by prior treatment showed consistent effects.`,
  (d) => `These data add to the evidence on ${d}.`,
  (d) => `The diagnosis of ${d} followed current guidelines.`,
  (d) => `Few earlier studies of ${d} reported long-term outcomes.`,
];

const DISEASE_PLANS: readonly ((d: string) => string)[] = [
  (d) => `Participants with ${d} will be enrolled across the study sites.`,
  (d) => `Outcomes in ${d} will be compared by baseline risk.`,
  (d) => `The burden of ${d} is greatest in older patients.`,
  (d) => `Subgroups of ${d} defined by prior treatment will be analysed.`,
  (d) => `The results will add to the evidence on ${d}.`,
  (d) => `The diagnosis of ${d} will follow current guidelines.`,
  (d) => `Few earlier studies of ${d} reported long-term outcomes.`,
];

const DISEASE_REVIEWS: readonly ((d: string) => string)[] = [
  (d) => `Treatment of ${d} has changed over the past decade.`,
  (d) => `Outcomes in ${d} differ by baseline risk.`,
  (d) => `The burden of ${d} is greatest in older patients.`,
  (d) => `Subgroups of ${d} defined by prior treatment are discussed.`,
  (d) => `This review adds to the evidence on ${d}.`,
  (d) => `The diagnosis of ${d} follows current guidelines.`,
  (d) => `Few studies of ${d} have reported long-term outcomes.`,
];

const DISEASE_SENTENCES: Record<PaperKind, readonly ((d: string) => string)[]> = {
  results: DISEASE_FINDINGS,
  laboratory: DISEASE_FINDINGS,
  cohort: DISEASE_FINDINGS,
  protocol: DISEASE_PLANS,
  review: DISEASE_REVIEWS,
};

// A protocol has no results yet, and a review reports others' evidence.
const SECTIONS: Record<PaperKind, readonly [string, string, string]> = {
  results: ["Methods", "Results", "Discussion"],
  laboratory: ["Methods", "Results", "Discussion"],
  cohort: ["Methods", "Results", "Discussion"],
  protocol: ["Methods and analysis", "Outcomes", "Ethics and dissemination"],
  review: ["Search strategy", "Current evidence", "Future directions"],
};

const SUBTITLES = [": a retrospective cohort study", ": a multicentre analysis", ": a single-centre experience", ": a prospective study"];

/** Another paper's title sometimes gains a design subtitle, so titles of one kind differ in length as real ones do. */
export function withSubtitle(rng: Rng, title: string): string {
  return !title.includes(":") && rng.chance(0.4) ? `${title}${rng.pick(SUBTITLES)}` : title;
}

/** `min` to `max` sentences naming the disease, in random order. */
function diseaseSentences(rng: Rng, kind: PaperKind, disease: string, min: number, max: number): string[] {
  return rng.sample(DISEASE_SENTENCES[kind], rng.int(min, max)).map((s) => s(disease));
}

/** Stock sentences for the abstract's body, before its extras. */
export function abstractStock(rng: Rng, kind: PaperKind): string {
  return paragraph(rng, STOCK_SENTENCES[kind], 1, 3);
}

/** Extra abstract sentences (before its conclusions): 0-3 naming the disease, 0-3 stock ones. */
export function abstractExtras(rng: Rng, kind: PaperKind, disease: string): string[] {
  return [...diseaseSentences(rng, kind, disease, 0, 3), ...rng.sample(STOCK_SENTENCES[kind], rng.int(0, 3))];
}

/** A full text: the abstract's sentences as introduction, then sections of varying length. */
export function fullText(rng: Rng, kind: PaperKind, title: string, abstractSentences: readonly string[], disease: string): string {
  const section = (min: number, max: number, dMax: number) =>
    [...diseaseSentences(rng, kind, disease, 0, dMax), paragraph(rng, STOCK_SENTENCES[kind], min, max)].join(" ");
  const [methods, results, discussion] = SECTIONS[kind];
  return `${title}\n\nIntroduction\n${abstractSentences.join(" ")}\n\n${methods}\n${section(3, 9, 2)}\n\n${results}\n${section(3, 10, 5)}\n\n${discussion}\n${abstractSentences[0]} ${section(2, 6, 3)}`;
}
