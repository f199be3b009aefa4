import type { CoreName } from "./enums.js";

/** The cores' names as people write them, for messages. */
export const CORE_TITLES = {
  biomedcore: "BiomedCore",
  trialcore: "TrialCore",
  drugcore: "DrugCore",
  regulatorycore: "RegulatoryCore",
  genecore: "GeneCore",
  patentcore: "PatentCore",
} as const satisfies Record<CoreName, string>;
