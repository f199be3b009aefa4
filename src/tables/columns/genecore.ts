// GeneCore (addendum "GeneCore"): harmonized genes.
// The columns are the record schema's fields (src/schema/records/genecore.ts), in its order.
// Besides them, a GeneCore table carries flat columns read from its nested objects, because these are the numbers people filter and plot by:
//   loeuf, pli, loeufDecile               gnomadConstraint.lossOfFunction.{loeuf, pli, loeufDecile}
//   isEssential, meanGeneEffect, medianGeneEffect, minGeneEffect, cellLinesTested,
//   dependentCellLines                    depmapEssentiality.<same name>
//   tractability<Modality><Evidence>      tractability.<modality>.<clinical|predictive> (list), for
//                                         Modality SmallMolecule, Antibody, Protac, OtherClinical
//                                         and Evidence Clinical, Predictive (e.g.
//                                         tractabilitySmallMoleculeClinical, tractabilityOtherClinicalPredictive)
// They are null where the nested object (or the value in it) is null.
import type { ColumnType } from "../column-types.js";
import { genecoreDefaultShape, genecoreIncludeShape } from "../../schema/index.js";
import { pick, type CoreColumns, type DerivedColumn } from "./core-columns.js";
import { coreColumnsFromSchema } from "./from-schema.js";
import { bool, float, int, strings } from "./shorthand.js";

function derived(name: string, type: ColumnType, path: readonly string[]): DerivedColumn {
  return { name, type, from: (record) => pick(record, path) };
}

const MODALITIES = [
  ["SmallMolecule", "smallMolecule"],
  ["Antibody", "antibody"],
  ["Protac", "protac"],
  ["OtherClinical", "otherClinical"],
] as const;
const EVIDENCE = [
  ["Clinical", "clinical"],
  ["Predictive", "predictive"],
] as const;

export const genecoreColumns = (): CoreColumns =>
  coreColumnsFromSchema(
    "genecore",
    {
      defaults: genecoreDefaultShape,
      includes: genecoreIncludeShape,
    },
    [
      derived("loeuf", float, ["gnomadConstraint", "lossOfFunction", "loeuf"]),
      derived("pli", float, ["gnomadConstraint", "lossOfFunction", "pli"]),
      derived("loeufDecile", int, ["gnomadConstraint", "lossOfFunction", "loeufDecile"]),
      derived("isEssential", bool, ["depmapEssentiality", "isEssential"]),
      derived("meanGeneEffect", float, ["depmapEssentiality", "meanGeneEffect"]),
      derived("medianGeneEffect", float, ["depmapEssentiality", "medianGeneEffect"]),
      derived("minGeneEffect", float, ["depmapEssentiality", "minGeneEffect"]),
      derived("cellLinesTested", int, ["depmapEssentiality", "cellLinesTested"]),
      derived("dependentCellLines", int, ["depmapEssentiality", "dependentCellLines"]),
      ...MODALITIES.flatMap(([label, key]) =>
        EVIDENCE.map(([evidenceLabel, evidenceKey]) =>
          derived(`tractability${label}${evidenceLabel}`, strings, ["tractability", key, evidenceKey]),
        ),
      ),
    ],
  );
