import {
  addDays,
  dayNumberOf
} from "./chunk-VNTWYCCD.js";

// src/sandbox/generate/clock.ts
var ANCHOR_DATE = "2026-01-01";
var HISTORY_DAYS = 730;
var HORIZON_DAYS = 120;
var HISTORY_SPAN = {
  earliest: addDays(ANCHOR_DATE, -HISTORY_DAYS),
  latest: addDays(ANCHOR_DATE, HORIZON_DAYS)
};
var ANCHOR_DAY = dayNumberOf(ANCHOR_DATE);
var FIRST_DAY = ANCHOR_DAY - HISTORY_DAYS;
var LAST_DAY = ANCHOR_DAY + HORIZON_DAYS;

export {
  ANCHOR_DATE,
  HISTORY_DAYS,
  HORIZON_DAYS,
  HISTORY_SPAN,
  FIRST_DAY,
  LAST_DAY
};
