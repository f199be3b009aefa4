// `corebook lab [DIR] [--port N] [--no-browser]`: the command line of lab-server.ts.
import { parseCommandArgs } from "../cli/index.js";
import { CommandMisuseError } from "../errors/index.js";
import { startLab } from "./lab-server.js";

export const LAB_USAGE = `  lab [DIR] [--port N] [--no-browser]
      start JupyterLab on 127.0.0.1 in DIR (default: here) with the TypeScript kernels registered
      (tslab, and Deno's when Deno is found); installs JupyterLab into <project>/.venv-jupyterlab
      with pip when missing; prints the URL with its token; --port 0 picks a free port (default 8888)`;

const LAB_OPTIONS = {
  port: { type: "string", value: "N" },
  "no-browser": { type: "boolean" },
} as const;

/** `corebook lab ...`: runs until interrupted; returns the server's exit code. */
export async function runLabCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs("lab", LAB_OPTIONS, args, ["[DIR]"]);
  if (values.port !== undefined && !/^\d+$/.test(values.port))
    throw new CommandMisuseError("lab", `lab: --port needs a number 0..65535, got ${JSON.stringify(values.port)}`, {
      parameter: "--port",
      value: values.port,
    });
  const port = values.port === undefined ? undefined : Number(values.port);
  const lab = await startLab({ dir: positionals[0], port, openBrowser: !values["no-browser"] });
  // The server's own log goes to stderr; stdout carries what a user (or a script) needs.
  lab.process.stdout?.pipe(process.stderr);
  lab.process.stderr?.pipe(process.stderr);
  console.log(`JupyterLab ${lab.lab.version} is running in ${lab.rootDir}`);
  for (const kernel of lab.kernels) console.log(`  kernel: ${kernel.kernelName} (${kernel.specDir})`);
  if (lab.denoMissing) console.log(`  kernel: deno not offered: ${lab.denoMissing}`);
  console.log(`  open:   ${lab.url}`);
  console.log("Stop it with Ctrl-C.");
  const stop = () => void lab.stop();
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  return (await lab.exited) ?? 0;
}
