// TrialCore outcomes (include "outcomes"): one row per outcome of each trial.
import type { ColumnTable } from "arquero";
import { int, str } from "../columns/shorthand.js";
import { ChildColumns } from "./child-table.js";
import { children, field, readParents, type FlattenInput } from "./parents.js";

export const OUTCOME_COLUMNS = {
  serviceId: str, outcomeIndex: int, outcomeType: str, title: str, description: str, timeFrame: str,
  population: str, units: str, paramType: str, dispersionType: str, measurementCount: int,
};

export function outcomes(input: FlattenInput): ColumnTable {
  const { serviceIds, values } = readParents(input, "outcomes", "outcomes");
  const out = new ChildColumns(OUTCOME_COLUMNS);
  values.forEach((value, p) => {
    children(value).forEach((o, i) => {
      out.row([
        serviceIds[p], i, field(o, "outcomeType"), field(o, "title"), field(o, "description"), field(o, "timeFrame"),
        field(o, "population"), field(o, "units"), field(o, "paramType"), field(o, "dispersionType"),
        children(o?.measurements).length,
      ]);
    });
  });
  return out.table();
}
