import {
  parseCsv
} from "./chunk-JKA62Z2D.js";
import {
  buildTable
} from "./chunk-GBAG7RWB.js";
import {
  emptySummary,
  fromPlain,
  isDayText,
  isTimestampText,
  resolveSummary,
  summarize
} from "./chunk-QNJ3X5SK.js";
import {
  dateOfDay
} from "./chunk-VNTWYCCD.js";

// src/export/read-csv.ts
var INTEGER_TEXT = /^-?(0|[1-9]\d*)$/;
var FLOAT_TEXT = /^(-?(0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?|NaN|-?Infinity)$/;
function parseJsonCell(text) {
  if (text[0] !== "[" && text[0] !== "{") return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}
function inferTextType(cells, datesInJson = true) {
  const texts = cells.filter((cell) => cell !== null);
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
function cellValue(text, type) {
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
function readCsvText(text, sidecar) {
  const rows = parseCsv(text);
  if (rows.length === 0) throw new Error("readTable: CSV file is empty (no header row)");
  const names = rows[0].map((name, i) => name ?? `column${i + 1}`);
  const body = rows.slice(1);
  const cells = names.map((_, c) => body.map((row) => row[c] ?? null));
  const useSidecar = sidecar && sidecar.names.length === names.length && sidecar.names.every((n, i) => n === names[i]);
  const types = {};
  names.forEach((name, c) => {
    types[name] = useSidecar ? sidecar.types[name] : inferTextType(cells[c]);
  });
  const columns = names.map((name, c) => cells[c].map((cell) => cellValue(cell, types[name])));
  return buildTable(names, columns, types);
}

export {
  inferTextType,
  cellValue,
  readCsvText
};
