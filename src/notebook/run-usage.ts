// Inside a kernel that `corebook run` started: what the notebook's sessions used, for the run
// record (src/jupyter/run-record.ts). `corebook run` names a file in COREBOOK_RUN_USAGE; every
// session connect() opens is written there (service, dataset, cache, counters) shortly after each
// response and when the kernel exits, so the runner reads it after the last cell. Without the
// variable (JupyterLab, scripts) nothing happens.
import { renameSync, writeFileSync } from "node:fs";
import type { CoreSession } from "../tables/index.js";

export const RUN_USAGE_ENV = "COREBOOK_RUN_USAGE";

/** One session as the run record shows it. */
export interface RunSessionUsage {
  /** "service" (an API key), "sandbox" (synthetic data: the in-process or a local sandbox), "snapshot" (a replay). */
  source: "service" | "sandbox" | "snapshot";
  /** The service address; null for the in-process sandbox and a replay, whose address means nothing later. */
  baseUrl: string | null;
  /** The sandbox dataset the responses came from (null: the real service). */
  dataset: { version: number | null; seed: number | null; scale: string | null } | null;
  cache: { mode: string; snapshot: string | null };
  requests: number;
  credits: number;
  cacheHits: number;
  creditsSaved: number;
  retries: number;
  errors: number;
}

const WRITE_DELAY_MS = 200;
const sessions: CoreSession[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

function usageOf(sv: CoreSession): RunSessionUsage {
  const u = sv.usage;
  const dataset = sv.api.usage.dataset;
  const replay = sv.offline && sv.cache.snapshot?.mode === "replay";
  const source = replay ? "snapshot" : sv.synthetic ? "sandbox" : "service";
  return {
    source,
    baseUrl: sv.offline ? null : sv.baseUrl,
    dataset: dataset ? { version: dataset.version, seed: dataset.seed, scale: dataset.scale } : null,
    cache: { mode: sv.cache.mode, snapshot: sv.cache.snapshot?.path ?? null },
    requests: u.requests,
    credits: u.credits,
    cacheHits: u.cacheHits,
    creditsSaved: u.creditsSaved,
    retries: u.retries,
    errors: u.errors,
  };
}

function write(path: string): void {
  timer = null;
  try {
    const tmp = `${path}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ sessions: sessions.map(usageOf) }));
    renameSync(tmp, path);
  } catch {
    // A record without usage says so (the runner reads none); the notebook itself must not fail.
  }
}

/** Reports `session` to the run record when `corebook run` asked for it; a no-op otherwise. */
export function reportRunUsage(session: CoreSession): void {
  let path: string | undefined;
  try {
    path = process.env[RUN_USAGE_ENV];
  } catch {
    return; // Deno without env permission
  }
  if (!path) return;
  const target = path;
  if (sessions.length === 0) process.on("exit", () => write(target));
  sessions.push(session);
  write(target);
  session.api.usage.observe(() => {
    if (timer) return;
    timer = setTimeout(() => write(target), WRITE_DELAY_MS);
    timer.unref?.();
  });
}
