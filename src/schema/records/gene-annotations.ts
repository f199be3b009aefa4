// GeneCore's smaller objects (addendum): HGNC gene groups and the target class.
import * as z from "zod";
import { obj, perMode, strN, strs, type Mode, type Named, type Out } from "../mode.js";

const hgncGeneGroup = (m: Mode) => obj(m, { id: z.string(), name: strN() });
/** An HGNC gene group a gene belongs to: its id and name. */
export type HgncGeneGroup = { [K in keyof Out<typeof hgncGeneGroup>]: Out<typeof hgncGeneGroup>[K] };
export const hgncGeneGroupSchema: Named<HgncGeneGroup> = perMode(hgncGeneGroup);

const targetClass = (m: Mode) =>
  obj(m, {
    /** Class hierarchy from the root, e.g. ["ENZYME", "KINASE", ...]. */
    path: strs(),
    /** ChEMBL protein class ID: a number on the real service (550), text in the sandbox. */
    leafChemblClassId: z.union([z.number(), z.string()]).nullable(),
  });
/** A gene's protein target class: the class path from the root and the ChEMBL protein class id of its leaf. */
export type TargetClass = { [K in keyof Out<typeof targetClass>]: Out<typeof targetClass>[K] };
export const targetClassSchema: Named<TargetClass> = perMode(targetClass);
