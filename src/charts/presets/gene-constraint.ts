import { checkPresetInput } from "../preset-input.js";
import { checkOptions, type ChartOptions } from "../options.js";
import { numberOf, readRows, stringOf, type ChartInput, type Row } from "../rows.js";
import { colorChannel, frameSpec, omittedNote, type VegaLiteSpec } from "../spec.js";

// The tables layer adds flat columns (loeuf, isEssential, meanGeneEffect) next to the nested objects;
// hand-made records may carry only the nested ones. Either is read, flat first.
function get(obj: unknown, path: string[]): unknown {
  let cur = obj;
  for (const k of path) {
    if (cur == null || typeof cur !== "object") return undefined;
    cur = (cur as Record<string, unknown>)[k];
  }
  return cur;
}

export function loeufOf(r: Row): number | null {
  return numberOf(r.loeuf) ?? numberOf(get(r.gnomadConstraint, ["lossOfFunction", "loeuf"]));
}
export function geneEffectOf(r: Row): number | null {
  return numberOf(r.meanGeneEffect) ?? numberOf(get(r.depmapEssentiality, ["meanGeneEffect"]));
}
export function essentialOf(r: Row): boolean | null {
  const v = r.isEssential ?? get(r.depmapEssentiality, ["isEssential"]);
  return typeof v === "boolean" ? v : null;
}

const ESSENTIAL = ["Essential in DepMap", "Not essential", "Essentiality unknown"];
const ESSENTIAL_COLORS = ["#d62728", "#4c78a8", "#aaaaaa"];

/** Each gene placed by LOEUF (gnomAD loss-of-function constraint) against mean DepMap gene effect. */
export function geneConstraintSpec(table: ChartInput, options?: ChartOptions): VegaLiteSpec {
  const o = checkOptions("geneConstraint", options);
  checkPresetInput("geneConstraint", table, { core: "genecore", columns: [], how: "sv.genecore.search / searchAll / get" });
  const rows = readRows(
    table,
    ["serviceId", "symbol", "name", "loeuf", "meanGeneEffect", "isEssential", "gnomadConstraint", "depmapEssentiality"],
    o.filter,
  );
  const points = rows
    .map((r) => ({ r, loeuf: loeufOf(r), effect: geneEffectOf(r) }))
    .filter((p): p is { r: Row; loeuf: number; effect: number } => p.loeuf != null && p.effect != null);
  const values = points.map((p) => {
    const e = essentialOf(p.r);
    return {
      gene: stringOf(p.r.symbol) ?? stringOf(p.r.serviceId) ?? "",
      name: stringOf(p.r.name),
      loeuf: p.loeuf,
      meanGeneEffect: p.effect,
      essential: e === true ? ESSENTIAL[0] : e === false ? ESSENTIAL[1] : ESSENTIAL[2],
    };
  });
  const domain = ESSENTIAL.filter((g) => values.some((v) => v.essential === g));
  const notes = [
    `${values.length} genes`,
    "lower LOEUF: less tolerant of loss of function; lower effect: more essential",
    ...omittedNote(rows.length - values.length, "genes without both scores"),
  ];
  return frameSpec({ title: "Gene constraint and essentiality", notes, width: 420, height: 300, values }, o, {
    layer: [
      {
        mark: { type: "point", filled: true, size: 60, opacity: 0.8, tooltip: true },
        encoding: {
          x: { field: "loeuf", type: "quantitative", title: "LOEUF (gnomAD loss-of-function constraint)" },
          y: { field: "meanGeneEffect", type: "quantitative", title: "Mean DepMap gene effect" },
          color: colorChannel(
            "essential",
            "Essentiality",
            domain,
            domain.map((g) => ESSENTIAL_COLORS[ESSENTIAL.indexOf(g)]),
          ),
          tooltip: [
            { field: "gene", title: "Gene" },
            { field: "name", title: "Name" },
            { field: "loeuf", title: "LOEUF", format: ".2f" },
            { field: "meanGeneEffect", title: "Mean gene effect", format: ".2f" },
            { field: "essential", title: "Essentiality" },
          ],
        },
      },
      {
        mark: { type: "text", dx: 6, align: "left", fontSize: 10, color: "#333" },
        transform: [
          { window: [{ op: "row_number", as: "rank" }], sort: [{ field: "meanGeneEffect", order: "ascending" }] },
          { filter: "datum.rank <= 12" },
        ],
        encoding: {
          x: { field: "loeuf", type: "quantitative" },
          y: { field: "meanGeneEffect", type: "quantitative" },
          text: { field: "gene" },
        },
      },
    ],
  });
}
