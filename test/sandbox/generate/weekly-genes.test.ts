// GeneCore is rebuilt weekly: a gene enters, changes and leaves only on the refresh day (Monday),
// in its timeline, in its own dates and in the change feed alike.
import { expect, test } from "vitest";
import { FIRST_DAY } from "../../../src/sandbox/generate/clock.js";
import { smallDataset } from "./fixture.js";

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const firstDay = new Date(FIRST_DAY * 86_400_000).toISOString().slice(0, 10);

test("every gene's creation, rewrites and deletion inside the history fall on a Monday", () => {
  const ds = smallDataset();
  let days = 0;
  for (const gene of ds.records.genecore) {
    const t = ds.timelines!.get(gene.serviceId)!;
    const inside = [t.created, t.deleted, ...t.updates].filter((d): d is string => d !== null && d >= firstDay);
    for (const d of inside) expect(weekday(d), `${gene.serviceId} ${d}`).toBe(1);
    if (gene.lastUpdateDate && gene.lastUpdateDate >= firstDay) expect(weekday(gene.lastUpdateDate), gene.serviceId).toBe(1);
    days += inside.length;
  }
  expect(days).toBeGreaterThan(20);
});
