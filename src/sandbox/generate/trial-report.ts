// What a paper on a registered trial reports, so that BiomedCore and TrialCore agree. A trial that
// has finished is reported with its results; one still running, not yet started or withdrawn has
// only its protocol published. Either way the paper words, types and summarises the trial as it
// was designed (trial-design.ts): a single-arm trial's paper is no "Randomized Controlled Trial".
import { firstDayNumberOfYear } from "../../days/index.js";
import type { TrialCoreRecord } from "../../schema/index.js";
import { RESULTS_PAPER_LAG_DAYS } from "./plan.js";
import { capitalize } from "./text.js";
import { designKind, paperDesignPhrase } from "./trial-design.js";

export interface TrialReport {
  protocol: boolean;
  title: string;
  /** How participants were (or will be) assigned, for the abstract. */
  methods: string;
  /** The abstract's last sentence. */
  closing: string;
  /** PubMed publication types after "Journal Article"; `k` (0-2) sometimes picks "Multicenter Study" for the phase. */
  types: (k: number) => string[];
}

/**
 * The first year PubMed types a paper "Clinical Trial Protocol": the type came with MeSH 2019, and
 * NLM does not go back over older records with a new type (it made that exception only for
 * "Systematic Review"), so an earlier protocol is a plain "Journal Article".
 */
const PROTOCOL_TYPE_FIRST_YEAR = 2019;

/** Statuses of a trial that cannot have results to report, whatever its dates say. */
const NO_RESULTS = new Set(["WITHDRAWN", "NOT_YET_RECRUITING", "RECRUITING", "ENROLLING_BY_INVITATION", "SUSPENDED"]);

export interface ReportInput {
  trial: TrialCoreRecord;
  /** The paper's day and the trial's completion day (day numbers). */
  paperDay: number;
  completionDay: number;
  /** The drug, or the trial's intervention when it tests no drug. */
  subject: string;
  disease: string;
  /** Wording picks (0-2): of the design phrase and of the title's form. */
  k: number;
  form: number;
}

export function trialReport(r: ReportInput): TrialReport {
  const { trial, subject, disease } = r;
  const protocol = r.paperDay < r.completionDay + RESULTS_PAPER_LAG_DAYS || NO_RESULTS.has(trial.overallStatus ?? "");
  const kind = designKind(trial);
  const design = paperDesignPhrase(trial, r.k);
  const Subject = capitalize(subject);
  // The arm a randomised trial compares with: placebo, the second drug it names, or standard care.
  const other = trial.interventionNames[1] === "Placebo" ? "placebo" : (trial.interventionNames[1] ?? null);
  const versus = kind === "randomized" ? ` versus ${other ?? "standard therapy"}` : "";
  const forms = protocol
    ? [
        `${Subject}${versus} in ${disease}: protocol for ${design}`,
        `Rationale and design of ${design} of ${subject} in ${disease}`,
        `Study protocol for ${design} of ${subject}${versus} in ${disease}`,
      ]
    : [
        `${Subject}${versus} in ${disease}: results of ${design}`,
        `${Subject} in ${disease}: ${design}`,
        versus ? `${Subject}${versus} in ${disease}` : `Outcomes with ${subject} in ${disease}`,
      ];
  const was = (past: string, future: string) => (protocol ? future : past);
  const methods = {
    randomized: `Participants ${was("were", "will be")} randomly assigned to ${subject} or ${other ?? "control"}.`,
    "single-arm": `All participants ${was("received", "will receive")} ${subject}.`,
    "non-randomized": `Participants ${was("were", "will be")} allocated to ${subject} without randomisation.`,
    observational: `Patients treated with ${subject} ${was("were", "will be")} followed prospectively.`,
    "expanded access": `Patients without other treatment options ${was("received", "will receive")} ${subject} through expanded access.`,
  }[kind];
  const study = kind === "observational" || kind === "expanded access" ? "study" : "trial";
  return {
    protocol,
    title: forms[r.form % forms.length],
    methods,
    closing: protocol
      ? `Discussion: The ${study} will inform the management of ${disease}.`
      : `Conclusions: These findings inform the management of ${disease}.`,
    types: (k) =>
      protocol
        ? protocolTypes(r.paperDay)
        : kind === "randomized"
          ? ["Randomized Controlled Trial", phaseType(trial.phase, k)]
          : study === "trial"
            ? ["Clinical Trial", phaseType(trial.phase, k)]
            : ["Observational Study"],
  };
}

function protocolTypes(paperDay: number): string[] {
  return paperDay >= firstDayNumberOfYear(PROTOCOL_TYPE_FIRST_YEAR) ? ["Clinical Trial Protocol"] : [];
}

/** The trial-phase publication type PubMed gives a trial report (`k` sometimes picks "Multicenter Study"). */
function phaseType(phase: string | null, k: number): string {
  if (phase === "PHASE3" || phase === "PHASE2/PHASE3") return k === 2 ? "Multicenter Study" : "Clinical Trial, Phase III";
  if (phase === "PHASE2" || phase === "PHASE1/PHASE2") return k === 2 ? "Multicenter Study" : "Clinical Trial, Phase II";
  if (phase === "PHASE1" || phase === "EARLY_PHASE1") return "Clinical Trial, Phase I";
  if (phase === "PHASE4") return "Clinical Trial, Phase IV";
  return "Multicenter Study";
}
