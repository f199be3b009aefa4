// FDA <-> EMA product pairs. RegulatoryCore links an authorization to its other-agency twins
// (authorizationsByAgency) from both sides, so a pair can be found from the FDA record, the EMA
// record or both; joining the link table to itself by hand either doubles pairs or, when only one
// side is in the table, loses them. pairs.authorizations keeps each pair once.
import * as aq from "arquero";
import type { ColumnTable } from "arquero";
import { dateOfDay, daysBetween } from "../days/day-dates.js";
import { setInfo, inheritedProvenance } from "./provenance.js";
import { requireColumns } from "./require-columns.js";

type Row = Record<string, unknown>;
interface Link {
  serviceId?: unknown;
  linkedServiceId?: unknown;
  agency?: unknown;
  name?: unknown;
  authorizationStatus?: unknown;
}
interface DesignationValue {
  agency?: unknown;
  type?: unknown;
}

const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** The designation types a record holds on its own agency's side (as the service's filter counts them). */
function designationTypes(row: Row | undefined): string[] {
  if (!row) return [];
  return list<DesignationValue>(row.designations)
    .filter((d) => d.agency === row.agency)
    .map((d) => String(d.type));
}

/**
 * One row per FDA/EMA pair found in a RegulatoryCore table (from `search`, `searchAll` or `get`):
 * fdaServiceId, emaServiceId, names, activeSubstance, both authorization dates and statuses, each
 * side's designations, isOrphan (either side), and lagDays = emaDate - fdaDate (positive when the
 * FDA came first). A pair is listed once whichever side it was found from; when only one side is
 * in the table, the other's name and status come from the link and its date and designations are
 * null/empty (hydrate it with sv.regulatorycore.get to fill them). Records without a twin are not pairs.
 *
 * @example
 * const orphans = await sv.regulatorycore.searchAll({ query: "orphan", isOrphan: true });
 * const lag = pairs.authorizations(orphans);   // lag.derive(...), charts.approvalLag(lag)
 */
function authorizations(table: ColumnTable): ColumnTable {
  requireColumns(
    "pairs.authorizations",
    table,
    ["serviceId", "agency", "authorizationsByAgency"],
    "a RegulatoryCore table (sv.regulatorycore.search / searchAll / get)",
  );
  const rows = table.objects() as Row[];
  const byId = new Map(rows.map((r) => [String(r.serviceId), r]));
  const pairs = new Map<string, Row>();
  for (const row of rows) {
    for (const link of list<Link>(row.authorizationsByAgency)) {
      const otherAgency = link.agency;
      if ((row.agency !== "FDA" && row.agency !== "EMA") || otherAgency === row.agency || (otherAgency !== "FDA" && otherAgency !== "EMA"))
        continue;
      // Records carry the twin's ID as `serviceId`; rows of flatten.authorizationsByAgency as `linkedServiceId`.
      const linked = link.serviceId ?? link.linkedServiceId;
      const other = typeof linked === "string" ? linked : null;
      if (other === null) continue;
      const fdaId = row.agency === "FDA" ? String(row.serviceId) : other;
      const emaId = row.agency === "EMA" ? String(row.serviceId) : other;
      const key = `${fdaId}|${emaId}`;
      if (pairs.has(key)) continue;
      const fda = byId.get(fdaId);
      const ema = byId.get(emaId);
      const side = (r: Row | undefined, field: string, fromLink: unknown) => (r ? (r[field] ?? null) : (fromLink ?? null));
      const fdaDate = dateOfDay(fda?.authorizationDate);
      const emaDate = dateOfDay(ema?.authorizationDate);
      pairs.set(key, {
        fdaServiceId: fdaId,
        emaServiceId: emaId,
        fdaName: side(fda, "name", row.agency === "EMA" ? link.name : null),
        emaName: side(ema, "name", row.agency === "FDA" ? link.name : null),
        activeSubstance: fda?.activeSubstance ?? ema?.activeSubstance ?? null,
        fdaDate,
        emaDate,
        fdaStatus: side(fda, "authorizationStatus", row.agency === "EMA" ? link.authorizationStatus : null),
        emaStatus: side(ema, "authorizationStatus", row.agency === "FDA" ? link.authorizationStatus : null),
        fdaDesignations: designationTypes(fda),
        emaDesignations: designationTypes(ema),
        isOrphan: fda?.isOrphan === true || ema?.isOrphan === true ? true : fda || ema ? Boolean(fda?.isOrphan ?? ema?.isOrphan) : null,
        lagDays: daysBetween(fdaDate, emaDate),
        firstAgency: fdaDate && emaDate ? (fdaDate < emaDate ? "FDA" : emaDate < fdaDate ? "EMA" : "same day") : null,
      });
    }
  }
  const out = aq.from([...pairs.values()]);
  const columns = [
    "fdaServiceId",
    "emaServiceId",
    "fdaName",
    "emaName",
    "activeSubstance",
    "fdaDate",
    "emaDate",
    "fdaStatus",
    "emaStatus",
    "fdaDesignations",
    "emaDesignations",
    "isOrphan",
    "lagDays",
    "firstAgency",
  ];
  const shaped = pairs.size > 0 ? out.select(columns) : aq.table(Object.fromEntries(columns.map((c) => [c, []])));
  return setInfo(shaped, {
    ...inheritedProvenance(table),
    core: "regulatorycore",
    params: { pairs: "authorizations", from: table.numRows() },
  });
}

export const pairs = { authorizations };
