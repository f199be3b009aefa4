// The change history of each feed core over the whole generated span, derived from the same
// per-record histories as the records' dates and timelines: creations, rewrites, deletions of
// records that were live until then, and RegulatoryCore section revisions.
import type { ChangesCoreName } from "../../schema/index.js";
import type { ChangeEvent, SectionEvent } from "../dataset.js";
import type { Context } from "./context.js";
import { Rng } from "./random.js";
import { historyOf } from "./record-history.js";
import { deletedSectionDay, FIRST_DELETED_SLOT, sectionId } from "./sections.js";

const byDate = <T extends { updateDate: string }>(a: T, b: T): number =>
  a.updateDate < b.updateDate ? -1 : a.updateDate > b.updateDate ? 1 : 0;

export function coreChanges(ctx: Context, core: ChangesCoreName, sectionSink?: SectionEvent[]): ChangeEvent[] {
  const events: ChangeEvent[] = [];
  const live = ctx.plan.counts[core];
  for (let i = 0; i < live; i++) {
    const serviceId = ctx.id(core, i);
    const h = historyOf(ctx, core, i);
    const createDate = ctx.date(h.createDay);
    if (h.createDay !== null) events.push({ serviceId, updateType: "created", updateDate: ctx.date(h.createDay), createDate });
    for (const d of [...h.updates, ...h.feedOnlyUpdates])
      events.push({ serviceId, updateType: "updated", updateDate: ctx.date(d), createDate });
    for (const d of h.sectionDays) events.push({ serviceId, updateType: "unchanged", updateDate: ctx.date(d), createDate });
    if (h.deleteDay !== null) events.push({ serviceId, updateType: "deleted", updateDate: ctx.date(h.deleteDay), createDate: null });
    if (core === "regulatorycore" && sectionSink) sectionEvents(ctx, i, serviceId, h.createDay, h.sectionDays, sectionSink);
  }
  return events.sort(byDate);
}

function sectionEvents(
  ctx: Context,
  r: number,
  serviceId: string,
  createDay: number | null,
  sectionDays: number[],
  sink: SectionEvent[],
): void {
  const n = ctx.plan.regs[r].sections;
  const rng = new Rng(ctx.seed, "section-history", r);
  // Some records gain their last section later, on their first section-only revision day.
  const lateLast = sectionDays.length > 0 && r % 3 === 0;
  const createdOn = (j: number): number | null => (lateLast && j === n - 1 ? sectionDays[0] : createDay);
  for (let j = 0; j < n; j++) {
    const day = createdOn(j);
    if (day === null) continue;
    sink.push({
      serviceId,
      documentSectionId: sectionId(ctx.seed, r, j),
      updateType: "created",
      updateDate: ctx.date(day),
      createDate: ctx.date(day),
    });
  }
  const lost = deletedSectionDay(r, sectionDays);
  if (lost !== null && createDay !== null) {
    sink.push({
      serviceId,
      documentSectionId: sectionId(ctx.seed, r, FIRST_DELETED_SLOT),
      updateType: "created",
      updateDate: ctx.date(createDay),
      createDate: ctx.date(createDay),
    });
  }
  sectionDays.forEach((day) => {
    for (const j of rng.sample(
      Array.from({ length: n - 1 }, (_, x) => x),
      rng.int(1, 2),
    )) {
      sink.push({
        serviceId,
        documentSectionId: sectionId(ctx.seed, r, j),
        updateType: "updated",
        updateDate: ctx.date(day),
        createDate: ctx.date(createdOn(j)),
      });
    }
    if (day === lost) {
      sink.push({
        serviceId,
        documentSectionId: sectionId(ctx.seed, r, FIRST_DELETED_SLOT),
        updateType: "deleted",
        updateDate: ctx.date(day),
        createDate: null,
      });
    }
  });
}

export function sortSectionEvents(events: SectionEvent[]): SectionEvent[] {
  return events.sort(byDate);
}
