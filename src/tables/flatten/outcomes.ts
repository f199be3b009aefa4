// TrialCore outcomes (include "outcomes"): one row per outcome of each trial.
import type { ColumnTable } from "arquero";
import { int, text } from "../columns/shorthand.js";
import { ChildColumns } from "./child-table.js";
import { children, fields, readParents, type FlattenInput } from "./parents.js";

const OUTCOME_COLUMNS = {
  serviceId: text,
  outcomeIndex: int,
  outcomeType: text,
  title: text,
  description: text,
  timeFrame: text,
  population: text,
  units: text,
  paramType: text,
  dispersionType: text,
  measurementCount: int,
};

export function outcomes(input: FlattenInput): ColumnTable {
  const { serviceIds, values } = readParents(input, "outcomes");
  const out = new ChildColumns(OUTCOME_COLUMNS);
  values.forEach((value, p) => {
    children(value).forEach((o, i) => {
      out.row({
        serviceId: serviceIds[p],
        outcomeIndex: i,
        ...fields(o, ["outcomeType", "title", "description", "timeFrame", "population", "units", "paramType", "dispersionType"]),
        measurementCount: children(o?.measurements).length,
      });
    });
  });
  return out.table();
}
