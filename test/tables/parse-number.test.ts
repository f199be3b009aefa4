import { expect, test } from "vitest";
import { parseNumber } from "../../src/tables/flatten/parse-number.js";

test.each([
  ["12.5", 12.5],
  ["-3", -3],
  ["+4", 4],
  ["1,234.5", 1234.5],
  ["1,234,567", 1234567],
  [" 7 ", 7],
  ["0.5", 0.5],
  [".5", 0.5],
  ["5.", 5],
  ["1e3", 1000],
  ["-2.5E-2", -0.025],
  ["0", 0],
])("%j parses to %d", (text, value) => {
  expect(parseNumber(text)).toBe(value);
});

test.each([
  "NA",
  "",
  " ",
  "-",
  "+",
  ".",
  ">99",
  "<0.001",
  "≤5",
  "12%",
  "1.2 to 3.4",
  "1,23",
  "1234,567",
  "12,34.5",
  "e5",
  "Infinity",
  "NaN",
  "0x10",
  "1_000",
  "--1",
  "12.5.1",
])("%j is not a plain number", (text) => {
  expect(parseNumber(text)).toBeNull();
});

test("non-strings", () => {
  expect(parseNumber(null)).toBeNull();
  expect(parseNumber(undefined)).toBeNull();
  expect(parseNumber(3)).toBe(3);
  expect(parseNumber(Number.NaN)).toBeNull();
});
