// What a showcase run prints at the end: where every output is and how long each step took.
import { relative } from "node:path";

export interface NotebookRun {
  name: string;
  ok: boolean;
  /** The executed notebook (with outputs). */
  executed: string | null;
  /** The HTML report with charts. */
  report: string | null;
  /** The notebook's working directory, holding its exported tables. */
  exportsDir: string;
  /** What the notebook left in `exportsDir`: file names, and folder names ending in "/". */
  exports: string[];
  seconds: number;
  /** The full error of a failed run (for a failing cell: its code and error). */
  error?: string;
  /** One line: where and why it failed, e.g. `code cell 3: Error: boom`. */
  failure?: string;
}

export interface ShowcaseResult {
  outDir: string;
  notebooks: NotebookRun[];
  /** Seconds for the Jupyter check, kernel registration and self-link before the first notebook. */
  setupSeconds: number;
  seconds: number;
}

export function formatSummary(result: ShowcaseResult, cwd: string): string {
  const rel = (p: string) => relative(cwd, p) || ".";
  const lines: string[] = [];
  const ok = result.notebooks.filter((n) => n.ok).length;
  lines.push(
    `showcase: ${ok} of ${result.notebooks.length} notebooks ran in ${result.seconds.toFixed(1)} s ` +
      `(setup ${result.setupSeconds.toFixed(1)} s); everything is in ${rel(result.outDir)}/`,
  );
  for (const n of result.notebooks) {
    lines.push(`  ${n.ok ? "ok  " : "FAIL"} ${n.name.padEnd(28)} ${n.seconds.toFixed(1).padStart(6)} s`);
    if (n.failure) lines.push(`         failed    ${n.failure}`);
    if (n.executed) lines.push(`         notebook  ${rel(n.executed)}${n.ok ? "" : " (the cells that ran)"}`);
    if (n.report) lines.push(`         report    ${rel(n.report)}`);
    if (n.exports.length) lines.push(`         exports   ${rel(n.exportsDir)}/ (${countByKind(n.exports)})`);
  }
  return lines.join("\n");
}

/**
 * "6 .csv, 6 .parquet, 2 folders" rather than every name. Folders (a mirror's store) end in "/" in
 * `exports`; a name with no extension stands for itself.
 */
function countByKind(names: string[]): string {
  const counts = new Map<string, number>();
  let folders = 0;
  for (const name of names) {
    if (name.endsWith("/")) {
      folders++;
      continue;
    }
    const dot = name.lastIndexOf(".");
    const kind = name.endsWith(".csv.schema.json") ? ".csv.schema.json" : dot > 0 ? name.slice(dot) : name;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  const parts = [...counts].map(([kind, n]) => `${n} ${kind}`);
  if (folders > 0) parts.push(`${folders} ${folders === 1 ? "folder" : "folders"}`);
  return parts.join(", ");
}
