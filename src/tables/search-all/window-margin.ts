// How much room a date window keeps below the cap. A window at the cap that comes back full has
// earned nothing (its days are searched again), one that comes back short has earned its records,
// so the records a window is expected to earn are E[count; count <= CAP]. Growing the window by one
// expected record adds P(count <= CAP) to that and takes CAP x density(at CAP) away (the chance
// that the extra record tips it over, losing the whole window): the window grows while the first is
// larger, up to z standard deviations below the cap where Phi(z) / phi(z) = CAP / sd. A precise
// forecast (sd 10) keeps 2.2 of them (22 records), a rough one (sd 45, a rate from a calibration
// window) 1.45 (65 records): the fixed 1.4 it replaces kept too little room on the big sweeps,
// where a window overflowed one time in six, and too much on a rough forecast.
import { CAP } from "./slice-plan.js";

/** Standard deviations of room below the cap for a window forecast with standard deviation `sd`. */
export function marginFor(sd: number): number {
  if (sd <= 0) return 0;
  const target = CAP / sd;
  let lo = 0;
  let hi = 8;
  for (let k = 0; k < 40; k++) {
    const z = (lo + hi) / 2;
    if (normalCdf(z) / normalDensity(z) < target) lo = z;
    else hi = z;
  }
  return hi;
}

/** The most records a window forecast at `expected` with standard deviation `sd` is planned to hold. */
export function windowCeiling(expected: number, sd: number): number {
  return expected + marginFor(sd) * sd;
}

export function normalDensity(z: number): number {
  return Math.exp(-(z * z) / 2) / Math.sqrt(2 * Math.PI);
}

export function normalCdf(z: number): number {
  return 1 - normalTail(z);
}

/** P(Z > z), from erfc directly: 1 - normalCdf(z) loses its digits far in the tail. */
export function normalTail(z: number): number {
  return 0.5 * erfc(z / Math.SQRT2);
}

/** Complementary error function (Numerical Recipes' rational approximation, 1e-7 relative error). */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t * (-0.18628806 + t * (0.27886807 + t * (-0.82215223 + t * (1.48851587 + t * (-0.69947766 + t * 0.17087224)))))))),
    );
  return x >= 0 ? r : 2 - r;
}
