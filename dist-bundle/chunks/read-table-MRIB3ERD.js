import {
  readCsvText
} from "./chunk-ERT5TQEY.js";
import {
  formatOf
} from "./chunk-ILV5BRJ6.js";
import "./chunk-JKA62Z2D.js";
import {
  buildTable
} from "./chunk-GBAG7RWB.js";
import "./chunk-DXTUKQIR.js";
import {
  PROVENANCE_METADATA_KEY,
  restoreProvenance
} from "./chunk-Z5A3ZSTQ.js";
import "./chunk-XFNLBLKI.js";
import {
  SCHEMA_METADATA_KEY,
  parseSchema,
  sidecarPath
} from "./chunk-RKNXXKNZ.js";
import {
  fromPlain,
  fromStored,
  inferColumnTypes,
  isPlainObject
} from "./chunk-QNJ3X5SK.js";
import "./chunk-LWM6EHWR.js";
import "./chunk-CTKS2RRK.js";
import "./chunk-VNTWYCCD.js";

// src/export/read-table.ts
import { readFile } from "node:fs/promises";

// src/export/read-arrow.ts
import { tableFromIPC } from "@uwdata/flechette";
function readArrowBytes(bytes) {
  const arrow = tableFromIPC(bytes, { useDate: true });
  const names = arrow.schema.fields.map((field) => field.name);
  const stored = parseSchema(arrow.schema.metadata?.get(SCHEMA_METADATA_KEY));
  const raw = names.map((_, i) => Array.from(arrow.children[i].toArray()));
  const useStored = stored && stored.names.length === names.length && stored.names.every((n, i) => n === names[i]);
  const types = useStored ? stored.types : inferColumnTypes(Object.fromEntries(names.map((name, c) => [name, raw[c]])), false);
  const columns = names.map((name, c) => raw[c].map((value) => fromStored(value, types[name])));
  return restoreProvenance(buildTable(names, columns, types), arrow.schema.metadata?.get(PROVENANCE_METADATA_KEY));
}

// src/export/read-jsonl.ts
function readJsonlText(text, sidecar) {
  const records = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === "") return;
    let record;
    try {
      record = JSON.parse(line);
    } catch (error) {
      throw new Error(`readTable: JSON Lines line ${i + 1} is not JSON: ${error.message}`);
    }
    if (!isPlainObject(record)) throw new Error(`readTable: JSON Lines line ${i + 1} is not a JSON object`);
    records.push(record);
  });
  const seen = new Set(sidecar?.names ?? []);
  const names = [...seen];
  for (const record of records) {
    for (const key of Object.keys(record)) {
      if (!seen.has(key)) {
        seen.add(key);
        names.push(key);
      }
    }
  }
  const plain = names.map((name) => records.map((record) => record[name] ?? null));
  const useSidecar = sidecar && sidecar.names.length === names.length;
  const types = useSidecar ? sidecar.types : inferColumnTypes(Object.fromEntries(names.map((name, c) => [name, plain[c]])), true);
  const columns = names.map((name, c) => plain[c].map((value) => fromPlain(value, types[name])));
  return buildTable(names, columns, types);
}

// src/export/read-table.ts
async function readSidecar(path, opts) {
  if (opts.schemaSidecar === false) return void 0;
  try {
    return parseSchema(await readFile(sidecarPath(path), "utf8"));
  } catch {
    return void 0;
  }
}
async function readTable(path, opts = {}) {
  const format = formatOf(path, "readTable");
  const bytes = await readFile(path);
  switch (format) {
    case "parquet": {
      const { readParquetBytes } = await import("./read-parquet-L6GKEFNC.js");
      return readParquetBytes(bytes);
    }
    case "arrow":
      return readArrowBytes(bytes);
    case "csv": {
      const sidecar = await readSidecar(path, opts);
      return restoreProvenance(readCsvText(bytes.toString("utf8"), sidecar), sidecar?.metadata[PROVENANCE_METADATA_KEY]);
    }
    case "jsonl": {
      const sidecar = await readSidecar(path, opts);
      return restoreProvenance(readJsonlText(bytes.toString("utf8"), sidecar), sidecar?.metadata[PROVENANCE_METADATA_KEY]);
    }
  }
}
export {
  readTable
};
