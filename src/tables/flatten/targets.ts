// DrugCore mechanism targets: one row per target of each mechanism, with the mechanism's fields
// repeated. Join ensemblId with GeneCore's ensemblGeneId to reach the gene.
import type { ColumnTable } from "arquero";
import { int, text, strings } from "../columns/shorthand.js";
import { ChildColumns } from "./child-table.js";
import { children, fields, readParents, type FlattenInput } from "./parents.js";

const TARGET_COLUMNS = {
  serviceId: text,
  mechanismIndex: int,
  targetIndex: int,
  actionType: text,
  mechanismOfAction: text,
  targetType: text,
  ensemblId: text,
  symbol: text,
  name: text,
  synonyms: strings,
};

export function targets(input: FlattenInput): ColumnTable {
  const { serviceIds, values } = readParents(input, "targets");
  const out = new ChildColumns(TARGET_COLUMNS);
  values.forEach((value, p) => {
    children(value).forEach((m, i) => {
      const mechanism = fields(m, ["actionType", "mechanismOfAction", "targetType"]);
      children(m?.targets).forEach((t, j) => {
        out.row({
          serviceId: serviceIds[p],
          mechanismIndex: i,
          targetIndex: j,
          ...mechanism,
          ...fields(t, ["ensemblId", "symbol", "name", "synonyms"]),
        });
      });
    });
  });
  return out.table();
}
