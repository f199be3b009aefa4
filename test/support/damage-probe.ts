// A damage probe: copies of a healthy folder (a response cache, a snapshot, a mirror), each with
// one file damaged in one way, and child processes run on each copy, so that a crash (SIGBUS,
// SIGSEGV) or a hang is an outcome to count rather than the end of the test run. Used by
// test/cache/damage-probe.e2e.test.ts; other folders add their own damages and children.
import { execFile } from "node:child_process";
import {
  cpSync,
  mkdtempSync,
  openSync,
  closeSync,
  readFileSync,
  readSync,
  statSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface Damage {
  /** What was done, to which file: the name every report uses. */
  name: string;
  /** The file damaged, relative to the folder. */
  file: string;
  /** Damages the file in place. */
  apply(path: string): void;
}

/** A deterministic random sequence, so a failing variant can be run again as it was. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function overwrite(path: string, at: number, bytes: Buffer): void {
  const fd = openSync(path, "r+");
  try {
    writeSync(fd, bytes, 0, bytes.length, at);
  } finally {
    closeSync(fd);
  }
}

function flipBits(path: string, offsets: number[], random: () => number): void {
  const fd = openSync(path, "r+");
  try {
    const byte = Buffer.alloc(1);
    for (const at of offsets) {
      readSync(fd, byte, 0, 1, at);
      byte[0] ^= 1 << Math.floor(random() * 8);
      writeSync(fd, byte, 0, 1, at);
    }
  } finally {
    closeSync(fd);
  }
}

export interface FileDamageOptions {
  seed: number;
  /** Page size for page-sized damage (LMDB's is 4096). */
  pageSize?: number;
  /** How many of each random kind. */
  randomPages?: number;
  bitFlips?: number;
  zeroedPages?: number;
}

/**
 * The standard damages of one file: truncation to 100 bytes, one page, 50% and 90% and to one page
 * short of its size; random bytes over whole pages; single bit flips at random places; zeroed
 * pages; and the file replaced by a foreign one. `size` is the healthy file's size.
 */
export function fileDamages(file: string, size: number, options: FileDamageOptions): Damage[] {
  const random = seeded(options.seed);
  const pageSize = options.pageSize ?? 4096;
  const pages = Math.max(1, Math.floor(size / pageSize));
  const damages: Damage[] = [];
  for (const [label, to] of [
    ["100 bytes", 100],
    ["one page", pageSize],
    ["50%", Math.floor(size / 2)],
    ["90%", Math.floor(size * 0.9)],
    ["one page short", size - pageSize],
  ] as const) {
    if (to > 0 && to < size)
      damages.push({ name: `${file}: truncated to ${label} (${to} bytes)`, file, apply: (path) => truncateSync(path, to) });
  }
  for (let i = 0; i < (options.randomPages ?? 4); i++) {
    const page = Math.floor(random() * pages);
    const bytes = Buffer.from(Array.from({ length: pageSize }, () => Math.floor(random() * 256)));
    damages.push({
      name: `${file}: page ${page} overwritten with random bytes`,
      file,
      apply: (path) => overwrite(path, page * pageSize, bytes),
    });
  }
  for (let i = 0; i < (options.bitFlips ?? 4); i++) {
    const at = Math.floor(random() * size);
    const flip = seeded(options.seed + i + 1);
    damages.push({ name: `${file}: one bit flipped at byte ${at}`, file, apply: (path) => flipBits(path, [at], flip) });
  }
  for (let i = 0; i < (options.zeroedPages ?? 3); i++) {
    const page = i === 0 ? 0 : Math.floor(random() * pages);
    damages.push({ name: `${file}: page ${page} zeroed`, file, apply: (path) => overwrite(path, page * pageSize, Buffer.alloc(pageSize)) });
  }
  damages.push({
    name: `${file}: replaced by a foreign file`,
    file,
    apply: (path) => writeFileSync(path, Buffer.from(`PK\u0003\u0004 not this kind of file at all ${"lorem ipsum ".repeat(500)}`)),
  });
  return damages;
}

/** Damages of a text file by its lines (line 1 is the first): repeated, removed, swapped, cut. */
export function lineDamages(file: string, text: string): Damage[] {
  const lines = text.split("\n");
  const middle = Math.floor(lines.length / 2);
  const edit = (name: string, change: (lines: string[]) => string[]): Damage => ({
    name: `${file}: ${name}`,
    file,
    apply: (path) => writeFileSync(path, change(readFileSync(path, "utf8").split("\n")).join("\n")),
  });
  return [
    edit(`line ${middle + 1} repeated`, (l) => [...l.slice(0, middle + 1), l[middle], ...l.slice(middle + 1)]),
    edit(`line ${middle + 1} removed`, (l) => [...l.slice(0, middle), ...l.slice(middle + 1)]),
    edit(`lines ${middle + 1} and ${middle + 2} swapped`, (l) => [...l.slice(0, middle), l[middle + 1], l[middle], ...l.slice(middle + 2)]),
    edit("cut after a whole line (the end line lost)", (l) => [...l.slice(0, -2), ""]),
    edit(`cut in the middle of line ${middle + 1}`, (l) => [...l.slice(0, middle), l[middle].slice(0, Math.floor(l[middle].length / 2))]),
  ];
}

export interface ChildRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Killed after the time limit: a hang. */
  timedOut: boolean;
  stdout: string;
  stderr: string;
}

/** Runs a child process to its end or its time limit; never throws for how it ended. */
export function runChild(command: string, args: string[], options: { timeoutMs: number; env?: NodeJS.ProcessEnv }): Promise<ChildRun> {
  return new Promise((resolve) => {
    const started = Date.now();
    execFile(
      command,
      args,
      { timeout: options.timeoutMs, killSignal: "SIGKILL", env: options.env ?? process.env, maxBuffer: 16 << 20 },
      (error, stdout, stderr) => {
        const failed = error as (NodeJS.ErrnoException & { signal?: NodeJS.Signals; code?: number | string }) | null;
        const signal = failed?.signal ?? null;
        resolve({
          code: failed ? (typeof failed.code === "number" ? failed.code : null) : 0,
          signal,
          timedOut: signal === "SIGKILL" && Date.now() - started >= options.timeoutMs,
          stdout,
          stderr,
        });
      },
    );
  });
}

/** A damaged copy of `pristine` in a fresh folder; returns the copy's path. */
export function damagedCopy(pristine: string, damage: Damage): string {
  const copy = join(mkdtempSync(join(tmpdir(), "corebook-probe-")), "copy");
  cpSync(pristine, copy, { recursive: true });
  const path = join(copy, damage.file);
  statSync(path);
  damage.apply(path);
  return copy;
}

/** How a child process ended, in words, for a report line. */
export function ended(run: ChildRun): string {
  if (run.timedOut) return "hung (killed after its time limit)";
  if (run.signal) return `died by ${run.signal}`;
  return `exit ${run.code}`;
}

/** The last line of a child's stdout as JSON (children print one result line last). */
export function resultOf<T>(run: ChildRun): T | null {
  const last = run.stdout.trim().split("\n").pop();
  try {
    return last ? (JSON.parse(last) as T) : null;
  } catch {
    return null;
  }
}
