// GeneCore gnomadConstraint (addendum): observed/expected per variant class; loss of function
// adds LOEUF, pLI and their ranks.
import { intN, numN, obj, perMode, type Mode, type Named, type Out } from "../mode.js";

function metrics() {
  return { oe: numN(), oeLower: numN(), oeUpper: numN(), observed: numN(), expected: numN() };
}

// The real service adds a Z score to the synonymous and missense classes.
const constraintMetrics = (m: Mode) => obj(m, { ...metrics(), constraintZ: numN().optional() });
/**
 * gnomAD constraint of one variant class: observed and expected variant counts, their ratio `oe` with its confidence bounds,
 * and (on the real service) a Z score.
 */
export type ConstraintMetrics = { [K in keyof Out<typeof constraintMetrics>]: Out<typeof constraintMetrics>[K] };
const constraintMetricsSchema: Named<ConstraintMetrics> = perMode(constraintMetrics);

const lossOfFunctionConstraint = (m: Mode) => obj(m, { loeuf: numN(), pli: numN(), loeufDecile: intN(), loeufRank: intN(), ...metrics() });
/**
 * gnomAD loss-of-function constraint: the observed/expected metrics plus LOEUF (upper bound of `oe`; low means intolerant), pLI
 * (0..1) and the LOEUF decile and rank.
 */
export type LossOfFunctionConstraint = { [K in keyof Out<typeof lossOfFunctionConstraint>]: Out<typeof lossOfFunctionConstraint>[K] };
const lossOfFunctionConstraintSchema: Named<LossOfFunctionConstraint> = perMode(lossOfFunctionConstraint);

const gnomadConstraint = (m: Mode) =>
  obj(m, {
    synonymous: constraintMetricsSchema(m).nullable(),
    missense: constraintMetricsSchema(m).nullable(),
    lossOfFunction: lossOfFunctionConstraintSchema(m).nullable(),
  });
/**
 * A gene's gnomAD constraint per variant class (synonymous, missense, loss of function); a class is null when gnomAD gives
 * none.
 */
export type GnomadConstraint = { [K in keyof Out<typeof gnomadConstraint>]: Out<typeof gnomadConstraint>[K] };
export const gnomadConstraintSchema: Named<GnomadConstraint> = perMode(gnomadConstraint);
