// No record names a disease before it was known: COVID-19 in no paper, trial, patent or first
// indication dated before 2020. Up to dataset version 7 records drew their disease whatever their
// date (a patent of 1990 claimed a method of treating COVID-19). Checked on every record of the
// fixture, from the fields a user would filter on.
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
});
