// What `corebook run` prints on stderr after its runs: each failure's detail once (every failing
// cell with its code and error, or what stopped the run), then which runs failed; and the exit code.
import type { NotebookOutcome } from "./run-notebooks.js";

export function reportOutcomes(outcomes: readonly NotebookOutcome[]): number {
  const failed = outcomes.filter((o) => o.failure);
  for (const f of failed) console.error(`\n${f.detail ?? f.failure}`);
  if (failed.length > 0) {
    const runs = outcomes.length === 1 ? "the run" : `${failed.length} of ${outcomes.length} runs`;
    console.error(`\nrun: ${runs} failed: ${failed.map((f) => f.fullLabel).join("; ")}`);
  }
  return failed.length > 0 ? 1 : 0;
}
