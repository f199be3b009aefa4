// DrugCore mechanismsOfAction: one row per mechanism of each drug.
import type { ColumnTable } from "arquero";
import { int, text } from "../columns/shorthand.js";
import { ChildColumns } from "./child-table.js";
import { children, fields, readParents, type FlattenInput } from "./parents.js";

const MECHANISM_COLUMNS = {
  serviceId: text,
  mechanismIndex: int,
  actionType: text,
  mechanismOfAction: text,
  targetType: text,
  targetCount: int,
};

export function mechanisms(input: FlattenInput): ColumnTable {
  const { serviceIds, values } = readParents(input, "mechanisms");
  const out = new ChildColumns(MECHANISM_COLUMNS);
  values.forEach((value, p) => {
    children(value).forEach((m, i) => {
      out.row({
        serviceId: serviceIds[p],
        mechanismIndex: i,
        ...fields(m, ["actionType", "mechanismOfAction", "targetType"]),
        targetCount: children(m?.targets).length,
      });
    });
  });
  return out.table();
}
