// No record names what did not exist at its date. Since dataset version 7: COVID-19 in no paper,
// trial, patent or first indication dated before 2020, no ORCID iD on a paper before 2013 (ORCID
// opened in October 2012), no trial in a registry that had not opened when it started (until then
// a patent of 1990 claimed a method of treating COVID-19; 556 of 620 papers before 2013 listed an
// ORCID at small). Since version 8: no "Clinical Trial Protocol" type before 2019, when MeSH began
// it, no expedited designation, EU orphan status or conditional authorization before its programme
// began, and no results posted before the registry took results. Checked on every record of the
// fixture, from the fields a user would filter on.
import { describe, expect, test } from "vitest";
import { smallDataset } from "./fixture.js";
import { isProtocolPaper } from "./protocol-papers.js";

const ds = smallDataset();
const COVID = /COVID-19/;
const before2020 = (date: string | null | undefined): boolean => typeof date === "string" && date < "2020-01-01";

describe("nothing predates what it needs", () => {
  test("no paper, trial or patent dated before 2020 names COVID-19", () => {
    const papers = ds.records.biomedcore.filter((p) => before2020(p.publicationDate));
    const trials = ds.records.trialcore.filter((t) => before2020(t.startDate));
    const patents = ds.records.patentcore.filter((p) => before2020(p.priorityDate));
    const wrong = [
      ...papers
        .filter((p) => COVID.test(`${p.title} ${p.abstract} ${p.meshTerms.join(" ")}`))
        .map((p) => `${p.serviceId} ${p.publicationDate}`),
      ...trials.filter((t) => COVID.test(`${t.briefTitle} ${t.conditions.join(" ")}`)).map((t) => `${t.serviceId} ${t.startDate}`),
      ...patents.filter((p) => COVID.test(`${p.title} ${p.abstract}`)).map((p) => `${p.serviceId} ${p.priorityDate}`),
    ];
    expect(wrong.slice(0, 5), `${wrong.length} records`).toEqual([]);
    // The disease is still there from 2020 on.
    const since = ds.records.biomedcore.filter((p) => !before2020(p.publicationDate) && COVID.test(p.meshTerms.join(" ")));
    expect(since.length).toBeGreaterThan(3);
  });

  test("no authorization decided before 2020 is first indicated for COVID-19", () => {
    const wrong = ds.records.regulatorycore
      .filter((r) => before2020(r.authorizationDate) && COVID.test((r.therapeuticIndication ?? "").split(".")[0]))
      .map((r) => `${r.serviceId} ${r.authorizationDate}`);
    expect(wrong).toEqual([]);
  });

  test("no paper before 2013 lists an ORCID iD, and most later ones do", () => {
    const papers = ds.records.biomedcore.filter((p) => p.publicationDate !== null);
    const withOrcid = (p: (typeof papers)[number]) => (p.authorsMetadata ?? []).some((a) => a.orcid !== null);
    const early = papers.filter((p) => (p.publicationDate as string) < "2013-01-01");
    expect(
      early
        .filter(withOrcid)
        .map((p) => `${p.serviceId} ${p.publicationDate}`)
        .slice(0, 5),
    ).toEqual([]);
    const later = papers.filter((p) => (p.publicationDate as string) >= "2013-01-01");
    expect(later.filter(withOrcid).length / later.length).toBeGreaterThan(0.5);
  });

  test("PubMed types a protocol 'Clinical Trial Protocol' only from 2019, the year the type began", () => {
    const protocols = ds.records.biomedcore.filter(isProtocolPaper);
    const typed = (p: (typeof protocols)[number]) => p.publicationTypes.includes("Clinical Trial Protocol");
    const wrong = protocols
      .filter((p) => typed(p) !== (p.publicationDate !== null && p.publicationDate >= "2019-01-01"))
      .map((p) => `${p.serviceId} ${p.publicationDate} ${p.publicationTypes.join("; ")}`);
    expect(wrong.slice(0, 5), `${wrong.length} of ${protocols.length} protocols`).toEqual([]);
    // Only protocols carry the type, and both sides of 2019 are in the fixture.
    expect(ds.records.biomedcore.filter((p) => typed(p) && !isProtocolPaper(p)).map((p) => p.serviceId)).toEqual([]);
    expect(protocols.filter(typed).length).toBeGreaterThan(20);
    // Protocols are papers on trials still running, so few are older (3 of 72 in the fixture).
    expect(protocols.filter((p) => !typed(p)).length).toBeGreaterThan(0);
  });

  test("a trial is in a registry that had opened when it started, or that took it over while it ran", () => {
    // Opening dates, restated from the public record rather than imported, so registries.ts is
    // checked against them; ClinicalTrials.gov and ISRCTN also list older trials registered since.
    const opened: Record<string, string> = {
      euctr: "2004-05-01",
      ctis: "2023-01-31",
      chictr: "2005-10-01",
      anzctr: "2005-06-01",
      jprn: "2018-04-01",
      ctri: "2007-07-20",
      drks: "2008-10-01",
    };
    // CTIS took over trials still running on 31 January 2025, jRCT those running on 31 March 2019.
    const tookOver: Record<string, string> = { ctis: "2025-01-31", jprn: "2019-03-31" };
    const wrong: string[] = [];
    for (const t of ds.records.trialcore) {
      const registry = t.sourceRegistry ?? "";
      const start = t.startDate;
      if (!start || !(registry in opened) || start >= opened[registry]) continue;
      const moved = registry in tookOver && start >= opened.euctr && (t.completionDate ?? "") >= tookOver[registry];
      if (!moved) wrong.push(`${t.serviceId} ${registry} ${start}`);
    }
    expect(wrong.slice(0, 5), `${wrong.length} trials`).toEqual([]);
    // A year-coded id is never older than its registry, and no EudraCT number predates EudraCT.
    const ctisYears = ds.records.trialcore.filter((t) => t.sourceRegistry === "ctis").map((t) => Number(t.registryId?.slice(0, 4)));
    expect(ctisYears.filter((y) => y < 2023)).toEqual([]);
    const earlyEudract = ds.records.trialcore.filter((t) => t.secondaryIds.length > 0 && (t.startDate ?? "9") < opened.euctr);
    expect(earlyEudract.map((t) => t.serviceId)).toEqual([]);
  });

  test("no trial's results are posted before its registry took results", () => {
    // ClinicalTrials.gov's results database opened on 27 September 2008, EudraCT's on 21 July 2014
    // (restated, as the opening dates above are, so registries.ts is checked against them).
    const resultsOpened: Record<string, string> = { clinicaltrials_gov: "2008-09-27", euctr: "2014-07-21" };
    const posted = ds.records.trialcore.filter((t) => t.resultsFirstPostDate !== null);
    const wrong = posted
      .filter((t) => (t.resultsFirstPostDate ?? "") < (resultsOpened[t.sourceRegistry ?? ""] ?? ""))
      .map((t) => `${t.serviceId} ${t.sourceRegistry} ${t.resultsFirstPostDate}`);
    expect(wrong.slice(0, 5), `${wrong.length} of ${posted.length} trials`).toEqual([]);
    // Trials that ended before then still posted theirs, later.
    const endedBefore = posted.filter((t) => t.sourceRegistry === "clinicaltrials_gov" && (t.completionDate ?? "9") < "2007-01-01");
    expect(endedBefore.length).toBeGreaterThan(5);
  });

  test("no authorization carries a programme that had not begun when it was decided", () => {
    // Restated from the public record, so regulatory-eras.ts is checked against it: the law or
    // regulation that began each programme, the EU's orphan designation and its conditional
    // authorisation (the FDA's accelerated approval is the sandbox's FDA "CONDITIONAL").
    const began: Record<string, string> = {
      ACCELERATED_APPROVAL: "1992-12-11",
      FAST_TRACK: "1997-11-21",
      BREAKTHROUGH_THERAPY: "2012-07-09",
      RMAT: "2016-12-13",
      EXCEPTIONAL_CIRCUMSTANCES: "1995-01-01",
      ACCELERATED_ASSESSMENT: "2005-11-20",
      CONDITIONAL_MA: "2006-04-01",
      PRIME: "2016-03-07",
    };
    const orphan = { FDA: "1983-01-04", EMA: "2000-04-28" };
    const wrong: string[] = [];
    let designated = 0;
    for (const r of ds.records.regulatorycore) {
      const day = r.authorizationDate;
      if (day === null) continue;
      for (const d of r.designations) {
        designated++;
        if (d.type in began && day < began[d.type]) wrong.push(`${r.serviceId} ${d.type} on ${day}`);
      }
      if (r.isOrphan && day < orphan[r.agency]) wrong.push(`${r.serviceId} ${r.agency} orphan on ${day}`);
      const conditional = r.agency === "EMA" ? began.CONDITIONAL_MA : began.ACCELERATED_APPROVAL;
      if (r.authorizationStatus === "CONDITIONAL" && day < conditional) wrong.push(`${r.serviceId} ${r.agency} conditional on ${day}`);
    }
    expect(wrong.slice(0, 5), `${wrong.length} wrong`).toEqual([]);
    expect(designated).toBeGreaterThan(50);
  });
});
