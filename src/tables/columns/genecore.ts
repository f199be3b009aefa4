// GeneCore (addendum "GeneCore"): harmonized genes.
// Besides the reference fields, a GeneCore table carries flat columns read from its nested
// objects, because these are the numbers people filter and plot by:
//   loeuf, pli, loeufDecile               gnomadConstraint.lossOfFunction.{loeuf, pli, loeufDecile}
//   isEssential, meanGeneEffect, medianGeneEffect, minGeneEffect, cellLinesTested,
//   dependentCellLines                    depmapEssentiality.<same name>
//   tractability<Modality><Evidence>      tractability.<modality>.<clinical|predictive> (list), for
//                                         Modality SmallMolecule, Antibody, Protac, OtherClinical
//                                         and Evidence Clinical, Predictive (e.g.
//                                         tractabilitySmallMoleculeClinical, tractabilityOtherClinicalPredictive)
// They are null where the nested object (or the value in it) is null.
import type { ColumnType } from "../column-types.js";
import { pick, type CoreColumns, type DerivedColumn } from "./core-columns.js";
import { bool, date, float, int, json, list, str, strings, struct } from "./shorthand.js";

const modalityEvidence = struct({ clinical: strings, predictive: strings });
const tractability = struct({
  smallMolecule: modalityEvidence, antibody: modalityEvidence, protac: modalityEvidence, otherClinical: modalityEvidence,
});
const safetyLiability = struct({
  event: str, datasource: str, url: str,
  effects: list(struct({ direction: str, dosing: str })),
  biosamples: strings,
  sources: list(struct({ name: str, type: str })),
});
// The class ID is a number on the real service and text in the sandbox: JSON keeps either as it came.
const targetClass = struct({ path: strings, leafChemblClassId: json });
// The real service adds constraintZ to the synonymous and missense classes.
const constraintMetrics = struct({ oe: float, oeLower: float, oeUpper: float, observed: float, expected: float, constraintZ: float });
const lossOfFunction = struct({
  loeuf: float, pli: float, loeufDecile: int, loeufRank: int, oe: float, oeLower: float, oeUpper: float,
  observed: float, expected: float,
});
const gnomadConstraint = struct({ synonymous: constraintMetrics, missense: constraintMetrics, lossOfFunction });
const topDependency = struct({
  cellLineName: str, depmapId: str, tissue: str, disease: str, geneEffect: float, expression: float,
});
const depmapEssentiality = struct({
  isEssential: bool, cellLinesTested: int, dependentCellLines: int, meanGeneEffect: float,
  medianGeneEffect: float, minGeneEffect: float, topDependencies: list(topDependency),
});
const protein = struct({
  identity: struct({
    canonicalAccession: str, entryName: str, annotationScore: float, evidenceLevel: str, mappedAccessions: strings,
  }),
  function: struct({
    functionSummary: str, associatedDiseases: str, tissueSpecificity: str, keywords: strings,
    subcellularLocations: strings,
  }),
  biophysics: struct({ sequenceLength: int, molecularMassDa: float, ecNumbers: strings, ptmSummary: str, ptmTypes: strings }),
  structure: struct({ has3dStructure: bool, pdbIds: strings, pfamIds: strings, interproIds: strings }),
});

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

export const genecoreColumns: CoreColumns = {
  core: "genecore",
  defaults: {
    serviceId: str,
    ensemblGeneId: str,
    symbol: str,
    name: str,
    synonyms: strings,
    geneType: str,
    summary: str,
    location: str,
    chromosome: str,
    strand: str,
    entrezGeneId: str,
    hgncId: str,
    uniprotIds: strings,
    hgncGeneGroups: list(struct({ id: str, name: str })),
    maneSelect: strings,
    omimId: strings,
    orphanet: str,
    iuphar: str,
    lastUpdateDate: date,
    createDate: date,
    tractability,
    safetyLiabilities: list(safetyLiability),
    targetClass,
    gnomadConstraint,
    depmapEssentiality,
  },
  includes: {
    protein,
    referencesDrugCore: strings,
  },
  derived: [
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
};
