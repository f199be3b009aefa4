// GeneCore safetyLiabilities element (addendum).
import { z } from "zod";
import { obj, perMode, strN, strs, type Mode, type Named, type Out } from "../mode.js";

const safetyEffect = (m: Mode) => obj(m, { direction: strN(), dosing: strN() });
export type SafetyEffect = { [K in keyof Out<typeof safetyEffect>]: Out<typeof safetyEffect>[K] };
const safetyEffectSchema: Named<SafetyEffect> = perMode(safetyEffect);

const safetySource = (m: Mode) => obj(m, { name: strN(), type: strN() });
export type SafetySource = { [K in keyof Out<typeof safetySource>]: Out<typeof safetySource>[K] };
const safetySourceSchema: Named<SafetySource> = perMode(safetySource);

const safetyLiability = (m: Mode) =>
  obj(m, {
    event: strN(),
    datasource: strN(),
    url: strN(),
    effects: z.array(safetyEffectSchema(m)),
    biosamples: strs(),
    sources: z.array(safetySourceSchema(m)),
  });
export type SafetyLiability = { [K in keyof Out<typeof safetyLiability>]: Out<typeof safetyLiability>[K] };
export const safetyLiabilitySchema: Named<SafetyLiability> = perMode(safetyLiability);
