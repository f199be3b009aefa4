// Sentence builders shared by the cores. Text is assembled from the vocabularies so that a
// full-text query for a disease, drug, gene symbol or drug class finds the records about it.
import type { Rng } from "./random.js";
import { COMPANY_ROOTS, COMPANY_SUFFIXES } from "./vocab/organizations.js";
import { GIVEN_NAMES, MIDDLE_INITIALS, SURNAMES } from "./vocab/people.js";

export function capitalize(s: string): string {
  return s.length === 0 ? s : s[0].toUpperCase() + s.slice(1);
}

/** "a" or "an" before a phrase as it is spoken (an mRNA vaccine, an ACE inhibitor, an open-label trial). */
export function article(phrase: string): string {
  return /^([aeiou]|mRNA|mTOR|AAV|ACE|SGLT2|SSRI)/i.test(phrase) ? "an" : "a";
}

export function company(rng: Rng): string {
  return `${rng.pick(COMPANY_ROOTS)} ${rng.pick(COMPANY_SUFFIXES)}`;
}

interface Person {
  surname: string;
  given: string;
  middle: string;
}

export function person(rng: Rng): Person {
  return { surname: rng.pick(SURNAMES), given: rng.pick(GIVEN_NAMES), middle: rng.pick(MIDDLE_INITIALS) };
}

/** `LastName Initials`, the form BiomedCore indexes authors under. */
export function indexedName(p: Person): string {
  return `${p.surname} ${p.given[0]}${p.middle}`;
}

export function fullName(p: Person): string {
  return p.middle ? `${p.given} ${p.middle}. ${p.surname}` : `${p.given} ${p.surname}`;
}

export function paragraph(rng: Rng, sentences: readonly string[], min: number, max: number): string {
  return rng.sample(sentences, rng.int(min, max)).join(" ");
}
