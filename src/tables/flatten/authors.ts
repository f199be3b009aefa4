// BiomedCore authorsMetadata (include "authorsMetadata"): one row per author of each publication.
import type { ColumnTable } from "arquero";
import { int, text } from "../columns/shorthand.js";
import { ChildColumns } from "./child-table.js";
import { children, fields, readParents, type FlattenInput } from "./parents.js";

const AUTHOR_COLUMNS = {
  serviceId: text,
  authorIndex: int,
  name: text,
  nameRaw: text,
  orcid: text,
  position: int,
  affiliationCount: int,
};

export function authors(input: FlattenInput): ColumnTable {
  const { serviceIds, values } = readParents(input, "authors");
  const out = new ChildColumns(AUTHOR_COLUMNS);
  values.forEach((value, p) => {
    children(value).forEach((a, i) => {
      out.row({
        serviceId: serviceIds[p],
        authorIndex: i,
        ...fields(a, ["name", "nameRaw", "orcid", "position"]),
        affiliationCount: children(a?.affiliations).length,
      });
    });
  });
  return out.table();
}
