// Diseases by key: the MeSH descriptor name (used for meshTerms and conditionMeshTerms) and the
// plain phrase used in titles and abstracts. Oncology phrases deliberately say "cancer" or
// "carcinoma" so common words match hundreds of records (exercises the 300-result cap).

interface DiseaseFact {
  key: string;
  mesh: string;
  phrase: string;
  oncology: boolean;
  /** The first year a record could name it; null for a disease known before the earliest record. */
  since: number | null;
}

const d = (key: string, mesh: string, phrase: string, oncology = false, since: number | null = null): DiseaseFact => ({
  key,
  mesh,
  phrase,
  oncology,
  since,
});

export const DISEASES: DiseaseFact[] = [
  d("nsclc", "Carcinoma, Non-Small-Cell Lung", "non-small cell lung cancer", true),
  d("colorectal", "Colorectal Neoplasms", "metastatic colorectal cancer", true),
  d("headneck", "Squamous Cell Carcinoma of Head and Neck", "head and neck squamous cell carcinoma", true),
  d("breast", "Breast Neoplasms", "breast cancer", true),
  d("gastric", "Stomach Neoplasms", "gastric cancer", true),
  d("pancreatic", "Pancreatic Neoplasms", "pancreatic ductal adenocarcinoma", true),
  d("ovarian", "Ovarian Neoplasms", "ovarian cancer", true),
  d("prostate", "Prostatic Neoplasms", "metastatic castration-resistant prostate cancer", true),
  d("bladder", "Urinary Bladder Neoplasms", "urothelial carcinoma", true),
  d("rcc", "Carcinoma, Renal Cell", "renal cell carcinoma", true),
  d("hcc", "Carcinoma, Hepatocellular", "hepatocellular carcinoma", true),
  d("thyroid", "Thyroid Neoplasms", "thyroid cancer", true),
  d("melanoma", "Melanoma", "advanced melanoma", true),
  d("glioblastoma", "Glioblastoma", "glioblastoma", true),
  d("gist", "Gastrointestinal Stromal Tumors", "gastrointestinal stromal tumor", true),
  d("lymphoma", "Lymphoma, Large B-Cell, Diffuse", "diffuse large B-cell lymphoma", true),
  d("hodgkin", "Hodgkin Disease", "classical Hodgkin lymphoma", true),
  d("cll", "Leukemia, Lymphocytic, Chronic, B-Cell", "chronic lymphocytic leukemia", true),
  d("cml", "Leukemia, Myelogenous, Chronic, BCR-ABL Positive", "chronic myeloid leukemia", true),
  d("aml", "Leukemia, Myeloid, Acute", "acute myeloid leukemia", true),
  d("all", "Precursor Cell Lymphoblastic Leukemia-Lymphoma", "acute lymphoblastic leukemia", true),
  d("myeloma", "Multiple Myeloma", "relapsed multiple myeloma", true),
  d("myelofibrosis", "Primary Myelofibrosis", "myelofibrosis", true),
  d("ra", "Arthritis, Rheumatoid", "rheumatoid arthritis"),
  d("psoriasis", "Psoriasis", "moderate-to-severe plaque psoriasis"),
  d("atopic", "Dermatitis, Atopic", "atopic dermatitis"),
  d("uc", "Colitis, Ulcerative", "ulcerative colitis"),
  d("crohn", "Crohn Disease", "Crohn's disease"),
  d("sle", "Lupus Erythematosus, Systemic", "systemic lupus erythematosus"),
  d("ms", "Multiple Sclerosis", "relapsing multiple sclerosis"),
  d("asthma", "Asthma", "severe asthma"),
  // SARS-CoV-2 was identified in January 2020; the first papers and trials followed that month.
  d("covid", "COVID-19", "COVID-19", false, 2020),
  d("influenza", "Influenza, Human", "seasonal influenza"),
  d("pnh", "Hemoglobinuria, Paroxysmal", "paroxysmal nocturnal hemoglobinuria"),
  d("hypercholesterolemia", "Hypercholesterolemia", "hypercholesterolemia"),
  d("hypertension", "Hypertension", "essential hypertension"),
  d("heartfailure", "Heart Failure", "heart failure with reduced ejection fraction"),
  d("afib", "Atrial Fibrillation", "atrial fibrillation"),
  d("vte", "Venous Thromboembolism", "venous thromboembolism"),
  d("stroke", "Ischemic Stroke", "acute ischemic stroke"),
  d("t2d", "Diabetes Mellitus, Type 2", "type 2 diabetes"),
  d("obesity", "Obesity", "obesity"),
  d("ckd", "Renal Insufficiency, Chronic", "chronic kidney disease"),
  d("anemia", "Anemia", "anemia of chronic kidney disease"),
  d("pain", "Chronic Pain", "chronic pain"),
  d("osteoporosis", "Osteoporosis, Postmenopausal", "postmenopausal osteoporosis"),
  d("hemophiliaa", "Hemophilia A", "hemophilia A"),
  d("hemophiliab", "Hemophilia B", "hemophilia B"),
  d("attr", "Amyloid Neuropathies, Familial", "hereditary transthyretin amyloidosis"),
  d("sma", "Muscular Atrophy, Spinal", "spinal muscular atrophy"),
  d("dmd", "Muscular Dystrophy, Duchenne", "Duchenne muscular dystrophy"),
  d("huntington", "Huntington Disease", "Huntington's disease"),
  d("als", "Amyotrophic Lateral Sclerosis", "amyotrophic lateral sclerosis"),
  d("cf", "Cystic Fibrosis", "cystic fibrosis"),
  d("gaucher", "Gaucher Disease", "Gaucher disease type 1"),
  d("pompe", "Glycogen Storage Disease Type II", "Pompe disease"),
  d("retinal", "Leber Congenital Amaurosis", "inherited retinal dystrophy"),
  d("amd", "Wet Macular Degeneration", "neovascular age-related macular degeneration"),
  d("sicklecell", "Anemia, Sickle Cell", "sickle cell disease"),
  d("parkinson", "Parkinson Disease", "Parkinson's disease"),
  d("alzheimer", "Alzheimer Disease", "early Alzheimer's disease"),
  d("schizophrenia", "Schizophrenia", "schizophrenia"),
  d("depression", "Depressive Disorder, Major", "major depressive disorder"),
];

export const DISEASE_BY_KEY: ReadonlyMap<string, DiseaseFact> = new Map(DISEASES.map((x) => [x.key, x]));

export function disease(key: string): DiseaseFact {
  const found = DISEASE_BY_KEY.get(key);
  if (!found) throw new Error(`disease: unknown key "${key}"`);
  return found;
}

/** Check-tag and study-design MeSH descriptors that real indexing attaches to most articles. */
export const GENERAL_MESH = [
  "Humans",
  "Female",
  "Male",
  "Adult",
  "Middle Aged",
  "Aged",
  "Treatment Outcome",
  "Prognosis",
  "Retrospective Studies",
  "Prospective Studies",
  "Cohort Studies",
  "Disease-Free Survival",
  "Mutation",
  "Animals",
  "Mice",
  "Cell Line, Tumor",
  "Drug Resistance, Neoplasm",
  "Biomarkers, Tumor",
  "Antineoplastic Agents",
  "Protein Kinase Inhibitors",
  "Antibodies, Monoclonal",
  "Immunotherapy",
  "Quality of Life",
  "Risk Factors",
  "Double-Blind Method",
];
