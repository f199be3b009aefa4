// GeneCore's smaller objects (addendum): HGNC gene groups and the target class.
import { z } from "zod";
import { obj, perMode, strN, strs } from "../mode.js";

export const hgncGeneGroupSchema = perMode((m) => obj(m, { id: z.string(), name: strN() }));

export const targetClassSchema = perMode((m) =>
  obj(m, {
    /** Class hierarchy from the root, e.g. ["ENZYME", "KINASE", ...]. */
    path: strs(),
    leafChemblClassId: strN(),
  }),
);

export type HgncGeneGroup = z.infer<ReturnType<typeof hgncGeneGroupSchema>>;
export type TargetClass = z.infer<ReturnType<typeof targetClassSchema>>;
