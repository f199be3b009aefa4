// `corebook kernel install [--deno] [--user | --prefix DIR]`: the command line of kernel-install.ts.
import { parseCommandArgs } from "../cli/index.js";
import { CommandMisuseError } from "../errors/index.js";
import { describeKernelInstall, installKernel, type KernelTarget } from "./kernel-install.js";

export const KERNEL_USAGE = {
  install: `  kernel install [--deno] [--user | --prefix DIR]
      register a TypeScript kernel with Jupyter: tslab on the node running this command, or with
      --deno Deno's own kernel (COREBOOK_DENO, else deno on PATH); --user (the default) in your
      Jupyter data folder, --prefix DIR in DIR/share/jupyter/kernels (add DIR/share/jupyter to
      JUPYTER_PATH); prints the kernel spec path and the command it runs`,
} as const;

const INSTALL_OPTIONS = {
  deno: { type: "boolean" },
  user: { type: "boolean" },
  prefix: { type: "string", value: "DIR" },
} as const;

/** `corebook kernel ...`; returns the exit code. */
export function runKernelCommand(args: string[], out: (line: string) => void = console.log): number {
  const [sub, ...rest] = args;
  if (sub !== "install")
    throw new CommandMisuseError("kernel", `kernel: unknown subcommand ${JSON.stringify(sub ?? "")}; allowed: install`, {
      parameter: "subcommand",
      value: sub,
      allowed: ["install"],
    });
  const { values } = parseCommandArgs("kernel install", INSTALL_OPTIONS, rest, []);
  if (values.user && values.prefix !== undefined)
    throw new CommandMisuseError("kernel", "kernel install: --user and --prefix exclude each other; give one of --user, --prefix DIR", {
      parameter: "--prefix",
      allowed: ["--user", "--prefix"],
    });
  const target: KernelTarget = values.prefix === undefined ? { kind: "user" } : { kind: "prefix", prefix: values.prefix };
  out(describeKernelInstall(installKernel({ kernel: values.deno ? "deno" : "tslab", target })));
  return 0;
}
