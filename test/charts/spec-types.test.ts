// Preset bodies are checked against vega-lite's own types when corebook compiles: a misspelt mark,
// channel or field type is a type error (the @ts-expect-error lines fail the typecheck if not).
import { expect, test } from "vitest";
import { frameSpec, type SpecBody } from "../../src/charts/spec.js";

const frame = { preset: "test", title: "t", notes: [], width: 100, height: 100, values: [{ a: "x" }], rows: 1 };

test("a spec body with a typo does not compile", () => {
  // @ts-expect-error "barr" is not a mark type
  const mark: SpecBody = { mark: { type: "barr" }, encoding: {} };
  // @ts-expect-error "encodng" is not a property of a spec
  const key: SpecBody = { mark: "bar", encodng: {} };
  // @ts-expect-error "nominl" is not a field type
  const type: SpecBody = { mark: "bar", encoding: { x: { field: "a", type: "nominl" } } };
  expect([mark, key, type]).toHaveLength(3);
});

test("a well-typed body gets the frame: schema, title, size, data and config", () => {
  const spec = frameSpec(frame, {}, { mark: "bar", encoding: { x: { field: "a", type: "nominal" } } });
  expect(spec).toMatchObject({
    $schema: expect.stringContaining("vega-lite/v5"),
    title: "t",
    width: 100,
    data: { values: [{ a: "x" }] },
    mark: "bar",
  });
});
