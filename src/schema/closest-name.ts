// "Did you mean ...?" for a misspelt name (an option, an include value, a column): the allowed name
// closest to it, when it is close enough to be the one meant.

/** Levenshtein distance between two short strings. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** The allowed name `name` most likely meant (same letters in another case, or at most a third of them wrong), or null. */
export function closestName(name: string, allowed: readonly string[]): string | null {
  const lower = name.toLowerCase();
  let best: string | null = null;
  let bestDistance = Math.max(1, Math.floor(name.length / 3));
  for (const candidate of allowed) {
    if (candidate.toLowerCase() === lower) return candidate;
    const d = distance(lower, candidate.toLowerCase());
    if (d <= bestDistance && (best === null || d < bestDistance)) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}
