import {
  corebookTable
} from "./chunk-DXTUKQIR.js";
import {
  setColumnTypes
} from "./chunk-LWM6EHWR.js";

// src/export/build-table.ts
function hasTimestamp(type) {
  if (type.kind === "timestamp") return true;
  if (type.kind === "list") return hasTimestamp(type.of);
  if (type.kind === "struct") return Object.values(type.fields).some(hasTimestamp);
  return false;
}
function buildTable(names, columns, types) {
  const data = new Map(names.map((name, i) => [name, columns[i]]));
  const table = corebookTable(data, names);
  if (!names.some((name) => hasTimestamp(types[name]))) {
    const declared = {};
    for (const name of names) declared[name] = types[name];
    setColumnTypes(table, declared);
  }
  return table;
}

export {
  buildTable
};
