// GeneCore record (addendum; the reference only names the fields).
import { recordUrlShape } from "./record-url.js";
import * as z from "zod";
import { GENE_TYPES, STRANDS } from "../enums.js";
import { day, en, obj, perMode, sid, sids, strN, strs, type Mode, type Out } from "../mode.js";
import { hgncGeneGroupSchema, targetClassSchema } from "./gene-annotations.js";
import { gnomadConstraintSchema } from "./gene-constraint.js";
import { depmapEssentialitySchema } from "./gene-essentiality.js";
import { proteinSchema } from "./gene-protein.js";
import { safetyLiabilitySchema } from "./gene-safety.js";
import { tractabilitySchema } from "./gene-tractability.js";

export function genecoreDefaultShape(m: Mode) {
  return {
    serviceId: sid(m, "genecore"),
    ensemblGeneId: strN(),
    symbol: strN(),
    name: strN(),
    synonyms: strs(),
    geneType: en(m, GENE_TYPES, "GeneCoreRecord.geneType").nullable(),
    summary: strN(),
    location: strN(),
    chromosome: strN(),
    strand: en(m, STRANDS, "GeneCoreRecord.strand").nullable(),
    entrezGeneId: strN(),
    hgncId: strN(),
    uniprotIds: strs(),
    hgncGeneGroups: z.array(hgncGeneGroupSchema(m)),
    maneSelect: strs(),
    omimId: strs(),
    orphanet: strN(),
    iuphar: strN(),
    lastUpdateDate: day(m).nullable(),
    createDate: day(m).nullable(),
    tractability: tractabilitySchema(m).nullable(),
    safetyLiabilities: z.array(safetyLiabilitySchema(m)).nullable(),
    targetClass: targetClassSchema(m).nullable(),
    gnomadConstraint: gnomadConstraintSchema(m).nullable(),
    depmapEssentiality: depmapEssentialitySchema(m).nullable(),
  };
}

export function genecoreIncludeShape(m: Mode) {
  return {
    protein: proteinSchema(m).nullable().optional(),
    referencesDrugCore: sids(m, "drugcore").optional(),
  };
}

export const genecoreRecordSchema = perMode((m) => obj(m, { ...genecoreDefaultShape(m), ...recordUrlShape(), ...genecoreIncludeShape(m) }));
/** A GeneCore gene: the default fields, `url`, and the include-only fields (absent unless requested with `include`). */
export type GeneCoreRecord = { [K in keyof Out<typeof genecoreRecordSchema>]: Out<typeof genecoreRecordSchema>[K] };
