import {
  UsageError
} from "./chunk-CTKS2RRK.js";

// src/export/file-format.ts
import { extname } from "node:path";

// src/export/export-types.ts
var EXPORT_FORMATS = ["csv", "parquet", "arrow", "jsonl"];

// src/export/file-format.ts
function formatOf(path, caller) {
  if (typeof path !== "string" || path === "") {
    throw new UsageError(`${caller}: path must be a non-empty string, got ${JSON.stringify(path)}`);
  }
  const extension = extname(path).slice(1).toLowerCase();
  if (EXPORT_FORMATS.includes(extension)) return extension;
  throw new UsageError(
    `${caller}: path "${path}" has extension "${extname(path)}"; allowed: ${EXPORT_FORMATS.map((f) => `.${f}`).join(", ")}`
  );
}

export {
  formatOf
};
