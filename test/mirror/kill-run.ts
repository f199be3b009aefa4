// Running a mirror sync or init in a child process behind the counting proxy, killed with SIGKILL
// at its n-th request, and reading what it left: the crash tests' shared parts.
import { DuckDBInstance } from "@duckdb/node-api";
import { spawn } from "node:child_process";
import { join, resolve } from "node:path";
import type { CountingProxy } from "./counting-proxy.js";

const projectDir = resolve(import.meta.dirname, "../..");

export interface ChildRun {
  killed: boolean;
  /** The requests this run sent, as the proxy forwarded them. */
  log: string[];
}

/**
 * Runs test/mirror/sync-child.mjs on `mirrorDir` (with `definitionFile`: an init); kills it when it
 * sends its `killAt`-th request (that request is held, never answered), or when `killWhen` says so
 * (polled every few milliseconds).
 */
export function childRun(
  proxy: CountingProxy,
  apiKey: string,
  mirrorDir: string,
  options: { killAt?: number; killWhen?: () => boolean; definitionFile?: string } = {},
): Promise<ChildRun> {
  return new Promise((done, fail) => {
    const log: string[] = [];
    const args = [
      "test/mirror/sync-child.mjs",
      mirrorDir,
      proxy.baseUrl,
      apiKey,
      ...(options.definitionFile ? [options.definitionFile] : []),
    ];
    const child = spawn(process.execPath, args, { cwd: projectDir });
    let stderr = "";
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    const poll = options.killWhen
      ? setInterval(() => {
          if (options.killWhen?.()) child.kill("SIGKILL");
        }, 2)
      : null;
    proxy.onRequest = (url) => {
      if (options.killAt !== undefined && log.length + 1 >= options.killAt) {
        child.kill("SIGKILL");
        return false;
      }
      log.push(url);
      return true;
    };
    child.on("error", fail);
    child.on("exit", (code, signal) => {
      if (poll) clearInterval(poll);
      proxy.onRequest = () => true;
      if (signal === "SIGKILL") done({ killed: true, log });
      else if (code === 0) done({ killed: false, log });
      else fail(new Error(`the child exited with ${code}: ${stderr}`));
    });
  });
}

/** The record IDs a run fetched by ID (get requests), in order. */
export function fetchedIds(log: readonly string[]): string[] {
  return log.map((url) => /\/records\/(SV[A-Z]+_[0-9A-Za-z]+)(\?|$)/.exec(url)?.[1]).filter((id): id is string => id !== undefined);
}

/** Runs read-only queries on a mirror no process has open. */
export async function readMirror<T>(
  mirrorDir: string,
  read: (query: (sql: string) => Promise<Record<string, unknown>[]>) => Promise<T>,
): Promise<T> {
  const instance = await DuckDBInstance.create(join(mirrorDir, "mirror.duckdb"), { access_mode: "READ_ONLY" });
  const con = await instance.connect();
  try {
    return await read(async (sql) => (await con.runAndReadAll(sql)).getRowObjectsJson() as Record<string, unknown>[]);
  } finally {
    con.closeSync();
    instance.closeSync();
  }
}

/** Everything a mirror holds except what counts requests: rows, state and history of these cores. */
export function mirrorContent(mirrorDir: string, cores: readonly string[]): Promise<Record<string, unknown>> {
  return readMirror(mirrorDir, async (query) => {
    const out: Record<string, unknown> = {};
    for (const core of cores)
      out[core] = await query(`SELECT * EXCLUDE ("_record"), CAST("_record" AS VARCHAR) AS r FROM "${core}_all" ORDER BY "serviceId"`);
    out.state = await query(`SELECT key, CAST(value AS VARCHAR) AS v FROM _state WHERE key NOT IN ('usage') ORDER BY key`);
    out.history = await query(`SELECT core, serviceId, validFrom, validTo, deletedOn, CAST(body AS VARCHAR) AS b FROM _history
      ORDER BY core, serviceId, validFrom, validTo NULLS LAST`);
    out.membership = await query(`SELECT * FROM _membership ORDER BY ALL`);
    return out;
  });
}
