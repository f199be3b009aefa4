// Every table function refuses bad arguments before anything is sent, with a message that names
// the parameter, the bad value and what is allowed (never a hang, never a wrapped error).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ServiceError, ValidationError } from "../../src/api/index.js";
import { CorebookError, MisuseError } from "../../src/errors/index.js";
import { startSandbox, type RunningSandbox } from "../../src/sandbox/index.js";
import { openSession, type CoreSession } from "../../src/tables/index.js";
import { D, linkedDataset } from "./support/linked-dataset.js";

let sandbox: RunningSandbox;
let sv: CoreSession;

beforeAll(async () => {
  sandbox = await startSandbox({ dataset: linkedDataset(), rateLimit: false });
  sv = await openSession({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, rateLimit: false, retries: 0 });
});
afterAll(async () => {
  await sv?.close();
  await sandbox?.close();
});

/** Runs `f` and checks it was refused without a single request. */
async function refused(f: () => Promise<unknown>): Promise<Error> {
  const before = sv.usage.requests;
  const error = await Promise.race([
    f().then(
      () => new Error("not refused"),
      (e: Error) => e,
    ),
    new Promise<Error>((resolve) => setTimeout(() => resolve(new Error("hung")), 3000)),
  ]);
  expect(sv.usage.requests).toBe(before);
  return error;
}

describe("searchAll", () => {
  test("search parameters are checked before the first window, as a ValidationError", async () => {
    const bad = await refused(() =>
      sv.trialcore.searchAll({ query: "a", phase: ["PHASE9" as never] }, { from: "2020-01-01", to: "2020-12-31" }),
    );
    expect(bad).toBeInstanceOf(ValidationError);
    expect(bad.message).toMatch(/phase: "PHASE9" is not one of EARLY_PHASE1, PHASE1/);
    // Bad input is a MisuseError whichever layer catches it, and says that nothing was sent.
    expect(bad).toBeInstanceOf(MisuseError);
    expect(bad).toBeInstanceOf(CorebookError);
    expect(bad).not.toBeInstanceOf(ServiceError);
    expect(bad.message).toMatch(/^INVALID_PARAMS: GET \/api\/v1\/cores\/trialcore\/records was not sent: /);
    expect((bad as MisuseError).parameter).toBe("phase");
    const none = await refused(() => sv.trialcore.searchAll({} as never, { from: "2020-01-01", to: "2020-12-31" }));
    expect(none).toBeInstanceOf(ValidationError);
    expect(none.message).toMatch(/query is required/);
  });

  test("from and to name themselves when they are not days", async () => {
    const from = await refused(() => sv.trialcore.searchAll({ query: "a" }, { from: "2020-13-01" }));
    expect(from.message).toMatch(/searchAll: from must be .*YYYY-MM-DD.*got "2020-13-01"/);
    const to = await refused(() => sv.trialcore.searchAll({ query: "a" }, { from: "2020-01-01", to: new Date(NaN) }));
    expect(to.message).toMatch(/searchAll: to must be .*got Invalid Date/);
  });

  test("a concurrency below 1 is refused instead of waiting forever", async () => {
    const zero = await refused(() => sv.trialcore.searchAll({ query: "a" }, { from: "2020-01-01", to: "2020-01-31", concurrency: 0 }));
    expect(zero.message).toMatch(/concurrency must be a whole number >= 1; got 0/);
    expect(zero).toBeInstanceOf(MisuseError);
    expect(zero).toMatchObject({ parameter: "concurrency", value: 0 });
    const onError = await refused(() =>
      sv.trialcore.searchAll({ query: "a" }, { from: "2020-01-01", to: "2020-01-31", onError: "skip" as never }),
    );
    expect(onError).toBeInstanceOf(MisuseError);
    expect(onError).toMatchObject({ parameter: "onError", value: "skip", allowed: ["throw", "keep"] });
    const from = await refused(() => sv.trialcore.searchAll({ query: "a" }, { from: "2020-13-01" }));
    expect(from).toBeInstanceOf(MisuseError);
  });
});

describe("get and follow", () => {
  test("ids that are not a list or an ID are named", async () => {
    const e = await refused(() => sv.drugcore.get(5 as never));
    expect(e.message).toMatch(/drugcore.get needs a DrugCore service ID or a list of them \(like "SVDC_0000000000000001"\); got number 5/);
  });

  test("a concurrency below 1 is refused", async () => {
    const e = await refused(() => sv.drugcore.get([D(1)], { concurrency: 0 }));
    expect(e.message).toMatch(/concurrency must be a whole number >= 1; got 0/);
    const f = await refused(() => sv.follow([{ serviceId: D(1), children: [D(2)] }], "children", { concurrency: -2 }));
    expect(f.message).toMatch(/concurrency must be a whole number >= 1; got -2/);
  });
});

describe("option names", () => {
  test("a misspelt option is refused with the allowed names, not ignored", async () => {
    const get = await refused(() => sv.drugcore.get([D(1)], { includes: ["children"] } as never));
    expect(get.message).toMatch(/drugcore.get: unknown option "includes"; allowed: include, concurrency, onProgress/);
    const all = await refused(() => sv.trialcore.searchAll({ query: "a" }, { from: "2020-01-01", To: "2020-02-01" } as never));
    expect(all.message).toMatch(/trialcore.searchAll: unknown option "To"; allowed: by, from, to, windowDays, concurrency, onProgress/);
    const follow = await refused(() => sv.follow([{ serviceId: D(1), children: [D(2)] }], "children", { inclde: ["children"] } as never));
    expect(follow.message).toMatch(/follow: unknown option "inclde"; allowed: include, concurrency, onProgress/);
  });

  test("connect refuses a misspelt option instead of falling back to the sandbox", async () => {
    await expect(openSession({ apikey: "k", baseUrl: "http://127.0.0.1:9" } as never)).rejects.toThrow(
      /connect: unknown option "apikey"; allowed: apiKey, baseUrl,/,
    );
  });
});
