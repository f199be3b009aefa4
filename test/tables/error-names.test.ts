// Errors that name what exists: a missing column lists the table's columns and the nearest one
// (in corebook's helpers and in Arquero's verbs on corebook tables), and a misspelt core on the
// session names the six cores, while the session stays an ordinary object to await and inspect.
import { inspect } from "node:util";
import * as aq from "arquero";
import { describe, expect, test } from "vitest";
import { specs } from "../../src/charts/index.js";
import { changeDecisions, type CoreSession } from "../../src/tables/index.js";
import { coreMeant } from "../../src/tables/session-names.js";
import { T } from "./support/linked-dataset.js";
import { linkedSession } from "./support/linked-session.js";

let sv: CoreSession;
linkedSession((session) => {
  sv = session;
});

const thrown = (f: () => unknown): Error => {
  try {
    f();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a throw");
};

describe("a missing column names the table's columns and the nearest", () => {
  test("in a helper (changeDecisions)", () => {
    const feed = aq.table({ serviceID: ["SVTC_1"], updateType: ["updated"] });
    expect(thrown(() => changeDecisions(feed)).message).toBe(
      'changeDecisions needs a feed table (changesTable(sv.<core>.changes(...))): the table has no serviceId column (it has serviceID, updateType); did you mean "serviceID"?',
    );
  });

  test("in a chart preset", () => {
    const table = aq.table({ serviceId: [T(1)], phases: ["PHASE1"] });
    expect(thrown(() => specs.trialsByPhase(table)).message).toMatch(
      /the table has no phase column \(it has serviceId, phases\); did you mean "phases"\?$/,
    );
  });

  test("in Arquero's verbs on a corebook table: select, derive, orderby, array", async () => {
    const trials = await sv.trialcore.get([T(1), T(2)]);
    const select = thrown(() => trials.select("title"));
    expect(select.name).toBe("MisuseError");
    expect(select.message).toMatch(
      /^select: the table has no column "title" \(it has serviceId, .*\); did you mean "briefTitle" or "officialTitle"\?$/,
    );
    expect(thrown(() => trials.derive({ y: (d) => d.startDat })).message).toMatch(
      /^derive: the table has no column "startDat" .*; did you mean "startDate"\?$/,
    );
    expect(thrown(() => trials.orderby("phse")).message).toMatch(/^orderby: the table has no column "phse" .*; did you mean "phase"\?$/);
    // Other errors pass through as Arquero wrote them.
    expect(thrown(() => trials.derive({ y: "d => nosuchfunction(d.phase)" })).message).toMatch(/^Invalid function call/);
    expect(thrown(() => trials.array("enrolment")).message).toMatch(
      /^array: the table has no column "enrolment" .*; did you mean "enrollment"\?$/,
    );
    expect(trials.orderby("phase").select("serviceId", "phase").groupby("phase").numRows()).toBe(2);
  });
});

describe("a misspelt core on the session", () => {
  test.each([
    ["trialCore", "trialcore"],
    ["trials", "trialcore"],
    ["Drugs", "drugcore"],
    ["regulatoryCore", "regulatorycore"],
    ["gene_core", "genecore"],
    ["biomedcor", "biomedcore"],
    ["patents", "patentcore"],
  ])("sv.%s names the six cores and sv.%s", (name, meant) => {
    const error = thrown(() => (sv as unknown as Record<string, unknown>)[name]);
    expect(error.name).toBe("MisuseError");
    expect(error.message).toBe(
      `sv.${name} is not a core of the session: the six cores are sv.biomedcore, sv.trialcore, sv.drugcore, sv.regulatorycore, sv.genecore, sv.patentcore; did you mean sv.${meant}?`,
    );
  });

  test("the session still awaits, inspects, displays and answers other names with undefined", async () => {
    const any = sv as unknown as Record<string | symbol, unknown>;
    expect(any.then).toBeUndefined();
    expect(await Promise.resolve(sv)).toBe(sv);
    expect(inspect(sv, { depth: 0 })).toContain("trialcore");
    expect(any[Symbol.for("Jupyter.display")]).toBeUndefined();
    expect(any[Symbol.toPrimitive]).toBeUndefined();
    for (const probe of ["toJSON", "constructor", "nodeType", "asymmetricMatch", "$$typeof", "inspect", "core", "generator"]) {
      expect(() => any[probe], probe).not.toThrow();
    }
    expect(JSON.stringify(Object.keys(sv))).toContain("trialcore");
    expect(sv.trialcore.core).toBe("trialcore");
    expect(coreMeant("then")).toBeNull();
  });
});
