// Comparing a mirror with the service: the same records fetched fresh with the definition's
// includes, as canonical rows (dates as ISO text, object keys sorted).
import type { ColumnTable } from "arquero";
import type { CoreName } from "../../src/schema/index.js";
import type { MirrorDefinition, Session } from "../../src/mirror/index.js";
import { checkDefinition, includesFor } from "../../src/mirror/definition.js";

function canon(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(canon);
  if (typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, canon(v)]),
    );
  }
  return value;
}

export function canonRows(table: ColumnTable): unknown[] {
  return table
    .objects()
    .map(canon)
    .sort((a, b) => (String((a as { serviceId: string }).serviceId) < String((b as { serviceId: string }).serviceId) ? -1 : 1));
}

/** The service's current records for these IDs, fetched the way the mirror fetches them. */
export async function sandboxState(sv: Session, core: CoreName, ids: string[], definition: MirrorDefinition): Promise<ColumnTable> {
  const include = includesFor(checkDefinition(definition), core);
  return sv[core].get(ids, { include, onProgress: false });
}
