import { extname } from "node:path";
import { EXPORT_FORMATS, type ExportFormat } from "./export-types.js";
import { MisuseError } from "../errors/index.js";

/** The format named by a path's extension, or an error naming the allowed extensions. */
export function formatOf(path: string, caller: "exportTable" | "readTable"): ExportFormat {
  if (typeof path !== "string" || path === "") {
    throw new MisuseError(`${caller}: path must be a non-empty string, got ${JSON.stringify(path)}`);
  }
  const extension = extname(path).slice(1).toLowerCase();
  if ((EXPORT_FORMATS as readonly string[]).includes(extension)) return extension as ExportFormat;
  throw new MisuseError(
    `${caller}: path "${path}" has extension "${extname(path)}"; allowed: ${EXPORT_FORMATS.map((f) => `.${f}`).join(", ")}`,
  );
}
