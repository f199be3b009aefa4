// Getting Jupyter onto the machine when the showcase needs it and it is missing. Debian packages are
// the one source we install from ourselves: they are the only Jupyter that this project is tested
// against (nbconvert + nbclient + ipykernel from bookworm), and apt is the only installer we can run
// without asking the user about virtualenvs. Anywhere else we stop and print the exact command.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

/** The Debian packages that give nbclient (to execute notebooks), nbconvert (for reports) and a kernel client. */
export const JUPYTER_DEBIAN_PACKAGES = [
  "jupyter-nbconvert",
  "jupyter-client",
  "python3-ipython",
  "python3-ipykernel",
] as const;

/** The command a user runs to install Jupyter; `sudo` is added when not already root. */
export function jupyterInstallCommand(asRoot: boolean): string {
  const sudo = asRoot ? "" : "sudo ";
  return (
    `${sudo}apt-get update && ${sudo}apt-get install -y --no-install-recommends ` +
    JUPYTER_DEBIAN_PACKAGES.join(" ")
  );
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
  log("showcase: Jupyter not found; installing Debian packages: " + JUPYTER_DEBIAN_PACKAGES.join(" "));
  await runQuietly("apt-get", ["update", "-qq"], env);
  await runQuietly(
    "apt-get",
    ["install", "-y", "-qq", "--no-install-recommends", ...JUPYTER_DEBIAN_PACKAGES],
    env,
  );
}

function runQuietly(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} exited with ${code}:\n${output.slice(-4000)}`));
    });
  });
}
