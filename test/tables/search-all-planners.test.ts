// searchAll's planners on their own (steps.ts): generators that yield the next searches and are
// answered with pages, with no run and no server. A test plays the run: it reads each step, checks
// it, and answers it with records it makes up.
import { describe, expect, test } from "vitest";
import { addDays } from "../../src/days/day-dates.js";
import { startProgress } from "../../src/tables/progress.js";
import type { TruncatedWindow } from "../../src/tables/provenance.js";
import { collect, settle } from "../../src/tables/search-all/collect.js";
import { sweepDates } from "../../src/tables/search-all/date-sweep.js";
import { makeEstimate } from "../../src/tables/search-all/estimate.js";
import type { RunSettings } from "../../src/tables/search-all/options.js";
import { SearchPrice } from "../../src/tables/search-all/search-price.js";
import { allowedValues, SLICE_DIMENSIONS } from "../../src/tables/search-all/slice-dimensions.js";
import { dayOf, type Slice, type SliceRecord } from "../../src/tables/search-all/slice.js";
import type { Known, Planner, Step } from "../../src/tables/search-all/steps.js";
import { splitByValue } from "../../src/tables/search-all/value-split.js";

const DATES = { min: "minAuthorizationDate", max: "maxAuthorizationDate", by: "authorizationDate" };

/** What a run knows, as a planner reads it: settings, records fetched (filled by `answer` below). */
function knownOf(core: "regulatorycore" | "drugcore", estimate = false): Known & { truncatedWindows: TruncatedWindow[] } {
  const dates = core === "regulatorycore" ? DATES : null;
  const settings: RunSettings = {
    dates,
    from: null,
    to: dates ? "2025-12-31" : null,
    roots: [{ from: null, to: null, fixed: {} }],
    maxCredits: 1e9,
    concurrency: 1,
    onError: "throw",
    onProgress: false,
    estimate,
  };
  const recordById = new Map<string, SliceRecord>();
  const dayById = new Map<string, string>();
  return {
    core,
    params: {},
    settings,
    dimensions: SLICE_DIMENSIONS[core].filter((d) => allowedValues(d, {}).length > 1),
    recordById,
    dayById,
    truncatedWindows: [],
    progress: startProgress("searchAll", core, 1, false),
    price: new SearchPrice(),
    dateOf: (r) => dayOf(r, dates),
  };
}

let serial = 0;
/** Records made up for a page: `n` of them on `day` (dated cores) with the given fields. */
function records(n: number, fields: Record<string, unknown>): SliceRecord[] {
  return Array.from({ length: n }, () => ({ serviceId: `R${++serial}`, ...fields }));
}

/** Plays the run for a planner: each step goes to `reply` (fetches) and the answers go back, until it ends. */
function play<T>(
  known: Known & { truncatedWindows: TruncatedWindow[] },
  plan: Planner<T>,
  reply: (step: Extract<Step, { kind: "fetch" }>) => SliceRecord[],
  onCost: () => ReturnType<typeof makeEstimate> | null = () => null,
): { result: T; steps: Step[] } {
  const steps: Step[] = [];
  const drive = <U>(p: Planner<U>): U => {
    let answer: unknown;
    for (;;) {
      const next = p.next(answer);
      if (next.done) return next.value;
      const step = next.value;
      steps.push(step);
      if (step.kind === "fetch") {
        const page = reply(step);
        for (const r of page) {
          (known.recordById as Map<string, SliceRecord>).set(r.serviceId as string, r);
          const d = known.dateOf(r);
          if (d !== null) (known.dayById as Map<string, string>).set(r.serviceId as string, d);
        }
        answer = page;
      } else if (step.kind === "all") answer = step.plans.map((q) => drive(q));
      else if (step.kind === "settle") answer = drive(settle(known, step.slice, step.limit, step.expected, step.evidence));
      else if (step.kind === "split") answer = drive(collect(known, step.slice, step.page, step.expected, false)).ids;
      else if (step.kind === "cost") answer = onCost();
      else {
        known.truncatedWindows.push(step.entry);
        answer = undefined;
      }
    }
  };
  return { result: drive(plan), steps };
}

/** A price learnt from two searches charged 10 credits each at different limits: flat. */
const flatPrice = () => {
  const price = new SearchPrice();
  price.observe(300, 10);
  price.observe(160, 10);
  return price;
};

const fetches = (steps: Step[]) => steps.filter((s): s is Extract<Step, { kind: "fetch" }> => s.kind === "fetch");

describe("settle and collect", () => {
  test("a child under its limit is complete: one search, its records", () => {
    const known = knownOf("drugcore");
    const child: Slice = { from: null, to: null, fixed: { drugType: "ANTIBODY" } };
    const { result, steps } = play(known, settle(known, child, 100, 60), () => records(40, { drugType: "ANTIBODY" }));
    expect(steps).toEqual([{ kind: "fetch", slice: child, limit: 100 }]);
    expect(result.size).toBe(40);
  });

  test("a full slice nothing splits is searched once more at the cap, then reported with its reason", () => {
    const known = knownOf("drugcore");
    // Both filters fixed: nothing left to split by.
    const slice: Slice = { from: null, to: null, fixed: { drugType: "ANTIBODY", maxClinicalStage: "APPROVAL" } };
    const page = records(120, { drugType: "ANTIBODY", maxClinicalStage: "APPROVAL" });
    const { result, steps } = play(known, collect(known, slice, page, null, false), (s) => records(s.limit, {}));
    expect(fetches(steps).map((s) => s.limit)).toEqual([300]);
    expect(result.estimate).toBeNull();
    expect(result.ids.size).toBe(420);
    expect(known.truncatedWindows).toHaveLength(1);
    expect(known.truncatedWindows[0].reason).toMatch(
      /full at 300 and nothing left to split it: every filter drugcore can be sliced by is fixed/,
    );
  });
});

describe("the date sweep", () => {
  /** A full first page: 300 sample records, one every 20 days back from 2025-12-31. */
  const samplePage = () => Array.from({ length: 300 }, (_, k) => records(1, { authorizationDate: addDays("2025-12-31", -20 * k) })[0]);
  const range = { from: "2009-01-01", to: "2025-12-31", fixed: {} };
  /** A window's answer: 3 records per sample record in it (its sample records and twice as many more). */
  const tripled = (page: ReturnType<typeof samplePage>, s: { slice: { from?: unknown; to?: unknown } }) =>
    page
      .filter(
        (r) => (r.authorizationDate as string) >= (s.slice.from as string) && (r.authorizationDate as string) <= (s.slice.to as string),
      )
      .flatMap((r) => [r, ...records(2, { authorizationDate: r.authorizationDate })]);

  test("its first window holds the first 12 sample records, below the cap; the next starts the day after it", () => {
    const known = knownOf("regulatorycore");
    const page = samplePage();
    const { result, steps } = play(known, sweepDates(known, range, page, false), (s) => tripled(page, s));
    const sent = fetches(steps);
    expect(sent[0].slice.from).toBe("2009-01-01");
    expect(sent[0].limit).toBeLessThan(300);
    for (let k = 1; k < sent.length; k++) expect(sent[k].slice.from).toBe(addDays(sent[k - 1].slice.to as string, 1));
    expect(sent.at(-1)?.slice.to).toBe("2025-12-31");
    expect(result.ids.size).toBe(900);
    expect(result.estimate).toBeNull();
  });

  test("the calibration window's limit holds its sample records at 4 records each (60 for a dozen), not 8", () => {
    // On a result of a few hundred records the calibration returns 15-30 records: at 8 per sample
    // record (100) it paid 40 credits more than its records need, on every small result.
    const known = knownOf("regulatorycore");
    const page = samplePage();
    const { result, steps } = play(known, sweepDates(known, range, page, false), (s) => tripled(page, s));
    const [calibration] = fetches(steps);
    expect(calibration.limit).toBe(60);
    expect(result.ids.size).toBe(900);
  });

  test("a calibration window that comes back full is retried as high as the one sized for 8 per sample record was", () => {
    // 30 records per sample record: the calibration at 60 overflows. Taken to hold twice its own
    // limit (120), its retry went out lower than main's and the big sweeps after it overflowed more.
    const known = knownOf("regulatorycore");
    const page = samplePage();
    const dense = (s: { slice: { from?: unknown; to?: unknown }; limit: number }) =>
      page
        .filter(
          (r) => (r.authorizationDate as string) >= (s.slice.from as string) && (r.authorizationDate as string) <= (s.slice.to as string),
        )
        .flatMap((r) => [r, ...records(29, { authorizationDate: r.authorizationDate })])
        .slice(0, s.limit);
    const { steps } = play(known, sweepDates(known, range, page, false), dense);
    const [calibration, retry] = fetches(steps);
    expect(calibration.limit).toBe(60);
    expect(retry.slice).toEqual(calibration.slice);
    expect(retry.limit).toBeGreaterThanOrEqual(240);
  });

  test("at a price learnt flat, every window goes out at the cap: a smaller limit would save nothing", () => {
    const known = { ...knownOf("regulatorycore"), price: flatPrice() };
    const page = samplePage();
    const { result, steps } = play(known, sweepDates(known, range, page, false), (s) => tripled(page, s));
    expect(fetches(steps).map((s) => s.limit)).toEqual(fetches(steps).map(() => 300));
    expect(result.ids.size).toBe(900);
  });

  test("a sweep the whole result rests on asks for the cost check, and stops with the estimate it is answered", () => {
    const known = knownOf("regulatorycore", true);
    const page = samplePage();
    const estimate = makeEstimate("regulatorycore", { requests: 2, credits: 100 }, 900, { requests: 4, credits: 300 });
    const { result, steps } = play(
      known,
      sweepDates(known, range, page, true),
      (s) =>
        page.filter(
          (r) => (r.authorizationDate as string) >= (s.slice.from as string) && (r.authorizationDate as string) <= (s.slice.to as string),
        ),
      () => estimate,
    );
    expect(fetches(steps)).toHaveLength(1);
    expect(steps.at(-1)?.kind).toBe("cost");
    expect(result.estimate).toBe(estimate);
  });
});

describe("the value split", () => {
  test("records without the filter's value are reported; the rate measured on one value sizes the groups after it", () => {
    const known = knownOf("drugcore");
    const types = ["SMALL_MOLECULE", "ANTIBODY", "PROTEIN", "OLIGONUCLEOTIDE"];
    // 60 of each type, and 60 with no drug type: none of them dominates the page.
    const sample = [...types.flatMap((t) => records(60, { drugType: t, maxClinicalStage: "PHASE2" })), ...records(60, {})];
    const slice: Slice = { from: null, to: null, fixed: {} };
    const dimension = known.dimensions[0];
    const input = { slice, sample, mass: 300, dimension, rate: null, complete: [] };
    // The whole result: each type holds its 60 sample records and 40 more, the best-ranked first.
    const all = [...sample, ...types.flatMap((t) => records(40, { drugType: t, maxClinicalStage: "PHASE3" }))];
    const { result, steps } = play(known, splitByValue(known, input, false), (s) => {
      const wanted = (field: string, r: SliceRecord) => {
        const v = s.slice.fixed[field];
        return v === undefined || [v].flat().includes(r[field] as string);
      };
      return all.filter((r) => wanted("drugType", r) && wanted("maxClinicalStage", r)).slice(0, s.limit);
    });
    expect(known.truncatedWindows[0]).toMatchObject({ count: 60 });
    expect(known.truncatedWindows[0].reason).toMatch(/records with no drugType cannot be reached/);
    const sent = fetches(steps);
    // No value small enough to calibrate on (each holds a fifth of the page): the largest goes out
    // alone at the cap and measures the rate; the others follow in groups sized from it, below the cap.
    expect(sent[0]).toMatchObject({ slice: { fixed: { drugType: "SMALL_MOLECULE" } }, limit: 300 });
    const searched = sent.flatMap((s) => [s.slice.fixed.drugType].flat());
    for (const t of types) expect(searched.filter((x) => x === t)).toHaveLength(1);
    for (const s of sent.slice(1)) expect(s.limit).toBeLessThan(300);
    expect(result.estimate).toBeNull();
    expect(result.ids.size).toBe(400);
  });
});
