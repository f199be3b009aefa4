// A trial's design in words, read off its registered design fields, so that the registry's
// official title and the papers on the trial say what `designAllocation`, `designInterventionModel`,
// `designMasking` and `studyType` say (a single-arm trial is never called randomised).
import type { TrialCoreRecord } from "../../schema/index.js";
import { article } from "./text.js";

export type DesignKind = "randomized" | "single-arm" | "non-randomized" | "observational" | "expanded access";

type DesignFields = Pick<TrialCoreRecord, "studyType" | "designAllocation" | "designInterventionModel" | "designMasking">;

export function designKind(t: DesignFields): DesignKind {
  if (t.studyType === "OBSERVATIONAL") return "observational";
  if (t.studyType === "EXPANDED_ACCESS") return "expanded access";
  if (t.designAllocation === "RANDOMIZED") return "randomized";
  return t.designInterventionModel === "SINGLE_GROUP" ? "single-arm" : "non-randomized";
}

const masked = (t: DesignFields): boolean => t.designMasking !== null && t.designMasking !== "NONE";
const blindness = (t: DesignFields): string => (t.designMasking === "SINGLE" ? "Single-Blind" : "Double-Blind");
const pickBy = (words: readonly string[], u: number): string => words[Math.floor(u * words.length)];

/** The registry's design words for the official title ("Randomized, Double-Blind"); `u` in [0, 1) picks one. */
export function officialDesignWords(t: DesignFields, u: number): string {
  const blind = blindness(t);
  switch (designKind(t)) {
    case "observational":
      return pickBy(["Observational", "Prospective, Observational", "Multicenter, Observational"], u);
    case "expanded access":
      return "Expanded Access";
    case "randomized":
      return pickBy(
        masked(t)
          ? [`Randomized, ${blind}`, `Multicenter, Randomized, ${blind}`]
          : ["Randomized, Open-Label", "Multicenter, Randomized", "Randomized"],
        u,
      );
    case "single-arm":
      return pickBy(
        masked(t) ? ["Single-Arm", "Multicenter, Single-Arm"] : ["Single-Arm, Open-Label", "Open-Label", "Multicenter, Single-Arm"],
        u,
      );
    case "non-randomized":
      return pickBy(
        masked(t)
          ? ["Non-Randomized", "Multicenter, Non-Randomized"]
          : ["Non-Randomized, Open-Label", "Open-Label", "Multicenter, Non-Randomized"],
        u,
      );
  }
}

const PHASE_WORDS: Record<string, string> = {
  EARLY_PHASE1: "early phase 1",
  PHASE1: "phase 1",
  "PHASE1/PHASE2": "phase 1/2",
  PHASE2: "phase 2",
  "PHASE2/PHASE3": "phase 2/3",
  PHASE3: "phase 3",
  PHASE4: "phase 4",
};

/** How a paper names the study it reports ("a double-blind randomised phase 3 trial"); `k` (0-2) picks a wording. */
export function paperDesignPhrase(t: DesignFields & Pick<TrialCoreRecord, "phase">, k: number): string {
  const phase = PHASE_WORDS[t.phase ?? ""];
  const firstInHuman = t.phase === "PHASE1" || t.phase === "EARLY_PHASE1";
  const trial = (qualifiers: readonly string[]) => `${qualifiers[k % qualifiers.length]}${phase ? ` ${phase}` : ""} trial`;
  const kind = designKind(t);
  // How a masked trial is called, or "open-label" when nobody is masked.
  const blind = masked(t) ? blindness(t).toLowerCase() : "open-label";
  let phrase: string;
  switch (kind) {
    case "observational":
      phrase = ["prospective cohort study", "observational study", "multicentre registry study"][k % 3];
      break;
    case "expanded access":
      phrase = "expanded access programme";
      break;
    case "randomized":
      phrase = trial(
        phase
          ? [`${blind} randomised`, "randomised", "multicentre randomised"]
          : ["randomised controlled", "multicentre randomised controlled", masked(t) ? `${blind} randomised` : "pragmatic randomised"],
      );
      break;
    case "single-arm":
    case "non-randomized": {
      const design = kind === "single-arm" ? "single-arm" : "non-randomised";
      phrase = trial(firstInHuman ? ["first-in-human", "dose-escalation", blind] : [design, `${blind} ${design}`, `multicentre ${design}`]);
      break;
    }
  }
  return `${article(phrase)} ${phrase}`;
}
