// Where startSandbox runs a sandbox: in a child process by default at scale large (its dataset
// would otherwise fill the notebook kernel), in this process otherwise or when the options hold
// what cannot leave it; a wrong place is refused by name.
import { expect, test } from "vitest";
import { placeOf } from "../../src/sandbox/launch.js";
import { fixtureDataset } from "./support/fixture.js";

test("scale large runs in a child process by default; small and medium in this one", () => {
  expect(placeOf({ scale: "large" })).toBe("child");
  expect(placeOf({})).toBe("inline");
  expect(placeOf({ scale: "small" })).toBe("inline");
  expect(placeOf({ scale: "medium" })).toBe("inline");
  expect(placeOf({ scale: "small", process: "child" })).toBe("child");
  expect(placeOf({ scale: "large", process: "inline" })).toBe("inline");
});

test("what cannot leave this process keeps a large sandbox here, and is refused for an explicit child", () => {
  expect(placeOf({ scale: "large", now: () => 0 })).toBe("inline");
  expect(placeOf({ scale: "large", faults: { decide: () => null } })).toBe("inline");
  expect(placeOf({ scale: "large", faults: { failEvery: 3 } })).toBe("child");
  expect(() => placeOf({ dataset: fixtureDataset(), process: "child" })).toThrow(
    'startSandbox: a sandbox in a child process cannot take dataset; use process: "inline"',
  );
  expect(() => placeOf({ process: "elsewhere" as never })).toThrow('startSandbox: process must be one of inline, child; got "elsewhere"');
});
