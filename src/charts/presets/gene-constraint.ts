import { presetInput } from "../preset-input.js";
import { LABEL_OFFSET, LABEL_SIDES, placeLabels, roundDomain, type LabelSide } from "../point-labels.js";
import { checkOptions, type ChartOptions } from "../options.js";
import { numberOf, readRows, stringOf, type ChartInput, type Row } from "../rows.js";
import { colorChannel, frameSpec, omittedNote, type SpecBody, type VegaLiteSpec } from "../spec.js";

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

function loeufOf(r: Row): number | null {
  return numberOf(r.loeuf) ?? numberOf(get(r.gnomadConstraint, ["lossOfFunction", "loeuf"]));
}
function geneEffectOf(r: Row): number | null {
  return numberOf(r.meanGeneEffect) ?? numberOf(get(r.depmapEssentiality, ["meanGeneEffect"]));
}
function essentialOf(r: Row): boolean | null {
  const v = r.isEssential ?? get(r.depmapEssentiality, ["isEssential"]);
  return typeof v === "boolean" ? v : null;
}

const ESSENTIAL = ["Essential in DepMap", "Not essential", "Essentiality unknown"];
const ESSENTIAL_COLORS = ["#d62728", "#4c78a8", "#aaaaaa"];

type LayerMember = Extract<SpecBody, { layer: unknown }>["layer"][number];

/** Genes named beside their point, the most essential first, as long as the names do not overlap. */
const MAX_LABELS = 12;

/** Each gene placed by LOEUF (gnomAD loss-of-function constraint) against mean DepMap gene effect. */
export function geneConstraintSpec(table: ChartInput, options?: ChartOptions): VegaLiteSpec {
  const o = checkOptions("geneConstraint", options);
  const input = presetInput("geneConstraint", table, {
    core: "genecore",
    columns: [],
    how: "sv.genecore.search / searchAll / get",
    distinct: { key: ["serviceId"], what: "gene" },
  });
  const rows = readRows(
    input,
    ["serviceId", "symbol", "name", "loeuf", "meanGeneEffect", "isEssential", "gnomadConstraint", "depmapEssentiality"],
    o.filter,
  );
  const points = rows
    .map((r) => ({ r, loeuf: loeufOf(r), effect: geneEffectOf(r) }))
    .filter((p): p is { r: Row; loeuf: number; effect: number } => p.loeuf != null && p.effect != null)
    .sort((a, b) => a.effect - b.effect);
  const width = o.width ?? 420;
  const height = o.height ?? 300;
  const x =
    points.length > 0
      ? roundDomain(
          points.map((p) => p.loeuf),
          true,
        )
      : undefined;
  const y =
    points.length > 0
      ? roundDomain(
          points.map((p) => p.effect),
          true,
        )
      : undefined;
  const genes = points.map((p) => stringOf(p.r.symbol) ?? stringOf(p.r.serviceId) ?? "");
  const sides =
    x && y
      ? placeLabels(
          points.map((p, i) => ({ x: p.loeuf, y: p.effect, label: genes[i] })),
          { width, height, x, y },
          MAX_LABELS,
        )
      : [];
  const values = points.map((p, i) => {
    const e = essentialOf(p.r);
    return {
      gene: genes[i],
      name: stringOf(p.r.name),
      loeuf: p.loeuf,
      meanGeneEffect: p.effect,
      essential: e === true ? ESSENTIAL[0] : e === false ? ESSENTIAL[1] : ESSENTIAL[2],
      labelSide: sides[i] ?? null,
    };
  });
  const domain = ESSENTIAL.filter((g) => values.some((v) => v.essential === g));
  const notes = [
    `${values.length} genes`,
    "lower LOEUF: less tolerant of loss of function; lower effect: more essential",
    ...omittedNote(rows.length - values.length, "genes without both scores"),
  ];
  const xChannel = { field: "loeuf", type: "quantitative", scale: { domain: x, nice: false, zero: false } } as const;
  const yChannel = { field: "meanGeneEffect", type: "quantitative", scale: { domain: y, nice: false, zero: false } } as const;
  // One text layer per side: vega-lite sets a text's alignment per mark, not per datum.
  const label = (side: LabelSide): LayerMember => ({
    mark: {
      type: "text",
      dx: side === "right" ? LABEL_OFFSET : side === "left" ? -LABEL_OFFSET : 0,
      dy: side === "above" ? -LABEL_OFFSET : side === "below" ? LABEL_OFFSET : 0,
      align: side === "right" ? "left" : side === "left" ? "right" : "center",
      baseline: side === "above" ? "bottom" : side === "below" ? "top" : "middle",
      fontSize: 10,
      color: "#333",
    },
    transform: [{ filter: `datum.labelSide === '${side}'` }],
    encoding: { x: xChannel, y: yChannel, text: { field: "gene" } },
  });
  const frame = { preset: "geneConstraint", title: "Gene constraint and essentiality", notes, width, height };
  return frameSpec({ ...frame, values, rows: rows.length }, o, {
    layer: [
      {
        mark: { type: "point", filled: true, size: 60, opacity: 0.8, tooltip: true },
        encoding: {
          x: { ...xChannel, title: "LOEUF (gnomAD loss-of-function constraint)" },
          y: { ...yChannel, title: "Mean DepMap gene effect" },
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
      ...LABEL_SIDES.map(label),
    ],
  });
}
