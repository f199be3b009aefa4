// GeneCore include `protein` (addendum): UniProt-derived identity, function, biophysics, structure.
import { intN, boolN, numN, obj, perMode, strN, strs, type Mode, type Named, type Out } from "../mode.js";

const proteinIdentity = (m: Mode) =>
  obj(m, {
    canonicalAccession: strN(),
    entryName: strN(),
    annotationScore: numN(),
    evidenceLevel: strN(),
    mappedAccessions: strs(),
  });
/**
 * UniProt identity of a gene's protein: canonical accession, entry name, annotation score, evidence level and the other mapped
 * accessions.
 */
export type ProteinIdentity = { [K in keyof Out<typeof proteinIdentity>]: Out<typeof proteinIdentity>[K] };
const proteinIdentitySchema: Named<ProteinIdentity> = perMode(proteinIdentity);

const proteinFunction = (m: Mode) =>
  obj(m, {
    functionSummary: strN(),
    associatedDiseases: strN(),
    tissueSpecificity: strN(),
    keywords: strs(),
    subcellularLocations: strs(),
  });
/** What a gene's protein does (UniProt): function summary, associated diseases, tissue specificity, keywords and subcellular locations. */
export type ProteinFunction = { [K in keyof Out<typeof proteinFunction>]: Out<typeof proteinFunction>[K] };
const proteinFunctionSchema: Named<ProteinFunction> = perMode(proteinFunction);

const proteinBiophysics = (m: Mode) =>
  obj(m, {
    sequenceLength: intN(),
    molecularMassDa: numN(),
    ecNumbers: strs(),
    ptmSummary: strN(),
    ptmTypes: strs(),
  });
/**
 * Physical properties of a gene's protein (UniProt): sequence length in amino acids, mass in daltons, EC numbers and
 * post-translational modifications.
 */
export type ProteinBiophysics = { [K in keyof Out<typeof proteinBiophysics>]: Out<typeof proteinBiophysics>[K] };
const proteinBiophysicsSchema: Named<ProteinBiophysics> = perMode(proteinBiophysics);

const proteinStructure = (m: Mode) => obj(m, { has3dStructure: boolN(), pdbIds: strs(), pfamIds: strs(), interproIds: strs() });
/** Structure evidence of a gene's protein: whether a 3D structure exists, and its PDB, Pfam and InterPro ids. */
export type ProteinStructure = { [K in keyof Out<typeof proteinStructure>]: Out<typeof proteinStructure>[K] };
const proteinStructureSchema: Named<ProteinStructure> = perMode(proteinStructure);

const protein = (m: Mode) =>
  obj(m, {
    identity: proteinIdentitySchema(m).nullable(),
    function: proteinFunctionSchema(m).nullable(),
    biophysics: proteinBiophysicsSchema(m).nullable(),
    structure: proteinStructureSchema(m).nullable(),
  });
/** The protein block of a GeneCore record (include `protein`); each part is null when the service has none. */
export type Protein = { [K in keyof Out<typeof protein>]: Out<typeof protein>[K] };
export const proteinSchema: Named<Protein> = perMode(protein);
