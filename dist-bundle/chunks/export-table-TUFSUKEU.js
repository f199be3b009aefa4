import {
  formatOf
} from "./chunk-ILV5BRJ6.js";
import {
  csvField
} from "./chunk-JKA62Z2D.js";
import {
  processAlive
} from "./chunk-P6FUFX46.js";
import {
  arrowSlice,
  checkBatchRows,
  slices
} from "./chunk-TJLPU5VE.js";
import {
  PROVENANCE_METADATA_KEY,
  provenanceMetadata
} from "./chunk-Z5A3ZSTQ.js";
import "./chunk-XFNLBLKI.js";
import {
  SCHEMA_METADATA_KEY,
  describeSchema,
  sidecarPath
} from "./chunk-RKNXXKNZ.js";
import {
  tableExportTypes,
  toPlain
} from "./chunk-QNJ3X5SK.js";
import "./chunk-LWM6EHWR.js";
import {
  UsageError
} from "./chunk-CTKS2RRK.js";
import "./chunk-VNTWYCCD.js";

// src/export/export-table.ts
import { writeFile as writeFile2 } from "node:fs/promises";

// src/export/atomic-write.ts
import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
var TEMP = /^\.(.+)\.(\d+)\.[0-9a-f]{8}\.tmp$/;
var STALE_LOCK_MS = 6e4;
function tempPathFor(path) {
  return join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
}
async function sweepLeftovers(folder) {
  let names;
  try {
    names = await readdir(folder);
  } catch {
    return;
  }
  await Promise.all(names.map(async (name) => {
    const m = TEMP.exec(name);
    if (!m || processAlive(Number(m[2]))) return;
    await rm(join(folder, name), { force: true });
  }));
}
var queues = /* @__PURE__ */ new Map();
async function exclusively(path, step) {
  const before = queues.get(path) ?? Promise.resolve();
  const mine = before.then(() => withLockFile(path, step));
  const settled = mine.catch(() => {
  });
  queues.set(path, settled);
  try {
    await mine;
  } finally {
    if (queues.get(path) === settled) queues.delete(path);
  }
}
async function withLockFile(path, step) {
  const shared = join(dirname(path), `.${basename(path)}.lock`);
  for (; ; ) {
    try {
      const handle = await open(shared, "wx");
      await handle.writeFile(JSON.stringify({ pid: process.pid, at: Date.now() }));
      await handle.close();
      break;
    } catch (err) {
      if (err.code !== "EEXIST") throw err;
      if (await lockIsStale(shared)) {
        await rm(shared, { force: true });
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  try {
    await step();
  } finally {
    await rm(shared, { force: true });
  }
}
async function lockIsStale(lock) {
  try {
    const { pid, at } = JSON.parse(await readFile(lock, "utf8"));
    return !processAlive(pid) || Date.now() - at > STALE_LOCK_MS;
  } catch {
    try {
      return Date.now() - (await stat(lock)).mtimeMs > 1e3;
    } catch {
      return false;
    }
  }
}
async function writeAtomically(targets, write) {
  for (const folder of new Set(targets.map((target) => dirname(target)))) await mkdir(folder, { recursive: true });
  await sweepLeftovers(dirname(targets[0]));
  const temps = targets.map(tempPathFor);
  try {
    await write(temps);
    await exclusively(targets[0], async () => {
      for (let i = 0; i < targets.length; i++) await rename(temps[i], targets[i]);
    });
  } catch (error) {
    await Promise.all(temps.map((temp) => rm(temp, { force: true })));
    throw error;
  }
}

// src/export/write-arrow.ts
import { Column, tableFromColumns, tableToIPC } from "@uwdata/flechette";
import { writeFile } from "node:fs/promises";
async function writeArrowFile(table, types, path, batchRows, metadata = {}) {
  const rows = table.indices();
  const parts = [...slices(rows.length, batchRows)].map(([start, end]) => arrowSlice(table, types, rows, start, end));
  if (parts.length === 0) parts.push(arrowSlice(table, types, rows, 0, 0));
  const names = table.columnNames();
  const whole = tableFromColumns(names.map((name, i) => {
    const batches = parts.flatMap((part) => part.children[i].data);
    return [name, new Column(batches, parts[0].children[i].type)];
  }));
  whole.schema.metadata = new Map([...parts[0].schema.metadata ?? [], ...Object.entries(metadata)]);
  await writeFile(path, tableToIPC(whole, { format: "file" }));
}

// src/export/write-lines.ts
import { open as open2 } from "node:fs/promises";
async function writeLines(table, path, batchRows, header, line) {
  const columns = table.columnNames().map((name) => table.column(name));
  const rows = table.indices();
  const file = await open2(path, "w");
  try {
    if (header !== null) await file.write(header);
    for (const [start, end] of slices(rows.length, batchRows)) {
      let chunk = "";
      for (let i = start; i < end; i++) {
        const row = rows[i];
        chunk += line((c) => columns[c].at(row), i);
      }
      await file.write(chunk);
    }
  } finally {
    await file.close();
  }
}

// src/export/write-csv.ts
function cellText(value, type, at) {
  if (value === null || value === void 0) return null;
  if (type.kind === "float" && typeof value === "number" && !Number.isFinite(value)) {
    return Number.isNaN(value) ? "NaN" : value > 0 ? "Infinity" : "-Infinity";
  }
  const plain = toPlain(value, type, at);
  if (plain === null) return null;
  if (type.kind === "json") return JSON.stringify(plain);
  if (typeof plain === "string") return plain;
  if (typeof plain === "number" || typeof plain === "boolean") return String(plain);
  return JSON.stringify(plain);
}
async function writeCsvFile(table, types, path, newline, batchRows) {
  const names = table.columnNames();
  await writeLines(table, path, batchRows, names.map(csvField).join(",") + newline, (cell, i) => names.map((name, c) => csvField(cellText(cell(c), types[name], `"${name}" row ${i}`))).join(",") + newline);
}

// src/export/write-jsonl.ts
async function writeJsonlFile(table, types, path, batchRows) {
  const names = table.columnNames();
  await writeLines(table, path, batchRows, null, (cell, i) => {
    const record = {};
    names.forEach((name, c) => {
      record[name] = toPlain(cell(c), types[name], `"${name}" row ${i}`);
    });
    return JSON.stringify(record) + "\n";
  });
}

// src/export/export-table.ts
function checkOptions(opts) {
  if (opts.compression !== void 0 && opts.compression !== "zstd" && opts.compression !== "snappy") {
    throw new UsageError(`exportTable: opts.compression must be "zstd" or "snappy", got ${JSON.stringify(opts.compression)}`);
  }
  if (opts.newline !== void 0 && opts.newline !== "\r\n" && opts.newline !== "\n") {
    throw new UsageError(`exportTable: opts.newline must be "\\r\\n" or "\\n", got ${JSON.stringify(opts.newline)}`);
  }
  checkKeyValueMetadata(opts.keyValueMetadata);
}
function checkKeyValueMetadata(metadata) {
  if (metadata === void 0) return;
  if (metadata === null || typeof metadata !== "object" || Array.isArray(metadata)) {
    throw new UsageError(`exportTable: opts.keyValueMetadata must be an object of string values, got ${JSON.stringify(metadata)}`);
  }
  for (const [key, value] of Object.entries(metadata)) {
    if (key === SCHEMA_METADATA_KEY || key === PROVENANCE_METADATA_KEY) {
      throw new UsageError(`exportTable: opts.keyValueMetadata may not use the key "${key}": corebook writes it (column types, provenance)`);
    }
    if (typeof value !== "string") {
      throw new UsageError(`exportTable: opts.keyValueMetadata["${key}"] must be a string, got ${JSON.stringify(value)}`);
    }
  }
}
async function exportTable(table, path, opts = {}) {
  const format = formatOf(path, "exportTable");
  if (!table || typeof table.columnNames !== "function") {
    throw new UsageError("exportTable: table must be an Arquero table");
  }
  checkOptions(opts);
  const batchRows = checkBatchRows(opts.batchRows);
  const types = tableExportTypes(table);
  const provenance = provenanceMetadata(table);
  const withSidecar = (format === "csv" || format === "jsonl") && opts.schemaSidecar !== false;
  const targets = withSidecar ? [path, sidecarPath(path)] : [path];
  await writeAtomically(targets, async ([dataPath, schemaPath]) => {
    switch (format) {
      case "parquet": {
        const { writeParquetFile } = await import("./write-parquet-MJRWPK5S.js");
        await writeParquetFile(table, types, dataPath, {
          batchRows,
          compression: opts.compression ?? "zstd",
          keyValueMetadata: { ...opts.keyValueMetadata, ...provenance }
        });
        break;
      }
      case "arrow":
        await writeArrowFile(table, types, dataPath, batchRows, provenance);
        break;
      case "csv":
        await writeCsvFile(table, types, dataPath, opts.newline ?? "\r\n", batchRows);
        break;
      case "jsonl":
        await writeJsonlFile(table, types, dataPath, batchRows);
        break;
    }
    if (schemaPath) await writeFile2(schemaPath, describeSchema(types, provenance) + "\n");
  });
}
export {
  exportTable
};
