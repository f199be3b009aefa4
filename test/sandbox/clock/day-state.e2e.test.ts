// What a record shows on day T is its creation state with every change up to T applied: checked
// over loopback HTTP for a sample of every core at several days, against the dataset's timelines
// read by this test's own rules, plus the invariants a user would check by eye.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startInProcess, type RunningSandbox } from "../../../src/sandbox/start.js";
import { recordsOn } from "../../../src/sandbox/records/records-on.js";
import { CORES, INCLUDES, type CoreName } from "../../../src/schema/index.js";
import type { Timeline } from "../../../src/sandbox/dataset.js";

type Rec = Record<string, unknown>;
const DAYS = ["2024-06-01", "2025-07-15", "2026-01-01", "2026-03-20", "2026-05-01"];

/** This test's reading of a timeline: the stored (latest) record with every revision on or after `day` undone. */
function expectedContent(stored: Rec, t: Timeline | undefined, day: string): Rec {
  const out: Rec = { ...stored };
  for (const r of [...(t?.revisions ?? [])].reverse()) if (r.day >= day) Object.assign(out, r.before);
  return out;
}
/** This test's reading of the section log: the table of contents a RegulatoryCore record has on `day`. */
function expectedToc(dataset: RunningSandbox["dataset"], serviceId: string, day: string): Rec[] {
  const created = new Map<string, string>();
  const deleted = new Map<string, string>();
  for (const e of dataset.sectionChanges) {
    if (e.updateType === "created" && !created.has(e.documentSectionId)) created.set(e.documentSectionId, e.updateDate);
    if (e.updateType === "deleted") deleted.set(e.documentSectionId, e.updateDate);
  }
  return [...dataset.sections.values()]
    .filter((x) => x.serviceId === serviceId)
    .filter((x) => (created.get(x.documentSectionId) ?? "") < day && day <= (deleted.get(x.documentSectionId) ?? "9999"))
    .map(({ content: _content, ...toc }) => toc);
}
const exists = (t: Timeline | undefined, day: string): boolean =>
  !t || ((t.created === null || t.created < day) && (t.deleted === null || day <= t.deleted));
const LINKS = /^(references(?:[A-Z]\w*)?|citedBy|citedByPatents|children|parent|authorizationsByAgency|lastUpdateDate)$/;

describe("records on day T", () => {
  let s: RunningSandbox;
  beforeAll(async () => {
    s = await startInProcess({ scale: "small", seed: 3, rateLimit: false, warm: false });
  });
  afterAll(async () => {
    await s?.close();
  });

  const get = async (core: CoreName, id: string) => {
    const qs = INCLUDES[core].map((i) => `include=${i}`).join("&");
    const res = await fetch(`${s.baseUrl}/api/v1/cores/${core}/records/${id}?${qs}`, { headers: { authorization: `Bearer ${s.apiKey}` } });
    return { status: res.status, body: (await res.json()) as { data: Rec } };
  };

  test.each(CORES)(
    "%s: a sample served on several days equals creation state plus the changes before each day",
    async (core) => {
      const all = s.dataset.records[core] as unknown as Rec[];
      // Records with the most revisions first, then a spread of the rest.
      const tl = (r: Rec) => s.dataset.timelines!.get(r.serviceId as string);
      const sample = [...all]
        .sort((a, b) => (tl(b)?.revisions?.length ?? 0) - (tl(a)?.revisions?.length ?? 0))
        .slice(0, 15)
        .concat(all.filter((_, i) => i % 97 === 0));
      let compared = 0;
      let changedContent = 0;
      let tocsDiffer = 0;
      for (const day of DAYS) {
        s.setToday(day);
        for (const stored of sample) {
          const id = stored.serviceId as string;
          const t = tl(stored);
          const got = await get(core, id);
          if (!exists(t, day)) {
            expect(got.status, `${id} on ${day}`).toBe(404);
            continue;
          }
          expect(got.status, `${id} on ${day}`).toBe(200);
          const want = expectedContent(stored, t, day);
          if (core === "regulatorycore") {
            want.documentSections = expectedToc(s.dataset, id, day);
            if (JSON.stringify(want.documentSections) !== JSON.stringify(stored.documentSections)) tocsDiffer += 1;
          }
          for (const [k, v] of Object.entries(want)) {
            if (LINKS.test(k) || (core === "patentcore" && k === "familyMembers")) continue;
            expect(got.body.data[k], `${id}.${k} on ${day}`).toEqual(v);
          }
          compared += 1;
          if (JSON.stringify(want) !== JSON.stringify(stored)) changedContent += 1;
          // Dates the record reports are in its past on that day.
          for (const k of ["createDate", "lastUpdateDate"]) {
            const v = got.body.data[k];
            if (typeof v === "string") expect(v < day, `${id}.${k}=${v} on ${day}`).toBe(true);
          }
        }
      }
      expect(compared).toBeGreaterThan(10);
      if (core !== "patentcore") expect(changedContent, "some content differs from the latest state").toBeGreaterThan(0);
      // Sections come later or go: some day's table of contents is not the latest one.
      if (core === "regulatorycore") expect(tocsDiffer).toBeGreaterThan(0);
    },
    120_000,
  );

  test("on every day: links are reciprocal, counts match, finished trials finished in the past", () => {
    for (const day of DAYS) {
      const on = recordsOn(s.dataset, day);
      const byId = new Map<string, Rec>();
      for (const core of CORES) for (const r of on[core]) byId.set(r.serviceId as string, r);
      const pairs: [CoreName, string, string][] = [
        ["biomedcore", "references", "citedBy"],
        ["trialcore", "referencesBiomedCore", "referencesTrialCore"],
        ["drugcore", "referencesTrialCore", "referencesDrugCore"],
        ["drugcore", "referencesRegulatoryCore", "referencesDrugCore"],
        ["drugcore", "referencesGeneCore", "referencesDrugCore"],
        ["drugcore", "children", "parent"],
      ];
      for (const [core, field, back] of pairs) {
        for (const r of on[core]) {
          for (const other of r[field] as string[]) {
            const o = byId.get(other);
            expect(o, `${String(r.serviceId)}.${field} -> ${other} on ${day}`).toBeDefined();
            const reverse = o![back];
            expect(Array.isArray(reverse) ? reverse.includes(r.serviceId) : reverse === r.serviceId, `${other}.${back} on ${day}`).toBe(
              true,
            );
          }
        }
      }
      for (const p of on.biomedcore) expect(p.citationCount).toBe((p.citedBy as string[]).length);
      for (const r of on.regulatorycore) {
        for (const e of r.authorizationsByAgency as Rec[])
          expect(e.authorizationStatus).toBe(byId.get(e.serviceId as string)!.authorizationStatus);
      }
      for (const t of on.trialcore) {
        if (t.overallStatus === "COMPLETED" && typeof t.completionDate === "string")
          expect(t.completionDate < day, `${String(t.serviceId)} on ${day}`).toBe(true);
        if (t.hasResults === true) {
          expect(typeof t.resultsFirstPostDate === "string" && t.resultsFirstPostDate < day).toBe(true);
        } else {
          expect(
            (t.outcomes as Rec[]).every((o) => (o.measurements as unknown[]).length === 0),
            `${String(t.serviceId)} has measurements without results`,
          ).toBe(true);
        }
      }
    }
  });
});
