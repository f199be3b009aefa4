// Column lists of every core, by core name.
import type { CoreName } from "../../schema/index.js";
import type { CoreColumns } from "./core-columns.js";
import { biomedcoreColumns } from "./biomedcore.js";
import { trialcoreColumns } from "./trialcore.js";
import { drugcoreColumns } from "./drugcore.js";
import { regulatorycoreColumns } from "./regulatorycore.js";
import { genecoreColumns } from "./genecore.js";
import { patentcoreColumns } from "./patentcore.js";

export type { CoreColumns, DerivedColumn } from "./core-columns.js";

const BUILDERS: Record<CoreName, () => CoreColumns> = {
  biomedcore: biomedcoreColumns,
  trialcore: trialcoreColumns,
  drugcore: drugcoreColumns,
  regulatorycore: regulatorycoreColumns,
  genecore: genecoreColumns,
  patentcore: patentcoreColumns,
};

// Each core's columns are read off its schema on first use, not at import: building the zod
// shapes for all six cores costs about 100 ms, which `import("corebook")` should not pay.
export const CORE_COLUMNS = {} as Record<CoreName, CoreColumns>;
for (const [core, build] of Object.entries(BUILDERS)) {
  let built: CoreColumns | undefined;
  Object.defineProperty(CORE_COLUMNS, core, { enumerable: true, get: () => (built ??= build()) });
}
