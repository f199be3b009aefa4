// CSV back into a table. With the `.schema.json` sidecar the column types are exact; without it
// each column's type is inferred from its text, the first rule that every non-null cell meets:
// integer (`-?(0|[1-9][0-9]*)`, a safe integer: no leading zeros, so codes like 00123 stay text),
// float (a decimal number without leading zeros, NaN, Infinity), boolean (`true`/`false`), date (`YYYY-MM-DD`),
// timestamp (ISO 8601 with zone), JSON (every cell starts with `[` or `{` and parses: its type
// is inferred from the parsed values, with day dates detected in strings), else string.
// An empty unquoted field is null; `""` is the empty string.
import type { ColumnTable } from "arquero";
import { buildTable } from "./build-table.js";
import { fromPlain } from "./convert-values.js";
import { parseCsv } from "./csv-format.js";
import type { ExportType, ExportTypes } from "./export-types.js";
import { resolveSummary } from "./resolve-summary.js";
import { emptySummary, isDayText, isTimestampText, summarize } from "./value-summary.js";
import { dateOfDay } from "../days/index.js";

const INTEGER_TEXT = /^-?(0|[1-9]\d*)$/;
// Numbers as JS prints them; a leading zero ("00123", "007.5") marks a code, not a number.
const FLOAT_TEXT = /^(-?(0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?|NaN|-?Infinity)$/;

function parseJsonCell(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text[0] !== "[" && text[0] !== "{") return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export function inferTextType(cells: (string | null)[], datesInJson = true): ExportType {
  const texts = cells.filter((cell): cell is string => cell !== null);
  if (texts.length === 0) return { kind: "string" };
  if (texts.every((t) => INTEGER_TEXT.test(t) && Number.isSafeInteger(Number(t)))) return { kind: "integer" };
  if (texts.every((t) => FLOAT_TEXT.test(t))) return { kind: "float" };
  if (texts.every((t) => t === "true" || t === "false")) return { kind: "boolean" };
  if (texts.every(isDayText)) return { kind: "date" };
  if (texts.every((t) => isDayText(t) || isTimestampText(t))) return { kind: "timestamp" };
  const summary = emptySummary();
  for (const text of texts) {
    const parsed = parseJsonCell(text);
    if (!parsed.ok) return { kind: "string" };
    summarize(summary, parsed.value, datesInJson);
  }
  return resolveSummary(summary);
}

export function cellValue(text: string | null, type: ExportType): unknown {
  if (text === null) return null;
  switch (type.kind) {
    case "string":
      return text;
    case "integer":
    case "float":
      return Number(text);
    case "boolean":
      return text === "true" ? true : text === "false" ? false : null;
    case "date":
      return dateOfDay(text);
    case "timestamp":
      return new Date(text);
    default:
      return fromPlain(JSON.parse(text), type);
  }
}

export function readCsvText(text: string, sidecar: { names: string[]; types: ExportTypes } | undefined): ColumnTable {
  const rows = parseCsv(text);
  if (rows.length === 0) throw new Error("readTable: CSV file is empty (no header row)");
  const names = rows[0].map((name, i) => name ?? `column${i + 1}`);
  const body = rows.slice(1);
  const cells = names.map((_, c) => body.map((row) => row[c] ?? null));
  const useSidecar = sidecar && sidecar.names.length === names.length && sidecar.names.every((n, i) => n === names[i]);
  const types: ExportTypes = {};
  names.forEach((name, c) => {
    types[name] = useSidecar ? sidecar.types[name] : inferTextType(cells[c]);
  });
  const columns = names.map((name, c) => cells[c].map((cell) => cellValue(cell, types[name])));
  return buildTable(names, columns, types);
}
