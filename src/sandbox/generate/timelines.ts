// Each record's timeline (dataset.ts `Timeline`), from the same history its dates and the change
// feed come from. Patents have no feed: one exists from its publication day.
import type { CoreName } from "../../schema/index.js";
import type { AnyRecord } from "../../schema/index.js";
import type { Timeline } from "../dataset.js";
import type { Context } from "./context.js";
import { historyOf } from "./record-history.js";
import { revisionsOf } from "./revisions.js";

export function timelineOf(ctx: Context, core: CoreName, index: number, record: AnyRecord): Timeline {
  if (core === "patentcore") {
    const published = "publicationDate" in record && typeof record.publicationDate === "string" ? record.publicationDate : null;
    const granted = "grantDate" in record && typeof record.grantDate === "string" ? record.grantDate : null;
    // A patent exists from its publication; its grant shows from the grant day on.
    const timeline: Timeline = { created: published, deleted: null, base: null, updates: [] };
    if (granted !== null && published !== null && granted > published) timeline.revisions = [{ day: granted, before: { grantDate: null } }];
    return timeline;
  }
  const h = historyOf(ctx, core, index);
  const timeline: Timeline = {
    created: ctx.date(h.createDay),
    deleted: ctx.date(h.deleteDay),
    base: ctx.date(h.createDay ?? h.baseDay),
    updates: h.updates.map((d) => ctx.date(d)),
  };
  const revisions = revisionsOf(ctx, core, index, record, h);
  if (revisions.length > 0) timeline.revisions = revisions;
  return timeline;
}
