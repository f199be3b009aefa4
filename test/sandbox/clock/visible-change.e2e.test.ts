// A feed that says `updated` shows a change: the clock is moved 40 days past the anchor, every feed
// is paged from the anchor, and each `updated` record is fetched (every include) on the day its
// change landed and on the day after, when the change shows. At least half must differ in a field
// other than lastUpdateDate (issue 24: it was 7 of the first 40 TrialCore entries, by default fields).
import { afterAll, beforeAll, expect, test } from "vitest";
import { addDays } from "../../../src/days/day-dates.js";
import { ANCHOR_DATE } from "../../../src/sandbox/generate/clock.js";
import { startInProcess, type RunningSandbox } from "../../../src/sandbox/start.js";
import { CHANGES_CORES, INCLUDES, type ChangesCoreName } from "../../../src/schema/index.js";
import { Consumer, type Rec } from "./consumer.js";

const WINDOW_DAYS = 40;

interface Share {
  updated: number;
  changed: number;
  /** Changed in a field a get without include shows. */
  changedByDefault: number;
}

let s: RunningSandbox;
const shares = new Map<ChangesCoreName, Share>();

/** The record without lastUpdateDate, as comparable text; `defaultOnly` drops the include-only fields too. */
function content(core: ChangesCoreName, rec: Rec | undefined, defaultOnly: boolean): string {
  if (!rec) return "absent";
  const { lastUpdateDate: _date, ...rest } = rec;
  if (defaultOnly) for (const name of INCLUDES[core]) delete rest[name];
  return JSON.stringify(rest);
}

beforeAll(async () => {
  // Seed 42 is what connect() serves by default: the data notebooks see.
  s = await startInProcess({ scale: "small", seed: 42, rateLimit: false, warm: false });
  const consumer = new Consumer(s);
  s.setToday(addDays(ANCHOR_DATE, WINDOW_DAYS));
  const byDay = new Map<string, { core: ChangesCoreName; id: string }[]>();
  for (const core of CHANGES_CORES) {
    const updated = (await consumer.feed(core, ANCHOR_DATE)).filter((e) => e.updateType === "updated");
    shares.set(core, { updated: updated.length, changed: 0, changedByDefault: 0 });
    for (const e of updated) {
      const day = e.updateDate as string;
      byDay.set(day, [...(byDay.get(day) ?? []), { core, id: e.serviceId }]);
    }
  }
  for (const [day, entries] of [...byDay.entries()].sort()) {
    const fetchAll = async (on: string) => {
      s.setToday(on);
      const out = new Map<string, Rec>();
      for (const core of CHANGES_CORES) {
        const ids = entries.filter((e) => e.core === core).map((e) => e.id);
        for (const [id, rec] of await consumer.snapshot(core, ids)) out.set(id, rec);
      }
      return out;
    };
    // A change landed on `day` is visible from the next day on.
    const before = await fetchAll(day);
    const after = await fetchAll(addDays(day, 1));
    for (const { core, id } of entries) {
      const share = shares.get(core) as Share;
      if (content(core, before.get(id), false) !== content(core, after.get(id), false)) share.changed += 1;
      if (content(core, before.get(id), true) !== content(core, after.get(id), true)) share.changedByDefault += 1;
    }
  }
}, 300_000);

afterAll(async () => {
  await s?.close();
});

test.each(CHANGES_CORES)("%s: at least half of the updated entries change a field other than lastUpdateDate", (core) => {
  const share = shares.get(core) as Share;
  const pct = (n: number) => `${Math.round((100 * n) / share.updated)}%`;
  console.log(
    `${core}: ${share.updated} updated entries in ${WINDOW_DAYS} days; content changed in ${share.changed} (${pct(share.changed)}), ` +
      `in default fields ${share.changedByDefault} (${pct(share.changedByDefault)})`,
  );
  expect(share.updated).toBeGreaterThanOrEqual(8);
  expect(share.changed / share.updated).toBeGreaterThanOrEqual(0.5);
});
