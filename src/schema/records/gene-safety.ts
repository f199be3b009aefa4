// GeneCore safetyLiabilities element (addendum).
import { z } from "zod";
import { obj, perMode, strN, strs } from "../mode.js";

export const safetyEffectSchema = perMode((m) => obj(m, { direction: strN(), dosing: strN() }));
export const safetySourceSchema = perMode((m) => obj(m, { name: strN(), type: strN() }));

export const safetyLiabilitySchema = perMode((m) =>
  obj(m, {
    event: strN(),
    datasource: strN(),
    url: strN(),
    effects: z.array(safetyEffectSchema(m)),
    biosamples: strs(),
    sources: z.array(safetySourceSchema(m)),
  }),
);

export type SafetyEffect = z.infer<ReturnType<typeof safetyEffectSchema>>;
export type SafetySource = z.infer<ReturnType<typeof safetySourceSchema>>;
export type SafetyLiability = z.infer<ReturnType<typeof safetyLiabilitySchema>>;
