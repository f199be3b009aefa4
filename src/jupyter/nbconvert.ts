// HTML reports through nbconvert with the shipped template.
import { mkdirSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { packageRoot } from "../package-root.js";
import { findJupyter } from "./find-jupyter.js";
import { run } from "./run-process.js";

/** The package's `templates/` folder. */
const TEMPLATES_DIR = join(packageRoot(), "templates");
const REPORT_TEMPLATE = "corebook-report";

function lastLines(s: string, n: number): string {
  return s.trim().split("\n").slice(-n).join("\n");
}

/** Export a notebook to a self-contained HTML report with the shipped template (charts kept as inline SVG). */
export async function exportHtml(ipynbPath: string, outHtml: string, options: { env?: NodeJS.ProcessEnv } = {}): Promise<string> {
  const input = resolve(ipynbPath);
  const out = resolve(outHtml);
  mkdirSync(dirname(out), { recursive: true });
  const { python } = findJupyter();
  const args = [
    "-m",
    "nbconvert",
    "--to",
    "html",
    input,
    "--output-dir",
    dirname(out),
    "--output",
    basename(out).replace(/\.html$/, ""),
    `--TemplateExporter.extra_template_basedirs=${TEMPLATES_DIR}`,
    `--template=${REPORT_TEMPLATE}`,
  ];
  const r = await run(python, args, { cwd: dirname(input), env: options.env ?? process.env, timeoutMs: 300_000 });
  if (r.code !== 0) throw new Error(`exportHtml: nbconvert failed for ${input} (exit ${r.code}):\n${lastLines(r.stderr, 30)}`);
  return out;
}
