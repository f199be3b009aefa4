// TrialCore outcome measurements: one row per measurement, with the parent outcome's type, title,
// units, paramType and dispersionType repeated (they say how to read the values). The strings are
// kept verbatim; value, dispersion, lower and upper are the same values parsed by parseNumber.
import type { ColumnTable } from "arquero";
import { float, int, str } from "../columns/shorthand.js";
import { ChildColumns } from "./child-table.js";
import { children, field, readParents, type FlattenInput } from "./parents.js";
import { parseNumber } from "./parse-number.js";

export const MEASUREMENT_COLUMNS = {
  serviceId: str, outcomeIndex: int, measurementIndex: int, outcomeType: str, outcomeTitle: str, units: str,
  paramType: str, dispersionType: str, group: str, groupId: str, classification: str, category: str,
  paramValue: str, dispersionValue: str, dispersionLowerLimit: str, dispersionUpperLimit: str,
  value: float, dispersion: float, lower: float, upper: float,
};

export function measurements(input: FlattenInput): ColumnTable {
  const { serviceIds, values } = readParents(input, "outcomes", "measurements");
  const out = new ChildColumns(MEASUREMENT_COLUMNS);
  values.forEach((value, p) => {
    children(value).forEach((o, i) => {
      const outcomeType = field(o, "outcomeType");
      const title = field(o, "title");
      const units = field(o, "units");
      const paramType = field(o, "paramType");
      const dispersionType = field(o, "dispersionType");
      children(o?.measurements).forEach((m, j) => {
        const paramValue = field(m, "paramValue");
        const dispersionValue = field(m, "dispersionValue");
        const lower = field(m, "dispersionLowerLimit");
        const upper = field(m, "dispersionUpperLimit");
        out.row([
          serviceIds[p], i, j, outcomeType, title, units, paramType, dispersionType,
          field(m, "group"), field(m, "groupId"), field(m, "classification"), field(m, "category"),
          paramValue, dispersionValue, lower, upper,
          parseNumber(paramValue), parseNumber(dispersionValue), parseNumber(lower), parseNumber(upper),
        ]);
      });
    });
  });
  return out.table();
}
