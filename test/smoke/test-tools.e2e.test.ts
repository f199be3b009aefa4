// The pretest step of `npm test` on a machine it cannot see: the probes play a bare machine (no
// Jupyter, no Chromium, no fonts), as root with apt and as a user without it. The real step runs too,
// on this machine where everything is present, and must then be quick and change nothing.
import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { planTestTools, type MachineProbes } from "../support/test-tools.js";

const bare: MachineProbes = { hasJupyter: () => false, hasChromium: () => false, hasFonts: () => false, isRoot: true, hasApt: true };
const everything = "jupyter-nbconvert jupyter-client python3-ipython python3-ipykernel chromium fonts-dejavu-core";

describe("what npm test needs from the machine", () => {
  it("on a bare Debian machine as root: installs Jupyter, Chromium and fonts with apt itself", () => {
    const plan = planTestTools(bare);
    expect(plan.missing.join(" ")).toBe(everything);
    expect(plan.canInstall).toBe(true);
    expect(plan.command).toBe(`apt-get update && apt-get install -y --no-install-recommends ${everything}`);
    expect(plan.reasons).toHaveLength(3);
  });

  it("as a user: cannot install, and names the exact command with sudo", () => {
    const plan = planTestTools({ ...bare, isRoot: false });
    expect(plan.canInstall).toBe(false);
    expect(plan.command).toBe(`sudo apt-get update && sudo apt-get install -y --no-install-recommends ${everything}`);
  });

  it("as root without apt: cannot install, still names the command", () => {
    expect(planTestTools({ ...bare, hasApt: false }).canInstall).toBe(false);
  });

  it("asks only for what is missing", () => {
    const plan = planTestTools({ ...bare, hasJupyter: () => true, hasFonts: () => true });
    expect(plan.missing).toEqual(["chromium"]);
    expect(plan.command).toBe("apt-get update && apt-get install -y --no-install-recommends chromium");
  });

  it("with everything present: nothing to do", () => {
    const plan = planTestTools({ ...bare, hasJupyter: () => true, hasChromium: () => true, hasFonts: () => true });
    expect(plan).toEqual({ missing: [], reasons: [], command: null, canInstall: false });
  });

  it("the real pretest step on this machine finds everything and installs nothing", async () => {
    const script = resolve(import.meta.dirname, "..", "..", "scripts", "ensure-test-tools.mjs");
    const r = await promisify(execFile)(process.execPath, [script], { encoding: "utf8" });
    expect(r.stdout).toMatch(/pretest: test tools present \(\d+\.\d s\)/);
    expect(r.stdout).not.toContain("installing");
  }, 60_000);
});
