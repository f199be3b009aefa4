// Getting Jupyter onto the machine when the showcase needs it and it is missing. Debian packages are
// the one source we install from ourselves: they are the only Jupyter that this project is tested
// against (nbconvert + nbclient + ipykernel from bookworm), and apt is the only installer we can run
// without asking the user about virtualenvs. Anywhere else we stop and print the exact command.
import { existsSync } from "node:fs";
import { run } from "./run-process.js";

/** The Debian packages that give nbclient (to execute notebooks), nbconvert (for reports) and a kernel client. */
export const JUPYTER_DEBIAN_PACKAGES = ["jupyter-nbconvert", "jupyter-client", "python3-ipython", "python3-ipykernel"] as const;

/** The command a user runs to install Jupyter; `sudo` is added when not already root. */
export function jupyterInstallCommand(asRoot: boolean): string {
  const sudo = asRoot ? "" : "sudo ";
  return `${sudo}apt-get update && ${sudo}apt-get install -y --no-install-recommends ${JUPYTER_DEBIAN_PACKAGES.join(" ")}`;
}

export function isRoot(): boolean {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

/** True when this process may install Debian packages itself (root on a Debian-family system). */
export function canInstallWithApt(): boolean {
  return isRoot() && existsSync("/etc/debian_version") && existsSync("/usr/bin/apt-get");
}

/** Runs `apt-get update` then installs the Jupyter packages; rejects with apt's own output on failure. */
export async function installJupyterWithApt(log: (line: string) => void): Promise<void> {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  log(`showcase: Jupyter not found; installing Debian packages: ${JUPYTER_DEBIAN_PACKAGES.join(" ")}`);
  await runQuietly("apt-get", ["update", "-qq"], env);
  await runQuietly("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...JUPYTER_DEBIAN_PACKAGES], env);
}

/** Runs a command through the one spawn helper; its output is shown only when it fails. */
async function runQuietly(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const { code, stdout, stderr } = await run(command, args, { env });
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${code}:\n${(stdout + stderr).slice(-4000)}`);
}
