// A number as a table cell shows it. Binary floating point turns sums and means of decimals into
// values like 22.020000000000003 or 0.30000000000000004; shown at 12 significant digits they read as
// the decimals they stand for (22.02, 0.3), while every integer, and every float whose shortest
// form has 12 digits or fewer, keeps its own text. The table itself keeps the full value.
const SIGNIFICANT_DIGITS = 12;

export function numberText(n: number): string {
  if (Number.isInteger(n) || !Number.isFinite(n)) return String(n);
  return String(Number(n.toPrecision(SIGNIFICANT_DIGITS)));
}
