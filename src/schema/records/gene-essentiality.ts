// GeneCore depmapEssentiality (addendum); topDependencies holds at most 10 cell lines.
import { z } from "zod";
import { boolN, numN, obj, perMode, strN } from "../mode.js";

export const topDependencySchema = perMode((m) =>
  obj(m, {
    cellLineName: strN(),
    depmapId: strN(),
    tissue: strN(),
    disease: strN(),
    geneEffect: numN(),
    expression: numN(),
  }),
);

export const depmapEssentialitySchema = perMode((m) => {
  const top = z.array(topDependencySchema(m));
  return obj(m, {
    isEssential: boolN(),
    cellLinesTested: numN(),
    dependentCellLines: numN(),
    meanGeneEffect: numN(),
    medianGeneEffect: numN(),
    minGeneEffect: numN(),
    topDependencies: m === "strict" ? top.max(10) : top,
  });
});

export type TopDependency = z.infer<ReturnType<typeof topDependencySchema>>;
export type DepmapEssentiality = z.infer<ReturnType<typeof depmapEssentialitySchema>>;
