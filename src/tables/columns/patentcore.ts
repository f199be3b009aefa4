// PatentCore (reference 2.6, preview).
// The columns are the record schema's fields (src/schema/records/patentcore.ts), in its order.
import { patentcoreDefaultShape, patentcoreIncludeShape } from "../../schema/index.js";
import type { CoreColumns } from "./core-columns.js";
import { coreColumnsFromSchema } from "./from-schema.js";

export const patentcoreColumns = (): CoreColumns =>
  coreColumnsFromSchema("patentcore", { defaults: patentcoreDefaultShape, includes: patentcoreIncludeShape });
