// JupyterLab for `corebook lab [DIR]`: on this machine's loopback with the TypeScript kernels (tslab, and
// Deno's when Deno is found) registered for it, installed into the project's own venv when missing. The server listens on 127.0.0.1 only,
// with a fresh random token, and the kernel spec goes into the project (`.jupyter/`), found through
// JUPYTER_PATH, so the user's own Jupyter folders are left as they are.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { CommandMisuseError } from "../errors/index.js";
import { ensureSelfLink, jupyterEnv } from "./project-jupyter.js";
import { ensureJupyterLab, type JupyterLabInstall } from "./jupyterlab-venv.js";
import { installKernel, type KernelInstallResult } from "./kernel-install.js";
import { KernelInstallError, PACKAGE_DIR } from "./kernel-specs.js";

interface LabOptions {
  /** The folder JupyterLab opens (its root); default the current folder. */
  dir?: string;
  /** The port; 0 picks a free one. Default 8888 (JupyterLab tries the next ones when it is taken). */
  port?: number;
  /** Open the user's browser; default true. */
  openBrowser?: boolean;
  log?: (line: string) => void;
}

interface RunningLab {
  /** http://127.0.0.1:PORT/lab?token=TOKEN */
  url: string;
  baseUrl: string;
  token: string;
  port: number;
  rootDir: string;
  projectDir: string;
  lab: JupyterLabInstall;
  /** tslab, and Deno's kernel when Deno was found. */
  kernels: KernelInstallResult[];
  /** Why Deno's kernel is not offered (Deno not found), when it is not. */
  denoMissing?: string;
  process: ChildProcess;
  /** Resolves with the server's exit code once it has stopped. */
  exited: Promise<number | null>;
  /** Stop the server (and the kernels it started); resolves when it has exited. */
  stop(): Promise<number | null>;
}

const START_TIMEOUT_MS = 120_000;

/**
 * The project a folder belongs to: the nearest folder upwards with a package.json or node_modules
 * (where `corebook` and tslab are installed), else the folder itself. Its `.venv-jupyterlab/` and
 * `.jupyter/` are shared by every notebook folder inside it.
 */
function projectDirFor(dir: string): string {
  for (let d = resolve(dir); ; d = dirname(d)) {
    if (existsSync(join(d, "package.json")) || existsSync(join(d, "node_modules"))) return d;
    if (dirname(d) === d) return resolve(dir);
  }
}

export async function startLab(options: LabOptions = {}): Promise<RunningLab> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const rootDir = resolve(options.dir ?? process.cwd());
  if (!existsSync(rootDir) || !statSync(rootDir).isDirectory())
    throw new CommandMisuseError("lab", `lab: ${rootDir} is not a folder`, { parameter: "DIR", value: options.dir });
  const port = options.port ?? 8888;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new CommandMisuseError("lab", `lab: --port must be an integer 0..65535, got ${JSON.stringify(options.port)}`, {
      parameter: "--port",
      value: options.port,
    });

  const projectDir = projectDirFor(rootDir);
  const lab = await ensureJupyterLab(projectDir, log);
  const target = { kind: "prefix", prefix: join(projectDir, ".jupyter") } as const;
  const kernels = [installKernel({ kernel: "tslab", target, tslabFrom: [rootDir, projectDir, PACKAGE_DIR], python: lab.python })];
  // Deno's kernel is offered beside tslab when Deno is on this machine; without it, lab still starts.
  let denoMissing: string | undefined;
  try {
    kernels.push(installKernel({ kernel: "deno", target, python: lab.python }));
  } catch (e) {
    if (!(e instanceof KernelInstallError)) throw e;
    denoMissing = e.message;
  }
  // corebook's own notebooks import "corebook" by name: inside its repository that needs the self-link.
  if (projectDir === PACKAGE_DIR) ensureSelfLink(projectDir);

  const token = randomBytes(24).toString("hex");
  const args = [
    "--ServerApp.ip=127.0.0.1",
    `--ServerApp.port=${port}`,
    `--IdentityProvider.token=${token}`,
    `--ServerApp.root_dir=${rootDir}`,
    options.openBrowser === false ? "--no-browser" : "--ServerApp.open_browser=True",
  ];
  if (typeof process.getuid === "function" && process.getuid() === 0) args.push("--allow-root");
  // jupyterEnv puts the project's kernel folder (where the spec was just written) in JUPYTER_PATH.
  const env = jupyterEnv(projectDir);
  // Its own process group: a terminal's Ctrl-C reaches only corebook, which stops the server with
  // SIGTERM (on SIGINT JupyterLab would wait for a y/n answer).
  const child = spawn(lab.jupyterLab, args, { cwd: rootDir, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const exited = new Promise<number | null>((res) => child.on("close", (code) => res(code)));

  const actualPort = await new Promise<number>((res, rej) => {
    let output = "";
    const timer = setTimeout(() => {
      child.kill("SIGTERM");
      rej(new Error(`lab: JupyterLab did not report its address within ${START_TIMEOUT_MS / 1000} s:\n${output.slice(-3000)}`));
    }, START_TIMEOUT_MS);
    const onData = (d: Buffer) => {
      output += d.toString();
      const m = /http:\/\/127\.0\.0\.1:(\d+)\/lab\?token=/.exec(output);
      if (m) {
        clearTimeout(timer);
        res(Number(m[1]));
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("error", (e) => {
      clearTimeout(timer);
      rej(new Error(`lab: cannot start ${lab.jupyterLab}: ${e.message}`));
    });
    void exited.then((code) => {
      clearTimeout(timer);
      rej(new Error(`lab: JupyterLab exited (code ${code}) before it was ready:\n${output.slice(-3000)}`));
    });
  });

  const baseUrl = `http://127.0.0.1:${actualPort}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    // JupyterLab shuts its kernels down on SIGTERM; give it time, then make sure.
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    const code = await exited;
    clearTimeout(timer);
    return code;
  };
  return {
    url: `${baseUrl}/lab?token=${token}`,
    baseUrl,
    token,
    port: actualPort,
    rootDir,
    projectDir,
    lab,
    kernels,
    denoMissing,
    process: child,
    exited,
    stop,
  };
}
