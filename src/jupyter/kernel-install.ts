// Registering a kernel where a Jupyter finds it: the user's Jupyter data folder or a prefix. The
// spec is written with jupyter_client's own installer, which decides the user folder
// (JUPYTER_DATA_DIR, ~/.local/share/jupyter, ~/Library/Jupyter, %APPDATA%) exactly as that Jupyter
// looks for it; `deno jupyter --install` ignores JUPYTER_DATA_DIR, so Deno's spec is written here too.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import {
  denoKernelSpec,
  findDeno,
  findTslabScript,
  KernelInstallError,
  tslabKernelSpec,
  type KernelName,
  type KernelSpec,
} from "./kernel-specs.js";

/** Where the kernel spec goes: the user's Jupyter data folder, or `<prefix>/share/jupyter/kernels`. */
export type KernelTarget = { kind: "user" } | { kind: "prefix"; prefix: string };

export interface KernelInstallResult {
  kernelName: KernelName;
  /** The folder holding kernel.json. */
  specDir: string;
  /** The command Jupyter runs to start the kernel ({connection_file} filled in by Jupyter). */
  argv: string[];
  /** The python whose jupyter_client wrote the spec. */
  python: string;
  /** For a prefix install: the folder to put in JUPYTER_PATH so Jupyter looks there. */
  jupyterPath?: string;
}

/**
 * A python with jupyter_client, which knows where this machine's Jupyter keeps kernels:
 * COREBOOK_PYTHON, then Debian's python3 (a pyenv python3 earlier on PATH often lacks Jupyter),
 * then python3 on PATH, then any extra candidates (the project's JupyterLab venv).
 */
function findKernelspecPython(extra: string[] = []): string {
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

interface KernelInstallOptions {
  /** Default tslab. */
  kernel?: KernelName;
  target: KernelTarget;
  /** Folders to resolve tslab from; default the current folder, then corebook's own install. */
  tslabFrom?: string[];
  /** The python that writes the spec; default findKernelspecPython(). */
  python?: string;
  /** The node tslab runs on; default the one running this process. */
  node?: string;
  /** The deno binary; default findDeno(). */
  deno?: string;
}

/** The spec for a kernel, naming the programs it runs by absolute path. */
function kernelSpecFor(options: Omit<KernelInstallOptions, "target" | "python">): KernelSpec {
  if (options.kernel === "deno") return denoKernelSpec(options.deno ?? findDeno());
  return tslabKernelSpec(options.node ?? process.execPath, findTslabScript(options.tslabFrom));
}

export function installKernel(options: KernelInstallOptions): KernelInstallResult {
  const kernelName = options.kernel ?? "tslab";
  const spec = kernelSpecFor(options);
  const python = options.python ?? findKernelspecPython();
  const target = options.target.kind === "user" ? "--user" : resolve(options.target.prefix);
  const r = spawnSync(python, ["-c", INSTALL_SCRIPT, kernelName, JSON.stringify(spec), target], { encoding: "utf8" });
  if (r.status !== 0) {
    throw new KernelInstallError(
      `registering the ${kernelName} kernel with ${python} failed (${r.error?.message ?? `exit ${r.status}`}):\n${r.stderr.trim()}`,
    );
  }
  const specDir = r.stdout.trim().split("\n").pop() ?? "";
  if (!existsSync(join(specDir, "kernel.json")))
    throw new KernelInstallError(`the kernel spec was not written (jupyter_client said ${JSON.stringify(specDir)})`);
  const result: KernelInstallResult = { kernelName, specDir, argv: spec.argv, python };
  if (options.target.kind === "prefix") result.jupyterPath = join(resolve(options.target.prefix), "share", "jupyter");
  return result;
}

/** What `corebook kernel install` prints. */
export function describeKernelInstall(r: KernelInstallResult): string {
  const lines = [
    `Installed the ${r.kernelName === "deno" ? "Deno" : "TypeScript (tslab)"} kernel "${r.kernelName}"`,
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
