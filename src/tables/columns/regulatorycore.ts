// RegulatoryCore (reference 2.4): one row per FDA or EMA authorization.
// Dates inside fdaDetails/emaDetails and documentSections stay ISO strings: nested objects are
// kept as the service sent them (flatten.documentSections turns sourceDate into a Date).
// The columns are the record schema's fields (src/schema/records/regulatorycore.ts), in its order.
import { regulatorycoreDefaultShape, regulatorycoreIncludeShape } from "../../schema/index.js";
import type { CoreColumns } from "./core-columns.js";
import { coreColumnsFromSchema } from "./from-schema.js";

export const regulatorycoreColumns = (): CoreColumns =>
  coreColumnsFromSchema("regulatorycore", { defaults: regulatorycoreDefaultShape, includes: regulatorycoreIncludeShape });
