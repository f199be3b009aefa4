// TrialCore arm groups (default field armGroups): one row per arm of each trial.
import type { ColumnTable } from "arquero";
import { int, text } from "../columns/shorthand.js";
import { ChildColumns } from "./child-table.js";
import { children, fields, readParents, type FlattenInput } from "./parents.js";

const ARM_COLUMNS = { serviceId: text, armIndex: int, type: text, title: text, description: text };

export function arms(input: FlattenInput): ColumnTable {
  const { serviceIds, values } = readParents(input, "arms");
  const out = new ChildColumns(ARM_COLUMNS);
  values.forEach((value, p) => {
    children(value).forEach((arm, i) => {
      out.row({ serviceId: serviceIds[p], armIndex: i, ...fields(arm, ["type", "title", "description"]) });
    });
  });
  return out.table();
}
