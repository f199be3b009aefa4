// How corebook errors print (util.inspect is what console.log and tslab's report of an uncaught
// error use): name and message first, then only the fields that have a value, no stack unless
// COREBOOK_STACK asks for it, and a PartialResultError summarised instead of its whole table.
import vm from "node:vm";
import { inspect } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { MisuseError } from "../../src/errors/index.js";
import { STACK_ENV } from "../../src/errors/error-print.js";
import { ValidationError } from "../../src/api/index.js";
import { startSandbox, type RunningSandbox } from "../../src/sandbox/index.js";
import { openSession, flatten, PartialResultError, type CoreSession } from "../../src/tables/index.js";
import { linkedDataset, R, T } from "../tables/support/linked-dataset.js";

let sandbox: RunningSandbox;
let sv: CoreSession;
let faulty: RunningSandbox;
let failing: CoreSession;

beforeAll(async () => {
  const dataset = linkedDataset();
  sandbox = await startSandbox({ dataset, rateLimit: false });
  sv = await openSession({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, rateLimit: false });
  // Every fourth record request fails: a get of 20 IDs ends with 5 failures and 15 rows.
  faulty = await startSandbox({ dataset, rateLimit: false, faults: { paths: /\/trialcore\/records\/SVTC_/, failEvery: 4 } });
  failing = await openSession({ apiKey: faulty.apiKey, baseUrl: faulty.baseUrl, rateLimit: false, retries: 0, concurrency: 1 });
});
afterAll(async () => {
  await sv?.close();
  await failing?.close();
  await sandbox?.close();
  await faulty?.close();
});
afterEach(() => {
  delete process.env[STACK_ENV];
});

const refusal = (run: () => Promise<unknown>) =>
  run().then(
    () => {
      throw new Error("expected a refusal");
    },
    (e: unknown) => e,
  );
const printed = (e: unknown) => inspect(e);

describe("a printed corebook error", () => {
  test("is its name and message alone when it has no fields with a value", () => {
    const e = new MisuseError("charts.x needs a table");
    expect(printed(e)).toBe("MisuseError: charts.x needs a table");
  });

  test("shows the fields that have a value, and none that are null, undefined or repeat the message", async () => {
    const e = await refusal(() => sv.trialcore.search({ query: "x", limit: 500 }));
    expect(e).toBeInstanceOf(ValidationError);
    expect((e as ValidationError).value).toBe(500);
    const lines = printed(e).split("\n");
    expect(lines[0]).toBe(
      "ValidationError: INVALID_PARAMS: GET /api/v1/cores/trialcore/records was not sent: limit must be an integer from 1 to 300 (got 500)",
    );
    const rest = lines.slice(1).join("\n");
    expect(rest).toContain("parameter: 'limit'");
    expect(rest).toContain("value: 500");
    expect(rest).toContain("method: 'GET'");
    expect(rest).not.toMatch(/null|undefined|detail|allowed|retryAfter|status/);
    expect(rest).not.toMatch(/^\s+at /m);
    expect(lines.length).toBeLessThanOrEqual(4);
  });

  test("thrown through vm as tslab runs a cell, it opens with its name, not a line of corebook's source", () => {
    const context = { fail: () => flatten.measurements([{ serviceId: R(1), designations: [] }]) };
    let thrown: unknown;
    try {
      vm.runInNewContext("fail()", context);
    } catch (e) {
      thrown = e;
    }
    // Node decorates the stack of an error thrown from a vm script with the source line it came from.
    expect(String((thrown as Error).stack)).not.toMatch(/^MisuseError/);
    expect(printed(thrown).split("\n")[0]).toMatch(/^MisuseError: flatten\.measurements: this is a RegulatoryCore table/);
  });

  test("COREBOOK_STACK=1 adds a short stack without Node's own frames; full adds every frame", async () => {
    const e = await refusal(() => sv.trialcore.search({ query: "x", limit: 0 }));
    process.env[STACK_ENV] = "1";
    const short = printed(e)
      .split("\n")
      .filter((line) => /^\s+at /.test(line));
    expect(short.length).toBeGreaterThan(0);
    expect(short.length).toBeLessThanOrEqual(8);
    expect(short.join("\n")).not.toMatch(/\(node:|at node:/);
    process.env[STACK_ENV] = "full";
    const full = printed(e)
      .split("\n")
      .filter((line) => /^\s+at /.test(line));
    expect(full.length).toBeGreaterThanOrEqual(short.length);
    process.env[STACK_ENV] = "0";
    expect(printed(e)).not.toMatch(/^\s+at /m);
  });

  test("a PartialResultError prints counts and the first failures, not the partial table", async () => {
    const ids = Array.from({ length: 20 }, (_, i) => T(i + 2));
    const e = await refusal(() => failing.trialcore.get(ids));
    expect(e).toBeInstanceOf(PartialResultError);
    const error = e as PartialResultError;
    expect(error.failed).toHaveLength(5);
    const text = printed(error);
    const lines = text.split("\n");
    expect(lines[0]).toMatch(
      /^PartialResultError: trialcore\.get fetched 15 of 20 records; 5 failed: 500 INTERNAL_SERVER_ERROR .* \(5 items failed; see error\.failed\)/,
    );
    expect(text).toMatch(/partial: \[table of 15 rows × \d+ columns\]/);
    expect(text).toContain(`[${error.failed[0].id}: 500 INTERNAL_SERVER_ERROR]`);
    expect(text).toContain(`[${error.failed[2].id}: 500 INTERNAL_SERVER_ERROR]`);
    expect(text).not.toContain(error.failed[3].id);
    expect(text).toContain("[… 2 more]");
    // No row of the partial table is printed.
    expect(text).not.toContain("Aspirin study");
    expect(lines.length).toBeLessThanOrEqual(8);
  });
});
