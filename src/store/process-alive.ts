// Whether a process still runs, for the lock and temporary files that name their owner's pid: a
// file whose owner is gone (killed) may be taken over or removed. EPERM means it runs as another
// user, which still counts as alive.
export function processAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
