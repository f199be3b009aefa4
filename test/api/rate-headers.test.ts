import { describe, expect, it } from "vitest";
import { parseResetHeader, parseRetryAfter } from "../../src/api/index.js";
import { parseRemainingHeader } from "../../src/api/rate-headers.js";

const NOW = Date.parse("2025-03-01T12:00:00.000Z");

describe("parseResetHeader", () => {
  it("reads an ISO 8601 timestamp (what the real service sends)", () => {
    expect(parseResetHeader("2025-03-01T12:00:42.500Z", NOW)).toBe(NOW + 42_500);
    expect(parseResetHeader("2025-03-01T13:00:42+01:00", NOW)).toBe(NOW + 42_000);
  });
  it("reads epoch seconds and epoch milliseconds", () => {
    expect(parseResetHeader(String(NOW / 1000 + 30), NOW)).toBe(NOW + 30_000);
    expect(parseResetHeader(String(NOW + 1234), NOW)).toBe(NOW + 1234);
  });
  it("reads delta seconds from now", () => {
    expect(parseResetHeader("30", NOW)).toBe(NOW + 30_000);
    expect(parseResetHeader("0", NOW)).toBe(NOW);
    expect(parseResetHeader("1.5", NOW)).toBe(NOW + 1500);
  });
  it("returns null for what it cannot read", () => {
    for (const v of [undefined, null, "", "soon", "-5"]) expect(parseResetHeader(v as string, NOW)).toBeNull();
  });
});

describe("parseRetryAfter", () => {
  it("reads seconds and HTTP dates", () => {
    expect(parseRetryAfter("3", NOW)).toBe(3);
    expect(parseRetryAfter(new Date(NOW + 5000).toUTCString(), NOW)).toBe(5);
    expect(parseRetryAfter(new Date(NOW - 5000).toUTCString(), NOW)).toBe(0);
    expect(parseRetryAfter("later", NOW)).toBeNull();
  });
});

describe("parseRemainingHeader", () => {
  it("reads non-negative integers only", () => {
    expect(parseRemainingHeader("7")).toBe(7);
    expect(parseRemainingHeader("-1")).toBe(0);
    expect(parseRemainingHeader("x")).toBeNull();
    expect(parseRemainingHeader(undefined)).toBeNull();
  });
});
