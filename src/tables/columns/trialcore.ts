// TrialCore (reference 2.2): clinical trials.
// The columns are the record schema's fields (src/schema/records/trialcore.ts), in its order.
import { trialcoreDefaultShape, trialcoreIncludeShape } from "../../schema/index.js";
import type { CoreColumns } from "./core-columns.js";
import { coreColumnsFromSchema } from "./from-schema.js";

export const trialcoreColumns = (): CoreColumns =>
  coreColumnsFromSchema("trialcore", { defaults: trialcoreDefaultShape, includes: trialcoreIncludeShape });
