import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";

describe("package manifest", () => {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
  it("exposes top-level main and types for tslab's CommonJS resolution", () => {
    expect(pkg.main).toBe("dist/index.js");
    expect(pkg.types).toBe("dist/index.d.ts");
    expect(pkg.exports["."].default).toBe("./dist/index.js");
  });
  it("pins flechette to the version whose dependencies resolve", () => {
    expect(pkg.overrides["@uwdata/flechette"]).toBe("2.6.0");
  });
});
