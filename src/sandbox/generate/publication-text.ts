// The varying part of a paper's abstract and full text. Real abstracts and full texts differ in
// length and in how often they name their disease; a fixed template gave every paper of a kind the
// same words, so a full-text search ranked papers by their title's template (a trial's results
// paper, with its long title, below every short-titled paper) and the first page of a search
// followed the mix of paper kinds over the years rather than the text. Drawn from a stream of its
// own (`publication-text`), so no other field of the paper moves.
import type { Rng } from "./random.js";
import { FILLER_SENTENCES, paragraph } from "./text.js";

const DISEASE_SENTENCES: readonly ((d: string) => string)[] = [
  (d) => `Participants with ${d} were enrolled across the study sites.`,
  (d) => `Outcomes in ${d} differed by baseline risk.`,
  (d) => `The burden of ${d} was greatest in older participants.`,
  (d) => `Subgroups of ${d} defined by prior treatment showed consistent effects.`,
  (d) => `These data add to the evidence on ${d}.`,
  (d) => `The diagnosis of ${d} followed current guidelines.`,
  (d) => `Few earlier studies of ${d} reported long-term outcomes.`,
];

const SUBTITLES = [": a retrospective cohort study", ": a multicentre analysis", ": a single-centre experience", ": a prospective study"];

/** Another paper's title sometimes gains a design subtitle, so titles of one kind differ in length as real ones do. */
export function withSubtitle(rng: Rng, title: string): string {
  return !title.includes(":") && rng.chance(0.4) ? `${title}${rng.pick(SUBTITLES)}` : title;
}

/** `min` to `max` sentences naming the disease, in random order. */
function diseaseSentences(rng: Rng, disease: string, min: number, max: number): string[] {
  return rng.sample(DISEASE_SENTENCES, rng.int(min, max)).map((s) => s(disease));
}

/** Extra abstract sentences (before its conclusions): 0-3 naming the disease, 0-3 fillers. */
export function abstractExtras(rng: Rng, disease: string): string[] {
  return [...diseaseSentences(rng, disease, 0, 3), ...rng.sample(FILLER_SENTENCES, rng.int(0, 3))];
}

/** A full text: the abstract's sentences as introduction, then sections of varying length. */
export function fullText(rng: Rng, title: string, abstractSentences: readonly string[], disease: string): string {
  const section = (min: number, max: number, dMax: number) =>
    [...diseaseSentences(rng, disease, 0, dMax), paragraph(rng, FILLER_SENTENCES, min, max)].join(" ");
  return `${title}\n\nIntroduction\n${abstractSentences.join(" ")}\n\nMethods\n${section(3, 9, 2)}\n\nResults\n${section(3, 10, 5)}\n\nDiscussion\n${abstractSentences[0]} ${section(2, 6, 3)}`;
}
