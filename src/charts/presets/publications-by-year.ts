import { presetInput } from "../preset-input.js";
import { yearChannel } from "../year-scale.js";
import * as msg from "../messages.js";
import { checkOptions, type ChartOptions } from "../options.js";
import { listOf, missingEverywhere, readRows, stringOf, type ChartInput, type Row } from "../rows.js";
import { COUNT_AXIS, COUNT_SCALE, colorChannel, frameSpec, omittedNote, type VegaLiteSpec } from "../spec.js";
import { MisuseError } from "../../errors/index.js";
import { yearOf } from "../../days/index.js";

export interface PublicationsByYearOptions extends ChartOptions {
  /** Split bars by MeSH publication type (a publication counts once per type) or by retraction. */
  by?: "publicationType" | "retraction";
  /** With `by: "publicationType"`: how many types get their own colour; the rest are "Other types". Default 8. */
  topTypes?: number;
}

const BY = ["publicationType", "retraction"] as const;

function retraction(v: unknown): string {
  return v === true ? "Retracted" : v === false ? "Not retracted" : "Retraction unknown";
}

/** Publications per year of publication, optionally split by publication type or retraction. */
export function publicationsByYearSpec(table: ChartInput, options?: PublicationsByYearOptions): VegaLiteSpec {
  const o = checkOptions("publicationsByYear", options);
  const by = options?.by;
  if (by !== undefined && !BY.includes(by)) {
    throw new MisuseError(msg.oneOfOption("publicationsByYear", "by", BY, by), {
      parameter: "options.by",
      value: by,
      allowed: BY,
    });
  }
  if (o.color !== undefined && o.color !== "isRetracted") {
    throw new MisuseError(msg.oneOfOption("publicationsByYear", "color", ["isRetracted"], o.color), {
      parameter: "options.color",
      value: o.color,
      allowed: ["isRetracted"],
    });
  }
  const input = presetInput("publicationsByYear", table, {
    core: "biomedcore",
    columns: ["publicationDate"],
    how: "sv.biomedcore.search / searchAll / get",
    distinct: { key: ["serviceId"], what: "publication" },
  });
  const rows = readRows(input, ["publicationDate", "publicationTypes", "isRetracted"], o.filter);
  const dated = rows.map((r) => ({ r, year: yearOf(r.publicationDate) })).filter((d): d is { r: Row; year: number } => d.year != null);
  const notes = [`${dated.length} publications`, ...omittedNote(rows.length - dated.length, "publications without a date")];
  let values: { year: string; group: string }[];
  let domain: string[] = [];
  let legendTitle = "";
  if (by === "publicationType") {
    const typesOf = (r: Row) => {
      const t = listOf(r.publicationTypes)
        .map(stringOf)
        .filter((s): s is string => s != null);
      return t.length ? [...new Set(t)] : ["No type given"];
    };
    const freq = new Map<string, number>();
    for (const d of dated) for (const t of typesOf(d.r)) freq.set(t, (freq.get(t) ?? 0) + 1);
    const topN = options?.topTypes ?? 8;
    const top = new Set(
      [...freq]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, topN)
        .map(([t]) => t),
    );
    const other = "Other types";
    values = dated.flatMap((d) =>
      [...new Set(typesOf(d.r).map((t) => (top.has(t) ? t : other)))].map((group) => ({ year: `${d.year}-01-01`, group })),
    );
    domain = [...top];
    if (freq.size > top.size) domain.push(other);
    legendTitle = "Publication type";
    notes.push("a publication counts once per type");
  } else if (by === "retraction" || o.color === "isRetracted") {
    values = dated.map((d) => ({ year: `${d.year}-01-01`, group: retraction(d.r.isRetracted) }));
    domain = ["Not retracted", "Retracted", "Retraction unknown"].filter((g) => values.some((v) => v.group === g));
    legendTitle = "Retraction";
  } else {
    values = dated.map((d) => ({ year: `${d.year}-01-01`, group: "Publications" }));
  }
  const split = by !== undefined || o.color === "isRetracted";
  const splitField = by === "publicationType" ? ["publicationTypes"] : split ? ["isRetracted"] : [];
  const rank = new Map(domain.map((g, i) => [g, i]));
  return frameSpec(
    {
      preset: "publicationsByYear",
      title: "Publications by year",
      notes,
      rows: rows.length,
      missing: missingEverywhere(rows, splitField),
      width: 480,
      height: 240,
      values: values.map((v) => ({ ...v, groupRank: rank.get(v.group) ?? 0 })),
    },
    o,
    {
      mark: { type: "bar", tooltip: true, ...(split ? {} : { color: "#4c78a8" }) },
      encoding: {
        x: yearChannel(
          dated.map((d) => d.year),
          "Year of publication",
        ),
        y: { aggregate: "count", type: "quantitative", title: "Number of publications", axis: COUNT_AXIS, scale: COUNT_SCALE },
        ...(split
          ? {
              color: colorChannel("group", legendTitle, domain),
              order: { field: "groupRank", type: "quantitative" },
            }
          : {}),
      },
    },
  );
}
