// `corebook showcase [--out DIR] [NOTEBOOK]...` (what `npm start` runs): the command line of run.ts.
import { parseCommandArgs } from "../../cli/index.js";
import { packageRoot } from "../../package-root.js";
import { runShowcase, ShowcaseError } from "./run.js";

export const SHOWCASE_USAGE = `  showcase [--out DIR] [NOTEBOOK]...
      execute the showcase notebooks in Jupyter (tslab kernel) on the sandbox, or on the service
      when SV_API_KEY and SV_BASE_URL are set; writes executed notebooks, HTML reports and exports`;

/** Runs the showcase; returns the exit code (1 when a notebook failed, after naming it). */
export async function runShowcaseCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs("showcase", { out: { type: "string", value: "DIR" } }, args);
  try {
    await runShowcase({ projectDir: packageRoot(), outDir: values.out, notebooks: positionals.length > 0 ? positionals : undefined });
    return 0;
  } catch (error) {
    // The runner already printed each failing cell; the message names the notebooks.
    if (!(error instanceof ShowcaseError)) throw error;
    console.error(error.message);
    return 1;
  }
}
