// Trial registries: native id formats (synthetic, recognisably so: a 9 where real ids have
// their serial) and landing-page URLs. The index is embedded so ids never collide.
import { dayNumberOf } from "../../days/index.js";
import type { SOURCE_REGISTRIES } from "../../schema/index.js";

export type Registry = (typeof SOURCE_REGISTRIES)[number];

const pad = (n: number, w: number) => String(n).padStart(w, "0");

/**
 * When each registry opened (public dates). ClinicalTrials.gov and ISRCTN also list trials started
 * before they opened, registered afterwards; the others hold only trials that started once they
 * had opened, and CTIS and jRCT also the trials still running when they took over from the
 * registries before them (CTIS from EudraCT by 31 January 2025, jRCT under Japan's Clinical Trials
 * Act by 31 March 2019).
 */
const OPENED: Record<Registry, string | null> = {
  clinicaltrials_gov: null,
  isrctn: null,
  euctr: "2004-05-01",
  ctis: "2023-01-31",
  chictr: "2005-10-01",
  anzctr: "2005-06-01",
  jprn: "2018-04-01",
  ctri: "2007-07-20",
  drks: "2008-10-01",
};
const TRANSITION_END: Partial<Record<Registry, string>> = { ctis: "2025-01-31", jprn: "2019-03-31" };
/** The first EU trials with a registry number: a trial taken over by CTIS or jRCT started after it. */
const EUDRACT_DAY = dayNumberOf(OPENED.euctr ?? "");

/** True when a trial running from `startDay` to `completionDay` (day numbers) can be in `registry`. */
export function registryHolds(registry: Registry, startDay: number, completionDay: number): boolean {
  const opened = OPENED[registry];
  if (opened === null || startDay >= dayNumberOf(opened)) return true;
  const until = TRANSITION_END[registry];
  return until !== undefined && startDay >= EUDRACT_DAY && completionDay >= dayNumberOf(until);
}

/**
 * The first day a registry took posted results: ClinicalTrials.gov's results database opened on
 * 27 September 2008 (FDAAA 801) and EudraCT's results on 21 July 2014; the others took them as
 * soon as they opened.
 */
const RESULTS_OPENED: Partial<Record<Registry, number>> = {
  clinicaltrials_gov: dayNumberOf("2008-09-27"),
  euctr: dayNumberOf("2014-07-21"),
};

/** The day from which `registry` could post a trial's results (day number; -Infinity for no limit). */
export function resultsOpenedDay(registry: Registry): number {
  return RESULTS_OPENED[registry] ?? Number.NEGATIVE_INFINITY;
}

/** The year in a year-coded id: the start year, or the year a trial moved to CTIS (never before it opened). */
export function registrationYear(registry: Registry, startYear: number): number {
  return registry === "ctis" ? Math.max(startYear, Number(OPENED.ctis?.slice(0, 4))) : startYear;
}

export function registryId(registry: Registry, t: number, year: number): string {
  switch (registry) {
    case "clinicaltrials_gov":
      return `NCT9${pad(t, 7)}`;
    case "euctr":
      return `${year}-9${pad(t % 100000, 5)}-${pad(t % 97, 2)}`;
    case "ctis":
      return `${year}-59${pad(t % 10000, 4)}-${pad(t % 89, 2)}-00`;
    case "chictr":
      return `ChiCTR9${pad(t, 9)}`;
    case "isrctn":
      return `ISRCTN9${pad(t, 7)}`;
    case "anzctr":
      return `ACTRN9${pad(t, 13)}`;
    case "jprn":
      return `jRCT9${pad(t, 9)}`;
    case "ctri":
      return `CTRI/${year}/09/9${pad(t, 5)}`;
    case "drks":
      return `DRKS9${pad(t, 7)}`;
  }
}

export function registryUrl(registry: Registry, id: string): string {
  switch (registry) {
    case "clinicaltrials_gov":
      return `https://clinicaltrials.gov/study/${id}`;
    case "euctr":
      return `https://www.clinicaltrialsregister.eu/ctr-search/search?query=${id}`;
    case "ctis":
      return `https://euclinicaltrials.eu/search-for-clinical-trials/?lang=en&EUCT=${id}`;
    case "chictr":
      return `https://www.chictr.org.cn/showprojEN.html?id=${id}`;
    case "isrctn":
      return `https://www.isrctn.com/${id}`;
    case "anzctr":
      return `https://www.anzctr.org.au/Trial/Registration/TrialReview.aspx?ACTRN=${id}`;
    case "jprn":
      return `https://jrct.niph.go.jp/en-latest-detail/${id}`;
    case "ctri":
      return `https://ctri.nic.in/Clinicaltrials/advsearch.php?trialno=${encodeURIComponent(id)}`;
    case "drks":
      return `https://drks.de/search/en/trial/${id}`;
  }
}

/** The country a non-US registry's trials mostly run in. */
export const REGISTRY_HOME: Record<Registry, string> = {
  clinicaltrials_gov: "US",
  euctr: "DE",
  ctis: "FR",
  chictr: "CN",
  isrctn: "GB",
  anzctr: "AU",
  jprn: "JP",
  ctri: "IN",
  drks: "DE",
};
