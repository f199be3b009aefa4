// DrugCore mechanismsOfAction and their targets (reference 2.3, addendum "DrugCore targets").
// actionType, mechanismOfAction and targetType accept null: source data lacks them at times,
// and a missing label must not cost the whole record.
import { z } from "zod";
import { obj, perMode, strN, strs } from "../mode.js";

export const drugTargetSchema = perMode((m) =>
  obj(m, { ensemblId: strN(), symbol: strN(), name: strN(), synonyms: strs() }),
);

export const mechanismOfActionSchema = perMode((m) =>
  obj(m, {
    actionType: strN(),
    mechanismOfAction: strN(),
    targetType: strN(),
    targets: z.array(drugTargetSchema(m)),
  }),
);

export type DrugTarget = z.infer<ReturnType<typeof drugTargetSchema>>;
export type MechanismOfAction = z.infer<ReturnType<typeof mechanismOfActionSchema>>;
