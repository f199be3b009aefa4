// The rewrite that lets a tslab cell use `{ sv }` for a variable of an earlier cell (the kernel part
// is in cell-display.e2e.test.ts): each shorthand is spelled out, and nothing else changes.
import ts from "typescript";
import { expect, test } from "vitest";
import { spellOutShorthands } from "../../src/notebook/tslab-shorthand.js";

test("shorthand properties are spelled out, in literals and in destructuring assignments", () => {
  expect(spellOutShorthands("const o = { sv };", ts)).toBe("const o = { sv: sv };");
  expect(spellOutShorthands("f({ a, b: 2, c });", ts)).toBe("f({ a: a, b: 2, c: c });");
  expect(spellOutShorthands("({ a = 1, b } = o);", ts)).toBe("({ a: a = 1, b: b } = o);");
  expect(spellOutShorthands("const x = { a, n: { b } };\nshow({ x });", ts)).toBe("const x = { a: a, n: { b: b } };\nshow({ x: x });");
});

test("code without a shorthand is returned as it is, binding patterns and types included", () => {
  for (const code of [
    "const { a, b } = o;",
    "function f({ x }: { x: number }) { return x; }",
    "const t: { sv: number } = { sv: 1 };",
    "trials.objects()",
    "const s = `{ sv }`; // { sv }",
  ]) {
    expect(spellOutShorthands(code, ts)).toBe(code);
  }
});
