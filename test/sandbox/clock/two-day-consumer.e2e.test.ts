// The consumer test of issue 11: read day T1, move the sandbox's clock to T2, page every feed
// from T1 and re-fetch by the feed rules; the consumer then holds exactly day T2's records.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startInProcess, type RunningSandbox } from "../../../src/sandbox/start.js";
import { CHANGES_CORES } from "../../../src/schema/index.js";
import { Consumer } from "./consumer.js";

const shift = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe("a consumer catching up through the feeds", () => {
  let s: RunningSandbox;
  beforeAll(async () => {
    s = await startInProcess({ scale: "small", seed: 7, rateLimit: false, warm: false });
  });
  afterAll(async () => {
    await s?.close();
  });

  test.each(CHANGES_CORES)(
    "%s: day T1's state plus the feeds from T1 equals day T2's state",
    async (core) => {
      // Two days 90 apart around the deletion nearest the anchor, so the span holds one for sure.
      const anchor = s.clock.anchor;
      const deletions = s.dataset.changes[core]
        .filter((e) => e.updateType === "deleted")
        .filter((e) => {
          const c = s.dataset.timelines!.get(e.serviceId)!.created;
          return c === null || c < shift(e.updateDate, -45);
        })
        .map((e) => e.updateDate);
      const near = deletions.sort(
        (a, b) => Math.abs(Date.parse(a) - Date.parse(anchor)) - Math.abs(Date.parse(b) - Date.parse(anchor)),
      )[0]!;
      // biome-ignore lint/complexity/useMathMinMax: these are YYYY-MM-DD strings, compared as text
      const T1 = shift(near, -45) < s.clock.earliest ? s.clock.earliest : shift(near, -45);
      // biome-ignore lint/complexity/useMathMinMax: YYYY-MM-DD strings again
      const T2 = shift(T1, 90) > s.clock.latest ? s.clock.latest : shift(T1, 90);
      s.setToday(T1);
      const ids = (s.dataset.records[core] as unknown as { serviceId: string }[]).map((r) => r.serviceId);
      const consumer = new Consumer(s);
      const held = await consumer.snapshot(core, ids);
      const onT1 = new Map(held);
      expect(held.size).toBeGreaterThan(0);
      expect(held.size).toBeLessThan(ids.length); // some records do not exist yet on T1

      s.setToday(T2);
      const applied = await consumer.catchUp(core, held, T1);
      const truth = await consumer.snapshot(core, ids);

      expect(applied.refetched).toBeGreaterThan(0);
      expect(applied.deleted).toBeGreaterThan(0);
      // Section-only changes (`unchanged` entries) were applied section by section.
      if (core === "regulatorycore") expect(applied.sections).toBeGreaterThan(0);
      expect([...held.keys()].sort()).toEqual([...truth.keys()].sort());
      for (const [id, rec] of truth) expect(held.get(id), id).toEqual(rec);
      // The days differ (new, gone and rewritten records), or the test would prove nothing.
      expect([...truth.keys()].some((id) => !onT1.has(id))).toBe(true);
      expect([...onT1.keys()].some((id) => !truth.has(id))).toBe(true);
      expect([...truth].some(([id, r]) => onT1.has(id) && JSON.stringify(onT1.get(id)) !== JSON.stringify(r))).toBe(true);
    },
    120_000,
  );
});
