// The dataset's own calendar. Every generated date is counted from ANCHOR_DATE, never from the
// wall clock, so a seed and scale give the same bytes on any day. The history runs from
// HISTORY_DAYS before the anchor to HORIZON_DAYS after it; a sandbox's `today` may be any day of
// that span, and records created or changed after `today` stay invisible until the clock reaches them.
import { addDays, dayNumberOf } from "../../days/index.js";

/** The day the dataset is anchored to: the default `today` of every sandbox. */
export const ANCHOR_DATE = "2026-01-01";

/** Days of change history before the anchor. */
const HISTORY_DAYS = 730;

/** Days of generated history after the anchor (at least 90, so a quarter can be replayed). */
const HORIZON_DAYS = 120;

interface HistorySpan {
  /** The first day `today` may take: the start of the generated history. */
  earliest: string;
  /** The last day `today` may take: the horizon. */
  latest: string;
}

export const HISTORY_SPAN: HistorySpan = {
  earliest: addDays(ANCHOR_DATE, -HISTORY_DAYS),
  latest: addDays(ANCHOR_DATE, HORIZON_DAYS),
};

/** Day numbers of the span, for the generator. */
const ANCHOR_DAY = dayNumberOf(ANCHOR_DATE);
export const FIRST_DAY = ANCHOR_DAY - HISTORY_DAYS;
export const LAST_DAY = ANCHOR_DAY + HORIZON_DAYS;
