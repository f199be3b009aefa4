// The mirror's DuckDB file. DuckDB lets one process open a file for writing; a second writer gets
// DuckDB's lock error, which we turn into a message that says what to do.
import { DuckDBInstance, type DuckDBConnection } from "@duckdb/node-api";
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";

import { MirrorLockedError } from "./mirror-errors.js";

export const DATABASE_FILE = "mirror.duckdb";

export interface MirrorDatabase {
  con: DuckDBConnection;
  run(sql: string): Promise<void>;
  rows(sql: string): Promise<Record<string, unknown>[]>;
  /** Runs `work` in one transaction: everything or nothing is kept. */
  transaction<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Runs statements that need nothing back in one transaction and one call into DuckDB: each call
   * crosses to DuckDB's threads and back, which on a busy machine cost more than a small statement.
   */
  script(statements: readonly string[]): Promise<void>;
  close(): void;
}

// Writers inside this process: DuckDB would share the instance, we refuse like another process.
const openHere = new Set<string>();

export async function openDatabase(dir: string): Promise<MirrorDatabase> {
  const path = join(dir, DATABASE_FILE);
  if (openHere.has(path)) throw new MirrorLockedError(dir);
  let instance: DuckDBInstance;
  try {
    // No autoload/autoinstall: an extension that downloads at run time would fail offline.
    instance = await DuckDBInstance.create(path, { autoinstall_known_extensions: "false", autoload_known_extensions: "false" });
  } catch (error) {
    if (/lock/i.test(String((error as Error)?.message))) throw new MirrorLockedError(dir);
    throw error;
  }
  openHere.add(path);
  // Staging files of a writer that was killed: we hold the lock now, so none is in use.
  for (const name of readdirSync(dir)) if (/^\.staging-\d+(-\w+)?\.jsonl$/.test(name)) rmSync(join(dir, name), { force: true });
  const con = await instance.connect();
  const run = async (sql: string) => {
    await con.run(sql);
  };
  return {
    con,
    run,
    async rows(sql) {
      const reader = await con.runAndReadAll(sql);
      return reader.getRowObjectsJS() as Record<string, unknown>[];
    },
    async transaction(work) {
      await run("BEGIN TRANSACTION");
      try {
        const result = await work();
        await run("COMMIT");
        return result;
      } catch (error) {
        await run("ROLLBACK").catch(() => {});
        throw error;
      }
    },
    async script(statements) {
      if (statements.length === 0) return;
      try {
        await run(["BEGIN TRANSACTION", ...statements, "COMMIT"].join(";\n"));
      } catch (error) {
        await run("ROLLBACK").catch(() => {});
        throw error;
      }
    },
    close() {
      if (!openHere.delete(path)) return;
      con.closeSync();
      instance.closeSync();
    },
  };
}

export function sqlString(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
