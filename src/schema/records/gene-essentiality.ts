// GeneCore depmapEssentiality (addendum); topDependencies holds at most 10 cell lines.
import * as z from "zod";
import { intN, boolN, numN, obj, perMode, strN, type Mode, type Named, type Out } from "../mode.js";

const topDependency = (m: Mode) =>
  obj(m, {
    cellLineName: strN(),
    depmapId: strN(),
    tissue: strN(),
    disease: strN(),
    geneEffect: numN(),
    expression: numN(),
  });
/**
 * A cell line that depends most on the gene: name, DepMap id, tissue, disease, gene effect (more negative is more dependent)
 * and expression.
 */
export type TopDependency = { [K in keyof Out<typeof topDependency>]: Out<typeof topDependency>[K] };
const topDependencySchema: Named<TopDependency> = perMode(topDependency);

const depmapEssentiality = (m: Mode) => {
  const top = z.array(topDependencySchema(m));
  return obj(m, {
    isEssential: boolN(),
    cellLinesTested: intN(),
    dependentCellLines: intN(),
    meanGeneEffect: numN(),
    medianGeneEffect: numN(),
    minGeneEffect: numN(),
    topDependencies: m === "strict" ? top.max(10) : top,
  });
};
/**
 * A gene's DepMap CRISPR essentiality: whether it is essential, how many cell lines were tested and depend on it,
 * summary gene effects and up to 10 top dependent cell lines.
 */
export type DepmapEssentiality = { [K in keyof Out<typeof depmapEssentiality>]: Out<typeof depmapEssentiality>[K] };
export const depmapEssentialitySchema: Named<DepmapEssentiality> = perMode(depmapEssentiality);
