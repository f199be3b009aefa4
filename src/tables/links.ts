// links(table, field): the edges a link field holds, one row per (record, linked ID), so cores
// can be joined by service ID. toCore comes from the linked ID's prefix. The edge table carries the
// source table's provenance (its fetches and cost), with core null: its rows are links, not records.
import type { ColumnTable } from "arquero";
import { CORES, INCLUDES, type CoreName } from "../schema/index.js";
import { coreOfServiceId } from "../schema/index.js";
import { setColumnTypes } from "./column-types.js";
import { text } from "./columns/shorthand.js";
import { corebookTable } from "./corebook-table.js";
import { MisuseError } from "../errors/index.js";
import * as msg from "./messages.js";
import { coreOfTable } from "./table-core.js";
import { info, inheritedProvenance, setInfo } from "./provenance.js";

/** Link fields per core; the ones also in INCLUDES need that include value. */
export const LINK_FIELDS = {
  /** Trials referenced, publications this one cites, publications citing it. */
  biomedcore: ["referencesTrialCore", "references", "citedBy"],
  /** Publications and drugs a trial references. */
  trialcore: ["referencesBiomedCore", "referencesDrugCore"],
  /** Parent and child molecules, and the trials, publications, authorizations and genes linked to a drug. */
  drugcore: ["parent", "children", "referencesTrialCore", "referencesBiomedCore", "referencesRegulatoryCore", "referencesGeneCore"],
  /** The same product at the other agency, and the drugs an authorization covers. */
  regulatorycore: ["authorizationsByAgency", "referencesDrugCore"],
  /** Drugs that act on the gene. */
  genecore: ["referencesDrugCore"],
  /** Patents cited, family members, patents citing, and the drugs and publications a patent references. */
  patentcore: ["citedPatents", "familyMembers", "citedByPatents", "referencesDrugCore", "referencesBiomedCore"],
} as const satisfies Record<CoreName, readonly string[]>;

/** The core each link field points to (the same for every core that has the field). */
export const LINK_TARGETS: Record<string, CoreName> = {
  referencesTrialCore: "trialcore",
  referencesBiomedCore: "biomedcore",
  referencesDrugCore: "drugcore",
  referencesRegulatoryCore: "regulatorycore",
  referencesGeneCore: "genecore",
  references: "biomedcore",
  citedBy: "biomedcore",
  parent: "drugcore",
  children: "drugcore",
  authorizationsByAgency: "regulatorycore",
  citedPatents: "patentcore",
  familyMembers: "patentcore",
  citedByPatents: "patentcore",
};

const EDGE_COLUMNS = { fromId: text, toId: text, field: text, toCore: text };

/** Linked IDs held in one field value: an ID, an array of IDs, or an array of {serviceId} objects. */
function linkedIds(value: unknown): string[] {
  if (typeof value === "string") return value === "" ? [] : [value];
  if (!Array.isArray(value)) return [];
  const ids: string[] = [];
  for (const item of value) {
    if (typeof item === "string") ids.push(item);
    else if (item && typeof item === "object" && typeof (item as { serviceId?: unknown }).serviceId === "string") {
      ids.push((item as { serviceId: string }).serviceId);
    }
  }
  return ids;
}

function checkField(operation: string, core: CoreName | null, field: string, columns: readonly string[]): void {
  const allowed: readonly string[] = core ? LINK_FIELDS[core] : [...new Set(Object.values(LINK_FIELDS).flat())];
  const where = core ?? "any core";
  if (!allowed.includes(field)) {
    throw new MisuseError(msg.notALinkField(operation, field, where, allowed), { parameter: "field", value: field, allowed });
  }
  if (!columns.includes(field)) {
    const needsInclude = (core ? [core] : CORES).some((c) => (INCLUDES[c] as readonly string[]).includes(field));
    throw new MisuseError(msg.linkColumnMissing(operation, field, needsInclude), { parameter: "field", value: field });
  }
}

function edgesTable(fromIds: string[], toIds: string[], field: string): ColumnTable {
  const columns = {
    fromId: fromIds,
    toId: toIds,
    field: toIds.map(() => field),
    toCore: toIds.map((id) => coreOfServiceId(id)),
  };
  return setColumnTypes(corebookTable(columns), EDGE_COLUMNS);
}

/** Edge table with columns fromId, toId, field, toCore: one row per link, in table order. */
export function links(table: ColumnTable | readonly object[], field: string): ColumnTable {
  return linkEdges(table, field, "links");
}

/** links() for `operation` (links or follow), which its messages name. */
export function linkEdges(table: ColumnTable | readonly object[], field: string, operation: string): ColumnTable {
  let from: ArrayLike<unknown>;
  let values: ArrayLike<unknown>;
  if (Array.isArray(table)) {
    const records = table as readonly Record<string, unknown>[];
    const columns = [...new Set(records.flatMap((record) => Object.keys(record)))];
    const first = records[0]?.serviceId;
    const core = typeof first === "string" ? coreOfServiceId(first) : null;
    if (records.length > 0) checkField(operation, core, field, columns);
    else checkField(operation, null, field, [field]);
    from = records.map((record) => record.serviceId);
    values = records.map((record) => record[field]);
  } else {
    const source = table as ColumnTable;
    const columns = source.columnNames();
    if (!columns.includes("serviceId")) throw new MisuseError(msg.linksNoServiceId(operation, columns));
    checkField(operation, coreOfTable(source), field, columns);
    from = source.array("serviceId");
    values = source.array(field);
  }
  const fromIds: string[] = [];
  const toIds: string[] = [];
  for (let i = 0; i < from.length; i++) {
    for (const id of linkedIds(values[i])) {
      fromIds.push(from[i] as string);
      toIds.push(id);
    }
  }
  const edges = edgesTable(fromIds, toIds, field);
  if (Array.isArray(table) || !info(table as ColumnTable)) return edges;
  return setInfo(edges, { ...inheritedProvenance(table as ColumnTable), core: null, params: { links: field } });
}
