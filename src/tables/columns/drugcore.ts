// DrugCore (reference 2.3, addendum "DrugCore targets"): drugs and molecules.
// The columns are the record schema's fields (src/schema/records/drugcore.ts), in its order.
import { drugcoreDefaultShape, drugcoreIncludeShape } from "../../schema/index.js";
import type { CoreColumns } from "./core-columns.js";
import { coreColumnsFromSchema } from "./from-schema.js";

export const drugcoreColumns = (): CoreColumns =>
  coreColumnsFromSchema("drugcore", { defaults: drugcoreDefaultShape, includes: drugcoreIncludeShape });
