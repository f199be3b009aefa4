// Genes beyond the real list: obviously synthetic identifiers (Ensembl ENSG9..., HGNC:9..., Entrez
// 9000000xx) so nobody mistakes them for real ones, spread over every gene type and target class.
import { GENE_TYPES, TARGET_CLASSES } from "../../schema/index.js";
import type { Rng } from "./random.js";
import type { GeneFact, TargetClassName } from "./vocab/genes.js";

type GeneType = (typeof GENE_TYPES)[number];

// Approved HGNC symbols per locus group, mapped onto GeneCore's gene types (DATA-SOURCES.md):
// about 19,300 protein-coding genes of some 44,500 symbols, then pseudogenes, long non-coding RNAs
// and the small RNA classes.
const TYPE_WEIGHTS: readonly (readonly [GeneType, number])[] = [
  ["PROTEIN_CODING", 19300],
  ["PSEUDO", 13500],
  ["NCRNA", 6000],
  ["MISCRNA", 2200],
  ["TRNA", 590],
  ["SNORNA", 570],
  ["RRNA", 60],
  ["SNRNA", 50],
  ["SCRNA", 10],
  ["BIOLOGICAL_REGION", 200],
  ["TRANSPOSON", 10],
  ["OTHER", 1000],
];

const SYMBOL_ROOT: Record<GeneType, string> = {
  PROTEIN_CODING: "ZNF",
  NCRNA: "LINC",
  PSEUDO: "RPL",
  TRNA: "TRN",
  RRNA: "RNA5S",
  SNRNA: "RNU",
  SCRNA: "RN7SL",
  SNORNA: "SNORA",
  MISCRNA: "MIR",
  BIOLOGICAL_REGION: "REG",
  TRANSPOSON: "TE",
  OTHER: "LOC",
};
const NAME_OF: Record<GeneType, string> = {
  PROTEIN_CODING: "zinc finger protein",
  NCRNA: "long intergenic non-protein coding RNA",
  PSEUDO: "ribosomal protein pseudogene",
  TRNA: "transfer RNA",
  RRNA: "ribosomal RNA",
  SNRNA: "RNA, small nuclear",
  SCRNA: "RNA, signal recognition particle",
  SNORNA: "small nucleolar RNA, H/ACA box",
  MISCRNA: "microRNA",
  BIOLOGICAL_REGION: "regulatory region",
  TRANSPOSON: "transposable element",
  OTHER: "uncharacterized locus",
};
const CHROMOSOMES = [
  "1",
  "2",
  "3",
  "4",
  "5",
  "6",
  "7",
  "8",
  "9",
  "10",
  "11",
  "12",
  "13",
  "14",
  "15",
  "16",
  "17",
  "18",
  "19",
  "20",
  "21",
  "22",
  "X",
  "Y",
];

export function syntheticGene(rng: Rng, k: number): GeneFact {
  const type: GeneType = k < GENE_TYPES.length ? GENE_TYPES[k] : rng.weighted(TYPE_WEIGHTS);
  const n = 900 + k;
  const symbol = `${SYMBOL_ROOT[type]}${n}`;
  const chr = rng.pick(CHROMOSOMES);
  const arm = rng.pick(["p", "q"]);
  let targetClass: TargetClassName | null = null;
  if (type === "PROTEIN_CODING") {
    targetClass = k === 0 ? "UNCLASSIFIED_PROTEIN" : rng.chance(0.7) ? rng.pick(TARGET_CLASSES) : null;
  }
  return {
    symbol,
    name: `${NAME_OF[type]} ${n}`,
    ensembl: `ENSG9${String(k).padStart(10, "0")}`,
    hgnc: 900000 + k,
    entrez: 900000000 + k,
    uniprot: type === "PROTEIN_CODING" ? `X9${rng.chars(4, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}` : null,
    location: `${chr}${arm}${rng.int(11, 36)}.${rng.int(1, 3)}`,
    strand: rng.chance(0.5) ? "+" : "-",
    type,
    targetClass,
    diseases: [],
    group: type === "PROTEIN_CODING" ? "Zinc fingers C2H2-type" : `${NAME_OF[type]}s`,
  };
}
