// `corebook run --check NAME.run.json`: runs the record's notebook again, on its kernel, with its
// parameters and options, in its folder, and compares the files it writes with the record's: same
// paths, same SHA-256. The record is left as it was; the check's own executed copy and record go
// to a temporary folder (kept with --out DIR). Exit 0 identical, 1 different or the run failed.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { KERNELS, type KernelName } from "./kernel-specs.js";
import { msg, RunMisuseError } from "./messages.js";
import type { OutputFile } from "./output-files.js";
import { reportOutcomes } from "./failure-summary.js";
import { runNotebooks } from "./run-notebooks.js";
import { readRunRecord } from "./run-record.js";

export interface OutputDifference {
  path: string;
  /** changed: another SHA-256; missing: the re-run did not write it; new: the record does not list it. */
  kind: "changed" | "missing" | "new";
}

/** The differences between a record's outputs and a re-run's, by path. */
export function compareOutputs(recorded: readonly OutputFile[], now: readonly OutputFile[]): OutputDifference[] {
  const before = new Map(recorded.map((o) => [o.path, o.sha256]));
  const after = new Map(now.map((o) => [o.path, o.sha256]));
  const diffs: OutputDifference[] = [];
  for (const [path, sha] of before) {
    if (!after.has(path)) diffs.push({ path, kind: "missing" });
    else if (after.get(path) !== sha) diffs.push({ path, kind: "changed" });
  }
  for (const path of after.keys()) if (!before.has(path)) diffs.push({ path, kind: "new" });
  return diffs.sort((a, b) => a.path.localeCompare(b.path));
}

export async function runCheck(recordPath: string, options: { outDir?: string; log: (line: string) => void }): Promise<number> {
  const record = readRunRecord(recordPath);
  const kernel = record.kernel?.name;
  if (!(KERNELS as readonly string[]).includes(kernel))
    throw new RunMisuseError(
      msg.checkUnreadable(recordPath, `its kernel ${JSON.stringify(kernel)} is not one of ${KERNELS.join(", ")}`),
      "--check",
    );
  const scratch = options.outDir ? null : mkdtempSync(join(tmpdir(), "corebook-check-"));
  try {
    const [outcome] = await runNotebooks(
      {
        notebooks: [{ path: record.notebookPath, kernel: kernel as KernelName }],
        sets: [record.parameters ?? {}],
        html: false,
        outDir: options.outDir ?? (scratch as string),
        timeoutSec: record.options?.timeoutSec ?? 300,
        allowErrors: record.options?.allowErrors ?? false,
        parallel: 1,
      },
      options.log,
    );
    const ranLike = outcome.failedCells.length > 0 === (record.status === "failed") && (!outcome.failure || outcome.completed);
    if (!ranLike) {
      reportOutcomes([outcome]);
      console.error(msg.checkRanDifferently(recordPath, record.status));
      return 1;
    }
    const diffs = compareOutputs(record.outputs, outcome.outputs);
    if (diffs.length === 0) {
      options.log(msg.checkIdentical(recordPath, record.outputs.length));
      return 0;
    }
    console.error(msg.checkDiffers(recordPath, diffs));
    return 1;
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}
