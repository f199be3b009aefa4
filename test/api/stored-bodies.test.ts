// A warm get parses verbatim bodies many at a time (api/stored-bodies.ts): each must come back as
// parsing it alone would give it, and a body that is not JSON must not take its batch with it.
import { expect, test } from "vitest";
import { StoredBodies } from "../../src/api/stored-bodies.js";

const bytes = (text: string) => Buffer.from(text, "utf8");

function parseAll(texts: string[]): [number, unknown][] {
  const bodies = new StoredBodies<number>();
  for (const [i, text] of texts.entries()) bodies.add(i, bytes(text));
  const { items, bodies: parsed } = bodies.parsed();
  expect(parsed).toHaveLength(items.length);
  return items.map((item, i) => [item, parsed[i]]);
}

test("bodies come back parsed, in order, each to its item", () => {
  const texts = [0, 1, 2].map((i) => JSON.stringify({ data: { id: i, name: `é${i}` } }));
  expect(parseAll(texts)).toEqual([0, 1, 2].map((i) => [i, { data: { id: i, name: `é${i}` } }]));
});

test("a body that is not JSON comes back undefined, alone; the rest of its batch is served", () => {
  expect(parseAll(['{"data":1}', '{"data":', '{"data":3}'])).toEqual([
    [0, { data: 1 }],
    [1, undefined],
    [2, { data: 3 }],
  ]);
  // Two bodies that together would read as more (or fewer) elements: each is judged alone.
  expect(parseAll(['{"data":1},{"data":2}', '{"data":3}'])).toEqual([
    [0, undefined],
    [1, { data: 3 }],
  ]);
});

test("bodies beyond one batch, and one larger than a batch, are all served", () => {
  const big = JSON.stringify({ data: "x".repeat(3 << 20) });
  const small = Array.from({ length: 3000 }, (_, i) => JSON.stringify({ data: { i, pad: "y".repeat(700) } }));
  const texts = [...small.slice(0, 1500), big, ...small.slice(1500)];
  const out = parseAll(texts);
  expect(out.map(([item]) => item)).toEqual(texts.map((_, i) => i));
  expect(out.every(([item, body]) => JSON.stringify(body) === texts[item])).toBe(true);
});

test("the bytes are copied when added: a lent buffer reused afterwards changes nothing", () => {
  const bodies = new StoredBodies<number>();
  const lent = bytes('{"data":"a"}');
  bodies.add(0, lent);
  lent.write('{"data":"b"}');
  bodies.add(1, lent);
  expect(bodies.parsed().bodies).toEqual([{ data: "a" }, { data: "b" }]);
});
