// value ± dispersion at the precision the service wrote them. The service sends measurements as
// text ("19.08", "3.97"); in binary floating point 19.08 - 3.97 is 15.109999999999998, which then
// shows in the chart's tooltip, its spec and every saved file. The exact difference of two decimals
// has no more decimal places than the longer of them, so rounding to that many places gives it back.

/** Decimal places a number is written with: "19.08" has 2, "1.5e-3" has 4, "120" and "1e3" have 0; null for non-numbers. */
export function decimalsOf(text: unknown): number | null {
  const written = typeof text === "number" ? (Number.isFinite(text) ? String(text) : "") : typeof text === "string" ? text.trim() : "";
  const match = /^[-+]?(?:\d+\.?(\d*)|\.(\d+))(?:[eE]([-+]?\d+))?$/.exec(written);
  if (!match) return null;
  const fraction = (match[1] ?? match[2] ?? "").length;
  return Math.max(0, fraction - Number(match[3] ?? 0));
}

/** The decimal places of `n` as written in `text` when the text is that number (with its trailing zeros), else as JS writes `n`. */
function placesOf(n: number, text: unknown): number {
  const fromText = typeof text === "string" && Math.abs(Number(text.trim())) === Math.abs(n) ? decimalsOf(text) : null;
  return fromText ?? decimalsOf(n) ?? 0;
}

/** `a + b` rounded to the decimal places of the longer input (`aText`, `bText`: the texts they were read from, if at hand). */
export function decimalSum(a: number, b: number, aText?: unknown, bText?: unknown): number {
  const places = Math.max(placesOf(a, aText), placesOf(b, bText));
  const sum = a + b;
  // toFixed takes up to 100 places; past 15 significant digits a double holds no more anyway.
  return places > 20 ? sum : Number(sum.toFixed(places));
}
