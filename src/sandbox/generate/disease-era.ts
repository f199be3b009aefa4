// When a disease could be named: no record names COVID-19 before 2020. Until dataset version 7 a
// record drew its disease from its drug's, gene's or the whole list whatever its date, so a 1990
// patent claimed a method of treating COVID-19 and a 2000 review summarised its evidence.
import { firstDayNumberOfYear } from "../../days/index.js";
import type { Rng } from "./random.js";
import { DISEASE_BY_KEY } from "./vocab/diseases.js";

/** True when a record dated `day` (a day number) can name the disease. */
export function diseaseKnownOn(key: string, day: number): boolean {
  const since = DISEASE_BY_KEY.get(key)?.since ?? null;
  return since === null || day >= firstDayNumberOfYear(since);
}

/**
 * `rng.pick(keys)` when a record dated `day` can name it, so no other record moves; else one of the
 * keys it can name, drawn from `spare` (the first of them without one); null when it can name none.
 */
export function pickKnownOn(rng: Rng, keys: readonly string[], day: number, spare?: Rng): string | null {
  const picked = rng.pick(keys);
  if (diseaseKnownOn(picked, day)) return picked;
  const known = keys.filter((k) => diseaseKnownOn(k, day));
  if (known.length === 0) return null;
  return spare ? spare.pick(known) : known[0];
}

/** The first of `keys` a record dated `day` can name, else the first (a drug's lead disease). */
export function firstKnownOn(keys: readonly string[], day: number): string {
  return keys.find((k) => diseaseKnownOn(k, day)) ?? keys[0];
}
