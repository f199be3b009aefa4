// GET /api/v1/credits/api-credits (addendum).
import * as z from "zod";
import { obj, perMode, type Mode, type Named, type Out } from "./mode.js";

const creditsData = (m: Mode) => obj(m, { remaining: z.number() });
/** What `credits()` returns: the organization's remaining credits. */
export type CreditsData = { [K in keyof Out<typeof creditsData>]: Out<typeof creditsData>[K] };
const creditsDataSchema: Named<CreditsData> = perMode(creditsData);

const credits = (m: Mode) => obj(m, { data: creditsDataSchema(m) });
/** The whole credits response. */
export type Credits = { [K in keyof Out<typeof credits>]: Out<typeof credits>[K] };
export const creditsSchema: Named<Credits> = perMode(credits);
