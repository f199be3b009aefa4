// No record names what did not exist at its date: COVID-19 in no paper, trial, patent or first
// indication dated before 2020, and no ORCID iD on a paper before 2013 (ORCID opened in October
// 2012). Up to dataset version 7 records drew both whatever their date (a patent of 1990 claimed a
// method of treating COVID-19; 556 of 620 papers before 2013 listed an ORCID at small). Checked on
// every record of the fixture, from the fields a user would filter on.
import { describe, expect, test } from "vitest";
import { smallDataset } from "./fixture.js";

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
});
