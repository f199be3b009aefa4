// Column lists of every core, by core name.
import type { CoreName } from "../../schema/enums.js";
import type { CoreColumns } from "./core-columns.js";
import { biomedcoreColumns } from "./biomedcore.js";
import { trialcoreColumns } from "./trialcore.js";
import { drugcoreColumns } from "./drugcore.js";
import { regulatorycoreColumns } from "./regulatorycore.js";
import { genecoreColumns } from "./genecore.js";
import { patentcoreColumns } from "./patentcore.js";

export type { CoreColumns, DerivedColumn } from "./core-columns.js";

export const CORE_COLUMNS: Record<CoreName, CoreColumns> = {
  biomedcore: biomedcoreColumns,
  trialcore: trialcoreColumns,
  drugcore: drugcoreColumns,
  regulatorycore: regulatorycoreColumns,
  genecore: genecoreColumns,
  patentcore: patentcoreColumns,
};
