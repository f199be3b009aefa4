// Every message the charts layer shows a user, in one file (as vega-lite keeps src/log/message.ts).
// The rule they share: the first line names what was passed and what to pass instead.
import { closestName } from "../schema/closest-name.js";
import { columnList, describeValue, nearColumns } from "../tables/messages.js";

const quoted = (value: unknown) => JSON.stringify(value) ?? String(value);

function didYouMean(name: string, allowed: readonly string[]): string {
  const near = closestName(name, allowed);
  return near ? `; did you mean ${quoted(near)}?` : "";
}

// --- the table a preset is given --------------------------------------------------------------------

export const presetGotNoTable = (needs: string, value: unknown) => `${needs}; got ${describeValue(value)}`;

export const presetWrongCore = (needs: string, got: string) => `${needs}; got a ${got} table`;

export function presetMissingColumns(needs: string, missing: readonly string[], columns: readonly string[]): string {
  const near = nearColumns(missing[0], columns);
  const hint = near.length > 0 ? `; did you mean ${near.map(quoted).join(" or ")}?` : "";
  return `${needs}; the table has no ${missing.join(", ")} column${missing.length > 1 ? "s" : ""} (it has ${columnList(columns)})${hint}`;
}

export const presetNoRowHas = (needs: string, missing: readonly string[]) => `${needs}; no row has ${missing.join(", ")}`;

export const optionColumnMissing = (preset: string, option: string, field: string, columns: readonly string[]) =>
  `charts.${preset}: options.${option} is ${quoted(field)}, which is not a column of the table (it has ${columnList(columns)})${didYouMean(field, columns)}`;

// --- options --------------------------------------------------------------------------------------

export const presetOptionsNotObject = (preset: string, value: unknown) =>
  `charts.${preset}: options must be an object; got ${describeValue(value)}`;

export const pixelsOption = (preset: string, name: string, value: unknown) =>
  `charts.${preset}: options.${name} must be a positive number of pixels; got ${quoted(value)}`;

export const stringOption = (preset: string, name: string, what: string, value: unknown) =>
  `charts.${preset}: options.${name} must be ${what}; got ${describeValue(value)}`;

export const badCountOption = (preset: string, name: string, value: unknown) =>
  `charts.${preset}: options.${name} must be a positive whole number; got ${quoted(value)}`;

export const oneOfOption = (preset: string, name: string, allowed: readonly string[], value: unknown) =>
  `charts.${preset}: options.${name} must be one of ${allowed.join(", ")}; got ${quoted(value)}`;

export const outcomeOption = (value: unknown) =>
  `charts.outcomeMeasurements: options.outcome must be { serviceId, outcomeIndex } or an outcome title; got ${quoted(value)}`;

export const filterOption = (value: unknown) =>
  `filter: must be a function or an object of field: value(s), like { phase: ["PHASE2", "PHASE3"] }; got ${describeValue(value)}`;

// --- custom specs ---------------------------------------------------------------------------------

export const specNotObject = (value: unknown) => `Chart: the spec must be a Vega-Lite object; got ${describeValue(value)}`;

export const fromSpecNotObject = (value: unknown) =>
  `charts.fromSpec(table, spec): the spec must be a Vega-Lite object such as { mark: "bar", encoding: { ... } }; got ${describeValue(value)}`;

export const fromSpecNoSpec = () =>
  'charts.fromSpec got a table and no spec; pass both: charts.fromSpec(table, { mark: "bar", encoding: { x: { field: "phase" }, y: { aggregate: "count" } } })';

export const fromSpecFields = (missing: readonly { field: string; where: string }[], columns: readonly string[]) => {
  const named = missing.map((m) => `${quoted(m.field)} (${m.where})`).join(", ");
  return `charts.fromSpec: the spec names ${named}, which the table has no column for${didYouMean(missing[0].field, columns)}; its columns: ${columnList(columns)}`;
};

// --- rendering and saving -------------------------------------------------------------------------

export const saveExtension = (path: string, formats: readonly string[]) =>
  `save: path ${quoted(path)} has an unsupported extension; use one of ${formats.join(", ")}`;

export const pngScale = (value: unknown) => `toPNG: options.scale must be a number in (0, 10]; got ${quoted(value)}`;

// --- charts that cannot show their data -------------------------------------------------------------

/** The subtitle note of a field that is missing in every row. */
export const missingEverywhereNote = (fields: readonly string[]) => `no row has a value in ${fields.join(", ")}`;

export const missingEverywhereWarning = (preset: string, fields: readonly string[], rows: number) =>
  `corebook: charts.${preset}: none of the ${rows} rows has a value in ${fields.join(", ")}; the chart shows no data for ${fields.length > 1 ? "them" : "it"} (check the column names, or the filter and include of the fetch)`;

export const nothingDrawnWarning = (preset: string, rows: number, notes: readonly string[]) =>
  `corebook: charts.${preset}: none of the ${rows} rows can be drawn (${notes.join("; ")})`;

// --- counting ---------------------------------------------------------------------------------------

export function duplicateRecords(
  preset: string,
  what: string,
  repeated: readonly { key: string; count: number }[],
  dropped: number,
): string {
  const named = repeated
    .slice(0, 5)
    .map((r) => `${r.key} (${r.count} rows)`)
    .join(", ");
  const more = repeated.length > 5 ? `, and ${repeated.length - 5} more` : "";
  return (
    `corebook: charts.${preset}: ${repeated.length} ${what}${repeated.length === 1 ? " appears" : "s appear"} more than once in the table: ` +
    `${named}${more}; each is drawn and counted once (${dropped} repeated row${dropped === 1 ? "" : "s"} left out)`
  );
}
