// Which journals publish on which disease: a paper on lung cancer appears in an oncology or a
// general pharmacology journal, not in a dermatology one. Indexes into JOURNAL_WORDS.
import { DISEASE_BY_KEY } from "./diseases.js";

/** General journals (therapeutics, pharmacology, trials, regulatory science) take every topic. */
const GENERAL = [2, 3, 4, 14, 15, 16];

const SPECIALTY: Readonly<Record<string, readonly number[]>> = {
  oncology: [0, 1, 17],
  blood: [5],
  heart: [6],
  metabolic: [7],
  neuro: [8],
  rheum: [9, 5],
  skin: [13, 9],
  lung: [11],
  infection: [18, 11],
  rare: [12, 10],
};

const AREA: Readonly<Record<string, string>> = {
  ra: "rheum",
  sle: "rheum",
  uc: "rheum",
  crohn: "rheum",
  psoriasis: "skin",
  atopic: "skin",
  ms: "neuro",
  pain: "neuro",
  parkinson: "neuro",
  alzheimer: "neuro",
  schizophrenia: "neuro",
  depression: "neuro",
  huntington: "neuro",
  als: "neuro",
  asthma: "lung",
  cf: "lung",
  covid: "infection",
  influenza: "infection",
  pnh: "blood",
  anemia: "blood",
  hemophiliaa: "blood",
  hemophiliab: "blood",
  sicklecell: "blood",
  vte: "blood",
  hypercholesterolemia: "heart",
  hypertension: "heart",
  heartfailure: "heart",
  afib: "heart",
  stroke: "heart",
  t2d: "metabolic",
  obesity: "metabolic",
  ckd: "metabolic",
  osteoporosis: "metabolic",
  sma: "rare",
  dmd: "rare",
  attr: "rare",
  gaucher: "rare",
  pompe: "rare",
  retinal: "rare",
  amd: "rare",
};

/** Journal indexes fitting a disease key (specialty journals twice, so they lead); all for none. */
export function journalsFor(diseaseKey: string, all: number): number[] {
  const fact = DISEASE_BY_KEY.get(diseaseKey);
  if (!fact) return Array.from({ length: all }, (_, i) => i);
  const area = fact.oncology ? "oncology" : AREA[diseaseKey];
  const own = area ? SPECIALTY[area] : [];
  return [...own, ...own, ...GENERAL];
}
