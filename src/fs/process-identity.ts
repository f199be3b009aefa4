// Who wrote a lock or a temporary file, told apart from whoever holds its PID today. A PID alone
// is not an identity: PIDs are reused (a lock left by a killed process can name a PID that a new,
// unrelated process has since been given), and a lock's time stamp is only as good as the clock
// that wrote it (stepped back, it lies in the future). On Linux a process is also named by its
// start time (in clock ticks since boot, /proc/<pid>/stat) and the boot it ran in
// (/proc/sys/kernel/random/boot_id), which together never repeat. Elsewhere only the PID is known.
import { readFileSync } from "node:fs";

export interface ProcessIdentity {
  pid: number;
  /** Start time in clock ticks since boot (Linux); absent where the system does not tell. */
  start?: string;
  /** The boot the process ran in (Linux). */
  boot?: string;
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/<pid>/stat; the command name before it may hold spaces and parentheses. */
function startTimeOf(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (stat === undefined) return undefined;
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return fields[19];
}

const bootId = readText("/proc/sys/kernel/random/boot_id")?.trim() || undefined;
let self: ProcessIdentity | undefined;

/** This process. */
export function thisProcess(): ProcessIdentity {
  if (!self) {
    const start = startTimeOf(process.pid);
    self = { pid: process.pid, ...(start ? { start } : {}), ...(bootId ? { boot: bootId } : {}) };
  }
  return self;
}

/**
 * Whether some process has this PID. Only positive integers are PIDs: `process.kill(0, 0)` would
 * ask about this process's whole group, and a damaged file can name anything.
 */
export function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether the process named is still running: the same PID, started at the same time, in this boot. */
export function processRunning(owner: ProcessIdentity): boolean {
  if (owner.boot !== undefined && bootId !== undefined && owner.boot !== bootId) return false;
  if (!processAlive(owner.pid)) return false;
  if (owner.start === undefined) return true;
  const start = owner.pid === process.pid ? thisProcess().start : startTimeOf(owner.pid);
  // A start time that cannot be read (the process just ended, or /proc is hidden) proves nothing.
  return start === undefined || start === owner.start;
}

/** A ProcessIdentity read back from JSON, or null when the value does not name a process. */
export function identityFrom(value: unknown): ProcessIdentity | null {
  if (!value || typeof value !== "object") return null;
  const { pid, start, boot } = value as Record<string, unknown>;
  if (typeof pid !== "number" || !Number.isInteger(pid) || pid <= 0) return null;
  return { pid, ...(typeof start === "string" ? { start } : {}), ...(typeof boot === "string" ? { boot } : {}) };
}
