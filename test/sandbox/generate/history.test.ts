import { describe, expect, test } from "vitest";
import { CHANGES_CORES } from "../../../src/schema/index.js";
import { HISTORY_SPAN } from "../../../src/sandbox/generate/index.js";
import { smallDataset, TODAY } from "./fixture.js";

const ds = smallDataset();

describe("change history", () => {
  test("events are sorted by updateDate and lie in the dataset's history span", () => {
    for (const core of CHANGES_CORES) {
      const dates = ds.changes[core].map((e) => e.updateDate);
      expect(dates).toEqual([...dates].sort());
      expect(dates[0]! >= HISTORY_SPAN.earliest).toBe(true);
      expect(dates[dates.length - 1]! <= HISTORY_SPAN.latest).toBe(true);
      expect(
        dates.some((d) => d > TODAY),
        "changes after the anchor",
      ).toBe(true);
    }
    const sd = ds.sectionChanges.map((e) => e.updateDate);
    expect(sd).toEqual([...sd].sort());
  });

  test("createDate equals the created event; lastUpdateDate is the last record-level write", () => {
    for (const core of ["biomedcore", "trialcore", "regulatorycore", "genecore"] as const) {
      const events = new Map<string, typeof ds.changes.biomedcore>();
      for (const e of ds.changes[core]) (events.get(e.serviceId) ?? events.set(e.serviceId, []).get(e.serviceId)!).push(e);
      let oldUntracked = 0;
      for (const r of ds.records[core] as { serviceId: string; createDate: string | null; lastUpdateDate: string | null }[]) {
        const mine = events.get(r.serviceId) ?? [];
        const created = mine.filter((e) => e.updateType === "created");
        if (r.createDate === null) {
          expect(created).toEqual([]);
          if (r.lastUpdateDate === null) oldUntracked++;
        } else {
          expect(created.map((e) => e.updateDate)).toEqual([r.createDate]);
        }
        for (const e of mine) expect(e.createDate).toBe(e.updateType === "deleted" ? null : r.createDate);
        const writes = mine.filter((e) => e.updateType === "created" || e.updateType === "updated").map((e) => e.updateDate);
        const last = writes.sort().at(-1);
        if (last !== undefined && core !== "trialcore") expect(r.lastUpdateDate).toBe(last);
        if (core === "trialcore" && last !== undefined) expect(r.lastUpdateDate! <= last).toBe(true);
        for (const e of mine.filter((x) => x.updateType === "unchanged")) expect(e.updateDate > (r.lastUpdateDate ?? "")).toBe(true);
      }
      expect(oldUntracked, core).toBeGreaterThan(0);
    }
  });

  test("a deletion is a record's last event, carries createDate null and ends its timeline", () => {
    for (const core of CHANGES_CORES) {
      const deleted = ds.changes[core].filter((e) => e.updateType === "deleted");
      expect(deleted.length).toBeGreaterThan(0);
      for (const e of deleted) {
        expect(e.createDate).toBeNull();
        expect(ds.timelines!.get(e.serviceId)!.deleted).toBe(e.updateDate);
        const later = ds.changes[core].filter((x) => x.serviceId === e.serviceId && x.updateDate > e.updateDate);
        expect(later).toEqual([]);
      }
    }
  });

  test("retracted publications have an updated event; withdrawn authorizations too", () => {
    const updated = new Set(ds.changes.biomedcore.filter((e) => e.updateType === "updated").map((e) => e.serviceId));
    for (const p of ds.records.biomedcore.filter((x) => x.isRetracted)) expect(updated.has(p.serviceId)).toBe(true);
    const regUpdated = new Set(ds.changes.regulatorycore.filter((e) => e.updateType === "updated").map((e) => e.serviceId));
    for (const r of ds.records.regulatorycore.filter((x) => String(x.authorizationStatus).startsWith("WITHDRAWN_V"))) {
      expect(regUpdated.has(r.serviceId)).toBe(true);
    }
  });

  test("section events name sections of their record; a deleted section existed, and is gone from the latest table of contents", () => {
    const unchanged = new Set(
      ds.changes.regulatorycore.filter((e) => e.updateType === "unchanged").map((e) => `${e.serviceId}/${e.updateDate}`),
    );
    expect(unchanged.size).toBeGreaterThan(0);
    const latestToc = new Map(
      ds.records.regulatorycore.map((r) => [r.serviceId, new Set((r.documentSections ?? []).map((s) => s.documentSectionId))]),
    );
    let deletions = 0;
    for (const e of ds.sectionChanges) {
      const stored = ds.sections.get(e.documentSectionId);
      expect(stored?.serviceId).toBe(e.serviceId);
      if (e.updateType === "deleted") {
        deletions++;
        expect(e.createDate).toBeNull();
        expect(latestToc.get(e.serviceId)?.has(e.documentSectionId)).toBe(false);
      }
    }
    expect(deletions).toBeGreaterThan(0);
    expect(ds.sectionChanges.some((e) => e.updateType === "updated" && unchanged.has(`${e.serviceId}/${e.updateDate}`))).toBe(true);
  });

  test("some trial feed updates are later than the record's lastUpdateDate (posted-results revisions)", () => {
    const last = new Map(ds.records.trialcore.map((t) => [t.serviceId, t.lastUpdateDate]));
    expect(
      ds.changes.trialcore.some((e) => e.updateType === "updated" && last.has(e.serviceId) && e.updateDate > (last.get(e.serviceId) ?? "")),
    ).toBe(true);
  });
});
