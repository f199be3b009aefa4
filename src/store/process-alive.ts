// Whether the process that left a lock or a temporary file behind is still running, so a file it
// holds can be taken over once it is gone (a kill -9 leaves no chance to clean up).
export function processAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
