// src/tables/column-types.ts
var registry = /* @__PURE__ */ new WeakMap();
function setColumnTypes(table, types) {
  registry.set(table, types);
  return table;
}
function columnTypes(table) {
  return registry.get(table);
}

export {
  setColumnTypes,
  columnTypes
};
