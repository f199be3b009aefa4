import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { runtimePath } from "../support/runtimes.js";

describe("scripts/runtime.mjs", () => {
  it("gives a Node 24 and a Deno binary that run", () => {
    expect(execFileSync(runtimePath("node24"), ["--version"], { encoding: "utf8" })).toMatch(/^v24\./);
    expect(execFileSync(runtimePath("deno"), ["--version"], { encoding: "utf8" })).toMatch(/^deno 2\./);
  }, 180_000);
});
