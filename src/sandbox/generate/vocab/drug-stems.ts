// INN naming stems (public WHO conventions) and what a drug with that stem is: its type, how it
// acts and which genes it may target. A generated drug takes its whole profile from its stem, so
// a "-tinib" is always a small-molecule kinase inhibitor aimed at a kinase.
import type { DRUG_TYPES } from "../../../schema/enums.js";

export type DrugTypeName = (typeof DRUG_TYPES)[number];

export interface DrugStem {
  /** Suffix appended to a generated prefix; `{p}` marks where the prefix goes when not at the start. */
  pattern: string;
  drugType: DrugTypeName;
  actionType: string;
  /** Mechanism text; `{name}` is replaced by the target's gene name, `{symbol}` by its symbol. */
  mechanism: string;
  targetType: string;
  targets: string[];
  /** The drug class as written in titles and abstracts. */
  classPhrase: string;
  /** Disease keys for drugs whose targets carry none (vaccines). */
  diseases?: string[];
  /** Relative frequency among generated drugs. */
  weight: number;
}

const KINASES = ["EGFR", "ALK", "BTK", "JAK2", "JAK1", "ABL1", "KIT", "FLT3", "KDR", "MET", "RET", "ROS1", "PDGFRA", "FGFR1", "TYK2", "ERBB2", "INSR"];

// Weights: small molecules are about 60% of generated drugs and about half of them are inhibitors.
// Enzyme and transporter inhibitors are a minority of approved small-molecule drugs: GPCRs (33%),
// ion channels (18%) and nuclear receptors (16%) are the targets of about two thirds of them (of 999
// approved small-molecule drugs), where
// drugs act as agonists, antagonists, modulators or blockers, and kinases of 3% (Santos et al.,
// "A comprehensive map of molecular drug targets", Nat Rev Drug Discov 16:19-34, 2017). Kinase and
// other enzyme inhibitors dominate the clinical pipeline, which the sandbox also generates, so the
// inhibitor share here sits between the approved share and the pipeline's.
export const DRUG_STEMS: DrugStem[] = [
  { pattern: "{p}tinib", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "{name} inhibitor", targetType: "SINGLE PROTEIN", targets: KINASES, classPhrase: "tyrosine kinase inhibitor", weight: 18 },
  { pattern: "{p}rafenib", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "{name} inhibitor", targetType: "SINGLE PROTEIN", targets: ["BRAF"], classPhrase: "BRAF kinase inhibitor", weight: 2 },
  { pattern: "{p}metinib", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "{name} inhibitor", targetType: "SINGLE PROTEIN", targets: ["MAP2K1"], classPhrase: "MEK kinase inhibitor", weight: 1 },
  { pattern: "{p}ciclib", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "{name} inhibitor", targetType: "PROTEIN FAMILY", targets: ["CDK4", "CDK6"], classPhrase: "CDK4/6 kinase inhibitor", weight: 2 },
  { pattern: "{p}lisib", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "{name} inhibitor", targetType: "SINGLE PROTEIN", targets: ["PIK3CA"], classPhrase: "PI3K kinase inhibitor", weight: 1 },
  { pattern: "{p}rolimus", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "{name} inhibitor", targetType: "SINGLE PROTEIN", targets: ["MTOR"], classPhrase: "mTOR kinase inhibitor", weight: 1 },
  { pattern: "{p}parib", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "{name} inhibitor", targetType: "SINGLE PROTEIN", targets: ["PARP1"], classPhrase: "PARP inhibitor", weight: 2 },
  { pattern: "{p}toclax", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "{name} inhibitor", targetType: "SINGLE PROTEIN", targets: ["BCL2"], classPhrase: "BCL-2 inhibitor", weight: 1 },
  { pattern: "{p}rasib", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "{name} G12C inhibitor", targetType: "SINGLE PROTEIN", targets: ["KRAS"], classPhrase: "KRAS inhibitor", weight: 1 },
  { pattern: "{p}lutamide", drugType: "SMALL_MOLECULE", actionType: "ANTAGONIST", mechanism: "{name} antagonist", targetType: "SINGLE PROTEIN", targets: ["AR"], classPhrase: "androgen receptor antagonist", weight: 2 },
  { pattern: "{p}strant", drugType: "SMALL_MOLECULE", actionType: "NEGATIVE MODULATOR", mechanism: "{name} degrader", targetType: "SINGLE PROTEIN", targets: ["ESR1"], classPhrase: "selective estrogen receptor degrader", weight: 1 },
  { pattern: "{p}xaban", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "{name} inhibitor", targetType: "SINGLE PROTEIN", targets: ["F10"], classPhrase: "factor Xa inhibitor anticoagulant", weight: 1 },
  { pattern: "{p}gatran", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "Thrombin inhibitor", targetType: "SINGLE PROTEIN", targets: ["F2"], classPhrase: "direct thrombin inhibitor", weight: 1 },
  { pattern: "{p}vastatin", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "HMG-CoA reductase inhibitor", targetType: "SINGLE PROTEIN", targets: ["HMGCR"], classPhrase: "statin", weight: 1 },
  { pattern: "{p}pril", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "{name} inhibitor", targetType: "SINGLE PROTEIN", targets: ["ACE"], classPhrase: "ACE inhibitor", weight: 1 },
  { pattern: "{p}gliflozin", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "Sodium/glucose cotransporter 2 inhibitor", targetType: "SINGLE PROTEIN", targets: ["SLC5A2"], classPhrase: "SGLT2 inhibitor", weight: 1 },
  { pattern: "{p}gliptin", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "{name} inhibitor", targetType: "SINGLE PROTEIN", targets: ["DPP4"], classPhrase: "DPP-4 inhibitor", weight: 1 },
  { pattern: "{p}coxib", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "Cyclooxygenase-2 inhibitor", targetType: "SINGLE PROTEIN", targets: ["PTGS2"], classPhrase: "COX-2 inhibitor", weight: 1 },
  { pattern: "{p}peridone", drugType: "SMALL_MOLECULE", actionType: "ANTAGONIST", mechanism: "{name} antagonist", targetType: "SINGLE PROTEIN", targets: ["DRD2", "HTR2A"], classPhrase: "atypical antipsychotic", weight: 3 },
  { pattern: "{p}oxetine", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "Serotonin transporter inhibitor", targetType: "SINGLE PROTEIN", targets: ["SLC6A4"], classPhrase: "selective serotonin reuptake inhibitor", weight: 1 },
  { pattern: "{p}caftor", drugType: "SMALL_MOLECULE", actionType: "POSITIVE MODULATOR", mechanism: "{name} potentiator", targetType: "SINGLE PROTEIN", targets: ["CFTR"], classPhrase: "CFTR modulator", weight: 1 },
  { pattern: "{p}stat", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "{name} inhibitor", targetType: "SINGLE PROTEIN", targets: ["HDAC1", "EZH2", "DNMT1", "BRD4"], classPhrase: "epigenetic inhibitor", weight: 1 },
  { pattern: "{p}taxel", drugType: "SMALL_MOLECULE", actionType: "STABILISER", mechanism: "Tubulin stabiliser", targetType: "PROTEIN FAMILY", targets: ["TUBB"], classPhrase: "taxane chemotherapy", weight: 1 },
  { pattern: "{p}tecan", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "{name} inhibitor", targetType: "SINGLE PROTEIN", targets: ["TOP1"], classPhrase: "topoisomerase inhibitor chemotherapy", weight: 1 },
  // Receptor and ion-channel drugs: agonists, antagonists, modulators and blockers (see the note on weights above).
  { pattern: "{p}dipine", drugType: "SMALL_MOLECULE", actionType: "BLOCKER", mechanism: "Voltage-gated L-type calcium channel blocker", targetType: "SINGLE PROTEIN", targets: ["CACNA1C"], classPhrase: "dihydropyridine calcium channel blocker", weight: 6 },
  { pattern: "{p}sonide", drugType: "SMALL_MOLECULE", actionType: "AGONIST", mechanism: "Glucocorticoid receptor agonist", targetType: "SINGLE PROTEIN", targets: ["NR3C1"], classPhrase: "corticosteroid", weight: 5 },
  { pattern: "{p}caine", drugType: "SMALL_MOLECULE", actionType: "BLOCKER", mechanism: "Sodium channel alpha subunit blocker", targetType: "SINGLE PROTEIN", targets: ["SCN9A"], classPhrase: "local anaesthetic", weight: 4 },
  { pattern: "{p}apine", drugType: "SMALL_MOLECULE", actionType: "ANTAGONIST", mechanism: "{name} antagonist", targetType: "SINGLE PROTEIN", targets: ["DRD2", "HTR2A"], classPhrase: "tricyclic antipsychotic", weight: 4 },
  { pattern: "{p}darone", drugType: "SMALL_MOLECULE", actionType: "BLOCKER", mechanism: "HERG blocker", targetType: "SINGLE PROTEIN", targets: ["KCNH2"], classPhrase: "class III antiarrhythmic", weight: 2 },
  { pattern: "{p}glipron", drugType: "SMALL_MOLECULE", actionType: "AGONIST", mechanism: "{name} agonist", targetType: "SINGLE PROTEIN", targets: ["GLP1R"], classPhrase: "oral GLP-1 receptor agonist", weight: 2 },
  { pattern: "{p}xifene", drugType: "SMALL_MOLECULE", actionType: "MODULATOR", mechanism: "Estrogen receptor modulator", targetType: "SINGLE PROTEIN", targets: ["ESR1"], classPhrase: "selective estrogen receptor modulator", weight: 2 },
  { pattern: "{p}zumab", drugType: "ANTIBODY", actionType: "INHIBITOR", mechanism: "{name} inhibitor", targetType: "SINGLE PROTEIN", targets: ["PDCD1", "CD274", "ERBB2", "VEGFA", "IL6R", "IL17A", "IL23A", "IL4R", "ITGA4", "PCSK9", "APP"], classPhrase: "monoclonal antibody", weight: 8 },
  { pattern: "{p}ximab", drugType: "ANTIBODY", actionType: "BINDING AGENT", mechanism: "{name} binding agent", targetType: "SINGLE PROTEIN", targets: ["MS4A1", "EGFR", "TNF", "CD38"], classPhrase: "chimeric monoclonal antibody", weight: 2 },
  { pattern: "{p}umab", drugType: "ANTIBODY", actionType: "INHIBITOR", mechanism: "{name} inhibitor", targetType: "SINGLE PROTEIN", targets: ["CTLA4", "PDCD1", "TNF", "IL6", "CD38", "C5", "IFNAR1", "PCSK9"], classPhrase: "human monoclonal antibody", weight: 5 },
  { pattern: "{p}tamab", drugType: "ANTIBODY", actionType: "BINDING AGENT", mechanism: "{name} and CD3 epsilon bispecific T-cell engager", targetType: "PROTEIN COMPLEX", targets: ["CD19", "TNFRSF17", "CD3E"], classPhrase: "bispecific antibody", weight: 1 },
  { pattern: "{p}tuzumab vedotin", drugType: "ANTIBODY_DRUG_CONJUGATE", actionType: "BINDING AGENT", mechanism: "{name}-directed antibody-drug conjugate", targetType: "SINGLE PROTEIN", targets: ["TNFRSF8", "NECTIN4", "CD79B", "TACSTD2"], classPhrase: "antibody-drug conjugate", weight: 2 },
  { pattern: "{p}tuzumab deruxtecan", drugType: "ANTIBODY_DRUG_CONJUGATE", actionType: "BINDING AGENT", mechanism: "{name}-directed antibody-drug conjugate", targetType: "SINGLE PROTEIN", targets: ["ERBB2", "TACSTD2"], classPhrase: "antibody-drug conjugate", weight: 1 },
  { pattern: "{p}ersen", drugType: "OLIGONUCLEOTIDE", actionType: "INHIBITOR", mechanism: "{name} mRNA antisense inhibitor", targetType: "SINGLE PROTEIN", targets: ["TTR", "APOB", "HTT", "SOD1", "SMN2", "DMD"], classPhrase: "antisense oligonucleotide", weight: 2 },
  { pattern: "{p}siran", drugType: "OLIGONUCLEOTIDE", actionType: "RNAI INHIBITOR", mechanism: "{name} mRNA RNAi inhibitor", targetType: "SINGLE PROTEIN", targets: ["TTR", "PCSK9", "APOB"], classPhrase: "small interfering RNA", weight: 2 },
  { pattern: "{p}cabtagene autoleucel", drugType: "CELL", actionType: "BINDING AGENT", mechanism: "{name}-directed CAR T-cell therapy", targetType: "SINGLE PROTEIN", targets: ["CD19", "TNFRSF17"], classPhrase: "CAR T-cell therapy", weight: 2 },
  { pattern: "{p}temcel", drugType: "CELL", actionType: "MODULATOR", mechanism: "Mesenchymal stromal cell immunomodulation of {name}", targetType: "CELL-LINE", targets: ["TNF"], classPhrase: "cell therapy", weight: 1 },
  { pattern: "{p}gene {q}parvovec", drugType: "GENE", actionType: "POSITIVE MODULATOR", mechanism: "{name} gene transfer", targetType: "SINGLE PROTEIN", targets: ["F8", "F9", "RPE65", "SMN1", "DMD"], classPhrase: "AAV gene therapy", weight: 2 },
  { pattern: "{p}glucosidase alfa", drugType: "ENZYME", actionType: "HYDROLYTIC ENZYME", mechanism: "{name} replacement", targetType: "SINGLE PROTEIN", targets: ["GAA"], classPhrase: "enzyme replacement therapy", weight: 1 },
  { pattern: "{p}glucerase", drugType: "ENZYME", actionType: "HYDROLYTIC ENZYME", mechanism: "{name} replacement", targetType: "SINGLE PROTEIN", targets: ["GBA1"], classPhrase: "enzyme replacement therapy", weight: 1 },
  { pattern: "{p}teplase", drugType: "ENZYME", actionType: "ACTIVATOR", mechanism: "Plasminogen activator", targetType: "SINGLE PROTEIN", targets: ["PLG"], classPhrase: "thrombolytic enzyme", weight: 1 },
  { pattern: "{p}glutide", drugType: "PROTEIN", actionType: "AGONIST", mechanism: "{name} agonist", targetType: "SINGLE PROTEIN", targets: ["GLP1R"], classPhrase: "GLP-1 receptor agonist", weight: 3 },
  { pattern: "insulin {p}", drugType: "PROTEIN", actionType: "AGONIST", mechanism: "Insulin receptor agonist", targetType: "SINGLE PROTEIN", targets: ["INSR"], classPhrase: "basal insulin analogue", weight: 1 },
  { pattern: "{p}poetin alfa", drugType: "PROTEIN", actionType: "AGONIST", mechanism: "{name} agonist", targetType: "SINGLE PROTEIN", targets: ["EPOR"], classPhrase: "erythropoiesis-stimulating agent", weight: 1 },
  { pattern: "{p}bercept", drugType: "PROTEIN", actionType: "BINDING AGENT", mechanism: "{name} binding agent", targetType: "SINGLE PROTEIN", targets: ["VEGFA", "TNF"], classPhrase: "fusion protein", weight: 1 },
  { pattern: "{p}octocog alfa", drugType: "PROTEIN", actionType: "POSITIVE MODULATOR", mechanism: "{name} replacement", targetType: "SINGLE PROTEIN", targets: ["F8", "F9"], classPhrase: "recombinant clotting factor", weight: 1 },
  { pattern: "{p}parin sodium", drugType: "OLIGOSACCHARIDE", actionType: "ACTIVATOR", mechanism: "Antithrombin III activator", targetType: "SINGLE PROTEIN", targets: ["SERPINC1"], classPhrase: "low-molecular-weight heparin", weight: 1 },
  { pattern: "{p}parinux", drugType: "OLIGOSACCHARIDE", actionType: "ACTIVATOR", mechanism: "Antithrombin III activator", targetType: "SINGLE PROTEIN", targets: ["SERPINC1", "F10"], classPhrase: "synthetic pentasaccharide anticoagulant", weight: 1 },
  { pattern: "{P} mRNA vaccine", drugType: "VACCINE", actionType: "", mechanism: "", targetType: "", targets: [], classPhrase: "mRNA vaccine", diseases: ["covid", "influenza"], weight: 2 },
  { pattern: "{P} adjuvanted vaccine", drugType: "VACCINE", actionType: "", mechanism: "", targetType: "", targets: [], classPhrase: "vaccine", diseases: ["influenza", "covid"], weight: 1 },
  { pattern: "{P} recombinant antigen", drugType: "VACCINE_COMPONENT", actionType: "", mechanism: "", targetType: "", targets: [], classPhrase: "vaccine antigen", diseases: ["influenza", "covid"], weight: 1 },
  { pattern: "{C}", drugType: "UNKNOWN", actionType: "", mechanism: "", targetType: "", targets: [], classPhrase: "investigational compound", diseases: ["nsclc", "breast", "alzheimer", "t2d"], weight: 2 },
];

/** Syllables for the fantasy part of a name; INN prefixes carry no meaning. */
export const NAME_SYLLABLES = [
  "ze", "lo", "va", "ri", "mo", "ta", "ne", "so", "ca", "du", "pe", "li", "ro", "fa", "gi", "ba", "te", "xo",
  "ar", "el", "on", "um", "is", "ed", "ul", "ma", "no", "sa", "vi", "ko", "da", "be", "qui", "tro", "bri", "cle",
];

/** Salt forms that make a child record of a small molecule. */
export const SALTS = ["hydrochloride", "mesylate", "sodium", "maleate", "citrate", "tosylate", "sulfate", "phosphate"];
