// Lists and structs are written as JSON value by value straight into an export's bytes
// (json-cells.ts): CSV's cells of lists and structs and JSON Lines' values. What is written must be
// what the writers made before: the JSON.stringify text of the value's plain copy (toPlain), in
// CSV quoted as ByteSlices.json quotes it. The writer takes a value only where that copy is the
// value itself, gives any other up leaving nothing behind (the caller then writes the copy's
// text), and never takes a value toPlain refuses. Every test runs for both formats.
import { afterAll, describe, expect, test } from "vitest";
import { readFileSync } from "node:fs";
import { open } from "node:fs/promises";
import { toPlain } from "../../src/export/convert-values.js";
import { ByteSlices, type SliceFormat } from "../../src/export/byte-slices.js";
import { jsonCellWriter } from "../../src/export/json-cells.js";
import type { ExportType } from "../../src/export/export-types.js";
import { tempDir } from "./helpers.js";

const tmp = tempDir();
afterAll(() => tmp.remove());

let files = 0;
async function bytesOf(format: SliceFormat, fill: (out: ByteSlices) => void): Promise<Buffer> {
  const path = tmp.path(`cells-${files++}.${format}`);
  const file = await open(path, "w");
  const out = new ByteSlices(file, format);
  fill(out);
  await out.finish();
  await out.settle();
  await file.close();
  return readFileSync(path);
}

/**
 * Writes each value between markers as the writers do (the JSON writer, else the plain copy's
 * text) and, as expected, the plain copy's text alone (in JSON Lines the JSON.stringify text
 * itself, in CSV that text through json()); returns both, which values the writer took, and
 * which values toPlain refused (left out of both).
 */
async function bothWays(
  format: SliceFormat,
  type: ExportType,
  values: unknown[],
): Promise<{ direct: Buffer; stringified: Buffer; taken: boolean[]; refused: boolean[] }> {
  const writer = jsonCellWriter(type);
  if (!writer) throw new Error(`no writer for ${JSON.stringify(type)}`);
  const copies = values.map((value) => {
    try {
      return { text: JSON.stringify(toPlain(value, type, "cell")) };
    } catch {
      return null;
    }
  });
  const taken: boolean[] = [];
  const direct = await bytesOf(format, (out) => {
    values.forEach((value, i) => {
      out.text("<");
      const took = out.jsonCell(writer, value);
      taken.push(took);
      const copy = copies[i];
      if (!took && copy) out.json(copy.text);
      out.text(">");
    });
  });
  const stringified =
    format === "jsonl"
      ? Buffer.from(copies.map((copy) => `<${copy?.text ?? ""}>`).join(""))
      : await bytesOf(format, (out) => {
          for (const copy of copies) {
            out.text("<");
            if (copy) out.json(copy.text);
            out.text(">");
          }
        });
  return { direct, stringified, taken, refused: copies.map((copy) => copy === null) };
}

const text: ExportType = { kind: "string" };
const author: ExportType = {
  kind: "struct",
  fields: {
    name: text,
    position: { kind: "integer" },
    score: { kind: "float" },
    corresponding: { kind: "boolean" },
    affiliations: { kind: "list", of: { kind: "struct", fields: { name: text, country: text } } },
  },
};
const authors: ExportType = { kind: "list", of: author };

const awkward = [
  "",
  "plain",
  'a "quoted" word',
  "back\\slash",
  "tab\there",
  "line\r\nbreak",
  "\u0000\u001f",
  "del\u007f",
  "é accent",
  "日本語",
  "😀 pair",
  "lone \ud800 high",
  "lone \udc00 low",
  "a, comma",
  " lead and trail ",
];

describe.each(["csv", "jsonl"] as const)("%s", (format) => {
  test("hand-picked values: the bytes of JSON.stringify, taken exactly when they are plain JSON", async () => {
    const affiliation = { name: 'Institute, "Main"', country: "SE" };
    const values: unknown[] = [
      [],
      [{ name: "Walker AB", position: 1, score: 0.5, corresponding: true, affiliations: [affiliation] }],
      [{ name: null, position: null, score: null, corresponding: null, affiliations: null }],
      [null, undefined, { name: "x", position: -0, score: -0, corresponding: false, affiliations: [] }],
      [{ name: "n", position: 2 ** 53 - 1, score: 1e21, corresponding: true, affiliations: [null] }],
      [{ name: "n", position: 3, score: Number.NaN, corresponding: true, affiliations: [] }],
      [{ name: "n", position: 3, score: Number.NEGATIVE_INFINITY, corresponding: true, affiliations: [] }],
      [{ name: "n", position: 3, score: 1e-7, corresponding: true, affiliations: [] }],
      ...awkward.map((name) => [{ name, position: 1, score: 2.5, corresponding: true, affiliations: [{ name, country: name }] }]),
      // Given up: out of order, a field missing, undefined or undeclared, a number as text, a bigint,
      // an unsafe integer, a typed array, a class instance, a Date, not a list at all.
      [{ position: 1, name: "n", score: 1, corresponding: true, affiliations: [] }],
      [{ name: "n", position: 1, score: 1, corresponding: true }],
      [{ name: "n", position: 1, score: 1, corresponding: undefined, affiliations: [] }],
      [{ name: "n", position: 1, score: 1, corresponding: true, affiliations: [], extra: 1 }],
      [{ name: 7, position: 1, score: 1, corresponding: true, affiliations: [] }],
      [{ name: "n", position: 1n, score: 1, corresponding: true, affiliations: [] }],
      [{ name: "n", position: 2 ** 53, score: 1, corresponding: true, affiliations: [] }],
      [{ name: "n", position: 1, score: 1, corresponding: true, affiliations: [{ name: "a", country: new Date(0) }] }],
      [new (class Author {})()],
      new Float64Array([1]),
      { name: "n" },
      "text",
    ];
    const { direct, stringified, taken, refused } = await bothWays(format, authors, values);
    expect(direct.toString("utf8")).toBe(stringified.toString("utf8"));
    expect(direct.equals(stringified)).toBe(true);
    // The first 8 and the awkward strings are plain JSON as they are; none of the rest is.
    const plainCount = 8 + awkward.length;
    expect(taken).toEqual(values.map((_, i) => i < plainCount));
    // toPlain converts most of those given up; a Date in a text field and a bare string it refuses.
    expect(refused.filter(Boolean).length).toBeGreaterThan(0);
    expect(refused.some((r, i) => r && taken[i])).toBe(false);
    // CSV cells without a quote or a comma stay unquoted, as json() leaves them.
    const lists = await bothWays(format, { kind: "list", of: { kind: "integer" } }, [[], [1], [1, 2], [null], [-0]]);
    expect(lists.direct.toString()).toBe(format === "csv" ? '<[]><[1]><"[1,2]"><[null]><[0]>' : "<[]><[1]><[1,2]><[null]><[0]>");
    expect(lists.direct.equals(lists.stringified)).toBe(true);
  });

  test("random nested values: the same bytes as JSON.stringify's text, quoted", async () => {
    // A small deterministic generator, so a failure can be replayed.
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
    const generate = (type: ExportType, depth: number): unknown => {
      const r = random();
      if (r < 0.06) return null;
      if (r < 0.08) return pick([undefined, 1.5, "x", true, [], {}, 12n, new Float64Array([1.5, 2])]);
      switch (type.kind) {
        case "string":
          return pick([...awkward, String(random()), "x".repeat(Math.floor(random() * 40))]);
        case "integer":
          return pick([0, -1, 42, 2 ** 53 - 1, -(2 ** 53) + 1, 7.5]);
        case "float":
          return pick([0.1, -2.5e-8, 1e300, Number.NaN, Number.POSITIVE_INFINITY, 3]);
        case "boolean":
          return random() < 0.5;
        case "date":
          // Day dates, and what is not one: a time of day, an invalid Date, a day as text.
          return pick([
            new Date(Date.UTC(2024, 1, 29)),
            new Date(Date.UTC(1969, 11, 31)),
            new Date(Date.UTC(10000, 0, 1)),
            new Date(Date.UTC(2024, 0, 1, 12)),
            new Date(Number.NaN),
            "2024-03-01",
          ]);
        case "timestamp":
          return pick([new Date(Date.UTC(2025, 0, 2, 3, 4, 5, 6)), new Date(-1), new Date(Number.NaN), "2024-03-01T10:00:00Z"]);
        case "list":
          return Array.from({ length: Math.floor(random() * (depth > 2 ? 2 : 5)) }, () => generate(type.of, depth + 1));
        case "struct": {
          const entries = Object.entries(type.fields).map(([name, field]) => [name, generate(field, depth + 1)] as [string, unknown]);
          if (random() < 0.05) entries.reverse();
          if (random() < 0.05) entries.push(["undeclared", 1]);
          return Object.fromEntries(entries);
        }
        default:
          throw new Error(type.kind);
      }
    };
    const types: ExportType[] = [
      authors,
      { kind: "list", of: text },
      { kind: "list", of: { kind: "list", of: { kind: "float" } } },
      { kind: "struct", fields: { id: text, counts: { kind: "list", of: { kind: "integer" } }, inner: author } },
      { kind: "list", of: { kind: "date" } },
      { kind: "struct", fields: { at: { kind: "timestamp" }, on: { kind: "date" }, tags: { kind: "list", of: text } } },
    ];
    for (const type of types) {
      const values = Array.from({ length: 600 }, () => generate(type, 0)).filter((v) => v !== null && v !== undefined);
      const { direct, stringified, taken, refused } = await bothWays(format, type, values);
      expect(direct.equals(stringified)).toBe(true);
      expect(refused.some((r, i) => r && taken[i])).toBe(false);
      // Every kind is exercised: values taken, values given up and converted, values refused.
      expect(taken.some(Boolean)).toBe(true);
      expect(taken.some((t, i) => !t && !refused[i])).toBe(true);
      expect(refused.some(Boolean)).toBe(true);
    }
  });

  test("a cell larger than the slice buffer, which grows while the cell is written", async () => {
    const long = 'é, "q" '.repeat(200_000);
    const value = [
      { name: "a".repeat(3_000_000), position: 1, score: 1, corresponding: true, affiliations: [{ name: long, country: "x" }] },
    ];
    const { direct, stringified, taken } = await bothWays(format, authors, [value, value]);
    expect(taken).toEqual([true, true]);
    expect(direct.equals(stringified)).toBe(true);
  });
});
