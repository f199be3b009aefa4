// Headless Chromium screenshots of local HTML files, for tests that must see what a reader sees.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export async function screenshotHtml(htmlPath: string, outPng: string, size = { width: 1200, height: 1400 }): Promise<Buffer> {
  const profile = mkdtempSync(join(tmpdir(), "corebook-chromium-"));
  try {
    const args = [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--hide-scrollbars",
      `--user-data-dir=${profile}`,
      `--screenshot=${outPng}`,
      `--window-size=${size.width},${size.height}`,
      pathToFileURL(htmlPath).href,
    ];
    await new Promise<void>((resolve, reject) => {
      const child = spawn(CHROMIUM, args, { stdio: ["ignore", "ignore", "pipe"] });
      let err = "";
      child.stderr.on("data", (d) => {
        err += d;
      });
      const timer = setTimeout(() => child.kill("SIGKILL"), 90_000);
      child.on("error", reject);
      child.on("close", (c) => {
        clearTimeout(timer);
        if (c !== 0) reject(new Error(`chromium exit ${c} for ${htmlPath}: ${err.slice(-2000)}`));
        else resolve();
      });
    });
    return readFileSync(outPng);
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}
