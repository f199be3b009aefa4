// A paper on a trial and the trial's registry record tell one story: the paper's publication types,
// title and methods follow the trial's design fields, results come after the trial ends, and the
// registry's official title says what its design fields say. Checked on every record of the fixture.
import { describe, expect, test } from "vitest";
import type { BiomedCoreRecord, TrialCoreRecord } from "../../../src/schema/index.js";
import { smallDataset } from "./fixture.js";
import { isProtocolPaper } from "./protocol-papers.js";

const ds = smallDataset();
const trials = new Map(ds.records.trialcore.map((t) => [t.serviceId, t]));
const sameYearOnly = (date: string, other: string): boolean => date.endsWith("-01-01") && date.slice(0, 4) === other.slice(0, 4);
/** Statuses of a trial that has no results to report. */
const UNFINISHED = ["WITHDRAWN", "NOT_YET_RECRUITING", "RECRUITING", "ENROLLING_BY_INVITATION", "SUSPENDED"];

/** Papers that register a trial (its first trial link), with that trial. */
function reports(type: string): { paper: BiomedCoreRecord; trial: TrialCoreRecord | undefined }[] {
  return ds.records.biomedcore
    .filter((p) => p.publicationTypes.includes(type))
    .map((paper) => ({ paper, trial: trials.get(paper.referencesTrialCore?.[0] ?? "") }));
}

describe("papers on trials agree with the trials' records", () => {
  test("a paper typed as a trial report reports a trial designed as the type says", () => {
    const wrong: string[] = [];
    const counts: Record<string, number> = {};
    const expectDesign = (type: string, ok: (t: TrialCoreRecord) => boolean) => {
      for (const { paper, trial } of reports(type)) {
        counts[type] = (counts[type] ?? 0) + 1;
        if (!trial) wrong.push(`${paper.serviceId} "${type}": no trial`);
        else if (!ok(trial))
          wrong.push(
            `${paper.serviceId} "${type}": its trial is ${trial.studyType} ${trial.designAllocation} ${trial.designInterventionModel}`,
          );
      }
    };
    expectDesign("Randomized Controlled Trial", (t) => t.designAllocation === "RANDOMIZED");
    expectDesign("Clinical Trial", (t) => t.studyType === "INTERVENTIONAL" && t.designAllocation !== "RANDOMIZED");
    expectDesign("Clinical Trial Protocol", () => true);
    expect(wrong.slice(0, 5), `${wrong.length} wrong`).toEqual([]);
    for (const type of ["Randomized Controlled Trial", "Clinical Trial", "Clinical Trial Protocol"])
      expect(counts[type], type).toBeGreaterThan(20);
  });

  test("a trial paper's title names the design its trial records", () => {
    const rules: [RegExp, (t: TrialCoreRecord) => boolean][] = [
      [/(?<!non-)randomised/, (t) => t.designAllocation === "RANDOMIZED"],
      [/non-randomised/, (t) => t.designAllocation !== "RANDOMIZED"],
      [/single-arm/, (t) => t.designInterventionModel === "SINGLE_GROUP"],
      [/double-blind/, (t) => ["DOUBLE", "TRIPLE", "QUADRUPLE"].includes(t.designMasking ?? "")],
      [/single-blind/, (t) => t.designMasking === "SINGLE"],
      [/open-label/, (t) => t.designMasking === "NONE"],
      [/versus placebo/, (t) => t.interventionNames.includes("Placebo")],
    ];
    const wrong: string[] = [];
    let titled = 0;
    for (const type of ["Randomized Controlled Trial", "Clinical Trial", "Clinical Trial Protocol"]) {
      for (const { paper, trial } of reports(type)) {
        if (!trial) continue;
        titled++;
        for (const [words, holds] of rules)
          if (words.test(paper.title ?? "") && !holds(trial))
            wrong.push(
              `${paper.serviceId} "${paper.title}": ${trial.designAllocation} ${trial.designInterventionModel} ${trial.designMasking}`,
            );
      }
    }
    expect(wrong.slice(0, 5), `${wrong.length} of ${titled}`).toEqual([]);
    expect(titled).toBeGreaterThan(100);
  });

  test("results are published after the trial ends, and only for a trial that ran", () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const type of ["Randomized Controlled Trial", "Clinical Trial"]) {
      for (const { paper, trial } of reports(type)) {
        if (!trial) continue;
        checked++;
        const { completionDate: end } = trial;
        const date = paper.publicationDate;
        if (end && date && date < end && !sameYearOnly(date, end)) wrong.push(`${paper.serviceId}: results ${date}, trial ends ${end}`);
        if (UNFINISHED.includes(trial.overallStatus ?? "")) wrong.push(`${paper.serviceId}: results of a ${trial.overallStatus} trial`);
      }
    }
    expect(wrong.slice(0, 5), `${wrong.length} of ${checked}`).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  test("the abstract assigns participants as the trial did, in the tense of its kind", () => {
    const wrong: string[] = [];
    let randomised = 0;
    for (const p of ds.records.biomedcore) {
      const trial = trials.get(p.referencesTrialCore?.[0] ?? "");
      const abstract = p.abstract ?? "";
      if (/randomly assigned/.test(abstract)) {
        randomised++;
        if (trial?.designAllocation !== "RANDOMIZED") wrong.push(`${p.serviceId}: "randomly assigned", trial ${trial?.designAllocation}`);
      }
      const future = /will be (randomly assigned|allocated|followed)|will receive/.test(abstract);
      if (p.abstract !== null && future !== isProtocolPaper(p)) wrong.push(`${p.serviceId}: future tense ${future}, title "${p.title}"`);
    }
    expect(wrong.slice(0, 5), `${wrong.length} wrong`).toEqual([]);
    expect(randomised).toBeGreaterThan(50);
  });
});

describe("a trial's official title", () => {
  test("words the design as the design fields say", () => {
    const wrong: string[] = [];
    const rules: [RegExp, (t: TrialCoreRecord) => boolean][] = [
      [/(?<!Non-)Randomized/, (t) => t.designAllocation === "RANDOMIZED"],
      [/Non-Randomized/, (t) => t.studyType === "INTERVENTIONAL" && t.designAllocation !== "RANDOMIZED"],
      [/Single-Arm/, (t) => t.designInterventionModel === "SINGLE_GROUP"],
      [/(Double|Single)-Blind/, (t) => t.designMasking !== null && t.designMasking !== "NONE"],
      [/Open-Label/, (t) => t.designMasking === "NONE"],
      [/Observational/, (t) => t.studyType === "OBSERVATIONAL"],
      [/Expanded Access/, (t) => t.studyType === "EXPANDED_ACCESS"],
    ];
    let titled = 0;
    for (const t of ds.records.trialcore) {
      if (t.officialTitle === null) continue;
      titled++;
      for (const [words, holds] of rules)
        if (words.test(t.officialTitle) && !holds(t))
          wrong.push(
            `${t.serviceId} "${t.officialTitle}": ${t.studyType} ${t.designAllocation} ${t.designInterventionModel} ${t.designMasking}`,
          );
      if (!/^(A [^AEIOU]|An [AEIOU])/.test(t.officialTitle)) wrong.push(`${t.serviceId} "${t.officialTitle}": article`);
      if (t.studyType === "OBSERVATIONAL" && !/Observational/.test(t.officialTitle))
        wrong.push(`${t.serviceId}: observational, title "${t.officialTitle}"`);
    }
    expect(wrong.slice(0, 5), `${wrong.length} of ${titled}`).toEqual([]);
    expect(titled).toBeGreaterThan(100);
  });
});

describe("a trial's posted results", () => {
  test("label an outcome's row the same for every group (class and category)", () => {
    const wrong: string[] = [];
    let tables = 0;
    for (const t of ds.records.trialcore) {
      for (const o of t.outcomes ?? []) {
        if (o.measurements.length < 2) continue;
        tables++;
        const labels = new Set(o.measurements.map((m) => `${m.classification} / ${m.category}`));
        if (labels.size > 1) wrong.push(`${t.serviceId} "${o.title}": ${[...labels].join(", ")}`);
      }
    }
    expect(wrong.slice(0, 5), `${wrong.length} of ${tables}`).toEqual([]);
    expect(tables).toBeGreaterThan(50);
  });
});
