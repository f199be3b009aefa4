// GeneCore gnomadConstraint (addendum): observed/expected per variant class; loss of function
// adds LOEUF, pLI and their ranks.
import { z } from "zod";
import { numN, obj, perMode } from "../mode.js";

function metrics() {
  return { oe: numN(), oeLower: numN(), oeUpper: numN(), observed: numN(), expected: numN() };
}

export const constraintMetricsSchema = perMode((m) => obj(m, metrics()));

export const lossOfFunctionConstraintSchema = perMode((m) =>
  obj(m, { loeuf: numN(), pli: numN(), loeufDecile: numN(), loeufRank: numN(), ...metrics() }),
);

export const gnomadConstraintSchema = perMode((m) =>
  obj(m, {
    synonymous: constraintMetricsSchema(m).nullable(),
    missense: constraintMetricsSchema(m).nullable(),
    lossOfFunction: lossOfFunctionConstraintSchema(m).nullable(),
  }),
);

export type ConstraintMetrics = z.infer<ReturnType<typeof constraintMetricsSchema>>;
export type LossOfFunctionConstraint = z.infer<ReturnType<typeof lossOfFunctionConstraintSchema>>;
export type GnomadConstraint = z.infer<ReturnType<typeof gnomadConstraintSchema>>;
