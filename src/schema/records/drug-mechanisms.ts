// DrugCore mechanismsOfAction and their targets (reference 2.3, addendum "DrugCore targets").
// actionType, mechanismOfAction and targetType accept null: source data lacks them at times,
// and a missing label must not cost the whole record.
import * as z from "zod";
import { obj, perMode, strN, strs, type Mode, type Named, type Out } from "../mode.js";

const drugTarget = (m: Mode) => obj(m, { ensemblId: strN(), symbol: strN(), name: strN(), synonyms: strs() });
/** A molecular target of a mechanism: Ensembl gene id, gene symbol, name and synonyms. */
export type DrugTarget = { [K in keyof Out<typeof drugTarget>]: Out<typeof drugTarget>[K] };
const drugTargetSchema: Named<DrugTarget> = perMode(drugTarget);

const mechanismOfAction = (m: Mode) =>
  obj(m, {
    actionType: strN(),
    mechanismOfAction: strN(),
    targetType: strN(),
    targets: z.array(drugTargetSchema(m)),
  });
/** How a DrugCore drug acts (`mechanismsOfAction[]`): the mechanism text, action and target type, and the targets. */
export type MechanismOfAction = { [K in keyof Out<typeof mechanismOfAction>]: Out<typeof mechanismOfAction>[K] };
export const mechanismOfActionSchema: Named<MechanismOfAction> = perMode(mechanismOfAction);
