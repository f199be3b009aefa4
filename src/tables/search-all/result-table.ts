// The table a searchAll run returns: every page fetched, earliest window first, deduplicated by
// serviceId, with its provenance (info()): what was sent, what is out of reach, what failed.
import type { ColumnTable } from "arquero";
import type { CoreName } from "../../schema/index.js";
import type { FailedItem } from "../partial-error.js";
import type { Meter } from "../meter.js";
import { setInfo, type TruncatedWindow } from "../provenance.js";
import { recordsToTable } from "../records-to-table.js";
import type { RunSettings } from "./options.js";
import type { SliceRecord } from "./slice.js";

/** One search's page, keyed for the order the table is read back in (slice.ts `sliceKey`). */
export interface KeptPage {
  key: string;
  records: SliceRecord[];
}

export function buildResultTable(
  core: CoreName,
  params: Record<string, unknown>,
  settings: RunSettings,
  pages: readonly KeptPage[],
  truncatedWindows: TruncatedWindow[],
  meter: ReturnType<Meter["read"]>,
  failed: FailedItem[],
): ColumnTable {
  const { dates, from, to } = settings;
  const order = [...pages].sort((a, b) => a.key.localeCompare(b.key));
  const seen = new Set<unknown>();
  const records = order
    .flatMap((p) => p.records)
    .filter((r) => {
      if (seen.has(r.serviceId)) return false;
      seen.add(r.serviceId);
      return true;
    });
  truncatedWindows.sort((a, b) => (a.from ?? "").localeCompare(b.from ?? ""));
  const include = (params.include ?? []) as string[] | string;
  return setInfo(recordsToTable(core, records, { include: typeof include === "string" ? [include] : include }), {
    core,
    params: { ...params, ...(dates ? { by: dates.by } : {}), ...(from ? { from, to } : {}) },
    ...meter,
    truncated: truncatedWindows.length > 0,
    truncatedWindows: [...truncatedWindows],
    failed,
  });
}
