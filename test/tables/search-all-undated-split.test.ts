// The open sweep's split rule for records no date window reaches (split-rule.ts, undatedSplit):
// one filter's values are searched apart, with no date filter, only where they explain the missing
// date (no dated record of the page carries them). Where undated records share their values with
// dated ones, a date can be missing under any value, and a split on the values the page happens
// to show loses, unreported, the undated records of the others: the open sweep reaches those by
// filter cells instead (search-all-undated.e2e.test.ts checks the whole result against the engine).
import { describe, expect, test } from "vitest";
import { allowedValues, SLICE_DIMENSIONS } from "../../src/tables/search-all/slice-dimensions.js";
import type { SliceRecord } from "../../src/tables/search-all/slice.js";
import { undatedSplit } from "../../src/tables/search-all/split-rule.js";

let serial = 0;
const trials = (n: number, overallStatus: string, startDate: string | null): SliceRecord[] =>
  Array.from({ length: n }, () => ({ serviceId: `T${++serial}`, overallStatus, startDate }));
const applications = (n: number, authorizationStatus: string, authorizationDate: string | null): SliceRecord[] =>
  Array.from({ length: n }, () => ({ serviceId: `A${++serial}`, authorizationStatus, authorizationDate }));

const dimensionsOf = (core: "trialcore" | "regulatorycore") => SLICE_DIMENSIONS[core].filter((d) => allowedValues(d, {}).length > 1);
const undatedOf = (page: SliceRecord[], by: string) => page.filter((r) => r[by] === null);
const open = { from: null, to: null, fixed: {} };

describe("undatedSplit", () => {
  test("values that only undated records carry are searched apart (refused applications have no authorization date)", () => {
    const page = [
      ...applications(250, "ACTIVE", "2010-01-01"),
      ...applications(30, "REFUSED", null),
      ...applications(20, "WITHDRAWN_DURING_REVIEW", null),
    ];
    const split = undatedSplit(open, page, undatedOf(page, "authorizationDate"), {}, dimensionsOf("regulatorycore"));
    expect(split?.dimension.param).toBe("authorizationStatus");
    expect(split?.values.sort()).toEqual(["REFUSED", "WITHDRAWN_DURING_REVIEW"]);
  });

  test("undated records under values dated records carry too are not split off: their date is missing by chance", () => {
    // The page's undated trials are all TERMINATED or UNKNOWN, but most trials of those statuses
    // have a date: undated COMPLETED trials the page did not show would be in no search.
    const page = [
      ...trials(240, "COMPLETED", "2015-01-01"),
      ...trials(40, "TERMINATED", "2012-01-01"),
      ...trials(8, "UNKNOWN", "2009-01-01"),
      ...trials(7, "TERMINATED", null),
      ...trials(5, "UNKNOWN", null),
    ];
    expect(undatedSplit(open, page, undatedOf(page, "startDate"), {}, dimensionsOf("trialcore"))).toBeNull();
  });

  test("a value both undated and dated records carry spoils the split even when another value is pure", () => {
    const page = [...applications(250, "ACTIVE", "2010-01-01"), ...applications(30, "REFUSED", null), ...applications(5, "ACTIVE", null)];
    expect(undatedSplit(open, page, undatedOf(page, "authorizationDate"), {}, dimensionsOf("regulatorycore"))).toBeNull();
  });
});
