// GeneCore include `protein` (addendum): UniProt-derived identity, function, biophysics, structure.
import { z } from "zod";
import { boolN, numN, obj, perMode, strN, strs } from "../mode.js";

export const proteinIdentitySchema = perMode((m) =>
  obj(m, {
    canonicalAccession: strN(),
    entryName: strN(),
    annotationScore: numN(),
    evidenceLevel: strN(),
    mappedAccessions: strs(),
  }),
);

export const proteinFunctionSchema = perMode((m) =>
  obj(m, {
    functionSummary: strN(),
    associatedDiseases: strN(),
    tissueSpecificity: strN(),
    keywords: strs(),
    subcellularLocations: strs(),
  }),
);

export const proteinBiophysicsSchema = perMode((m) =>
  obj(m, {
    sequenceLength: numN(),
    molecularMassDa: numN(),
    ecNumbers: strs(),
    ptmSummary: strN(),
    ptmTypes: strs(),
  }),
);

export const proteinStructureSchema = perMode((m) =>
  obj(m, { has3dStructure: boolN(), pdbIds: strs(), pfamIds: strs(), interproIds: strs() }),
);

export const proteinSchema = perMode((m) =>
  obj(m, {
    identity: proteinIdentitySchema(m).nullable(),
    function: proteinFunctionSchema(m).nullable(),
    biophysics: proteinBiophysicsSchema(m).nullable(),
    structure: proteinStructureSchema(m).nullable(),
  }),
);

export type ProteinIdentity = z.infer<ReturnType<typeof proteinIdentitySchema>>;
export type ProteinFunction = z.infer<ReturnType<typeof proteinFunctionSchema>>;
export type ProteinBiophysics = z.infer<ReturnType<typeof proteinBiophysicsSchema>>;
export type ProteinStructure = z.infer<ReturnType<typeof proteinStructureSchema>>;
export type Protein = z.infer<ReturnType<typeof proteinSchema>>;
