// Real human genes (public facts: HGNC symbols, Ensembl, HGNC and Entrez ids, UniProt accessions,
// cytogenetic locations). Drug targets are drawn from here so mechanism targets resolve to GeneCore.
import type { GENE_TYPES, TARGET_CLASSES } from "../../../schema/enums.js";

export type TargetClassName = (typeof TARGET_CLASSES)[number];

export interface GeneFact {
  symbol: string;
  name: string;
  ensembl: string;
  hgnc: number;
  entrez: number;
  uniprot: string | null;
  location: string;
  strand: "+" | "-";
  /** GeneCore geneType. */
  type: (typeof GENE_TYPES)[number];
  targetClass: TargetClassName | null;
  /** Disease keys (vocab/diseases.ts) the gene is studied in. */
  diseases: string[];
  /** Gene group name (HGNC-style family). */
  group: string;
}

const g = (
  symbol: string, name: string, ensembl: string, hgnc: number, entrez: number, uniprot: string | null,
  location: string, strand: "+" | "-", targetClass: TargetClassName | null, group: string, diseases: string[],
  type: GeneFact["type"] = "PROTEIN_CODING",
): GeneFact => ({ symbol, name, ensembl, hgnc, entrez, uniprot, location, strand, type, targetClass, diseases, group });

const RTK = "Receptor tyrosine kinases";
const NRTK = "Non-receptor tyrosine kinases";
const CD = "CD molecules";
const IL = "Interleukins and receptors";

export const GENES: GeneFact[] = [
  g("EGFR", "epidermal growth factor receptor", "ENSG00000146648", 3236, 1956, "P00533", "7p11.2", "+", "ENZYME", RTK, ["nsclc", "colorectal", "headneck"]),
  g("ALK", "ALK receptor tyrosine kinase", "ENSG00000171094", 427, 238, "Q9UM73", "2p23.2-p23.1", "-", "ENZYME", RTK, ["nsclc", "lymphoma"]),
  g("BTK", "Bruton tyrosine kinase", "ENSG00000010671", 1133, 695, "Q06187", "Xq22.1", "-", "ENZYME", NRTK, ["cll", "lymphoma", "ms"]),
  g("JAK2", "Janus kinase 2", "ENSG00000096968", 6192, 3717, "O60674", "9p24.1", "+", "ENZYME", NRTK, ["ra", "myelofibrosis", "psoriasis"]),
  g("JAK1", "Janus kinase 1", "ENSG00000162434", 6190, 3716, "P23458", "1p31.3", "-", "ENZYME", NRTK, ["ra", "atopic", "uc"]),
  g("TYK2", "tyrosine kinase 2", "ENSG00000105397", 12440, 7297, "P29597", "19p13.2", "-", "ENZYME", NRTK, ["psoriasis", "sle"]),
  g("ABL1", "ABL proto-oncogene 1, non-receptor tyrosine kinase", "ENSG00000097007", 76, 25, "P00519", "9q34.12", "+", "ENZYME", NRTK, ["cml", "aml"]),
  g("KIT", "KIT proto-oncogene, receptor tyrosine kinase", "ENSG00000157404", 6342, 3815, "P10721", "4q12", "+", "ENZYME", RTK, ["gist", "melanoma"]),
  g("FLT3", "fms related receptor tyrosine kinase 3", "ENSG00000122025", 3765, 2322, "P36888", "13q12.2", "-", "ENZYME", RTK, ["aml"]),
  g("KDR", "kinase insert domain receptor", "ENSG00000128052", 6307, 3791, "P35968", "4q12", "-", "ENZYME", RTK, ["rcc", "hcc", "colorectal"]),
  g("MET", "MET proto-oncogene, receptor tyrosine kinase", "ENSG00000105976", 7029, 4233, "P08581", "7q31.2", "+", "ENZYME", RTK, ["nsclc", "gastric"]),
  g("RET", "ret proto-oncogene", "ENSG00000165731", 9967, 5979, "P07949", "10q11.21", "+", "ENZYME", RTK, ["nsclc", "thyroid"]),
  g("ROS1", "ROS proto-oncogene 1, receptor tyrosine kinase", "ENSG00000047936", 10261, 6098, "P08922", "6q22.1", "-", "ENZYME", RTK, ["nsclc"]),
  g("PDGFRA", "platelet derived growth factor receptor alpha", "ENSG00000134853", 8803, 5156, "P16234", "4q12", "+", "ENZYME", RTK, ["gist"]),
  g("FGFR1", "fibroblast growth factor receptor 1", "ENSG00000077782", 3688, 2260, "P11362", "8p11.23", "-", "ENZYME", RTK, ["bladder", "breast"]),
  g("ERBB2", "erb-b2 receptor tyrosine kinase 2", "ENSG00000141736", 3430, 2064, "P04626", "17q12", "+", "ENZYME", RTK, ["breast", "gastric"]),
  g("BRAF", "B-Raf proto-oncogene, serine/threonine kinase", "ENSG00000157764", 1097, 673, "P15056", "7q34", "-", "ENZYME", "RAF family", ["melanoma", "colorectal", "thyroid"]),
  g("MAP2K1", "mitogen-activated protein kinase kinase 1", "ENSG00000169032", 6840, 5604, "Q02750", "15q22.31", "+", "ENZYME", "Mitogen-activated protein kinase kinases", ["melanoma"]),
  g("KRAS", "KRAS proto-oncogene, GTPase", "ENSG00000133703", 6407, 3845, "P01116", "12p12.1", "-", "ENZYME", "RAS type GTPase family", ["nsclc", "colorectal", "pancreatic"]),
  g("CDK4", "cyclin dependent kinase 4", "ENSG00000135446", 1773, 1019, "P11802", "12q14.1", "-", "ENZYME", "Cyclin dependent kinases", ["breast"]),
  g("CDK6", "cyclin dependent kinase 6", "ENSG00000105810", 1777, 1021, "Q00534", "7q21.2", "-", "ENZYME", "Cyclin dependent kinases", ["breast"]),
  g("PARP1", "poly(ADP-ribose) polymerase 1", "ENSG00000143799", 270, 142, "P09874", "1q42.12", "-", "ENZYME", "Poly(ADP-ribose) polymerases", ["ovarian", "breast", "prostate"]),
  g("PIK3CA", "phosphatidylinositol-4,5-bisphosphate 3-kinase catalytic subunit alpha", "ENSG00000121879", 8975, 5290, "P42336", "3q26.32", "+", "ENZYME", "Phosphatidylinositol 3-kinase subunits", ["breast"]),
  g("MTOR", "mechanistic target of rapamycin kinase", "ENSG00000198793", 3942, 2475, "P42345", "1p36.22", "-", "ENZYME", "FAT domain containing", ["rcc", "breast"]),
  g("BCL2", "BCL2 apoptosis regulator", "ENSG00000171791", 990, 596, "P10415", "18q21.33", "-", "OTHER_CYTOSOLIC_PROTEIN", "BCL2 family", ["cll", "aml"]),
  g("TP53", "tumor protein p53", "ENSG00000141510", 11998, 7157, "P04637", "17p13.1", "-", "TRANSCRIPTION_FACTOR", "Tumor suppressors", ["ovarian", "breast", "colorectal"]),
  g("MYC", "MYC proto-oncogene, bHLH transcription factor", "ENSG00000136997", 7553, 4609, "P01106", "8q24.21", "+", "TRANSCRIPTION_FACTOR", "Basic helix-loop-helix proteins", ["lymphoma"]),
  g("BRCA1", "BRCA1 DNA repair associated", "ENSG00000012048", 1100, 672, "P38398", "17q21.31", "-", "OTHER_NUCLEAR_PROTEIN", "BRCA1 A complex", ["breast", "ovarian"]),
  g("BRCA2", "BRCA2 DNA repair associated", "ENSG00000139618", 1101, 675, "P51587", "13q13.1", "+", "OTHER_NUCLEAR_PROTEIN", "Fanconi anemia complementation groups", ["breast", "ovarian", "pancreatic"]),
  g("PTEN", "phosphatase and tensin homolog", "ENSG00000171862", 9588, 5728, "P60484", "10q23.31", "+", "ENZYME", "Protein tyrosine phosphatases", ["prostate", "glioblastoma"]),
  g("EZH2", "enhancer of zeste 2 polycomb repressive complex 2 subunit", "ENSG00000106462", 3527, 2146, "Q15910", "7q36.1", "-", "EPIGENETIC_REGULATOR", "Polycomb repressive complex 2", ["lymphoma"]),
  g("HDAC1", "histone deacetylase 1", "ENSG00000116478", 4852, 3065, "Q13547", "1p35.2-p35.1", "+", "EPIGENETIC_REGULATOR", "Histone deacetylases", ["lymphoma", "myeloma"]),
  g("DNMT1", "DNA methyltransferase 1", "ENSG00000130816", 2976, 1786, "P26358", "19p13.2", "-", "EPIGENETIC_REGULATOR", "DNA methyltransferases", ["aml"]),
  g("BRD4", "bromodomain containing 4", "ENSG00000141867", 13575, 23476, "O60885", "19p13.12", "-", "EPIGENETIC_REGULATOR", "Bromodomain containing", ["aml"]),
  g("ESR1", "estrogen receptor 1", "ENSG00000091831", 3467, 2099, "P03372", "6q25.1-q25.2", "+", "TRANSCRIPTION_FACTOR", "Nuclear hormone receptors", ["breast"]),
  g("AR", "androgen receptor", "ENSG00000169083", 644, 367, "P10275", "Xq12", "+", "TRANSCRIPTION_FACTOR", "Nuclear hormone receptors", ["prostate"]),
  g("NR3C1", "nuclear receptor subfamily 3 group C member 1", "ENSG00000113580", 7978, 2908, "P04150", "5q31.3", "-", "TRANSCRIPTION_FACTOR", "Nuclear hormone receptors", ["asthma", "ra"]),
  g("PDCD1", "programmed cell death 1", "ENSG00000188389", 8760, 5133, "Q15116", "2q37.3", "-", "MEMBRANE_RECEPTOR", CD, ["melanoma", "nsclc", "hcc", "headneck", "bladder"]),
  g("CD274", "CD274 molecule", "ENSG00000120217", 17635, 29126, "Q9NZQ7", "9p24.1", "+", "SURFACE_ANTIGEN", CD, ["nsclc", "bladder", "breast"]),
  g("CTLA4", "cytotoxic T-lymphocyte associated protein 4", "ENSG00000163599", 2505, 1493, "P16410", "2q33.2", "+", "MEMBRANE_RECEPTOR", CD, ["melanoma", "rcc"]),
  g("MS4A1", "membrane spanning 4-domains A1", "ENSG00000156738", 7315, 931, "P11836", "11q12.2", "+", "SURFACE_ANTIGEN", CD, ["lymphoma", "cll", "ms", "ra"]),
  g("CD19", "CD19 molecule", "ENSG00000177455", 1633, 930, "P15391", "16p11.2", "+", "SURFACE_ANTIGEN", CD, ["lymphoma", "all"]),
  g("CD38", "CD38 molecule", "ENSG00000004468", 1667, 952, "P28907", "4p15.32", "+", "ENZYME", CD, ["myeloma"]),
  g("TNFRSF17", "TNF receptor superfamily member 17", "ENSG00000048462", 11913, 608, "Q02223", "16p13.13", "+", "MEMBRANE_RECEPTOR", CD, ["myeloma"]),
  g("CD3E", "CD3 epsilon subunit of T-cell receptor complex", "ENSG00000198851", 1674, 916, "P07766", "11q23.3", "+", "MEMBRANE_RECEPTOR", CD, ["lymphoma", "all"]),
  g("TNFRSF8", "TNF receptor superfamily member 8", "ENSG00000120949", 11923, 943, "P28908", "1p36.22", "+", "MEMBRANE_RECEPTOR", CD, ["hodgkin", "lymphoma"]),
  g("NECTIN4", "nectin cell adhesion molecule 4", "ENSG00000143217", 19688, 81607, "Q96NY8", "1q23.3", "-", "ADHESION", "Nectins", ["bladder"]),
  g("TACSTD2", "tumor associated calcium signal transducer 2", "ENSG00000184292", 11530, 4070, "P09758", "1p32.1", "-", "SURFACE_ANTIGEN", CD, ["breast", "bladder"]),
  g("CD79B", "CD79b molecule", "ENSG00000007312", 1699, 974, "P40259", "17q23.3", "-", "SURFACE_ANTIGEN", CD, ["lymphoma"]),
  g("VEGFA", "vascular endothelial growth factor A", "ENSG00000112715", 12680, 7422, "P15692", "6p21.1", "+", "SECRETED_PROTEIN", "VEGF family", ["colorectal", "nsclc", "amd", "rcc"]),
  g("TNF", "tumor necrosis factor", "ENSG00000232810", 11892, 7124, "P01375", "6p21.33", "+", "SECRETED_PROTEIN", "Tumor necrosis factor superfamily", ["ra", "crohn", "uc", "psoriasis"]),
  g("IL6", "interleukin 6", "ENSG00000136244", 6018, 3569, "P05231", "7p15.3", "+", "SECRETED_PROTEIN", IL, ["ra", "covid"]),
  g("IL6R", "interleukin 6 receptor", "ENSG00000160712", 6019, 3570, "P08887", "1q21.3", "+", "MEMBRANE_RECEPTOR", IL, ["ra", "covid"]),
  g("IL17A", "interleukin 17A", "ENSG00000112115", 5981, 3605, "Q16552", "6p12.2", "+", "SECRETED_PROTEIN", IL, ["psoriasis"]),
  g("IL23A", "interleukin 23 subunit alpha", "ENSG00000110944", 15488, 51561, "Q9NPF7", "12q13.3", "+", "SECRETED_PROTEIN", IL, ["psoriasis", "crohn"]),
  g("IL4R", "interleukin 4 receptor", "ENSG00000077238", 6015, 3566, "P24394", "16p12.1", "+", "MEMBRANE_RECEPTOR", IL, ["atopic", "asthma"]),
  g("IFNAR1", "interferon alpha and beta receptor subunit 1", "ENSG00000142166", 5432, 3454, "P17181", "21q22.11", "+", "MEMBRANE_RECEPTOR", "Interferon receptors", ["sle"]),
  g("ITGA4", "integrin subunit alpha 4", "ENSG00000115232", 6140, 3676, "P13612", "2q31.3", "+", "ADHESION", "Integrin alpha subunits", ["ms", "crohn"]),
  g("C5", "complement C5", "ENSG00000106804", 1331, 727, "P01031", "9q33.2", "-", "SECRETED_PROTEIN", "Complement system", ["pnh"]),
  g("PCSK9", "proprotein convertase subtilisin/kexin type 9", "ENSG00000169174", 20001, 255738, "Q8NBP7", "1p32.3", "+", "ENZYME", "Proprotein convertase subtilisin/kexins", ["hypercholesterolemia"]),
  g("HMGCR", "3-hydroxy-3-methylglutaryl-CoA reductase", "ENSG00000113161", 5006, 3156, "P04035", "5q13.3", "+", "ENZYME", "Sterol-sensing domain containing", ["hypercholesterolemia"]),
  g("APOB", "apolipoprotein B", "ENSG00000084674", 603, 338, "P04114", "2p24.1", "-", "SECRETED_PROTEIN", "Apolipoproteins", ["hypercholesterolemia"]),
  g("ACE", "angiotensin I converting enzyme", "ENSG00000159640", 2707, 1636, "P12821", "17q23.3", "+", "ENZYME", "CD molecules", ["hypertension", "heartfailure"]),
  g("PTGS2", "prostaglandin-endoperoxide synthase 2", "ENSG00000073756", 9605, 5743, "P35354", "1q31.1", "-", "ENZYME", "Prostaglandin synthases", ["pain", "ra"]),
  g("DPP4", "dipeptidyl peptidase 4", "ENSG00000197635", 3009, 1803, "P27487", "2q24.2", "-", "ENZYME", "CD molecules", ["t2d"]),
  g("SLC5A2", "solute carrier family 5 member 2", "ENSG00000140675", 11037, 6524, "P31639", "16p11.2", "+", "TRANSPORTER", "Solute carriers", ["t2d", "heartfailure", "ckd"]),
  g("GLP1R", "glucagon like peptide 1 receptor", "ENSG00000112164", 4324, 2740, "P43220", "6p21.2", "+", "MEMBRANE_RECEPTOR", "Glucagon receptor family", ["t2d", "obesity"]),
  g("INSR", "insulin receptor", "ENSG00000171105", 6091, 3643, "P06213", "19p13.2", "-", "ENZYME", RTK, ["t2d"]),
  g("F10", "coagulation factor X", "ENSG00000126218", 3528, 2159, "P00742", "13q34", "+", "ENZYME", "Coagulation factors", ["vte", "afib"]),
  g("F2", "coagulation factor II, thrombin", "ENSG00000180210", 3535, 2147, "P00734", "11p11.2", "+", "ENZYME", "Coagulation factors", ["vte", "afib"]),
  g("SERPINC1", "serpin family C member 1", "ENSG00000117601", 775, 462, "P01008", "1q25.1", "-", "SECRETED_PROTEIN", "Serpin peptidase inhibitors", ["vte"]),
  g("F8", "coagulation factor VIII", "ENSG00000185010", 3546, 2157, "P00451", "Xq28", "-", "SECRETED_PROTEIN", "Coagulation factors", ["hemophiliaa"]),
  g("F9", "coagulation factor IX", "ENSG00000101981", 3551, 2158, "P00740", "Xq27.1", "+", "ENZYME", "Coagulation factors", ["hemophiliab"]),
  g("TTR", "transthyretin", "ENSG00000118271", 12405, 7276, "P02766", "18q12.1", "+", "SECRETED_PROTEIN", "Transthyretin family", ["attr"]),
  g("SMN2", "survival of motor neuron 2, centromeric", "ENSG00000205571", 11118, 6607, "Q16637", "5q13.2", "+", "OTHER_NUCLEAR_PROTEIN", "Survival motor neuron family", ["sma"]),
  g("SMN1", "survival of motor neuron 1, telomeric", "ENSG00000172062", 11117, 6606, "Q16637", "5q13.2", "+", "OTHER_NUCLEAR_PROTEIN", "Survival motor neuron family", ["sma"]),
  g("DMD", "dystrophin", "ENSG00000198947", 2928, 1756, "P11532", "Xp21.2-p21.1", "-", "STRUCTURAL_PROTEIN", "Spectrin repeat containing", ["dmd"]),
  g("HTT", "huntingtin", "ENSG00000197386", 4851, 3064, "P42858", "4p16.3", "+", "OTHER_CYTOSOLIC_PROTEIN", "Armadillo-like helical", ["huntington"]),
  g("SOD1", "superoxide dismutase 1", "ENSG00000142168", 11179, 6647, "P00441", "21q22.11", "+", "ENZYME", "Superoxide dismutases", ["als"]),
  g("CFTR", "CF transmembrane conductance regulator", "ENSG00000001626", 1884, 1080, "P13569", "7q31.2", "+", "ION_CHANNEL", "ATP binding cassette subfamily C", ["cf"]),
  g("GBA1", "glucosylceramidase beta 1", "ENSG00000177628", 4177, 2629, "P04062", "1q22", "-", "ENZYME", "Glycosyl hydrolases", ["gaucher", "parkinson"]),
  g("GAA", "alpha glucosidase", "ENSG00000171298", 4065, 2548, "P10253", "17q25.3", "+", "ENZYME", "Glycosyl hydrolases", ["pompe"]),
  g("RPE65", "retinoid isomerohydrolase RPE65", "ENSG00000116745", 10294, 6121, "Q16518", "1p31.3", "-", "ENZYME", "Carotenoid oxygenases", ["retinal"]),
  g("HBB", "hemoglobin subunit beta", "ENSG00000244734", 4827, 3043, "P68871", "11p15.4", "-", "AUXILIARY_TRANSPORT_PROTEIN", "Hemoglobin subunits", ["sicklecell"]),
  g("EPOR", "erythropoietin receptor", "ENSG00000187266", 3416, 2057, "P19235", "19p13.2", "-", "MEMBRANE_RECEPTOR", "Cytokine receptors", ["anemia", "ckd"]),
  g("PLG", "plasminogen", "ENSG00000122194", 9071, 5340, "P00747", "6q26", "+", "ENZYME", "Kringle domain containing", ["stroke"]),
  g("DRD2", "dopamine receptor D2", "ENSG00000149295", 3023, 1813, "P14416", "11q23.2", "-", "MEMBRANE_RECEPTOR", "Dopamine receptors", ["schizophrenia", "parkinson"]),
  g("HTR2A", "5-hydroxytryptamine receptor 2A", "ENSG00000102468", 5293, 3356, "P28223", "13q14.2", "-", "MEMBRANE_RECEPTOR", "5-hydroxytryptamine receptors, G protein-coupled", ["schizophrenia", "depression"]),
  g("SLC6A4", "solute carrier family 6 member 4", "ENSG00000108576", 11050, 6532, "P31645", "17q11.2", "-", "TRANSPORTER", "Solute carriers", ["depression"]),
  g("SCN9A", "sodium voltage-gated channel alpha subunit 9", "ENSG00000169432", 10597, 6335, "Q15858", "2q24.3", "-", "ION_CHANNEL", "Sodium voltage-gated channel alpha subunits", ["pain"]),
  g("CACNA1C", "calcium voltage-gated channel subunit alpha1 C", "ENSG00000151067", 1390, 775, "Q13936", "12p13.33", "+", "ION_CHANNEL", "Calcium voltage-gated channel subunits", ["hypertension", "afib"]),
  g("KCNH2", "potassium voltage-gated channel subfamily H member 2", "ENSG00000055118", 6251, 3757, "Q12809", "7q36.1", "-", "ION_CHANNEL", "Potassium voltage-gated channels", ["afib"]),
  g("ABCB1", "ATP binding cassette subfamily B member 1", "ENSG00000085563", 40, 5243, "P08183", "7q21.12", "-", "TRANSPORTER", "ATP binding cassette subfamily B", ["breast"]),
  g("APP", "amyloid beta precursor protein", "ENSG00000142192", 620, 351, "P05067", "21q21.3", "-", "MEMBRANE_RECEPTOR", "Amyloid precursor proteins", ["alzheimer"]),
  g("MAPT", "microtubule associated protein tau", "ENSG00000186868", 6893, 4137, "P10636", "17q21.31", "+", "STRUCTURAL_PROTEIN", "Microtubule associated proteins", ["alzheimer"]),
  g("TUBB", "tubulin beta class I", "ENSG00000196230", 20778, 203068, "P07437", "6p21.33", "-", "STRUCTURAL_PROTEIN", "Tubulins", ["breast", "nsclc"]),
  g("TOP1", "DNA topoisomerase I", "ENSG00000198900", 11986, 7150, "P11387", "20q12", "+", "ENZYME", "DNA topoisomerases", ["colorectal", "breast"]),
  g("TYMS", "thymidylate synthetase", "ENSG00000176890", 12441, 7298, "P04818", "18p11.32", "+", "ENZYME", "Methyltransferases", ["colorectal", "pancreatic"]),
  g("CDH1", "cadherin 1", "ENSG00000039068", 1748, 999, "P12830", "16q22.1", "+", "ADHESION", "Cadherins", ["gastric", "breast"]),
  g("COL1A1", "collagen type I alpha 1 chain", "ENSG00000108821", 2197, 1277, "P02452", "17q21.33", "-", "STRUCTURAL_PROTEIN", "Collagens", ["osteoporosis"]),
  g("ACTB", "actin beta", "ENSG00000075624", 132, 60, "P60709", "7p22.1", "-", "STRUCTURAL_PROTEIN", "Actins", []),
  g("ALB", "albumin", "ENSG00000163631", 399, 213, "P02768", "4q13.3", "+", "AUXILIARY_TRANSPORT_PROTEIN", "Albumin family", ["ckd"]),
  g("INS", "insulin", "ENSG00000254647", 6081, 3630, "P01308", "11p15.5", "-", "SECRETED_PROTEIN", "Insulin family", ["t2d"]),
  g("EPO", "erythropoietin", "ENSG00000130427", 3415, 2056, "P01588", "7q22.1", "+", "SECRETED_PROTEIN", "Cytokines", ["anemia"]),
  g("MALAT1", "metastasis associated lung adenocarcinoma transcript 1", "ENSG00000251562", 29665, 378938, null, "11q13.1", "+", null, "Long non-coding RNAs", ["nsclc"], "NCRNA"),
  g("XIST", "X inactive specific transcript", "ENSG00000229807", 12810, 7503, null, "Xq13.2", "-", null, "Long non-coding RNAs", [], "NCRNA"),
  g("HOTAIR", "HOX transcript antisense RNA", "ENSG00000228630", 33510, 100124700, null, "12q13.13", "-", null, "Long non-coding RNAs", ["breast"], "NCRNA"),
  g("PTENP1", "phosphatase and tensin homolog pseudogene 1", "ENSG00000237984", 9589, 11191, null, "9p13.3", "+", null, "Pseudogenes", ["prostate"], "PSEUDO"),
  g("RNU1-1", "RNA, U1 small nuclear 1", "ENSG00000206652", 10122, 26871, null, "1p36.13", "-", null, "RNAs, U1 small nuclear", [], "SNRNA"),
  g("SNORD3A", "small nucleolar RNA, C/D box 3A", "ENSG00000263934", 10167, 780851, null, "17p11.2", "-", null, "Small nucleolar RNAs, C/D box", [], "SNORNA"),
  g("MIR21", "microRNA 21", "ENSG00000284190", 31586, 406991, null, "17q23.1", "+", null, "MicroRNAs", ["colorectal"], "MISCRNA"),
];
