import { describe, expect, test } from "vitest";
import {
  creditCost,
  ERROR_CODES,
  errorBody,
  errorCodeForStatus,
  parseCapabilities,
  parseChangeEntries,
  parseChangesPage,
  parseCredits,
  readErrorBody,
} from "../../src/schema/index.js";
import { id } from "./fixtures/ids.js";

describe("credit costs", () => {
  test("search is 5 per started 20 results", () => {
    expect(creditCost("search")).toBe(5);
    expect(creditCost("search", { limit: 300 })).toBe(75);
    expect(creditCost("search", { limit: 21 })).toBe(10);
    expect(creditCost("search", { limit: 1 })).toBe(5);
  });
  test("the other endpoints", () => {
    expect([creditCost("get"), creditCost("lookup"), creditCost("section"), creditCost("changes")]).toEqual([1, 1, 1, 1]);
    expect([creditCost("credits"), creditCost("capabilities")]).toEqual([0, 0]);
  });
});

describe("error bodies", () => {
  test("status to code table", () => {
    expect(ERROR_CODES).toEqual({
      400: "BAD_REQUEST",
      401: "UNAUTHORIZED",
      402: "INSUFFICIENT_CREDITS",
      403: "FORBIDDEN",
      404: "NOT_FOUND",
      422: "UNPROCESSABLE_ENTITY",
      429: "TOO_MANY_REQUESTS",
      500: "INTERNAL_SERVER_ERROR",
    });
    expect(errorCodeForStatus(503)).toBe("INTERNAL_SERVER_ERROR");
  });
  test("build and read back", () => {
    const body = errorBody(400, "invalid parameters", { fields: { limit: "limit must be ..." }, in: "query" });
    expect(readErrorBody(JSON.parse(JSON.stringify(body)))).toEqual(body);
    expect(readErrorBody(errorBody(429, "slow down", { retryAfter: 12 }))?.error.retryAfter).toBe(12);
    expect(readErrorBody({ data: [] })).toBeNull();
    expect(readErrorBody("<html>")).toBeNull();
  });
});

describe("change feeds", () => {
  test("record-level entries", () => {
    const entries = parseChangeEntries(
      "biomedcore",
      [
        { serviceId: id("SVBC_", 1), updateType: "created", updateDate: "2024-05-02", createDate: "2024-05-02" },
        { serviceId: id("SVBC_", 2), updateType: "deleted", updateDate: "2024-05-03", createDate: null },
      ],
      { strict: true },
    );
    expect(entries[1].createDate).toBeNull();
    expect(() =>
      parseChangeEntries(
        "trialcore",
        [{ serviceId: id("SVTC_", 1), updateType: "unchanged", updateDate: "2024-05-02", createDate: null }],
        { strict: true },
      ),
    ).toThrow(/\[0\]\.updateType/);
  });

  test("RegulatoryCore entries with section events, and the page", () => {
    const page = parseChangesPage(
      "regulatorycore",
      {
        data: [
          {
            serviceId: id("SVRC_", 1),
            updateType: "unchanged",
            updateDate: "2023-01-01",
            createDate: "2021-06-10",
            documentSections: [
              { documentSectionId: id("SVRCDS_", 1), updateType: "updated", updateDate: "2024-05-02", createDate: "2021-06-10" },
              { documentSectionId: id("SVRCDS_", 2), updateType: "deleted", updateDate: "2024-05-02", createDate: null },
            ],
          },
        ],
        nextCursor: "opaque-1",
      },
      { strict: true },
    );
    expect(page.nextCursor).toBe("opaque-1");
    expect(page.data[0].documentSections).toHaveLength(2);
    expect(parseChangesPage("drugcore", { data: [], nextCursor: null }, { strict: true })).toEqual({ data: [], nextCursor: null });
  });
});

describe("credits and capabilities", () => {
  test("credits", () => {
    expect(parseCredits({ data: { remaining: 1234 } }, { strict: true }).data.remaining).toBe(1234);
    expect(() => parseCredits({ data: {} }, { strict: true })).toThrow(/data\.remaining/);
    expect(parseCredits({ data: {} }, { onWarning: () => {} }).data.remaining).toBeNull();
  });
  test("capabilities allow sandbox extras", () => {
    const caps = parseCapabilities(
      {
        data: {
          apiVersion: "1.0.0",
          sandbox: true,
          description: "synthetic sample",
          seed: 7,
          cores: [
            { name: "trialcore", status: "available", count: 1200, includes: ["outcomes"], filters: ["phase"], changes: true, extra: 1 },
          ],
        },
      },
      { strict: true },
    ) as any;
    expect(caps.data.sandbox).toBe(true);
    expect(caps.data.seed).toBe(7);
    expect(caps.data.cores[0].extra).toBe(1);
  });
});
