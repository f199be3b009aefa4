// The median of a list of numbers (the mean of the middle two for an even count), as the benches
// report their rounds.
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/** The median of per-round figures (ratios, say) with their spread, min to max. */
export function medianAndSpread(xs) {
  return { median: median(xs), spread: [Math.min(...xs), Math.max(...xs)] };
}
