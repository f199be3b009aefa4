// `corebook kernel install`: register the tslab (TypeScript) kernel where a user's Jupyter finds it.
// The kernel spec names the node that runs this command and tslab's own script by absolute path, so
// the kernel starts the same way whatever PATH the Jupyter server was launched with (a desktop
// launcher often has no nvm node on PATH, and `#!/usr/bin/env node` would then find none or another).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { packageRoot } from "../package-root.js";
import { CommandUsageError } from "../errors/index.js";

export const KERNEL_NAME = "tslab";

/** Where the kernel spec goes: the user's Jupyter data folder, or `<prefix>/share/jupyter/kernels`. */
export type KernelTarget = { kind: "user" } | { kind: "prefix"; prefix: string };

export interface KernelInstallResult {
  kernelName: typeof KERNEL_NAME;
  /** The folder holding kernel.json. */
  specDir: string;
  /** The command Jupyter runs to start the kernel ({connection_file} filled in by Jupyter). */
  argv: string[];
  /** The python whose jupyter_client wrote the spec. */
  python: string;
  /** For a prefix install: the folder to put in JUPYTER_PATH so Jupyter looks there. */
  jupyterPath?: string;
}

export class KernelInstallError extends Error {
  override name = "KernelInstallError";
}

/** This package's root (holds package.json). */
export const PACKAGE_DIR = packageRoot();

/**
 * tslab's start script, resolved as Node resolves `tslab` from each folder in turn (the user's
 * project first, then corebook's own install). Throws naming the folders and the install command.
 */
export function findTslabScript(fromDirs: string[] = [process.cwd(), PACKAGE_DIR]): string {
  for (const dir of fromDirs) {
    try {
      const pkg = createRequire(join(resolve(dir), "package.json")).resolve("tslab/package.json");
      const script = join(dirname(pkg), "bin", "tslab");
      if (existsSync(script)) return script;
    } catch {
      // not resolvable from this folder; try the next
    }
  }
  throw new KernelInstallError(
    `tslab (the TypeScript kernel) is not installed where ${fromDirs.join(" or ")} can load it; install it with: npm install tslab`,
  );
}

/** kernel.json for tslab run by `node` (absolute) on its script (absolute). */
export function tslabKernelSpec(node: string, tslabScript: string): { argv: string[]; display_name: string; language: string } {
  return { argv: [node, tslabScript, "kernel", "--config-path", "{connection_file}"], display_name: "TypeScript", language: "typescript" };
}

/**
 * A python with jupyter_client, which knows where this machine's Jupyter keeps kernels:
 * COREBOOK_PYTHON, then Debian's python3 (a pyenv python3 earlier on PATH often lacks Jupyter),
 * then python3 on PATH, then any extra candidates (the project's JupyterLab venv).
 */
export function findKernelspecPython(extra: string[] = []): string {
  const candidates = [...(process.env.COREBOOK_PYTHON ? [process.env.COREBOOK_PYTHON] : []), "/usr/bin/python3", "python3", ...extra];
  const tried: string[] = [];
  for (const python of candidates) {
    const r = spawnSync(python, ["-c", "import jupyter_client.kernelspec"], { encoding: "utf8" });
    if (r.status === 0) return python;
    tried.push(`${python}: ${r.error ? r.error.message : (r.stderr.trim().split("\n").pop() ?? `exit ${r.status}`)}`);
  }
  throw new KernelInstallError(
    `no python with Jupyter (jupyter_client) found to register the kernel with. Tried:\n  ${tried.join("\n  ")}\n` +
      "Install Jupyter (Debian: sudo apt-get install -y --no-install-recommends jupyter-client python3-ipykernel), " +
      "or set COREBOOK_PYTHON to a python that has it.",
  );
}

// jupyter_client's own installer decides the user folder (JUPYTER_DATA_DIR, ~/.local/share/jupyter,
// ~/Library/Jupyter, %APPDATA%), so the spec lands exactly where that Jupyter looks.
const INSTALL_SCRIPT = `
import json, os, sys, tempfile
from jupyter_client.kernelspec import KernelSpecManager
name, spec, target = sys.argv[1], json.loads(sys.argv[2]), sys.argv[3]
with tempfile.TemporaryDirectory() as td:
    os.chmod(td, 0o755)
    with open(os.path.join(td, "kernel.json"), "w") as f:
        json.dump(spec, f, indent=1)
    if target == "--user":
        dest = KernelSpecManager().install_kernel_spec(td, name, user=True, replace=True)
    else:
        dest = KernelSpecManager().install_kernel_spec(td, name, prefix=target, replace=True)
print(dest)
`;

export interface KernelInstallOptions {
  target: KernelTarget;
  /** Folders to resolve tslab from; default the current folder, then corebook's own install. */
  tslabFrom?: string[];
  /** The python that writes the spec; default findKernelspecPython(). */
  python?: string;
  /** The node the kernel runs on; default the one running this process. */
  node?: string;
}

export function installTslabKernel(options: KernelInstallOptions): KernelInstallResult {
  const script = findTslabScript(options.tslabFrom);
  const spec = tslabKernelSpec(options.node ?? process.execPath, script);
  const python = options.python ?? findKernelspecPython();
  const target = options.target.kind === "user" ? "--user" : resolve(options.target.prefix);
  const r = spawnSync(python, ["-c", INSTALL_SCRIPT, KERNEL_NAME, JSON.stringify(spec), target], { encoding: "utf8" });
  if (r.status !== 0) {
    throw new KernelInstallError(
      `registering the kernel with ${python} failed (${r.error?.message ?? `exit ${r.status}`}):\n${r.stderr.trim()}`,
    );
  }
  const specDir = r.stdout.trim().split("\n").pop() ?? "";
  if (!existsSync(join(specDir, "kernel.json")))
    throw new KernelInstallError(`the kernel spec was not written (jupyter_client said ${JSON.stringify(specDir)})`);
  const result: KernelInstallResult = { kernelName: KERNEL_NAME, specDir, argv: spec.argv, python };
  if (options.target.kind === "prefix") result.jupyterPath = join(resolve(options.target.prefix), "share", "jupyter");
  return result;
}

/** What `corebook kernel install` prints. */
export function describeKernelInstall(r: KernelInstallResult): string {
  const lines = [
    `Installed the TypeScript kernel "${r.kernelName}"`,
    `  kernel spec: ${join(r.specDir, "kernel.json")}`,
    `  command:     ${r.argv.join(" ")}`,
    `  written by:  ${r.python} (jupyter_client)`,
  ];
  if (r.jupyterPath) {
    lines.push(
      `Jupyter finds it when JUPYTER_PATH includes ${r.jupyterPath}, e.g.:`,
      `  JUPYTER_PATH=${r.jupyterPath} jupyter kernelspec list`,
    );
  } else {
    lines.push("Check with: jupyter kernelspec list");
  }
  return lines.join("\n");
}

export const KERNEL_USAGE = `  kernel install [--user | --prefix DIR]
      register the TypeScript kernel (tslab, on this node) with Jupyter: --user (the default) in
      your Jupyter data folder, --prefix DIR in DIR/share/jupyter/kernels (add DIR/share/jupyter to
      JUPYTER_PATH); prints the kernel spec path and the command it runs`;

/** `corebook kernel ...`; returns the exit code. */
export function runKernelCommand(args: string[], out: (line: string) => void = console.log): number {
  const [sub, ...rest] = args;
  if (sub !== "install")
    throw new CommandUsageError("kernel", `kernel: unknown subcommand ${JSON.stringify(sub ?? "")}; allowed: install`, {
      parameter: "subcommand",
      value: sub,
      allowed: ["install"],
    });
  let target: KernelTarget = { kind: "user" };
  let chosen: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg !== "--user" && arg !== "--prefix")
      throw new CommandUsageError("kernel", `kernel install: unknown option ${arg}; allowed: --user, --prefix DIR`, {
        parameter: arg,
        allowed: ["--user", "--prefix"],
      });
    if (chosen)
      throw new CommandUsageError("kernel", `kernel install: ${chosen} and ${arg} exclude each other; give one of --user, --prefix DIR`, {
        parameter: arg,
        allowed: ["--user", "--prefix"],
      });
    chosen = arg;
    if (arg === "--prefix") {
      const dir = rest[++i];
      if (!dir || dir.startsWith("--"))
        throw new CommandUsageError("kernel", "kernel install: --prefix needs a folder", { parameter: "--prefix", value: dir });
      target = { kind: "prefix", prefix: dir };
    }
  }
  out(describeKernelInstall(installTslabKernel({ target })));
  return 0;
}
