// FDA <-> EMA product pairs. RegulatoryCore links an authorization to its other-agency twins
// (authorizationsByAgency) from both sides, so a pair can be found from the FDA record, the EMA
// record or both; joining the link table to itself by hand either doubles pairs or, when only one
// side is in the table, loses them. pairs.authorizations keeps each pair once.
//
// A search rarely returns both sides of a pair (the twin need not match the query), and a pair
// without its twin's record has no date for that side, so no lag. Given `sv`, the missing twins are
// fetched; without it, or when a twin cannot be fetched, the column missingTwin names the side
// that lacks and a warning says how many pairs lack a date: a median over lagDays is never quietly
// a median over the few pairs that happened to have both sides.
import type { ColumnTable } from "arquero";
import { dateOfDay, daysBetween } from "../days/index.js";
import { ChildColumns } from "./flatten/child-table.js";
import { bool, date, int, text, strings } from "./columns/shorthand.js";
import * as msg from "./messages.js";
import { info, inheritedProvenance, setInfo } from "./provenance.js";
import { requireColumns } from "./require-columns.js";
import type { CoreSession } from "./session.js";
import { MisuseError } from "../errors/index.js";

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

export const PAIR_COLUMNS = {
  fdaServiceId: text,
  emaServiceId: text,
  fdaName: text,
  emaName: text,
  activeSubstance: text,
  fdaDate: date,
  emaDate: date,
  fdaStatus: text,
  emaStatus: text,
  fdaDesignations: strings,
  emaDesignations: strings,
  /** Whether the FDA record carries an orphan designation (null when that record is not at hand). */
  fdaIsOrphan: bool,
  emaIsOrphan: bool,
  /** Either side is orphan. */
  isOrphan: bool,
  lagDays: int,
  firstAgency: text,
  /** "FDA" or "EMA" when that side's record is not at hand (so it has no date); null for a whole pair. */
  missingTwin: text,
};

const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** The designation types a record holds on its own agency's side (as the service's filter counts them). */
function designationTypes(row: Row | undefined): string[] {
  if (!row) return [];
  return list<DesignationValue>(row.designations)
    .filter((d) => d.agency === row.agency)
    .map((d) => String(d.type));
}

interface PairKey {
  fdaId: string;
  emaId: string;
  /** The row the pair was found from and the link to the other side. */
  row: Row;
  link: Link;
}

/** Each FDA/EMA pair once, with the row it was found from. */
function findPairs(rows: Row[]): PairKey[] {
  const pairs = new Map<string, PairKey>();
  for (const row of rows) {
    if (row.agency !== "FDA" && row.agency !== "EMA") continue;
    for (const link of list<Link>(row.authorizationsByAgency)) {
      if (link.agency === row.agency || (link.agency !== "FDA" && link.agency !== "EMA")) continue;
      // Records carry the twin's ID as `serviceId`; rows of flatten.authorizationsByAgency as `linkedServiceId`.
      const linked = link.serviceId ?? link.linkedServiceId;
      if (typeof linked !== "string") continue;
      const fdaId = row.agency === "FDA" ? String(row.serviceId) : linked;
      const emaId = row.agency === "EMA" ? String(row.serviceId) : linked;
      const key = `${fdaId}|${emaId}`;
      if (!pairs.has(key)) pairs.set(key, { fdaId, emaId, row, link });
    }
  }
  return [...pairs.values()];
}

function pairTable(pairs: PairKey[], byId: Map<string, Row>): ColumnTable {
  const out = new ChildColumns(PAIR_COLUMNS);
  for (const { fdaId, emaId, row, link } of pairs) {
    const fda = byId.get(fdaId);
    const ema = byId.get(emaId);
    // The side not at hand is known only by what the link says of it.
    const fromLink = (agency: "FDA" | "EMA", r: Row | undefined, field: string, linkValue: unknown) =>
      r ? (r[field] ?? null) : row.agency !== agency ? (linkValue ?? null) : null;
    const fdaDate = dateOfDay(fda?.authorizationDate);
    const emaDate = dateOfDay(ema?.authorizationDate);
    const orphan = (r: Row | undefined) => (r ? r.isOrphan === true : null);
    out.row({
      fdaServiceId: fdaId,
      emaServiceId: emaId,
      fdaName: fromLink("FDA", fda, "name", link.name),
      emaName: fromLink("EMA", ema, "name", link.name),
      activeSubstance: fda?.activeSubstance ?? ema?.activeSubstance ?? null,
      fdaDate,
      emaDate,
      fdaStatus: fromLink("FDA", fda, "authorizationStatus", link.authorizationStatus),
      emaStatus: fromLink("EMA", ema, "authorizationStatus", link.authorizationStatus),
      fdaDesignations: designationTypes(fda),
      emaDesignations: designationTypes(ema),
      fdaIsOrphan: orphan(fda),
      emaIsOrphan: orphan(ema),
      isOrphan: orphan(fda) === true || orphan(ema) === true ? true : fda && ema ? false : null,
      lagDays: daysBetween(fdaDate, emaDate),
      firstAgency: fdaDate && emaDate ? (fdaDate < emaDate ? "FDA" : emaDate < fdaDate ? "EMA" : "same day") : null,
      missingTwin: !fda ? "FDA" : !ema ? "EMA" : null,
    });
  }
  return out.table();
}

function rowsById(tables: ColumnTable[]): Map<string, Row> {
  const byId = new Map<string, Row>();
  for (const table of tables) for (const row of table.objects() as Row[]) byId.set(String(row.serviceId), row);
  return byId;
}

function warnMissing(pairs: ColumnTable): void {
  const lacking = (pairs.array("missingTwin") as unknown[]).filter((side) => side !== null).length;
  if (lacking > 0) console.warn(msg.pairsWithoutDate(lacking, pairs.numRows()));
}

function pairsOf(table: ColumnTable): ColumnTable {
  const pairs = pairTable(findPairs(table.objects() as Row[]), rowsById([table]));
  warnMissing(pairs);
  return setInfo(pairs, {
    ...inheritedProvenance(table),
    core: "regulatorycore",
    params: { pairs: "authorizations", from: table.numRows() },
  });
}

async function pairsWithTwins(table: ColumnTable, sv: CoreSession): Promise<ColumnTable> {
  const found = findPairs(table.objects() as Row[]);
  const inTable = new Set(table.array("serviceId") as unknown[]);
  const twins = [...new Set(found.flatMap((p) => [p.fdaId, p.emaId]).filter((id) => !inTable.has(id)))];
  // A twin that cannot be fetched leaves its pair without a date, which missingTwin and the warning say.
  const fetched = await sv.regulatorycore.get(twins, { onError: "keep" });
  const fetchedInfo = info(fetched);
  const unfetched = [...(fetchedInfo?.missing ?? []), ...(fetchedInfo?.failed ?? []).map((f) => f.id)];
  if (unfetched.length > 0) console.warn(msg.pairsTwinsNotFound(unfetched));
  const pairs = pairTable(found, rowsById([table, fetched]));
  warnMissing(pairs);
  return setInfo(pairs, {
    ...inheritedProvenance(table, fetched),
    core: "regulatorycore",
    params: { pairs: "authorizations", from: table.numRows(), twinsFetched: twins.length },
  });
}

const NEEDS = "a RegulatoryCore table (sv.regulatorycore.search / searchAll / get)";

/**
 * One row per FDA/EMA pair found in a RegulatoryCore table (from `search`, `searchAll` or `get`):
 * fdaServiceId, emaServiceId, names, activeSubstance, both authorization dates and statuses, each
 * side's designations and orphan flag (fdaIsOrphan, emaIsOrphan; isOrphan: either), lagDays =
 * emaDate - fdaDate (positive when the FDA came first), firstAgency, and missingTwin. A pair is
 * listed once whichever side it was found from. Given the session `sv`, the twins that are not in
 * the table are fetched (a Promise is returned); without it, a pair whose twin is not in the table
 * has that side's name and status from the link, no date (missingTwin: "FDA" or "EMA"), and a
 * warning says how many. Records without a twin are not pairs.
 *
 * @example
 * const orphans = await sv.regulatorycore.searchAll({ query: "orphan", isOrphan: true });
 * const lag = await pairs.authorizations(orphans, sv);   // lag.derive(...), charts.approvalLag(lag)
 */
function authorizations(table: ColumnTable): ColumnTable;
function authorizations(table: ColumnTable, sv: CoreSession): Promise<ColumnTable>;
function authorizations(table: ColumnTable, sv?: CoreSession): ColumnTable | Promise<ColumnTable> {
  requireColumns("pairs.authorizations", table, ["serviceId", "agency", "authorizationsByAgency"], NEEDS, "regulatorycore");
  if (sv === undefined) return pairsOf(table);
  // Checked by what it is: `{ sv }` is the likely slip (and tslab cannot read a shorthand property of an earlier cell's variable).
  if (typeof (sv as Partial<CoreSession> | null)?.regulatorycore?.get !== "function") {
    throw new MisuseError(msg.pairsSession(sv), { parameter: "sv", value: sv });
  }
  return pairsWithTwins(table, sv);
}

/** Tables of records paired across cores or agencies. */
export const pairs = {
  /**
   * FDA/EMA pairs of a RegulatoryCore table, one row each, with both dates and `lagDays` (EMA date minus FDA date); given
   * the session, twins missing from the table are fetched.
   */
  authorizations,
};
