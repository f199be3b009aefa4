// Which core a table or a list of records holds: from its provenance when corebook built it, else
// from the prefix of its service IDs (SVTC_ is TrialCore). Helpers use it to refuse a table of the
// wrong core by name instead of computing something empty from it.
import type { ColumnTable } from "arquero";
import { CORES, ID_PREFIX, type CoreName } from "../schema/index.js";
import { info } from "./provenance.js";

/** The core whose ID prefix `id` starts with, or null. */
function coreOfIdPrefix(id: unknown): CoreName | null {
  if (typeof id !== "string") return null;
  return CORES.find((core) => id.startsWith(ID_PREFIX[core])) ?? null;
}

/** The core of a table: from its provenance, else from its first serviceId. */
export function coreOfTable(table: ColumnTable): CoreName | null {
  const known = info(table)?.core;
  if (known) return known;
  if (!table.columnNames().includes("serviceId") || table.numRows() === 0) return null;
  return coreOfIdPrefix(table.array("serviceId")[0]);
}

/** The core of a list of records, from the first one with a serviceId. */
export function coreOfRecords(records: readonly unknown[]): CoreName | null {
  for (const record of records) {
    const id: unknown = record !== null && typeof record === "object" ? Reflect.get(record, "serviceId") : undefined;
    if (id !== undefined && id !== null) return coreOfIdPrefix(id);
  }
  return null;
}
