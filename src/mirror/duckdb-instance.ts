// DuckDB's library and a new instance of it. database.ts imports this module on the first open
// rather than with the mirror's code: loading the library (a synchronous dlopen of its native
// binding, 120-180 ms of CPU) then happens while a new mirror's seed sends its first requests.
import { DuckDBInstance } from "@duckdb/node-api";

/** An instance on `path`, without autoload/autoinstall: an extension that downloads at run time would fail offline. */
export function createInstance(path: string): Promise<DuckDBInstance> {
  return DuckDBInstance.create(path, { autoinstall_known_extensions: "false", autoload_known_extensions: "false" });
}
