// The Python of the engine tests' venv (engine-venv.ts), installed on first use when the
// pretest step has not installed it already (several minutes: Ray is large).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ENGINE_VENV } from "./engine-venv.js";
import { ensureVenv } from "../../src/jupyter/python-venv.js";

export const PROJECT_DIR = join(import.meta.dirname, "..", "..");

export async function enginePython(): Promise<string> {
  const venv = await ensureVenv(PROJECT_DIR, ENGINE_VENV, (line) => process.stderr.write(`${line}\n`));
  return venv.python;
}

export interface Snippet {
  engine: string;
  format: string;
  function: string;
  code: string;
}

/**
 * The snippets of docs/export-and-engines.md: a `<!-- engine-snippet ENGINE FORMAT:FUNCTION... -->`
 * line (one block may serve several formats), then a python code block.
 */
export function guideSnippets(): Snippet[] {
  const guide = readFileSync(join(PROJECT_DIR, "docs", "export-and-engines.md"), "utf8");
  const pattern = /<!-- engine-snippet (\S+) ((?:\S+:\S+ ?)+) -->\n```python\n([\s\S]*?)```/g;
  return [...guide.matchAll(pattern)].flatMap(([, engine, uses, code]) =>
    uses
      .trim()
      .split(" ")
      .map((use) => {
        const [format, fn] = use.split(":");
        return { engine, format, function: fn, code };
      }),
  );
}

/** What Spark 3.4's vectorized Parquet reader decodes (it has no BYTE_STREAM_SPLIT before 4.1). */
export const SPARK_34_ENCODINGS = [
  "PLAIN",
  "PLAIN_DICTIONARY",
  "RLE_DICTIONARY",
  "RLE",
  "BIT_PACKED",
  "DELTA_BINARY_PACKED",
  "DELTA_LENGTH_BYTE_ARRAY",
  "DELTA_BYTE_ARRAY",
];

/** Every encoding pyarrow finds in the column chunks of each file. */
export function parquetEncodings(python: string, paths: string[]): Record<string, string[]> {
  const script = join(PROJECT_DIR, "test", "export", "engines", "compare.py");
  return JSON.parse(execFileSync(python, [script, "--encodings", ...paths], { encoding: "utf8" }));
}
