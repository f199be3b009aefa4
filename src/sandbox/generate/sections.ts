// RegulatoryCore document sections. The layout of a record's sections is a pure function of its
// agency and section count, so the change history can name section IDs without building content.
// Section IDs use index record*64 + position; positions 40..63 are never live and name deleted ones.
import { SECTION_ID_PREFIX } from "../../schema/index.js";
import { makeId } from "./ids.js";

const SECTION_SLOTS = 64;
export const FIRST_DELETED_SLOT = 40;

/**
 * The day (a day number) a record loses a document section, or null: some records with section-only
 * revisions drop one section (slot FIRST_DELETED_SLOT) on the first of them. The section exists
 * until then, so the change feed's `deleted` section entry names something a client has seen.
 */
export function deletedSectionDay(record: number, sectionDays: readonly number[]): number | null {
  return sectionDays.length > 0 && record % 4 === 1 ? sectionDays[0] : null;
}

/** The deleted section's place in its document: after the last numbered one. */
export function deletedSectionSpec(agency: "FDA" | "EMA"): SectionSpec {
  return agency === "FDA"
    ? { docType: "FDA_LABEL", path: "17", title: "PATIENT COUNSELING INFORMATION", textType: "label" }
    : { docType: "EMA_SMPC", path: "6.4", title: "Special precautions for storage", textType: "SmPC" };
}

interface SectionSpec {
  docType: "FDA_LABEL" | "FDA_REVIEW" | "EMA_SMPC" | "EMA_EPAR";
  path: string;
  title: string;
  textType: string;
}

const LABEL: readonly (readonly [string, string])[] = [
  ["1", "INDICATIONS AND USAGE"],
  ["2", "DOSAGE AND ADMINISTRATION"],
  ["2.1", "Recommended Dosage"],
  ["2.2", "Dosage Modifications for Adverse Reactions"],
  ["3", "DOSAGE FORMS AND STRENGTHS"],
  ["4", "CONTRAINDICATIONS"],
  ["5", "WARNINGS AND PRECAUTIONS"],
  ["5.1", "Hepatotoxicity"],
  ["5.3", "Embryo-Fetal Toxicity"],
  ["6", "ADVERSE REACTIONS"],
  ["6.1", "Clinical Trials Experience"],
  ["12", "CLINICAL PHARMACOLOGY"],
  ["12.1", "Mechanism of Action"],
  ["14", "CLINICAL STUDIES"],
];
const SMPC: readonly (readonly [string, string])[] = [
  ["1", "NAME OF THE MEDICINAL PRODUCT"],
  ["2", "QUALITATIVE AND QUANTITATIVE COMPOSITION"],
  ["4.1", "Therapeutic indications"],
  ["4.2", "Posology and method of administration"],
  ["4.3", "Contraindications"],
  ["4.4", "Special warnings and precautions for use"],
  ["4.8", "Undesirable effects"],
  ["5.1", "Pharmacodynamic properties"],
  ["5.2", "Pharmacokinetic properties"],
  ["6.1", "List of excipients"],
  ["4.6", "Fertility, pregnancy and lactation"],
  ["5.3", "Preclinical safety data"],
  ["6.6", "Special precautions for disposal"],
];
const REVIEW = [
  ["Medical Review", "medical review"],
  ["Statistical Review", "statistical review"],
  ["Clinical Pharmacology Review", "clinical pharmacology review"],
] as const;
const EPAR = [
  ["Scientific discussion", "assessment report"],
  ["Benefit-risk balance", "assessment report"],
  ["Steps taken for the assessment", "procedural steps"],
] as const;

export function sectionLayout(agency: "FDA" | "EMA", n: number): SectionSpec[] {
  const extra = Math.min(3, Math.max(0, n - 6));
  const main = n - extra;
  const out: SectionSpec[] = [];
  const numbered = agency === "FDA" ? LABEL : SMPC;
  for (let j = 0; j < main; j++) {
    const [path, title] = numbered[j % numbered.length];
    out.push({ docType: agency === "FDA" ? "FDA_LABEL" : "EMA_SMPC", path, title, textType: agency === "FDA" ? "label" : "SmPC" });
  }
  for (let j = 0; j < extra; j++) {
    const [title, textType] = (agency === "FDA" ? REVIEW : EPAR)[j];
    // Reviews and EPARs have no stable numbering: their paths are opaque tokens.
    const path = `${agency === "FDA" ? "rv" : "ep"}-${(j * 7919 + n * 104729).toString(36)}`;
    out.push({ docType: agency === "FDA" ? "FDA_REVIEW" : "EMA_EPAR", path, title, textType });
  }
  return out;
}

export function sectionId(seed: number, record: number, slot: number): string {
  return makeId(SECTION_ID_PREFIX, seed, "section", record * SECTION_SLOTS + slot);
}
