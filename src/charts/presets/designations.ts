import { flatten } from "../../tables/index.js";
import { presetInput } from "../preset-input.js";
import { categoryLabel, categoryOf, orderedLabels } from "../categories.js";
import { checkOptions, type ChartOptions } from "../options.js";
import { missingEverywhere, readRows, type ChartInput } from "../rows.js";
import { frameSpec, type VegaLiteSpec } from "../spec.js";

/** Designations by type and agency, as a count heat map; input: a RegulatoryCore table or its `flatten.designations` table. */
export function designationsSpec(table: ChartInput, options?: ChartOptions): VegaLiteSpec {
  const o = checkOptions("designations", options);
  const input = presetInput("designations", table, {
    core: "regulatorycore",
    columns: ["type", "agency"],
    how: "flatten.designations(a RegulatoryCore table)",
    distinct: { key: ["serviceId", "designationIndex"], what: "designation" },
    parent: { field: "designations", derive: flatten.designations },
  });
  const rows = readRows(input, ["type", "agency", "axis", "serviceId"], o.filter);
  const types = rows.map((r) => categoryOf(r.type));
  const agencies = rows.map((r) => categoryOf(r.agency));
  const typeDomain = orderedLabels(types, "type");
  const agencyDomain = orderedLabels(agencies, "agency");
  const cells = new Map<string, { type: string; agency: string; designations: number }>();
  rows.forEach((_, i) => {
    const type = categoryLabel(types[i]);
    const agency = categoryLabel(agencies[i]);
    const k = `${type}\u0000${agency}`;
    const c = cells.get(k) ?? { type, agency, designations: 0 };
    c.designations++;
    cells.set(k, c);
  });
  const values = [...cells.values()];
  // Dark cells get white numbers; the threshold is fixed here because the data is.
  const dmax = Math.max(0, ...values.map((v) => v.designations));
  const records = new Set(rows.map((r) => r.serviceId).filter((s) => s != null)).size;
  const notes = [`${rows.length} designations${records ? ` on ${records} authorizations` : ""}`];
  const x = { field: "agency", type: "nominal", title: "Agency", sort: agencyDomain, axis: { labelAngle: 0, orient: "top" } } as const;
  const y = { field: "type", type: "nominal", title: "Designation type", sort: typeDomain } as const;
  return frameSpec(
    {
      preset: "designations",
      title: "Designations by type and agency",
      notes,
      rows: rows.length,
      missing: missingEverywhere(rows, ["type", "agency"]),
      width: Math.max(120, agencyDomain.length * 90),
      height: Math.max(80, typeDomain.length * 28),
      values,
    },
    o,
    {
      layer: [
        {
          mark: { type: "rect", tooltip: true },
          encoding: {
            x,
            y,
            color: { field: "designations", type: "quantitative", title: "Designations", scale: { scheme: "blues", zero: true } },
          },
        },
        {
          mark: { type: "text", fontSize: 12 },
          encoding: {
            x,
            y,
            text: { field: "designations", type: "quantitative" },
            color: { condition: { test: `datum.designations > ${0.6 * dmax}`, value: "white" }, value: "black" },
          },
        },
      ],
    },
  );
}
