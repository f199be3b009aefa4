// GET /api/v1/credits/api-credits (addendum).
import { z } from "zod";
import { obj, perMode } from "./mode.js";

export const creditsSchema = perMode((m) => obj(m, { data: obj(m, { remaining: z.number() }) }));
export type Credits = z.infer<ReturnType<typeof creditsSchema>>;
