// BiomedCore author affiliations: one row per affiliation of each author, with the author's name
// and ORCID repeated.
import type { ColumnTable } from "arquero";
import { int, text } from "../columns/shorthand.js";
import { ChildColumns } from "./child-table.js";
import { children, field, fields, readParents, type FlattenInput } from "./parents.js";

const AFFILIATION_COLUMNS = {
  serviceId: text,
  authorIndex: int,
  affiliationIndex: int,
  authorName: text,
  orcid: text,
  name: text,
  nameRaw: text,
  ror: text,
  countryCode: text,
};

export function affiliations(input: FlattenInput): ColumnTable {
  const { serviceIds, values } = readParents(input, "affiliations");
  const out = new ChildColumns(AFFILIATION_COLUMNS);
  values.forEach((value, p) => {
    children(value).forEach((a, i) => {
      const authorName = field(a, "name");
      const orcid = field(a, "orcid");
      children(a?.affiliations).forEach((f, j) => {
        out.row({
          serviceId: serviceIds[p],
          authorIndex: i,
          affiliationIndex: j,
          authorName,
          orcid,
          ...fields(f, ["name", "nameRaw", "ror", "countryCode"]),
        });
      });
    });
  });
  return out.table();
}
