// How a sweep forecasts the records the sample did not hold on the days after its cursor: from the
// swept level (records per day behind the cursor, checked by the sample ahead), from the sample
// rate where they disagree by far or no level is known yet, or not at all before a window
// completes; and how far a rate measured on the swept windows is off. Pure (sweep-forecast.ts).
import type { SampleDensity } from "./sample-density.js";
import type { Rate } from "./swept-windows.js";

/** How far a flat level is off over the next window (chance included): ±9-12% on the medium sandbox's queries. */
const LEVEL_ERROR = 0.06;
/** Records of the stretch over which the sample checks the level. */
const REFERENCE_RECORDS = 270;
/**
 * The level is not trusted when the sample count over the reference stretch is this many standard
 * deviations from the level's and off by more than half: a ranked sample clusters by chance
 * (a stretch of 16 expected sample records often holds 8 or 26), a real change is larger.
 */
const DISAGREEMENT = 3.5;
const DISAGREEMENT_RATIO = 1.6;
/** How far the density drifts from the level over a window, beyond the level's own chance error. */
const DRIFT = 0.03;

/** How the unseen records of a day are forecast: from the swept level, from the sample, or not at all yet. */
export type Model = { kind: "level"; perDay: (i: number) => number; error: number } | ({ kind: "sample" } & Rate) | { kind: "none" };

/** The swept level: unseen records per day from day i, and its relative error (swept-windows.ts). */
export type Level = { perDay: (i: number) => number; error: number };

/**
 * How the days after the cursor are forecast. The level is checked against the sample over the
 * stretch the sample expects to hold REFERENCE_RECORDS: when the sample count there is far from
 * what the level implies (the density rises or falls, or the records end), the level is not
 * trusted and the sample forecasts; otherwise the sample count corrects the level a little.
 */
export function chooseModel(measured: Rate | null, level: Level | null, sample: SampleDensity, span: number, cursor: number): Model {
  if (measured === null) return { kind: "none" };
  const { rate } = measured;
  if (level === null) return { kind: "sample", ...measured };
  const reference = REFERENCE_RECORDS / (1 + rate);
  let flat = 0;
  let j = cursor;
  for (; j < span && sample.mass(cursor, j) < reference; j++) flat += level.perDay(j);
  if (j < span) flat += level.perDay(j);
  const mass = sample.mass(cursor, j);
  const implied = flat / rate;
  const z = (mass - implied) / Math.sqrt(implied + (implied * LEVEL_ERROR) ** 2 + 1);
  const ratio = (mass + 1) / (implied + 1);
  if (Math.abs(z) > DISAGREEMENT && (ratio > DISAGREEMENT_RATIO || ratio < 1 / DISAGREEMENT_RATIO)) return { kind: "sample", ...measured };
  const alpha = 1 / LEVEL_ERROR ** 2;
  const factor = flat > 0 ? (alpha + mass) / (alpha + implied) : 1;
  return { kind: "level", perDay: (i) => level.perDay(i) * factor, error: Math.sqrt(level.error ** 2 + DRIFT ** 2) };
}

/**
 * How far a rate measured on the swept windows is off over a stretch of `stretchMass` sample
 * mass forecast at `modelled` unseen records: the measured count's chance, counted as at least
 * one record (a calibration that found none beyond its sample measured a rate of 0, not a
 * certainty), and the stretch's own sample count's (`mass` of it in all).
 */
export function rateError(rate: Rate, stretchMass: number, modelled: number, mass: number): number {
  const measured = (stretchMass * Math.sqrt(Math.max(rate.count, 1))) / rate.mass;
  return Math.sqrt(measured ** 2 + modelled ** 2 / (mass + 1));
}
