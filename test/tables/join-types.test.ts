// Joins keep the declared column types of both tables: the right table's columns too, and the
// columns Arquero suffixes when both sides have the name. So the Parquet schema of a joined export
// does not depend on the values a join happened to bring.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as aq from "arquero";
import { connect, flatten, type Session } from "../../src/index.js";
import { columnTypes } from "../../src/tables/column-types.js";

let sv: Session;
beforeAll(async () => { sv = await connect({ quiet: true }); });
afterAll(async () => { await sv.close(); });

describe("declared types through joins", () => {
  it("keeps the right table's types in join, join_left, join_full, lookup and cross", async () => {
    const trials = await sv.trialcore.search({ query: "cancer", include: ["outcomes"], limit: 20 });
    const outcomes = flatten.outcomes(trials);
    const left = trials.select("serviceId", "phase", "startDate");
    const right = outcomes.select("serviceId", "title", "outcomeType");
    const rightTypes = columnTypes(right)!;
    expect(rightTypes.title).toBeDefined();
    for (const [name, joined] of Object.entries({
      join: left.join(right, "serviceId"),
      join_left: left.join_left(right, "serviceId"),
      join_full: left.join_full(right, "serviceId"),
      lookup: left.lookup(right, "serviceId", "title", "outcomeType"),
    })) {
      const types = columnTypes(joined)!;
      expect(types.title, name).toEqual(rightTypes.title);
      expect(types.outcomeType, name).toEqual(rightTypes.outcomeType);
      expect(types.startDate, name).toEqual(columnTypes(trials)!.startDate);
    }
    const crossed = left.slice(0, 2).cross(right.select("title").slice(0, 2));
    expect(columnTypes(crossed)!.title).toEqual(rightTypes.title);
  });

  it("types both sides of a name Arquero suffixed, and leaves undeclared columns untyped", async () => {
    const trials = await sv.trialcore.search({ query: "cancer", limit: 10 });
    const a = trials.select("serviceId", "phase", "startDate");
    const b = trials.select("serviceId", "startDate").derive({ phase: () => 1 });
    const joined = a.join(b, ["serviceId", "serviceId"], [aq.all(), aq.all()]);
    const types = columnTypes(joined)!;
    expect(types.startDate_1).toEqual(columnTypes(trials)!.startDate);
    expect(types.startDate_2).toEqual(columnTypes(trials)!.startDate);
    expect(types.phase_1).toEqual(columnTypes(trials)!.phase);
    // The right side's phase is a number derived anew: it has no declared type to keep.
    expect(types.phase_2).toBeUndefined();
  });
});
