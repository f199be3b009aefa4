// A patent's claim set: how many claims, which are independent, what each claims. Real claim sets
// differ from patent to patent in length and in how often a word such as "method" recurs, which
// is what spreads a full-text search's scores; one fixed two-claim template gave thousands of
// patents a handful of scores, and the top of a ranked page then followed the template's
// variables (drug name length, disease phrase) instead of the text. Claim counts follow
// Patently-O's series (see DATA-SOURCES.md): a median of about 7 claims in the 1980s rising to
// about 17 by the 2010s, widely spread.
import type { Rng } from "./random.js";

/** What a claim is about; a dependent claim inherits the category of the claim it refers to. */
type Category = "compound" | "composition" | "method" | "process" | "use";

interface ClaimSubject {
  /** The drug's name, or null when the patent names none. */
  drug: string | null;
  disease: string;
  classPhrase: string | null;
}

const INDEPENDENT: Record<Category, (s: ClaimSubject) => string> = {
  compound: (s) => `A compound${s.drug ? `, ${s.drug},` : " of formula (I)"} or a pharmaceutically acceptable salt thereof.`,
  composition: (s) =>
    `A pharmaceutical composition comprising ${s.drug ?? "a compound of formula (I)"} and a pharmaceutically acceptable carrier.`,
  method: (s) =>
    `A method of treating ${s.disease} in a subject in need thereof, comprising administering ${s.drug ?? "a compound of formula (I)"}.`,
  process: (s) =>
    `A process for preparing ${s.drug ?? "a compound of formula (I)"}, comprising reacting an intermediate with a coupling agent.`,
  use: (s) => `Use of ${s.drug ?? "a compound of formula (I)"} in the manufacture of a medicament for ${s.disease}.`,
};

const WHEREIN: Record<Category, readonly ((s: ClaimSubject) => string)[]> = {
  compound: [
    () => "wherein the salt is a hydrochloride salt",
    () => "in crystalline form",
    () => "wherein the compound is an isolated enantiomer",
    (s) => (s.classPhrase ? `wherein the compound is a ${s.classPhrase}` : "wherein R1 is hydrogen"),
  ],
  composition: [
    () => "formulated as a tablet for oral administration",
    () => "further comprising a second therapeutic agent",
    () => "wherein the carrier comprises microcrystalline cellulose",
    () => "in a unit dose of 1 mg to 500 mg",
  ],
  method: [
    () => "wherein the subject is an adult",
    () => "wherein the compound is administered orally once daily",
    () => "wherein the dose is from 1 mg to 500 mg per day",
    () => "further comprising administering a second therapeutic agent",
    () => "wherein the subject has received at least one prior therapy",
    (s) => `wherein the ${s.disease} is relapsed or refractory`,
    () => "wherein the method reduces the risk of progression",
  ],
  process: [() => "wherein the coupling agent is a carbodiimide", () => "carried out at a temperature of 0 to 80 degrees Celsius"],
  use: [() => "wherein the medicament is for oral administration", () => "in combination with a second therapeutic agent"],
};

const CATEGORIES: readonly Category[] = ["compound", "composition", "method", "process", "use"];

/** Median claim count by priority year: about 7 up to 1985, rising to about 17 by 2015. */
function medianClaims(year: number): number {
  return 7 + 10 * Math.min(1, Math.max(0, (year - 1985) / 30));
}

/** The claims text, numbered, one claim a line. `rng` is the patent's own claims stream. */
export function claimSet(rng: Rng, subject: ClaimSubject, priorityYear: number): string {
  const n = Math.max(1, Math.min(60, Math.round(medianClaims(priorityYear) * Math.exp(0.55 * rng.normal(0, 1)))));
  // Each patent leans toward some categories: its first claim's, then a few others.
  const first = rng.weighted<Category>([
    ["compound", 2],
    ["composition", 1],
    ["method", 4],
    ["use", 1],
  ]);
  const categories: Category[] = [first];
  const lines: string[] = [`1. ${INDEPENDENT[first](subject)}`];
  const independentShare = rng.float() * 0.3;
  for (let k = 2; k <= n; k++) {
    if (rng.chance(independentShare)) {
      const c = rng.pick(CATEGORIES);
      categories.push(c);
      lines.push(`${k}. ${INDEPENDENT[c](subject)}`);
      continue;
    }
    const parent = rng.int(1, k - 1);
    const c = categories[parent - 1];
    categories.push(c);
    lines.push(`${k}. The ${c} of claim ${parent}, ${rng.pick(WHEREIN[c])(subject)}.`);
  }
  return lines.join("\n");
}
