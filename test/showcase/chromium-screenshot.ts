// Screenshots of HTML reports with the system's headless Chromium, isolated from the machine's
// profile (fresh user-data dir) and from the network (no background services, no QUIC).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export const CHROMIUM = "/usr/bin/chromium";

export async function screenshot(htmlPath: string, pngPath: string, size = "1200,3000"): Promise<void> {
  const profile = mkdtempSync(join(tmpdir(), "corebook-chromium-"));
  const args = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    `--user-data-dir=${profile}`,
    `--screenshot=${pngPath}`,
    `--window-size=${size}`,
    "--hide-scrollbars",
    pathToFileURL(htmlPath).href,
  ];
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(CHROMIUM, args, { stdio: ["ignore", "pipe", "pipe"] });
      let err = "";
      child.stderr.on("data", (d: Buffer) => (err += d.toString()));
      child.on("error", reject);
      child.on("close", (code) =>
        code === 0 && existsSync(pngPath)
          ? resolve()
          : reject(new Error(`chromium exited with ${code} for ${htmlPath}:\n${err.slice(-2000)}`)),
      );
    });
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}
