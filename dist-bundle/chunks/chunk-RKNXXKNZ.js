// src/export/schema-description.ts
var SCHEMA_METADATA_KEY = "corebook:schema";
function describeSchema(types, metadata = {}) {
  const description = {
    format: "corebook-schema",
    version: 1,
    columns: Object.entries(types).map(([name, type]) => ({ name, type })),
    ...Object.keys(metadata).length > 0 ? { metadata } : {}
  };
  return JSON.stringify(description);
}
function parseSchema(text) {
  if (!text) return void 0;
  try {
    const parsed = JSON.parse(text);
    if (parsed.format !== "corebook-schema" || !Array.isArray(parsed.columns)) return void 0;
    const names = parsed.columns.map((column) => column.name);
    const types = {};
    for (const column of parsed.columns) types[column.name] = column.type;
    return { names, types, metadata: parsed.metadata ?? {} };
  } catch {
    return void 0;
  }
}
function sidecarPath(path) {
  return `${path}.schema.json`;
}

export {
  SCHEMA_METADATA_KEY,
  describeSchema,
  parseSchema,
  sidecarPath
};
