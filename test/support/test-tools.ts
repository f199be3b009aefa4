// What `npm test` needs from the machine beyond Node: Jupyter (nbconvert + nbclient + ipykernel)
// to execute notebooks, Chromium to look at reports and JupyterLab, and DejaVu fonts for chart text.
// `npm test`'s pretest step installs the Debian packages the way `npm start` installs Jupyter: with
// apt when it runs as root on Debian, otherwise it stops in its first lines with the exact command.
// The probes are parameters so a unit test can play a bare machine without touching this one.
// Test-machine code, not shipped: scripts/ensure-test-tools.mjs loads it through esbuild.
import { existsSync } from "node:fs";
import { JUPYTER_DEBIAN_PACKAGES } from "../../src/jupyter/jupyter-install.js";

export const CHROMIUM_PATH = "/usr/bin/chromium";
export const FONT_PATH = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

export interface MachineProbes {
  hasJupyter: () => boolean;
  hasChromium: () => boolean;
  hasFonts: () => boolean;
  isRoot: boolean;
  /** Debian-family with apt-get. */
  hasApt: boolean;
}

export interface TestToolsPlan {
  /** Debian packages to install; empty when everything is present. */
  missing: string[];
  /** What is missing, for the first lines of `npm test`. */
  reasons: string[];
  /** The exact command that installs `missing` (sudo when not root); null when nothing is missing. */
  command: string | null;
  /** True when this process can run `command` itself. */
  canInstall: boolean;
}

export function planTestTools(probes: MachineProbes): TestToolsPlan {
  const missing: string[] = [];
  const reasons: string[] = [];
  if (!probes.hasJupyter()) {
    missing.push(...JUPYTER_DEBIAN_PACKAGES);
    reasons.push("Jupyter (nbconvert, nbclient, ipykernel) to execute the notebooks");
  }
  if (!probes.hasChromium()) {
    missing.push("chromium");
    reasons.push(`Chromium (${CHROMIUM_PATH}) to screenshot reports and open JupyterLab`);
  }
  if (!probes.hasFonts()) {
    missing.push("fonts-dejavu-core");
    reasons.push(`DejaVu fonts (${FONT_PATH}) for chart text`);
  }
  if (missing.length === 0) return { missing, reasons, command: null, canInstall: false };
  const sudo = probes.isRoot ? "" : "sudo ";
  const command = `${sudo}apt-get update && ${sudo}apt-get install -y --no-install-recommends ${missing.join(" ")}`;
  return { missing, reasons, command, canInstall: probes.isRoot && probes.hasApt };
}

/** The probes of this machine; `hasJupyter` is passed in because finding Jupyter spawns python. */
export function machineProbes(hasJupyter: () => boolean): MachineProbes {
  return {
    hasJupyter,
    hasChromium: () => existsSync(CHROMIUM_PATH),
    hasFonts: () => existsSync(FONT_PATH),
    isRoot: typeof process.getuid === "function" && process.getuid() === 0,
    hasApt: existsSync("/etc/debian_version") && existsSync("/usr/bin/apt-get"),
  };
}
