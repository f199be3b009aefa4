import {
  info,
  setInfo
} from "./chunk-XFNLBLKI.js";
import {
  columnTypes,
  setColumnTypes
} from "./chunk-LWM6EHWR.js";

// src/tables/corebook-table.ts
import { ColumnTable } from "arquero";
var CorebookTable = class extends ColumnTable {
  create(options) {
    const next = super.create(options);
    carryMetadata(this, next);
    return next;
  }
};
function corebookTable(columns, names) {
  const data = columns instanceof Map ? Object.fromEntries(columns) : columns;
  return new CorebookTable(data, names ? [...names] : Object.keys(data));
}
function carryMetadata(from, to) {
  const provenance = info(from);
  if (provenance) setInfo(to, provenance);
  const types = columnTypes(from);
  if (!types) return;
  const carried = {};
  for (const name of to.columnNames()) {
    const type = types[name];
    if (!type) continue;
    const column = to.column(name);
    if (column === from.column(name) || column && everyFits(column, type)) carried[name] = type;
  }
  setColumnTypes(to, carried);
}
function everyFits(column, type) {
  for (let row = 0; row < column.length; row++) {
    if (!fits(column.at(row), type)) return false;
  }
  return true;
}
function fits(value, type) {
  if (value === null || value === void 0) return true;
  switch (type.kind) {
    case "string":
      return typeof value === "string";
    case "integer":
      return typeof value === "number" && Number.isInteger(value);
    case "float":
      return typeof value === "number";
    case "boolean":
      return typeof value === "boolean";
    case "date":
      return value instanceof Date;
    case "list":
      return Array.isArray(value);
    case "struct":
      return typeof value === "object" && !Array.isArray(value) && !(value instanceof Date);
    case "json":
      return true;
  }
}

export {
  corebookTable
};
