// bench/README.md's table of results is generated from bench/results/*.json by
// scripts/bench-table.mjs: a figure has one home, the result file its bench run wrote. This fails when
// a result file changed and the table was not regenerated, or the table was edited by hand.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const script = fileURLToPath(new URL("../../scripts/bench-table.mjs", import.meta.url));

describe("bench/README.md", () => {
  it("holds the table scripts/bench-table.mjs makes from bench/results", () => {
    let failure = "";
    try {
      execFileSync(process.execPath, [script, "--check"], { encoding: "utf8", stdio: "pipe" });
    } catch (error) {
      failure = String((error as { stderr?: string }).stderr ?? error);
    }
    expect(failure).toBe("");
  });
});
