// GeneCore safetyLiabilities element (addendum).
import * as z from "zod";
import { obj, perMode, strN, strs, type Mode, type Named, type Out } from "../mode.js";

const safetyEffect = (m: Mode) => obj(m, { direction: strN(), dosing: strN() });
/** How a target safety liability shows: the `direction` of the effect and the `dosing` it was seen with. */
export type SafetyEffect = { [K in keyof Out<typeof safetyEffect>]: Out<typeof safetyEffect>[K] };
const safetyEffectSchema: Named<SafetyEffect> = perMode(safetyEffect);

const safetySource = (m: Mode) => obj(m, { name: strN(), type: strN() });
/** A source behind a safety liability: its name and type. */
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
/**
 * A known safety liability of targeting the gene (`safetyLiabilities[]`): the adverse event, its data source and link, the
 * effects, the biosamples concerned and the sources.
 */
export type SafetyLiability = { [K in keyof Out<typeof safetyLiability>]: Out<typeof safetyLiability>[K] };
export const safetyLiabilitySchema: Named<SafetyLiability> = perMode(safetyLiability);
