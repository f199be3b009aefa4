// DrugCore (reference 2.3, addendum "DrugCore targets"): drugs and molecules.
import type { CoreColumns } from "./core-columns.js";
import { list, str, strings, struct } from "./shorthand.js";

const target = struct({ ensemblId: str, symbol: str, name: str, synonyms: strings });
const mechanism = struct({ actionType: str, mechanismOfAction: str, targetType: str, targets: list(target) });

export const drugcoreColumns: CoreColumns = {
  core: "drugcore",
  defaults: {
    serviceId: str,
    chemblId: str,
    name: str,
    description: str,
    synonyms: strings,
    tradeNames: strings,
    drugType: str,
    maxClinicalStage: str,
    inchiKey: str,
    canonicalSmiles: str,
    mechanismsOfAction: list(mechanism),
  },
  includes: {
    parent: str,
    children: strings,
    referencesTrialCore: strings,
    referencesBiomedCore: strings,
    referencesRegulatoryCore: strings,
    referencesGeneCore: strings,
  },
  derived: [],
};
