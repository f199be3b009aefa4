// No record names what did not exist at its date: COVID-19 in no paper, trial, patent or first
// indication dated before 2020, no ORCID iD on a paper before 2013 (ORCID opened in October
// 2012), no trial in a registry that had not opened when it started (all three until dataset
// version 7: a patent of 1990 claimed a method of treating COVID-19; 556 of 620 papers before 2013
// listed an ORCID at small), and no "Clinical Trial Protocol" type before 2019, when MeSH began it
// (until version 8). Checked on every record of the fixture, from the fields a user would filter on.
import { describe, expect, test } from "vitest";
import { smallDataset } from "./fixture.js";
import { isProtocolPaper } from "./protocol-papers.js";

const ds = smallDataset();
const COVID = /COVID-19/;
const before2020 = (date: string | null | undefined): boolean => typeof date === "string" && date < "2020-01-01";

describe("diseases have eras", () => {
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
});
