// Measurement values arrive as strings ("12.5", "1,234", "NA", "<0.001"). Only a plain number
// parses: an optional sign, digits with optional thousands commas (groups of exactly three), an
// optional decimal part and an optional exponent, with surrounding spaces ignored.
// Anything else is null: "NA", "", "-", ">99", "<0.001" (a censored value is not that number),
// "12%", "1.2 to 3.4", "1,23" (ambiguous decimal comma). Returning null keeps the string column
// as the truth and never invents a value.

const PLAIN_NUMBER = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d*)?(?:[eE][+-]?\d+)?$/;
const HAS_DIGIT = /\d/;

/**
 * A measurement string as a number when it is a plain number (`"12.5"`, `"1,234"`, `"-3e-4"`); null for anything else
 * (`"NA"`, `"<0.001"`, `"12%"`, `"1,23"`), so the string column stays the truth.
 */
export function parseNumber(text: unknown): number | null {
  if (typeof text === "number") return Number.isFinite(text) ? text : null;
  if (typeof text !== "string") return null;
  const trimmed = text.trim();
  if (trimmed === "" || !PLAIN_NUMBER.test(trimmed)) return null;
  // The pattern allows a bare sign or exponent ("-", "e5") since every part is optional.
  const mantissa = trimmed.split(/[eE]/)[0];
  if (!HAS_DIGIT.test(mantissa)) return null;
  const value = Number(trimmed.replace(/,/g, ""));
  return Number.isFinite(value) ? value : null;
}
