// The `corebook sandbox` flags and the listener it starts.
import { describe, expect, test } from "vitest";
import { parseSandboxArgs } from "../../src/sandbox/command.js";

describe("parseSandboxArgs", () => {
  test("defaults", () => {
    expect(parseSandboxArgs([])).toEqual({ port: 8080, host: "127.0.0.1", scale: "small", apiKeys: [], memberKeys: [] });
  });
  test("every flag, both --flag value and --flag=value", () => {
    expect(
      parseSandboxArgs([
        "--port",
        "0",
        "--host=127.0.0.1",
        "--seed",
        "9",
        "--scale",
        "medium",
        "--api-key",
        "a",
        "--api-key=b",
        "--member-key",
        "m",
        "--rate-limit",
        "10/500ms",
        "--credits",
        "100",
        "--today",
        "2024-05-01",
        "--search-price",
        "flat:10",
      ]),
    ).toEqual({
      port: 0,
      host: "127.0.0.1",
      seed: 9,
      scale: "medium",
      apiKeys: ["a", "b"],
      memberKeys: ["m"],
      rateLimit: { requests: 10, windowMs: 500 },
      credits: 100,
      today: "2024-05-01",
      searchPrice: "flat:10",
    });
    expect(parseSandboxArgs(["--rate-limit", "off"]).rateLimit).toBe(false);
    expect(parseSandboxArgs(["--rate-limit", "60/1m"]).rateLimit).toEqual({ requests: 60, windowMs: 60_000 });
  });
  test("clear errors naming the flag and the bad value", () => {
    expect(() => parseSandboxArgs(["--port", "http"])).toThrow(/--port must be an integer from 0 to 65535 \(got "http"\)/);
    expect(() => parseSandboxArgs(["--scale", "huge"])).toThrow(/--scale must be small, medium or large/);
    expect(() => parseSandboxArgs(["--rate-limit", "fast"])).toThrow(/--rate-limit must be N\/Ws/);
    expect(() => parseSandboxArgs(["--today", "2024-13-01"])).toThrow(/--today/);
    expect(() => parseSandboxArgs(["--search-price", "10"])).toThrow(/--search-price must be per20:N .* or flat:N .*; got "10"/);
    expect(() => parseSandboxArgs(["--search-price", "flat:-1"])).toThrow(/--search-price must be/);
    expect(() => parseSandboxArgs(["--port"])).toThrow(/--port needs a value/);
    expect(() => parseSandboxArgs(["--colour"])).toThrow(/unknown option "--colour" for sandbox; allowed: --port N, --host HOST/);
  });
});
