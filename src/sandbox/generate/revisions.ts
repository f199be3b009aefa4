// Content changes over time: which fields of a record take which values on which rewrite day.
// The record is generated in its latest state; a revision carries the values that held *until*
// its day is reached, listed as the state from that day on, so the view at any day is the
// creation state with the changes up to that day applied.
import type { CoreName } from "../../schema/enums.js";
import type { AnyRecord } from "../../schema/index.js";
import type { Revision } from "../dataset.js";
import type { Context } from "./context.js";
import type { RecordHistory } from "./history.js";

export function revisionsOf(_ctx: Context, _core: CoreName, _index: number, _record: AnyRecord, _h: RecordHistory): Revision[] {
  return [];
}
