// TrialCore outcome measurements: one row per measurement, with the parent outcome's type, title,
// units, paramType and dispersionType repeated (they say how to read the values). The strings are
// kept verbatim; value, dispersion, lower and upper are the same values parsed by parseNumber.
import type { ColumnTable } from "arquero";
import { float, int, text } from "../columns/shorthand.js";
import { ChildColumns } from "./child-table.js";
import { children, field, fields, readParents, type FlattenInput } from "./parents.js";
import { parseNumber } from "./parse-number.js";

const MEASUREMENT_COLUMNS = {
  serviceId: text,
  outcomeIndex: int,
  measurementIndex: int,
  outcomeType: text,
  outcomeTitle: text,
  units: text,
  paramType: text,
  dispersionType: text,
  group: text,
  groupId: text,
  classification: text,
  category: text,
  paramValue: text,
  dispersionValue: text,
  dispersionLowerLimit: text,
  dispersionUpperLimit: text,
  value: float,
  dispersion: float,
  lower: float,
  upper: float,
};

export function measurements(input: FlattenInput): ColumnTable {
  const { serviceIds, values } = readParents(input, "measurements");
  const out = new ChildColumns(MEASUREMENT_COLUMNS);
  values.forEach((value, p) => {
    children(value).forEach((o, i) => {
      const outcome = {
        outcomeTitle: field(o, "title"),
        ...fields(o, ["outcomeType", "units", "paramType", "dispersionType"]),
      };
      children(o?.measurements).forEach((m, j) => {
        const texts = fields(m, ["paramValue", "dispersionValue", "dispersionLowerLimit", "dispersionUpperLimit"]);
        out.row({
          serviceId: serviceIds[p],
          outcomeIndex: i,
          measurementIndex: j,
          ...outcome,
          ...fields(m, ["group", "groupId", "classification", "category"]),
          ...texts,
          value: parseNumber(texts.paramValue),
          dispersion: parseNumber(texts.dispersionValue),
          lower: parseNumber(texts.dispersionLowerLimit),
          upper: parseNumber(texts.dispersionUpperLimit),
        });
      });
    });
  });
  return out.table();
}
