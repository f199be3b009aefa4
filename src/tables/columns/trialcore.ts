// TrialCore (reference 2.2): clinical trials.
// The columns are the record schema's fields (src/schema/records/trialcore.ts), in its order.
import { trialcoreDefaultShape, trialcoreIncludeShape } from "../../schema/records/trialcore.js";
import { coreColumnsFromSchema } from "./from-schema.js";

export const trialcoreColumns = coreColumnsFromSchema("trialcore", { defaults: trialcoreDefaultShape, includes: trialcoreIncludeShape });
