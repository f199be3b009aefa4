// The README's tour is code people paste: run it as written against the built package and the
// offline sandbox, so the README cannot drift from the API.
import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";

const projectDir = fileURLToPath(new URL("../..", import.meta.url));

describe("README tour", () => {
  it("runs as written on the sandbox", () => {
    const readme = readFileSync(join(projectDir, "README.md"), "utf8");
    const block = /## A short tour[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(block, "the tour's code block").toBeTruthy();
    // Inside the package folder, `import ... from "corebook"` resolves to the package itself.
    const scriptDir = join(projectDir, "test", ".tmp");
    mkdirSync(scriptDir, { recursive: true });
    const script = join(scriptDir, `readme-tour-${process.pid}.mjs`);
    const workDir = mkdtempSync(join(tmpdir(), "corebook-tour-"));
    mkdirSync(join(workDir, "out"));
    writeFileSync(script, `${block}\nconsole.log("TOUR-OK", drugPaper.numRows(), cancer.numRows(), measurements.numRows());\n`);
    try {
      const out = execFileSync(process.execPath, [script], {
        cwd: workDir,
        encoding: "utf8",
        env: { ...process.env, SV_API_KEY: "", SV_BASE_URL: "" },
        timeout: 120_000,
      });
      const [, drugPapers, cancerTrials, measurementRows] = /TOUR-OK (\d+) (\d+) (\d+)/.exec(out) ?? [];
      expect(Number(drugPapers)).toBeGreaterThan(0);
      expect(Number(cancerTrials)).toBeGreaterThan(300); // past the cap
      expect(Number(measurementRows)).toBeGreaterThan(0);
      expect(existsSync(join(workDir, "out", "measurements.parquet"))).toBe(true);
    } finally {
      rmSync(script, { force: true });
      rmSync(workDir, { recursive: true, force: true });
    }
  });
});
