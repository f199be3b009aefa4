// RegulatoryCore authorizationsByAgency: one row per link from an authorization to the same
// product's authorization in another market. The linked record's ID is `linkedServiceId`, so
// `serviceId` stays the parent key as in every child table.
import type { ColumnTable } from "arquero";
import { int, text } from "../columns/shorthand.js";
import { ChildColumns } from "./child-table.js";
import { children, field, fields, readParents, type FlattenInput } from "./parents.js";

const AUTHORIZATION_LINK_COLUMNS = {
  serviceId: text,
  linkIndex: int,
  linkedServiceId: text,
  agency: text,
  name: text,
  authorizationStatus: text,
};

export function authorizationsByAgency(input: FlattenInput): ColumnTable {
  const { serviceIds, values } = readParents(input, "authorizationsByAgency");
  const out = new ChildColumns(AUTHORIZATION_LINK_COLUMNS);
  values.forEach((value, p) => {
    children(value).forEach((link, i) => {
      out.row({
        serviceId: serviceIds[p],
        linkIndex: i,
        linkedServiceId: field(link, "serviceId"),
        ...fields(link, ["agency", "name", "authorizationStatus"]),
      });
    });
  });
  return out.table();
}
