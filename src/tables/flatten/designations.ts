// RegulatoryCore designations: one row per designation of each authorization.
import type { ColumnTable } from "arquero";
import { bool, int, text } from "../columns/shorthand.js";
import { ChildColumns } from "./child-table.js";
import { children, fields, readParents, type FlattenInput } from "./parents.js";

const DESIGNATION_COLUMNS = {
  serviceId: text,
  designationIndex: int,
  agency: text,
  axis: text,
  type: text,
  nativeName: text,
  basis: text,
  indication: text,
  postMarketingObligation: bool,
};

export function designations(input: FlattenInput): ColumnTable {
  const { serviceIds, values } = readParents(input, "designations");
  const out = new ChildColumns(DESIGNATION_COLUMNS);
  values.forEach((value, p) => {
    children(value).forEach((d, i) => {
      out.row({
        serviceId: serviceIds[p],
        designationIndex: i,
        ...fields(d, ["agency", "axis", "type", "nativeName", "basis", "indication", "postMarketingObligation"]),
      });
    });
  });
  return out.table();
}
