// tslab compiles notebook cells to CommonJS and loads corebook with require(); that only works when no
// module in the graph uses top-level await (vega and vega-lite do: they must stay behind import()).
import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const projectDir = fileURLToPath(new URL("../..", import.meta.url));

describe("the built package", () => {
  it("loads with require() and exposes the public API of DESIGN.md", () => {
    const out = execFileSync(process.execPath, ["-e", "console.log(Object.keys(require('./dist/index.js')).join(' '))"], {
      cwd: projectDir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    const names = out.trim().split(" ");
    for (const name of [
      "connect",
      "createClient",
      "flatten",
      "links",
      "charts",
      "show",
      "exportTable",
      "readTable",
      "info",
      "startSandbox",
    ]) {
      expect(names).toContain(name);
    }
  });
});
