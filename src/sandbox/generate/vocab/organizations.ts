// Synthetic company names (sponsors, marketing authorisation holders, assignees) and journals.
export const COMPANY_ROOTS = [
  "Norvantis", "Aurelion", "Bexora", "Calyxa", "Demeris", "Elvanta", "Fioren", "Genquil", "Halcyra", "Iventis",
  "Jovira", "Kestrel", "Lumeris", "Meridane", "Novagen", "Orbenta", "Pharmaxis", "Quantera", "Rivelia", "Solvanta",
  "Talvora", "Umbrion", "Veltris", "Wexfield", "Xanthera", "Yorvex", "Zenovia", "Alvedo", "Brightwell", "Corvida",
];
export const COMPANY_SUFFIXES = ["Pharma", "Therapeutics", "Biosciences", "Bio", "Pharmaceuticals", "Inc.", "AG", "GmbH", "Ltd", "S.A."];

export const JOURNAL_WORDS = [
  "Journal of Clinical Oncology Research", "Translational Cancer Medicine", "Annals of Experimental Therapeutics",
  "International Journal of Molecular Pharmacology", "Clinical Trials Review", "Journal of Hematology and Immunology",
  "Cardiovascular Pharmacotherapy", "Diabetes and Metabolism Reports", "Neurology Frontiers", "Rheumatology Advances",
  "Gene and Cell Therapy Letters", "Respiratory Medicine Open", "Journal of Rare Diseases", "Dermatology Science",
  "Pharmacogenomics Insights", "Journal of Precision Medicine", "European Review of Clinical Pharmacology",
  "Asian Journal of Cancer Research", "Infectious Disease Therapeutics", "Regulatory Science Quarterly",
];

export const LANGUAGES: readonly (readonly [string, number])[] = [
  ["eng", 90], ["ger", 2], ["fre", 2], ["jpn", 2], ["chi", 2], ["spa", 1], ["rus", 1], ["ita", 1],
];

export const PUBLICATION_TYPES_EXTRA = [
  "Multicenter Study", "Comparative Study", "Observational Study", "Case Reports", "Meta-Analysis",
  "Systematic Review", "Letter", "Editorial", "Comment", "Research Support, Non-U.S. Gov't",
  "Research Support, N.I.H., Extramural", "Clinical Trial, Phase I", "Clinical Trial, Phase II", "Clinical Trial, Phase III",
];
