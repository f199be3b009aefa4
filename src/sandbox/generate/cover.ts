// Deals every value of an enumeration to the first records of a kind, then falls back to a
// realistic draw, so each enum value occurs at every scale and seed.
export function cover<T>(index: number, values: readonly T[], draw: () => T): T {
  return index >= 0 && index < values.length ? values[index] : draw();
}
