// BiomedCore (reference 2.1): publications.
// The columns are the record schema's fields (src/schema/records/biomedcore.ts), in its order.
import { biomedcoreDefaultShape, biomedcoreIncludeShape } from "../../schema/index.js";
import type { CoreColumns } from "./core-columns.js";
import { coreColumnsFromSchema } from "./from-schema.js";

export const biomedcoreColumns = (): CoreColumns =>
  coreColumnsFromSchema("biomedcore", { defaults: biomedcoreDefaultShape, includes: biomedcoreIncludeShape });
