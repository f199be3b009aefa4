// The records a sandbox over `dataset` serves on `day`, without starting one: what tests and
// tools compare a client's copy against.
import type { CoreName } from "../../schema/index.js";
import type { Dataset } from "../dataset.js";
import type { Rec } from "./record.js";
import { DayRecords } from "./day-records.js";

export function recordsOn(dataset: Dataset, day: string = dataset.today): Record<CoreName, Rec[]> {
  return new DayRecords({ ...dataset, today: day }).records;
}
