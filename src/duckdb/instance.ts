// A new DuckDB instance, for the export's engine and the mirror's file alike, without
// autoload/autoinstall: an extension that downloads at run time would fail offline. It is loaded
// on first use (index.ts's openInstance imports it then), not with the mirror's code: loading the
// library (a synchronous dlopen of its native binding, 120-180 ms of CPU) then happens while a new
// mirror's seed sends its first requests.
import { DuckDBInstance } from "@duckdb/node-api";

/** An instance on `path` (a file, or ":memory:"); `options` adds settings, e.g. `access_mode: "READ_ONLY"`. */
export function createInstance(path: string, options: Record<string, string> = {}): Promise<DuckDBInstance> {
  return DuckDBInstance.create(path, { ...options, autoinstall_known_extensions: "false", autoload_known_extensions: "false" });
}
