import {
  ANCHOR_DATE,
  FIRST_DAY,
  HISTORY_DAYS,
  HISTORY_SPAN,
  HORIZON_DAYS,
  LAST_DAY
} from "./chunk-NRAGCCIA.js";
import {
  ARM_GROUP_TYPES,
  AUTHORIZATION_STATUSES,
  CLINICAL_STAGES,
  DESIGN_ALLOCATIONS,
  DESIGN_INTERVENTION_MODELS,
  DESIGN_MASKINGS,
  DESIGN_PRIMARY_PURPOSES,
  DRUG_TYPES,
  ENROLLMENT_TYPES,
  FEED_CORES,
  GENE_TYPES,
  ID_PREFIX,
  INTERVENTION_TYPES,
  OUTCOME_TYPES,
  OVERALL_STATUSES,
  SECTION_ID_PREFIX,
  SOURCE_REGISTRIES,
  SPONSOR_TYPES,
  STUDY_TYPES,
  TARGET_CLASSES,
  TRIAL_PHASES
} from "./chunk-VJREQHXH.js";
import {
  dayNumberOf,
  dayOfNumber,
  isDay,
  onOrAfterWeekday,
  yearOfDayNumber
} from "./chunk-VNTWYCCD.js";

// src/sandbox/generate/random.ts
function mix32(...words) {
  let h = 2654435769;
  for (const w of words) {
    h = Math.imul(h ^ w >>> 0, 2246822507);
    h = h << 13 | h >>> 19;
    h = Math.imul(h, 3266489909) ^ 668265263;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 2146121005);
  h ^= h >>> 15;
  h = Math.imul(h, 2221713035);
  h ^= h >>> 16;
  return h >>> 0;
}
function hashString(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}
var Rng = class {
  a;
  b;
  c;
  d;
  /** The 128-bit state is the four words themselves, so distinct (seed, stream, index) never share a stream. */
  constructor(seed, stream = 0, index = 0) {
    this.a = seed >>> 0;
    this.b = (typeof stream === "string" ? hashString(stream) : stream) >>> 0;
    this.c = index >>> 0;
    this.d = 1;
    for (let i = 0; i < 15; i++) this.next();
  }
  /** Uniform 32-bit unsigned integer. */
  next() {
    const t = (this.a + this.b | 0) + this.d | 0;
    this.d = this.d + 1 | 0;
    this.a = this.b ^ this.b >>> 9;
    this.b = this.c + (this.c << 3) | 0;
    this.c = this.c << 21 | this.c >>> 11;
    this.c = this.c + t | 0;
    return t >>> 0;
  }
  /** Uniform in [0, 1). */
  float() {
    return this.next() / 4294967296;
  }
  /** Integer in [min, max], both inclusive. */
  int(min, max) {
    return min + Math.floor(this.float() * (max - min + 1));
  }
  chance(p) {
    return this.float() < p;
  }
  pick(items) {
    if (items.length === 0) throw new Error("Rng.pick: items is empty");
    return items[Math.floor(this.float() * items.length)];
  }
  /** Picks by weight; weights need not sum to 1. */
  weighted(entries) {
    let total = 0;
    for (const [, w] of entries) total += w;
    let x = this.float() * total;
    for (const [v, w] of entries) {
      x -= w;
      if (x < 0) return v;
    }
    return entries[entries.length - 1][0];
  }
  /** `n` distinct items (fewer if the pool is smaller), in pick order. */
  sample(items, n) {
    const k = Math.min(n, items.length);
    if (k * 4 < items.length) {
      const seen = /* @__PURE__ */ new Set();
      const out = [];
      while (out.length < k) {
        const i = Math.floor(this.float() * items.length);
        if (!seen.has(i)) {
          seen.add(i);
          out.push(items[i]);
        }
      }
      return out;
    }
    const copy = items.slice();
    for (let i = 0; i < k; i++) {
      const j = i + Math.floor(this.float() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, k);
  }
  /** Approximately normal (sum of uniforms), for plausible measurement values. */
  normal(mean, sd) {
    return mean + sd * (this.float() + this.float() + this.float() + this.float() - 2) * 1.7320508;
  }
  /** Base-62 string of length n. */
  chars(n, alphabet = BASE62) {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[this.next() % alphabet.length];
    return s;
  }
  digits(n) {
    return this.chars(n, "0123456789");
  }
};
var BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

// src/sandbox/generate/sizes.ts
var SCALES = {
  small: { biomedcore: 2e3, trialcore: 1e3, drugcore: 250, regulatorycore: 200, genecore: 400, patentcore: 300 },
  medium: { biomedcore: 2e4, trialcore: 1e4, drugcore: 2500, regulatorycore: 2e3, genecore: 4e3, patentcore: 3e3 },
  large: { biomedcore: 2e5, trialcore: 1e5, drugcore: 12e3, regulatorycore: 6e3, genecore: 2e4, patentcore: 6e4 }
};
var SCALE_NAMES = Object.keys(SCALES);
var DELETED_SHARE = 0.03;

// src/sandbox/generate/history.ts
var WEEKLY_CORES = /* @__PURE__ */ new Set(["genecore"]);
var REFRESH_WEEKDAY = 1;
function recordHistory(seed, core, index, hints = {}) {
  const history = dailyHistory(seed, core, index, hints);
  return WEEKLY_CORES.has(core) ? onWeeklyRefresh(history) : history;
}
function onWeeklyRefresh(h) {
  const snap = (d2) => {
    if (d2 === null || d2 < FIRST_DAY) return d2;
    const next = onOrAfterWeekday(d2, REFRESH_WEEKDAY);
    return next <= LAST_DAY ? next : next - 7;
  };
  const createDay = snap(h.createDay);
  const deleteDay = snap(h.deleteDay);
  const live = (d2) => d2 !== createDay && (deleteDay === null || d2 < deleteDay);
  const updates = [...new Set(h.updates.map(snap))].filter(live).sort((a, b) => a - b);
  const lastUpdateDay = updates.length > 0 ? updates[updates.length - 1] : createDay ?? h.baseDay;
  return { ...h, createDay, deleteDay, updates, lastUpdateDay };
}
function dailyHistory(seed, core, index, hints) {
  const rng = new Rng(seed, `history-${core}`, index);
  const from = FIRST_DAY;
  const end = LAST_DAY;
  const notBefore = hints.notBefore ?? -Infinity;
  let createDay = null;
  let baseDay = null;
  const updates = /* @__PURE__ */ new Set();
  const old = notBefore < from && rng.chance(0.35);
  if (old) {
    const r = rng.float();
    if (r < 0.3) baseDay = rng.int(from - 2500, from - 1);
    else if (r < 0.65) for (let n = rng.int(1, 2); n > 0; n--) updates.add(rng.int(from, end));
  } else {
    createDay = rng.int(Math.max(from, Math.min(notBefore, end)), end);
    for (let n = rng.weighted([[0, 4], [1, 3], [2, 2], [3, 1]]); n > 0; n--) updates.add(rng.int(createDay, end));
  }
  if (hints.mustUpdate && updates.size === 0) updates.add(rng.int(Math.max(from, createDay ?? from), end));
  if (createDay !== null) updates.delete(createDay);
  const firstLive = Math.max(from, createDay ?? from);
  const deleteDay = !hints.neverDeleted && rng.chance(DELETED_SHARE) && firstLive + 30 <= end ? rng.int(firstLive + 30, end) : null;
  const alive = (d2) => deleteDay === null || d2 < deleteDay;
  const sorted = [...updates].filter(alive).sort((a, b) => a - b);
  const lastUpdateDay = sorted.length > 0 ? sorted[sorted.length - 1] : createDay ?? baseDay;
  const feedOnlyUpdates = [];
  const sectionDays = [];
  const after = lastUpdateDay === null ? from : Math.max(from, lastUpdateDay + 1);
  if (after <= end) {
    if (core === "trialcore" && lastUpdateDay !== null && rng.chance(0.12)) {
      const d2 = rng.int(after, end);
      if (alive(d2)) feedOnlyUpdates.push(d2);
    }
    if (core === "regulatorycore" && rng.chance(0.35)) {
      const days = /* @__PURE__ */ new Set();
      for (let n = rng.int(1, 2); n > 0; n--) days.add(rng.int(after, end));
      sectionDays.push(...[...days].filter(alive).sort((a, b) => a - b));
    }
  }
  return { createDay, baseDay, updates: sorted, lastUpdateDay, deleteDay, feedOnlyUpdates, sectionDays };
}

// src/sandbox/generate/record-history.ts
var WITHDRAWN = /* @__PURE__ */ new Set(["WITHDRAWN_VOLUNTARY", "WITHDRAWN_FORCED", "REVOKED", "SUSPENDED", "LAPSED_SUNSET", "EXPIRED"]);
function historyOf(ctx, core, index) {
  const { plan } = ctx;
  switch (core) {
    case "biomedcore": {
      const pub = plan.pubs[index];
      return recordHistory(ctx.seed, core, index, { mustUpdate: pub.retracted, notBefore: pub.day });
    }
    case "regulatorycore":
      return recordHistory(ctx.seed, core, index, { mustUpdate: WITHDRAWN.has(plan.regs[index].status), neverDeleted: WITHDRAWN.has(plan.regs[index].status) });
    default:
      return recordHistory(ctx.seed, core, index);
  }
}

// src/sandbox/generate/ids.ts
function permute32(x, key) {
  let v = (x ^ key) >>> 0;
  v = Math.imul(v, 739982445) >>> 0;
  v = (v ^ v >>> 12) >>> 0;
  v = Math.imul(v, 695872825) >>> 0;
  v = (v ^ v >>> 15) >>> 0;
  v = v + key >>> 0;
  return v;
}
function base62Fixed(x, width) {
  let s = "";
  let v = x;
  for (let i = 0; i < width; i++) {
    s = BASE62[v % 62] + s;
    v = Math.floor(v / 62);
  }
  return s;
}
function makeId(prefix, seed, kind, index) {
  const key = mix32(seed, hashString(kind));
  const filler = new Rng(key, "id-filler", index).chars(14);
  return prefix + filler + base62Fixed(permute32(index, key), 6);
}

// src/sandbox/generate/sections.ts
var SECTION_SLOTS = 64;
var FIRST_DELETED_SLOT = 40;
function deletedSectionDay(record, sectionDays) {
  return sectionDays.length > 0 && record % 4 === 1 ? sectionDays[0] : null;
}
function deletedSectionSpec(agency) {
  return agency === "FDA" ? { docType: "FDA_LABEL", path: "17", title: "PATIENT COUNSELING INFORMATION", textType: "label" } : { docType: "EMA_SMPC", path: "6.4", title: "Special precautions for storage", textType: "SmPC" };
}
var LABEL = [
  ["1", "INDICATIONS AND USAGE"],
  ["2", "DOSAGE AND ADMINISTRATION"],
  ["2.1", "Recommended Dosage"],
  ["2.2", "Dosage Modifications for Adverse Reactions"],
  ["3", "DOSAGE FORMS AND STRENGTHS"],
  ["4", "CONTRAINDICATIONS"],
  ["5", "WARNINGS AND PRECAUTIONS"],
  ["5.1", "Hepatotoxicity"],
  ["5.3", "Embryo-Fetal Toxicity"],
  ["6", "ADVERSE REACTIONS"],
  ["6.1", "Clinical Trials Experience"],
  ["12", "CLINICAL PHARMACOLOGY"],
  ["12.1", "Mechanism of Action"],
  ["14", "CLINICAL STUDIES"]
];
var SMPC = [
  ["1", "NAME OF THE MEDICINAL PRODUCT"],
  ["2", "QUALITATIVE AND QUANTITATIVE COMPOSITION"],
  ["4.1", "Therapeutic indications"],
  ["4.2", "Posology and method of administration"],
  ["4.3", "Contraindications"],
  ["4.4", "Special warnings and precautions for use"],
  ["4.8", "Undesirable effects"],
  ["5.1", "Pharmacodynamic properties"],
  ["5.2", "Pharmacokinetic properties"],
  ["6.1", "List of excipients"],
  ["4.6", "Fertility, pregnancy and lactation"],
  ["5.3", "Preclinical safety data"],
  ["6.6", "Special precautions for disposal"]
];
var REVIEW = [["Medical Review", "medical review"], ["Statistical Review", "statistical review"], ["Clinical Pharmacology Review", "clinical pharmacology review"]];
var EPAR = [["Scientific discussion", "assessment report"], ["Benefit-risk balance", "assessment report"], ["Steps taken for the assessment", "procedural steps"]];
function sectionLayout(agency, n) {
  const extra = Math.min(3, Math.max(0, n - 6));
  const main = n - extra;
  const out = [];
  const numbered = agency === "FDA" ? LABEL : SMPC;
  for (let j = 0; j < main; j++) {
    const [path, title] = numbered[j % numbered.length];
    out.push({ docType: agency === "FDA" ? "FDA_LABEL" : "EMA_SMPC", path, title, textType: agency === "FDA" ? "label" : "SmPC" });
  }
  for (let j = 0; j < extra; j++) {
    const [title, textType] = (agency === "FDA" ? REVIEW : EPAR)[j];
    const path = `${agency === "FDA" ? "rv" : "ep"}-${(j * 7919 + n * 104729).toString(36)}`;
    out.push({ docType: agency === "FDA" ? "FDA_REVIEW" : "EMA_EPAR", path, title, textType });
  }
  return out;
}
function sectionId(seed, record, slot) {
  return makeId(SECTION_ID_PREFIX, seed, "section", record * SECTION_SLOTS + slot);
}

// src/sandbox/generate/changes.ts
var byDate = (a, b) => a.updateDate < b.updateDate ? -1 : a.updateDate > b.updateDate ? 1 : 0;
function coreChanges(ctx, core, sectionSink) {
  const events = [];
  const live = ctx.plan.counts[core];
  for (let i = 0; i < live; i++) {
    const serviceId = ctx.id(core, i);
    const h = historyOf(ctx, core, i);
    const createDate = ctx.date(h.createDay);
    if (h.createDay !== null) events.push({ serviceId, updateType: "created", updateDate: ctx.date(h.createDay), createDate });
    for (const d2 of [...h.updates, ...h.feedOnlyUpdates]) events.push({ serviceId, updateType: "updated", updateDate: ctx.date(d2), createDate });
    for (const d2 of h.sectionDays) events.push({ serviceId, updateType: "unchanged", updateDate: ctx.date(d2), createDate });
    if (h.deleteDay !== null) events.push({ serviceId, updateType: "deleted", updateDate: ctx.date(h.deleteDay), createDate: null });
    if (core === "regulatorycore" && sectionSink) sectionEvents(ctx, i, serviceId, h.createDay, h.sectionDays, sectionSink);
  }
  return events.sort(byDate);
}
function sectionEvents(ctx, r, serviceId, createDay, sectionDays, sink) {
  const n = ctx.plan.regs[r].sections;
  const rng = new Rng(ctx.seed, "section-history", r);
  const lateLast = sectionDays.length > 0 && r % 3 === 0;
  const createdOn = (j) => lateLast && j === n - 1 ? sectionDays[0] : createDay;
  for (let j = 0; j < n; j++) {
    const day = createdOn(j);
    if (day === null) continue;
    sink.push({ serviceId, documentSectionId: sectionId(ctx.seed, r, j), updateType: "created", updateDate: ctx.date(day), createDate: ctx.date(day) });
  }
  const lost = deletedSectionDay(r, sectionDays);
  if (lost !== null && createDay !== null) {
    sink.push({ serviceId, documentSectionId: sectionId(ctx.seed, r, FIRST_DELETED_SLOT), updateType: "created", updateDate: ctx.date(createDay), createDate: ctx.date(createDay) });
  }
  sectionDays.forEach((day) => {
    for (const j of rng.sample(Array.from({ length: n - 1 }, (_, x) => x), rng.int(1, 2))) {
      sink.push({ serviceId, documentSectionId: sectionId(ctx.seed, r, j), updateType: "updated", updateDate: ctx.date(day), createDate: ctx.date(createdOn(j)) });
    }
    if (day === lost) {
      sink.push({ serviceId, documentSectionId: sectionId(ctx.seed, r, FIRST_DELETED_SLOT), updateType: "deleted", updateDate: ctx.date(day), createDate: null });
    }
  });
}
function sortSectionEvents(events) {
  return events.sort(byDate);
}

// src/sandbox/generate/context.ts
function createContext(plan) {
  const cache = /* @__PURE__ */ new Map();
  const table = (core) => {
    let t = cache.get(core);
    if (!t) {
      const n = plan.counts[core] ?? 0;
      t = [];
      for (let i = 0; i < n; i++) t.push(makeId(ID_PREFIX[core], plan.seed, core, i));
      cache.set(core, t);
    }
    return t;
  };
  const id = (core, index) => table(core)[index] ?? makeId(ID_PREFIX[core], plan.seed, core, index);
  return {
    plan,
    seed: plan.seed,
    todayDay: plan.todayDay,
    id,
    ids: (core, indexes) => indexes.map((i) => id(core, i)),
    date
  };
}
function date(day) {
  return day === null ? null : dayOfNumber(day);
}

// src/sandbox/generate/vocab/organizations.ts
var COMPANY_ROOTS = [
  "Norvantis",
  "Aurelion",
  "Bexora",
  "Calyxa",
  "Demeris",
  "Elvanta",
  "Fioren",
  "Genquil",
  "Halcyra",
  "Iventis",
  "Jovira",
  "Kestrel",
  "Lumeris",
  "Meridane",
  "Novagen",
  "Orbenta",
  "Pharmaxis",
  "Quantera",
  "Rivelia",
  "Solvanta",
  "Talvora",
  "Umbrion",
  "Veltris",
  "Wexfield",
  "Xanthera",
  "Yorvex",
  "Zenovia",
  "Alvedo",
  "Brightwell",
  "Corvida"
];
var COMPANY_SUFFIXES = ["Pharma", "Therapeutics", "Biosciences", "Bio", "Pharmaceuticals", "Inc.", "AG", "GmbH", "Ltd", "S.A."];
var JOURNAL_WORDS = [
  "Journal of Clinical Oncology Research",
  "Translational Cancer Medicine",
  "Annals of Experimental Therapeutics",
  "International Journal of Molecular Pharmacology",
  "Clinical Trials Review",
  "Journal of Hematology and Immunology",
  "Cardiovascular Pharmacotherapy",
  "Diabetes and Metabolism Reports",
  "Neurology Frontiers",
  "Rheumatology Advances",
  "Gene and Cell Therapy Letters",
  "Respiratory Medicine Open",
  "Journal of Rare Diseases",
  "Dermatology Science",
  "Pharmacogenomics Insights",
  "Journal of Precision Medicine",
  "European Review of Clinical Pharmacology",
  "Asian Journal of Cancer Research",
  "Infectious Disease Therapeutics",
  "Regulatory Science Quarterly"
];
var LANGUAGES = [
  ["eng", 90],
  ["ger", 2],
  ["fre", 2],
  ["jpn", 2],
  ["chi", 2],
  ["spa", 1],
  ["rus", 1],
  ["ita", 1]
];
var PUBLICATION_TYPES_EXTRA = [
  "Multicenter Study",
  "Comparative Study",
  "Observational Study",
  "Case Reports",
  "Meta-Analysis",
  "Systematic Review",
  "Letter",
  "Editorial",
  "Comment",
  "Research Support, Non-U.S. Gov't",
  "Research Support, N.I.H., Extramural",
  "Clinical Trial, Phase I",
  "Clinical Trial, Phase II",
  "Clinical Trial, Phase III"
];

// src/sandbox/generate/vocab/people.ts
var SURNAMES = [
  "Smith",
  "Johnson",
  "Garcia",
  "Martinez",
  "Nguyen",
  "Kim",
  "Lee",
  "Wang",
  "Li",
  "Zhang",
  "Chen",
  "Liu",
  "Yamamoto",
  "Tanaka",
  "Suzuki",
  "Sato",
  "Muller",
  "Schmidt",
  "Schneider",
  "Fischer",
  "Weber",
  "Rossi",
  "Russo",
  "Bianchi",
  "Dubois",
  "Martin",
  "Bernard",
  "Lefebvre",
  "Kowalski",
  "Nowak",
  "Jensen",
  "Hansen",
  "Nielsen",
  "Virtanen",
  "Korhonen",
  "Andersson",
  "Johansson",
  "Silva",
  "Santos",
  "Oliveira",
  "Fernandez",
  "Lopez",
  "Gonzalez",
  "Patel",
  "Shah",
  "Singh",
  "Kumar",
  "Gupta",
  "Cohen",
  "Levi",
  "Ivanov",
  "Petrov",
  "Brown",
  "Taylor",
  "Wilson",
  "Anderson",
  "Thomas",
  "Moore",
  "Jackson",
  "White",
  "Harris",
  "Clark",
  "Lewis",
  "Walker",
  "Hall",
  "Young",
  "King",
  "Wright",
  "Scott",
  "Green",
  "Baker",
  "Adams",
  "Nelson",
  "Murphy",
  "O'Brien",
  "Kelly",
  "Van der Berg",
  "De Jong",
  "Bakker",
  "Janssen",
  "Novak",
  "Horvat",
  "Popescu",
  "Okafor",
  "Mensah",
  "Haddad",
  "Rahman",
  "Hossain",
  "Park",
  "Choi",
  "Tran",
  "Pham",
  "Ali",
  "Khan"
];
var GIVEN_NAMES = [
  "James",
  "Maria",
  "Wei",
  "Yuki",
  "Anna",
  "Mohammed",
  "Sofia",
  "Lukas",
  "Emma",
  "Hiroshi",
  "Jin",
  "Priya",
  "Carlos",
  "Elena",
  "David",
  "Sarah",
  "Michael",
  "Laura",
  "Thomas",
  "Julia",
  "Ahmed",
  "Fatima",
  "Olga",
  "Pierre",
  "Camille",
  "Giulia",
  "Marco",
  "Mikko",
  "Aino",
  "Lars",
  "Ingrid",
  "Rafael",
  "Ana",
  "Rahul",
  "Aisha",
  "Daniel",
  "Chloe",
  "Kenji",
  "Min",
  "Hannah",
  "Samuel",
  "Noah",
  "Zara",
  "Ivan",
  "Eva"
];
var MIDDLE_INITIALS = ["", "", "", "A", "B", "C", "D", "E", "J", "K", "L", "M", "P", "R", "S", "T"];

// src/sandbox/generate/text.ts
function capitalize(s) {
  return s.length === 0 ? s : s[0].toUpperCase() + s.slice(1);
}
function company(rng) {
  return `${rng.pick(COMPANY_ROOTS)} ${rng.pick(COMPANY_SUFFIXES)}`;
}
function person(rng) {
  return { surname: rng.pick(SURNAMES), given: rng.pick(GIVEN_NAMES), middle: rng.pick(MIDDLE_INITIALS) };
}
function indexedName(p) {
  return `${p.surname} ${p.given[0]}${p.middle}`;
}
function fullName(p) {
  return p.middle ? `${p.given} ${p.middle}. ${p.surname}` : `${p.given} ${p.surname}`;
}
function paragraph(rng, sentences, min, max) {
  return rng.sample(sentences, rng.int(min, max)).join(" ");
}
var FILLER_SENTENCES = [
  "Baseline characteristics were balanced between groups.",
  "Safety was assessed according to CTCAE version 5.0.",
  "Pharmacokinetic parameters were estimated by non-compartmental analysis.",
  "Sensitivity analyses confirmed the robustness of the primary findings.",
  "Missing data were handled by multiple imputation.",
  "The most common adverse events were fatigue, nausea and diarrhoea.",
  "Exploratory biomarker analyses were performed on archival tissue.",
  "Hazard ratios were estimated with a stratified Cox proportional hazards model.",
  "Health-related quality of life was maintained during treatment.",
  "No new safety signals were identified.",
  "Dose reductions occurred in a minority of participants.",
  "Median follow-up exceeded two years at the data cut-off."
];

// src/sandbox/generate/vocab/diseases.ts
var d = (key, mesh, phrase, oncology = false) => ({ key, mesh, phrase, oncology });
var DISEASES = [
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
  d("covid", "COVID-19", "COVID-19"),
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
  d("depression", "Depressive Disorder, Major", "major depressive disorder")
];
var DISEASE_BY_KEY = new Map(DISEASES.map((x) => [x.key, x]));
function disease(key) {
  const found = DISEASE_BY_KEY.get(key);
  if (!found) throw new Error(`disease: unknown key "${key}"`);
  return found;
}
var GENERAL_MESH = [
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
  "Double-Blind Method"
];

// src/sandbox/generate/drugs.ts
var SMILES_PARTS = ["c1ccccc1", "C(=O)N", "CCN(CC)", "c1ccncc1", "OC", "F", "Cl", "C(F)(F)F", "N1CCOCC1", "S(=O)(=O)N"];
function drug(ctx, d2) {
  const { plan } = ctx;
  const dp = plan.drugs[d2];
  const rng = new Rng(ctx.seed, "drugcore", d2);
  const { stem } = dp;
  const small = stem.drugType === "SMALL_MOLECULE" || stem.drugType === "OLIGOSACCHARIDE";
  const mechanismsOfAction = dp.targets.map((genes) => {
    const facts = genes.map((g2) => plan.genes[g2].fact);
    const first = facts[0];
    return {
      actionType: stem.actionType,
      mechanismOfAction: stem.mechanism.replace("{name}", capitalize(first.name)).replace("{symbol}", first.symbol),
      targetType: stem.targetType,
      targets: facts.map((f) => ({ ensemblId: f.ensembl, symbol: f.symbol, name: f.name, synonyms: [f.symbol.toLowerCase(), `${f.symbol}-protein`] }))
    };
  });
  if (stem.drugType === "VACCINE" || stem.drugType === "VACCINE_COMPONENT") {
    mechanismsOfAction.push({ actionType: "VACCINE", mechanismOfAction: "Induces a protective immune response", targetType: "ORGANISM", targets: [] });
  }
  const smiles = small ? rng.sample(SMILES_PARTS, rng.int(3, 6)).join("") : null;
  const stageText = dp.stage === "APPROVAL" ? "an approved" : dp.stage === "UNKNOWN" ? "a" : "an investigational";
  return {
    serviceId: ctx.id("drugcore", d2),
    chemblId: rng.chance(0.95) ? `CHEMBL9${String(d2).padStart(6, "0")}` : null,
    name: dp.name.toUpperCase(),
    description: `${capitalize(dp.name)} is ${stageText} ${stem.classPhrase}${mechanismsOfAction[0]?.mechanismOfAction ? ` (${mechanismsOfAction[0].mechanismOfAction.toLowerCase()})` : ""} studied in ${dp.diseases.slice(0, 2).map((k) => disease(k).phrase).join(" and ")}.`,
    synonyms: [dp.name, `SV-${String(d2).padStart(5, "0")}`, ...dp.salt ? [] : [`${dp.name.split(" ")[0]} free base`]],
    tradeNames: dp.stage === "APPROVAL" ? [dp.tradeName] : [],
    drugType: stem.drugType,
    maxClinicalStage: dp.stage,
    inchiKey: small ? `${rng.chars(14, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")}-${rng.chars(10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")}-N` : null,
    canonicalSmiles: smiles,
    mechanismsOfAction,
    parent: dp.parent >= 0 ? ctx.id("drugcore", dp.parent) : null,
    children: ctx.ids("drugcore", dp.children),
    referencesTrialCore: ctx.ids("trialcore", dp.trials),
    referencesBiomedCore: ctx.ids("biomedcore", dp.pubs),
    referencesRegulatoryCore: ctx.ids("regulatorycore", dp.regs),
    referencesGeneCore: ctx.ids("genecore", dp.genes)
  };
}

// src/sandbox/generate/genes.ts
var PREDICTIVE = {
  smallMolecule: ["Structure with Ligand", "High-Quality Ligand", "High-Quality Pocket", "Druggable Family", "Med-Quality Pocket"],
  antibody: ["UniProt loc high conf", "GO CC high conf", "Human Protein Atlas loc", "UniProt SigP or TMHMM"],
  protac: ["Literature", "UniProt Ubiquitination", "Half-life Data", "Small Molecule Binder"],
  otherClinical: ["Literature"]
};
var CLASS_PATHS = {
  ENZYME: ["ENZYME", "KINASE", "PROTEIN KINASE"],
  MEMBRANE_RECEPTOR: ["MEMBRANE_RECEPTOR", "FAMILY A G PROTEIN-COUPLED RECEPTOR"],
  ION_CHANNEL: ["ION_CHANNEL", "VOLTAGE-GATED ION CHANNEL"],
  TRANSPORTER: ["TRANSPORTER", "ELECTROCHEMICAL TRANSPORTER"],
  TRANSCRIPTION_FACTOR: ["TRANSCRIPTION_FACTOR", "NUCLEAR RECEPTOR"],
  EPIGENETIC_REGULATOR: ["EPIGENETIC_REGULATOR", "WRITER"]
};
var CELL_LINES = [
  ["A549", "ACH-000681", "Lung", "Non-Small Cell Lung Cancer"],
  ["MCF7", "ACH-000019", "Breast", "Breast Carcinoma"],
  ["HCT116", "ACH-000971", "Bowel", "Colorectal Adenocarcinoma"],
  ["K562", "ACH-000551", "Myeloid", "Chronic Myelogenous Leukemia"],
  ["HeLa", "ACH-001086", "Cervix", "Cervical Carcinoma"],
  ["PC3", "ACH-000090", "Prostate", "Prostate Adenocarcinoma"],
  ["SK-MEL-28", "ACH-000615", "Skin", "Melanoma"],
  ["U87MG", "ACH-000075", "CNS/Brain", "Glioblastoma"],
  ["PANC1", "ACH-000164", "Pancreas", "Pancreatic Adenocarcinoma"],
  ["OVCAR3", "ACH-000001", "Ovary", "Ovarian Carcinoma"],
  ["Jurkat", "ACH-000995", "Lymphoid", "T-cell Leukemia"],
  ["HepG2", "ACH-000739", "Liver", "Hepatoblastoma"]
];
var STAGE_OF = {
  APPROVAL: "APPROVED_DRUG",
  PREAPPROVAL: "ADVANCED_CLINICAL",
  PHASE3: "ADVANCED_CLINICAL",
  "PHASE2/PHASE3": "ADVANCED_CLINICAL",
  PHASE2: "ADVANCED_CLINICAL",
  "PHASE1/PHASE2": "PHASE_1_CLINICAL",
  PHASE1: "PHASE_1_CLINICAL",
  EARLY_PHASE1: "PHASE_1_CLINICAL"
};
var round = (x, d2 = 3) => Math.round(x * 10 ** d2) / 10 ** d2;
function gene(ctx, g2) {
  const { plan } = ctx;
  const gp = plan.genes[g2];
  const f = gp.fact;
  const rng = new Rng(ctx.seed, "genecore", g2);
  const coding = f.type === "PROTEIN_CODING";
  const history = historyOf(ctx, "genecore", g2);
  const chromosome = /^(\d+|X|Y)/.exec(f.location)?.[1] ?? null;
  let tractability = null;
  if (coding) {
    const b = () => ({ clinical: [], predictive: [] });
    const tr = { smallMolecule: b(), antibody: b(), protac: b(), otherClinical: b() };
    for (const d2 of gp.drugs) {
      const drug2 = plan.drugs[d2];
      const stage = STAGE_OF[drug2.stage];
      if (!stage) continue;
      const t = drug2.stem.drugType;
      const bucket = t === "SMALL_MOLECULE" ? tr.smallMolecule : t === "ANTIBODY" || t === "ANTIBODY_DRUG_CONJUGATE" ? tr.antibody : tr.otherClinical;
      if (!bucket.clinical.includes(stage)) bucket.clinical.push(stage);
    }
    if (["AR", "ESR1"].includes(f.symbol)) tr.protac.clinical.push("ADVANCED_CLINICAL");
    if (f.symbol === "BTK") tr.protac.clinical.push("PHASE_1_CLINICAL");
    for (const [k, list] of Object.entries(PREDICTIVE)) {
      tr[k].predictive = rng.sample(list, rng.int(0, list.length));
    }
    tractability = tr;
  }
  const isDrugTarget = gp.drugs.length > 0;
  const loeuf = round(coding ? Math.max(0.03, rng.normal(isDrugTarget ? 0.6 : 0.9, 0.35)) : rng.float() * 2);
  const lofExpected = round(rng.int(5, 120) + rng.float(), 1);
  const part = (oe) => {
    const expected = round(rng.int(20, 900) + rng.float(), 1);
    return { oe: round(oe), oeLower: round(oe * 0.85), oeUpper: round(oe * 1.15), observed: Math.round(expected * oe), expected };
  };
  const essential = coding && rng.chance(0.12);
  const tested = 1100 + rng.int(0, 50);
  const dependent = essential ? rng.int(900, tested) : rng.int(0, 60);
  const mean = round(essential ? -rng.float() - 0.6 : -rng.float() * 0.4);
  const diseasesText = f.diseases.map((k) => disease(k).phrase);
  return {
    serviceId: ctx.id("genecore", g2),
    ensemblGeneId: f.ensembl,
    symbol: f.symbol,
    name: f.name,
    synonyms: rng.chance(0.7) ? [`${f.symbol}L`, `${f.symbol.slice(0, 3)}${rng.int(1, 9)}`] : [],
    geneType: f.type,
    summary: rng.chance(0.9) ? `${f.symbol} encodes ${f.name}.${diseasesText.length ? ` Variants and expression changes are implicated in ${diseasesText.join(", ")}.` : ""}${isDrugTarget ? " It is the target of approved or investigational drugs." : ""}` : null,
    location: f.location,
    chromosome,
    strand: f.strand,
    entrezGeneId: String(f.entrez),
    hgncId: `HGNC:${f.hgnc}`,
    uniprotIds: f.uniprot ? [f.uniprot] : [],
    hgncGeneGroups: [{ id: String(1e3 + f.group.length * 37 % 900), name: f.group }],
    maneSelect: coding ? [`ENST9${String(g2).padStart(10, "0")}.${rng.int(1, 12)}`, `NM_9${String(g2).padStart(5, "0")}.${rng.int(1, 6)}`] : [],
    // OMIM numbers never start with 9, so these cannot be mistaken for real entries.
    omimId: coding && !gp.synthetic ? [`9${String(g2).padStart(5, "0")}`] : [],
    orphanet: f.diseases.length > 0 && !gp.synthetic && rng.chance(0.6) ? `ORPHA:9${String(g2).padStart(4, "0")}` : null,
    iuphar: isDrugTarget ? String(9e3 + g2) : null,
    lastUpdateDate: ctx.date(history.lastUpdateDay),
    createDate: ctx.date(history.createDay),
    tractability,
    safetyLiabilities: !coding ? null : isDrugTarget ? Array.from({ length: rng.int(1, 3) }, () => ({
      event: rng.pick(["hepatotoxicity", "cardiac arrhythmia", "immunosuppression", "bleeding", "QT prolongation", "skin rash"]),
      datasource: rng.pick(["ToxCast", "AOP-Wiki", "Lynch et al. 2018", "PharmGKB"]),
      url: rng.chance(0.7) ? `https://example.org/safety/${f.symbol}` : null,
      effects: [{ direction: rng.pick(["Activation/Increase/Upregulation", "Inhibition/Decrease/Downregulation"]), dosing: rng.pick(["acute", "chronic", "general"]) }],
      biosamples: rng.sample(["liver", "heart", "kidney", "blood", "skin"], rng.int(0, 2)),
      sources: [{ name: rng.pick(["Literature", "Preclinical study"]), type: rng.pick(["publication", "database"]) }]
    })) : [],
    targetClass: f.targetClass ? { path: CLASS_PATHS[f.targetClass] ?? [f.targetClass], leafChemblClassId: rng.chance(0.8) ? `CHEMBL9${String(100 + f.targetClass.length * 13 % 900)}` : null } : null,
    gnomadConstraint: f.type === "PROTEIN_CODING" || rng.chance(0.3) ? {
      synonymous: part(round(0.9 + rng.float() * 0.2)),
      missense: part(round(0.5 + rng.float() * 0.6)),
      lossOfFunction: {
        loeuf,
        pli: round(loeuf < 0.35 ? 0.9 + rng.float() * 0.1 : rng.float() * 0.5),
        loeufDecile: Math.min(9, Math.floor(loeuf * 5)),
        loeufRank: Math.round(loeuf * 9e3) + g2,
        oe: round(loeuf * 0.7),
        oeLower: round(loeuf * 0.5),
        oeUpper: loeuf,
        observed: Math.round(lofExpected * loeuf * 0.7),
        expected: lofExpected
      }
    } : null,
    depmapEssentiality: coding ? {
      isEssential: essential,
      cellLinesTested: tested,
      dependentCellLines: dependent,
      meanGeneEffect: mean,
      medianGeneEffect: round(mean * 0.95),
      minGeneEffect: round(mean - 0.5 - rng.float()),
      topDependencies: rng.sample(CELL_LINES, rng.int(0, 10)).map(([cellLineName, depmapId, tissue, dis]) => ({
        cellLineName,
        depmapId,
        tissue,
        disease: dis,
        geneEffect: round(mean - rng.float()),
        expression: round(rng.float() * 8)
      }))
    } : null,
    protein: coding ? {
      identity: {
        canonicalAccession: f.uniprot,
        entryName: `${f.symbol}_HUMAN`,
        annotationScore: gp.synthetic ? 1 : 5,
        evidenceLevel: gp.synthetic ? "Predicted" : "Evidence at protein level",
        mappedAccessions: f.uniprot ? [f.uniprot] : []
      },
      function: {
        functionSummary: `${f.name} (${f.symbol}).`,
        associatedDiseases: diesOrNull(diseasesText),
        tissueSpecificity: rng.chance(0.6) ? "Widely expressed." : null,
        keywords: rng.sample(["Kinase", "Receptor", "Transferase", "Glycoprotein", "Membrane", "Nucleus", "Secreted"], rng.int(1, 3)),
        subcellularLocations: rng.sample(["Cell membrane", "Cytoplasm", "Nucleus", "Secreted", "Endoplasmic reticulum"], rng.int(1, 2))
      },
      biophysics: {
        sequenceLength: rng.int(120, 3500),
        molecularMassDa: rng.int(14e3, 4e5),
        ecNumbers: f.targetClass === "ENZYME" ? [`2.7.10.${rng.int(1, 2)}`] : [],
        ptmSummary: rng.chance(0.5) ? "Phosphorylated on tyrosine residues." : null,
        ptmTypes: rng.sample(["Phosphoprotein", "Glycoprotein", "Ubl conjugation", "Acetylation"], rng.int(0, 2))
      },
      structure: {
        has3dStructure: !gp.synthetic,
        pdbIds: gp.synthetic ? [] : [`9${rng.chars(3, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}`],
        pfamIds: [`PF9${String(g2).padStart(4, "0")}`],
        interproIds: [`IPR9${String(g2).padStart(5, "0")}`]
      }
    } : null,
    referencesDrugCore: ctx.ids("drugcore", gp.drugs)
  };
}
function diesOrNull(list) {
  return list.length ? list.join("; ") : null;
}

// src/sandbox/generate/patents.ts
var JURISDICTIONS = [
  { cc: "US", kinds: ["B2", "B1", "A1"], lang: "en" },
  { cc: "EP", kinds: ["A1", "B1"], lang: "en" },
  { cc: "WO", kinds: ["A1", "A2"], lang: "en" },
  { cc: "CN", kinds: ["A", "B"], lang: "zh" },
  { cc: "JP", kinds: ["A", "B2"], lang: "ja" },
  { cc: "DE", kinds: ["A1", "U1"], lang: "de" }
];
var CPC = ["A61K31/517", "A61K39/395", "A61P35/00", "C07D401/14", "C07K16/28", "A61K48/00", "C12N15/113", "A61P3/10", "A61K38/26", "A61P29/00"];
var pad = (n, w) => String(n).padStart(w, "0");
function publicationNumber(i, member) {
  const j = JURISDICTIONS[member === 0 ? 0 : (member + i % 3) % JURISDICTIONS.length];
  const kind = j.kinds[i % j.kinds.length];
  const number = j.cc === "US" ? `9${pad(i, 7)}` : j.cc === "WO" ? `20${pad(90 + i % 10, 2)}9${pad(i, 5)}` : `9${pad(i, 8)}`;
  return { cc: j.cc, number, kind, lang: j.lang };
}
function patent(ctx, i) {
  const { plan } = ctx;
  const pp = plan.patents[i];
  const rng = new Rng(ctx.seed, "patentcore", i);
  const fam = new Rng(ctx.seed, "patent-family", pp.family);
  const member = i - pp.representative;
  const pub = publicationNumber(i, member);
  const repPub = publicationNumber(pp.representative, 0);
  const drugPlan = pp.drugs.length > 0 ? plan.drugs[pp.drugs[0]] : null;
  const dis = disease(drugPlan ? drugPlan.diseases[0] : fam.pick(["nsclc", "breast", "t2d", "ra", "alzheimer"]));
  const title = drugPlan ? `${capitalize(drugPlan.stem.classPhrase)} compounds and methods of treating ${dis.phrase}` : `Compositions and methods for the treatment of ${dis.phrase}`;
  const abstract = `The disclosure provides ${drugPlan ? `${drugPlan.name} and related ${drugPlan.stem.classPhrase} compounds` : "compositions"}, pharmaceutical formulations thereof, and methods of using them to treat ${dis.phrase}.`;
  const priorityDay = pp.day;
  const filingDay = priorityDay + (rng.chance(0.4) ? 0 : rng.int(300, 365));
  const publicationDay = weekly(priorityDay + rng.int(540, 560));
  const grantDay = weekly(publicationDay + rng.int(300, 1400));
  const granted = pub.kind.startsWith("B") && grantDay <= ctx.todayDay;
  const hasClaims = rng.chance(0.85);
  const hasDescription = rng.chance(0.8);
  const assignee = company(fam);
  const inventors = Array.from({ length: fam.int(1, 5) }, () => indexedName(person(fam)));
  const nplPubs = pp.pubs.map((p) => plan.pubs[p]);
  const nplCitations = [
    ...pp.pubs.map((p, k) => `${nplPubs[k].drug >= 0 ? capitalize(plan.drugs[nplPubs[k].drug].name) : "Study"} report. doi:10.5555/sv.${yearOfDayNumber(plan.pubs[p].day)}.${pad(p, 6)}`),
    ...Array.from({ length: rng.int(0, 3) }, () => `${indexedName(person(rng))} et al., conference abstract ${rng.int(1990, 2024)}`)
  ];
  const applicationNumber = `${pub.cc}${yearOfDayNumber(filingDay)}9${pad(i - (pub.cc === "EP" && member > 1 ? 1 : 0), 6)}`;
  return {
    serviceId: ctx.id("patentcore", i),
    publicationNumber: `${pub.cc}-${pub.number}-${pub.kind}`,
    applicationNumber,
    countryCode: pub.cc,
    kindCode: pub.kind,
    familyId: `${repPub.cc}-${repPub.number}-${repPub.kind}`,
    familyMembers: member === 0 ? ctx.ids("patentcore", pp.members.filter((m) => m !== i)) : [],
    title,
    abstract,
    language: pub.lang,
    nonEnglishFallback: pub.lang === "en" ? false : rng.chance(0.3) ? true : rng.chance(0.1) ? null : false,
    cpcCodes: fam.sample(CPC, fam.int(1, 4)),
    ipcCodes: fam.sample(CPC, fam.int(1, 3)).map((c) => c.replace(/\/.*/, "/00")),
    inventors,
    assignees: fam.chance(0.9) ? [assignee] : [],
    publicationDate: ctx.date(publicationDay),
    filingDate: ctx.date(filingDay),
    grantDate: granted ? ctx.date(grantDay) : null,
    priorityDate: ctx.date(priorityDay),
    citedPatents: ctx.ids("patentcore", pp.cited),
    priorityClaimNumbers: [`US${yearOfDayNumber(priorityDay)}9${pad(pp.family, 6)}P`],
    parentPublicationNumbers: member > 0 && rng.chance(0.2) ? [`${repPub.cc}-${repPub.number}-${repPub.kind}`] : [],
    childPublicationNumbers: [],
    hasClaims,
    hasDescription,
    nplCount: nplCitations.length,
    citedByCount: pp.citedBy.length + (rng.chance(0.3) ? rng.int(1, 5) : 0),
    claims: hasClaims ? `1. A method of treating ${dis.phrase} in a subject in need thereof, comprising administering ${drugPlan ? drugPlan.name : "a compound of formula (I)"}.
2. The method of claim 1, wherein the subject is an adult.` : "",
    description: hasDescription ? `${abstract} ${paragraph(rng, FILLER_SENTENCES, 3, 6)}` : null,
    nplCitations,
    citedByPatents: ctx.ids("patentcore", pp.citedBy),
    referencesDrugCore: ctx.ids("drugcore", pp.drugs),
    referencesBiomedCore: ctx.ids("biomedcore", pp.pubs)
  };
}
function weekly(day) {
  return onOrAfterWeekday(day, 2);
}

// src/sandbox/generate/stages.ts
var PHASE_RANK = {
  EARLY_PHASE1: 1,
  PHASE1: 2,
  "PHASE1/PHASE2": 3,
  PHASE2: 4,
  "PHASE2/PHASE3": 5,
  PHASE3: 6,
  PHASE4: 8,
  NA: 0
};
var STAGE_RANK = {
  PRECLINICAL: -1,
  IND: -1,
  UNKNOWN: -1,
  EARLY_PHASE1: 1,
  PHASE1: 2,
  "PHASE1/PHASE2": 3,
  PHASE2: 4,
  "PHASE2/PHASE3": 5,
  PHASE3: 6,
  PREAPPROVAL: 6,
  APPROVAL: 8
};
var TRIAL_STAGES = CLINICAL_STAGES.filter((s) => STAGE_RANK[s] > 0);
function phaseFitsStage(phase, stage) {
  return STAGE_RANK[stage] > 0 && PHASE_RANK[phase] <= STAGE_RANK[stage];
}
function topPhaseOf(stage) {
  if (stage === "APPROVAL" || stage === "PREAPPROVAL") return "PHASE3";
  if (STAGE_RANK[stage] <= 0) throw new Error(`topPhaseOf: stage "${stage}" has no trials`);
  return stage;
}
function phasesUpTo(stage) {
  return TRIAL_PHASES.filter((p) => p !== "NA" && phaseFitsStage(p, stage));
}

// src/sandbox/generate/vocab/drug-stems.ts
var KINASES = ["EGFR", "ALK", "BTK", "JAK2", "JAK1", "ABL1", "KIT", "FLT3", "KDR", "MET", "RET", "ROS1", "PDGFRA", "FGFR1", "TYK2", "ERBB2", "INSR"];
var DRUG_STEMS = [
  { pattern: "{p}tinib", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "{name} inhibitor", targetType: "SINGLE PROTEIN", targets: KINASES, classPhrase: "tyrosine kinase inhibitor", weight: 14 },
  { pattern: "{p}rafenib", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "{name} inhibitor", targetType: "SINGLE PROTEIN", targets: ["BRAF"], classPhrase: "BRAF kinase inhibitor", weight: 2 },
  { pattern: "{p}metinib", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "{name} inhibitor", targetType: "SINGLE PROTEIN", targets: ["MAP2K1"], classPhrase: "MEK kinase inhibitor", weight: 1 },
  { pattern: "{p}ciclib", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "{name} inhibitor", targetType: "PROTEIN FAMILY", targets: ["CDK4", "CDK6"], classPhrase: "CDK4/6 kinase inhibitor", weight: 2 },
  { pattern: "{p}lisib", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "{name} inhibitor", targetType: "SINGLE PROTEIN", targets: ["PIK3CA"], classPhrase: "PI3K kinase inhibitor", weight: 1 },
  { pattern: "{p}rolimus", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "{name} inhibitor", targetType: "SINGLE PROTEIN", targets: ["MTOR"], classPhrase: "mTOR kinase inhibitor", weight: 1 },
  { pattern: "{p}parib", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "{name} inhibitor", targetType: "SINGLE PROTEIN", targets: ["PARP1"], classPhrase: "PARP inhibitor", weight: 2 },
  { pattern: "{p}toclax", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "{name} inhibitor", targetType: "SINGLE PROTEIN", targets: ["BCL2"], classPhrase: "BCL-2 inhibitor", weight: 1 },
  { pattern: "{p}rasib", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "{name} G12C inhibitor", targetType: "SINGLE PROTEIN", targets: ["KRAS"], classPhrase: "KRAS inhibitor", weight: 1 },
  { pattern: "{p}lutamide", drugType: "SMALL_MOLECULE", actionType: "ANTAGONIST", mechanism: "{name} antagonist", targetType: "SINGLE PROTEIN", targets: ["AR"], classPhrase: "androgen receptor antagonist", weight: 1 },
  { pattern: "{p}strant", drugType: "SMALL_MOLECULE", actionType: "NEGATIVE MODULATOR", mechanism: "{name} degrader", targetType: "SINGLE PROTEIN", targets: ["ESR1"], classPhrase: "selective estrogen receptor degrader", weight: 1 },
  { pattern: "{p}xaban", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "{name} inhibitor", targetType: "SINGLE PROTEIN", targets: ["F10"], classPhrase: "factor Xa inhibitor anticoagulant", weight: 2 },
  { pattern: "{p}gatran", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "Thrombin inhibitor", targetType: "SINGLE PROTEIN", targets: ["F2"], classPhrase: "direct thrombin inhibitor", weight: 1 },
  { pattern: "{p}vastatin", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "HMG-CoA reductase inhibitor", targetType: "SINGLE PROTEIN", targets: ["HMGCR"], classPhrase: "statin", weight: 2 },
  { pattern: "{p}pril", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "{name} inhibitor", targetType: "SINGLE PROTEIN", targets: ["ACE"], classPhrase: "ACE inhibitor", weight: 2 },
  { pattern: "{p}gliflozin", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "Sodium/glucose cotransporter 2 inhibitor", targetType: "SINGLE PROTEIN", targets: ["SLC5A2"], classPhrase: "SGLT2 inhibitor", weight: 2 },
  { pattern: "{p}gliptin", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "{name} inhibitor", targetType: "SINGLE PROTEIN", targets: ["DPP4"], classPhrase: "DPP-4 inhibitor", weight: 1 },
  { pattern: "{p}coxib", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "Cyclooxygenase-2 inhibitor", targetType: "SINGLE PROTEIN", targets: ["PTGS2"], classPhrase: "COX-2 inhibitor", weight: 1 },
  { pattern: "{p}peridone", drugType: "SMALL_MOLECULE", actionType: "ANTAGONIST", mechanism: "{name} antagonist", targetType: "SINGLE PROTEIN", targets: ["DRD2", "HTR2A"], classPhrase: "atypical antipsychotic", weight: 1 },
  { pattern: "{p}oxetine", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "Serotonin transporter inhibitor", targetType: "SINGLE PROTEIN", targets: ["SLC6A4"], classPhrase: "selective serotonin reuptake inhibitor", weight: 1 },
  { pattern: "{p}caftor", drugType: "SMALL_MOLECULE", actionType: "POSITIVE MODULATOR", mechanism: "{name} potentiator", targetType: "SINGLE PROTEIN", targets: ["CFTR"], classPhrase: "CFTR modulator", weight: 1 },
  { pattern: "{p}stat", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "{name} inhibitor", targetType: "SINGLE PROTEIN", targets: ["HDAC1", "EZH2", "DNMT1", "BRD4"], classPhrase: "epigenetic inhibitor", weight: 1 },
  { pattern: "{p}taxel", drugType: "SMALL_MOLECULE", actionType: "STABILISER", mechanism: "Tubulin stabiliser", targetType: "PROTEIN FAMILY", targets: ["TUBB"], classPhrase: "taxane chemotherapy", weight: 1 },
  { pattern: "{p}tecan", drugType: "SMALL_MOLECULE", actionType: "INHIBITOR", mechanism: "{name} inhibitor", targetType: "SINGLE PROTEIN", targets: ["TOP1"], classPhrase: "topoisomerase inhibitor chemotherapy", weight: 1 },
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
  { pattern: "{C}", drugType: "UNKNOWN", actionType: "", mechanism: "", targetType: "", targets: [], classPhrase: "investigational compound", diseases: ["nsclc", "breast", "alzheimer", "t2d"], weight: 2 }
];
var NAME_SYLLABLES = [
  "ze",
  "lo",
  "va",
  "ri",
  "mo",
  "ta",
  "ne",
  "so",
  "ca",
  "du",
  "pe",
  "li",
  "ro",
  "fa",
  "gi",
  "ba",
  "te",
  "xo",
  "ar",
  "el",
  "on",
  "um",
  "is",
  "ed",
  "ul",
  "ma",
  "no",
  "sa",
  "vi",
  "ko",
  "da",
  "be",
  "qui",
  "tro",
  "bri",
  "cle"
];
var SALTS = ["hydrochloride", "mesylate", "sodium", "maleate", "citrate", "tosylate", "sulfate", "phosphate"];

// src/sandbox/generate/vocab/genes.ts
var g = (symbol, name, ensembl, hgnc, entrez, uniprot, location, strand, targetClass, group, diseases, type = "PROTEIN_CODING") => ({ symbol, name, ensembl, hgnc, entrez, uniprot, location, strand, type, targetClass, diseases, group });
var RTK = "Receptor tyrosine kinases";
var NRTK = "Non-receptor tyrosine kinases";
var CD = "CD molecules";
var IL = "Interleukins and receptors";
var GENES = [
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
  g("MIR21", "microRNA 21", "ENSG00000284190", 31586, 406991, null, "17q23.1", "+", null, "MicroRNAs", ["colorectal"], "MISCRNA")
];

// src/sandbox/generate/synthetic-genes.ts
var TYPE_WEIGHTS = [
  ["PROTEIN_CODING", 60],
  ["NCRNA", 15],
  ["PSEUDO", 10],
  ["TRNA", 2],
  ["RRNA", 1],
  ["SNRNA", 2],
  ["SCRNA", 1],
  ["SNORNA", 2],
  ["MISCRNA", 3],
  ["BIOLOGICAL_REGION", 1],
  ["TRANSPOSON", 1],
  ["OTHER", 2]
];
var SYMBOL_ROOT = {
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
  OTHER: "LOC"
};
var NAME_OF = {
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
  OTHER: "uncharacterized locus"
};
var CHROMOSOMES = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20", "21", "22", "X", "Y"];
function syntheticGene(rng, k) {
  const type = k < GENE_TYPES.length ? GENE_TYPES[k] : rng.weighted(TYPE_WEIGHTS);
  const n = 900 + k;
  const symbol = `${SYMBOL_ROOT[type]}${n}`;
  const chr = rng.pick(CHROMOSOMES);
  const arm = rng.pick(["p", "q"]);
  let targetClass = null;
  if (type === "PROTEIN_CODING") {
    targetClass = k === 0 ? "UNCLASSIFIED_PROTEIN" : rng.chance(0.7) ? rng.pick(TARGET_CLASSES) : null;
  }
  return {
    symbol,
    name: `${NAME_OF[type]} ${n}`,
    ensembl: `ENSG9${String(k).padStart(10, "0")}`,
    hgnc: 9e5 + k,
    entrez: 9e8 + k,
    uniprot: type === "PROTEIN_CODING" ? `X9${rng.chars(4, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}` : null,
    location: `${chr}${arm}${rng.int(11, 36)}.${rng.int(1, 3)}`,
    strand: rng.chance(0.5) ? "+" : "-",
    type,
    targetClass,
    diseases: [],
    group: type === "PROTEIN_CODING" ? "Zinc fingers C2H2-type" : `${NAME_OF[type]}s`
  };
}

// src/sandbox/generate/plan.ts
var STAGE_WEIGHTS = [
  ["PRECLINICAL", 8],
  ["IND", 3],
  ["EARLY_PHASE1", 3],
  ["PHASE1", 12],
  ["PHASE1/PHASE2", 5],
  ["PHASE2", 15],
  ["PHASE2/PHASE3", 3],
  ["PHASE3", 10],
  ["PREAPPROVAL", 3],
  ["APPROVAL", 30],
  ["UNKNOWN", 3]
];
var APPROVED_STATUSES = [
  ["ACTIVE", 60],
  ["APPROVED_NOT_MARKETED", 5],
  ["CONDITIONAL", 5],
  ["SUSPENDED", 2],
  ["WITHDRAWN_VOLUNTARY", 4],
  ["WITHDRAWN_FORCED", 1],
  ["REVOKED", 1],
  ["LAPSED_SUNSET", 2],
  ["EXPIRED", 2],
  ["UNKNOWN", 2],
  ["REFUSED", 1],
  ["WITHDRAWN_DURING_REVIEW", 1]
];
var NOT_APPROVED = ["REFUSED", "WITHDRAWN_DURING_REVIEW"];
function buildPlan(seed, scale, today) {
  const counts = SCALES[scale];
  const todayDay = dayNumberOf(today);
  const plan = {
    seed,
    scale,
    today,
    todayDay,
    counts,
    genes: [],
    drugs: [],
    trials: [],
    pubs: [],
    regs: [],
    patents: [],
    geneBySymbol: /* @__PURE__ */ new Map()
  };
  planGenes(plan, new Rng(seed, "plan-genes"));
  planDrugs(plan, new Rng(seed, "plan-drugs"));
  planTrials(plan, new Rng(seed, "plan-trials"));
  planPubs(plan, new Rng(seed, "plan-pubs"));
  planRegs(plan, new Rng(seed, "plan-regs"));
  planPatents(plan, new Rng(seed, "plan-patents"));
  return plan;
}
function planGenes(plan, rng) {
  const n = Math.max(plan.counts.genecore, GENES.length);
  for (let i = 0; i < n; i++) {
    const fact = i < GENES.length ? GENES[i] : syntheticGene(rng, i - GENES.length);
    plan.genes.push({ fact, synthetic: i >= GENES.length, drugs: [] });
    plan.geneBySymbol.set(fact.symbol, i);
  }
}
function stemOfType(type) {
  const stem = DRUG_STEMS.find((s) => s.drugType === type);
  if (!stem) throw new Error(`drug-stems vocabulary has no stem of drug type ${type}`);
  return stem;
}
function geneIndex(plan, symbol) {
  const i = plan.geneBySymbol.get(symbol);
  if (i === void 0) throw new Error(`a drug stem targets ${symbol}, which is not in the gene vocabulary`);
  return i;
}
function makeName(rng, stem, used) {
  for (let attempt = 0; ; attempt++) {
    const syl = attempt > 20 ? attempt > 60 ? 4 : 3 : 2;
    let p = "";
    for (let s = 0; s < syl; s++) p += rng.pick(NAME_SYLLABLES);
    const q = rng.pick(NAME_SYLLABLES) + rng.pick(NAME_SYLLABLES);
    const cap = p[0].toUpperCase() + p.slice(1);
    const code = `SVX-${rng.int(100, 9999)}`;
    const name = stem.pattern.replace("{p}", p).replace("{q}", q).replace("{P}", cap).replace("{C}", code);
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}
function makeTradeName(rng, used) {
  for (let attempt = 0; ; attempt++) {
    const extra = attempt > 10 ? rng.pick(NAME_SYLLABLES) : "";
    const t = rng.pick(NAME_SYLLABLES) + extra + rng.pick(NAME_SYLLABLES) + rng.pick(["x", "ra", "vy", "lo", "mza", "tiq", "ndo", "ya"]);
    const name = t[0].toUpperCase() + t.slice(1);
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}
function planDrugs(plan, rng) {
  const total = plan.counts.drugcore;
  const used = /* @__PURE__ */ new Set();
  const usedTrade = /* @__PURE__ */ new Set();
  const stemWeights = DRUG_STEMS.map((s) => [s, s.weight]);
  let forced = 0;
  while (plan.drugs.length < total) {
    const d2 = plan.drugs.length;
    let stem;
    let stage = rng.weighted(STAGE_WEIGHTS);
    if (forced < DRUG_STEMS.length) stem = DRUG_STEMS[forced];
    else if (forced < DRUG_STEMS.length + DRUG_TYPES.length) {
      const type = DRUG_TYPES[forced - DRUG_STEMS.length];
      stem = stemOfType(type);
      stage = "APPROVAL";
    } else stem = rng.weighted(stemWeights);
    const k = forced - DRUG_STEMS.length - DRUG_TYPES.length;
    if (k >= 0 && k < CLINICAL_STAGES.length) stage = CLINICAL_STAGES[k];
    forced++;
    const targets = [];
    if (stem.targets.length > 0) {
      const first = rng.sample(stem.targets, stem.targetType === "PROTEIN FAMILY" ? 2 : 1);
      targets.push(first.map((s) => geneIndex(plan, s)));
      if (stem.drugType === "SMALL_MOLECULE" && stem.targets.length > 2 && rng.chance(0.2)) {
        const second = rng.pick(stem.targets.filter((s) => !first.includes(s)));
        targets.push([geneIndex(plan, second)]);
      }
    }
    const diseases = /* @__PURE__ */ new Set();
    for (const mech of targets) for (const gi of mech) for (const key of plan.genes[gi].fact.diseases) diseases.add(key);
    for (const key of stem.diseases ?? []) diseases.add(key);
    if (diseases.size === 0) diseases.add(rng.pick(DISEASES).key);
    const name = makeName(rng, stem, used);
    const drug2 = {
      name,
      stem,
      targets,
      diseases: [...diseases],
      stage,
      parent: -1,
      children: [],
      salt: null,
      trials: [],
      pubs: [],
      regs: [],
      genes: [],
      tradeName: makeTradeName(rng, usedTrade)
    };
    plan.drugs.push(drug2);
    if (stem.drugType === "SMALL_MOLECULE" && rng.chance(0.18) && plan.drugs.length < total) {
      const salt = rng.pick(SALTS);
      plan.drugs.push({ ...drug2, name: `${name} ${salt}`, parent: d2, children: [], salt, trials: [], pubs: [], regs: [], genes: [], tradeName: drug2.tradeName });
      drug2.children.push(d2 + 1);
    }
  }
  plan.drugs.forEach((drug2, d2) => {
    const genes = /* @__PURE__ */ new Set();
    for (const mech of drug2.targets) for (const gi of mech) genes.add(gi);
    drug2.genes = [...genes].sort((a, b) => a - b);
    for (const gi of drug2.genes) plan.genes[gi].drugs.push(d2);
  });
}
function isOncologyDrug(drug2) {
  return drug2.diseases.some((k) => DISEASE_BY_KEY.get(k)?.oncology);
}
function drugPopularity(drug2) {
  return (isOncologyDrug(drug2) ? 3 : 1) + (drug2.stem.classPhrase.includes("kinase") ? 5 : 0);
}
function weightedPool(items, weight) {
  const pool = [];
  for (const i of items) for (let w = weight(i); w > 0; w--) pool.push(i);
  return pool;
}
function planTrials(plan, rng) {
  const total = plan.counts.trialcore;
  const capable = plan.drugs.map((_, i) => i).filter((i) => plan.drugs[i].parent === -1 && TRIAL_STAGES.includes(plan.drugs[i].stage));
  const approved = capable.filter((i) => plan.drugs[i].stage === "APPROVAL");
  const pool = weightedPool(capable, (i) => drugPopularity(plan.drugs[i]));
  const add = (drugs, phase, disease2) => {
    const t = plan.trials.length;
    plan.trials.push({ drugs, phase, disease: disease2, hasResults: t < 40 || t >= 40 + OVERALL_STATUSES.length && rng.chance(0.3), resultsPubs: [], backgroundPubs: [] });
    for (const d2 of drugs) plan.drugs[d2].trials.push(t);
  };
  for (const d2 of capable) {
    if (plan.trials.length >= total * 0.6) break;
    const drug2 = plan.drugs[d2];
    add([d2], topPhaseOf(drug2.stage), rng.pick(drug2.diseases));
  }
  let forcedPhase4 = false;
  while (plan.trials.length < total) {
    if (pool.length > 0 && rng.chance(0.82)) {
      const d2 = forcedPhase4 || approved.length === 0 ? rng.pick(pool) : rng.pick(approved);
      const drug2 = plan.drugs[d2];
      let phases = phasesUpTo(drug2.stage);
      if (drug2.stage === "APPROVAL") phases = [...phases, "PHASE4", "PHASE4"];
      let phase = rng.chance(0.04) ? "NA" : rng.pick(phases);
      if (!forcedPhase4 && drug2.stage === "APPROVAL") phase = "PHASE4";
      forcedPhase4 = true;
      const drugs = [d2];
      if (approved.length > 1 && rng.chance(0.25)) {
        const c = rng.pick(approved);
        if (c !== d2) drugs.push(c);
      }
      add(drugs, phase, rng.pick(drug2.diseases));
    } else {
      add([], rng.chance(0.8) ? "NA" : null, rng.pick(DISEASES).key);
    }
  }
}
function planPubs(plan, rng) {
  const total = plan.counts.biomedcore;
  const from = plan.todayDay - 365 * 15;
  const days = [];
  for (let i = 0; i < total; i++) days.push(rng.int(from, plan.todayDay - 1));
  days.sort((a, b) => a - b);
  for (let i = 0; i < total; i++) {
    plan.pubs.push({ day: days[i], drug: -1, gene: -1, disease: "", trials: [], references: [], citedBy: [], retracted: i % 97 === 13, backgroundOf: [] });
  }
  const free = [];
  for (let i = 0; i < total; i++) free.push(i);
  const takeFree = () => {
    while (free.length > 0) {
      const k = rng.int(0, free.length - 1);
      const p = free[k];
      free[k] = free[free.length - 1];
      free.pop();
      if (p > total * 0.1) return p;
    }
    return null;
  };
  plan.trials.forEach((trial2, t) => {
    if (!(trial2.hasResults ? rng.chance(0.7) : rng.chance(0.1))) return;
    for (let n = rng.int(1, 2); n > 0; n--) {
      const p = takeFree();
      if (p === null) return;
      const pub = plan.pubs[p];
      pub.trials.push(t);
      pub.drug = trial2.drugs[0] ?? -1;
      pub.disease = trial2.disease;
      trial2.resultsPubs.push(p);
    }
  });
  const drugPool = weightedPool(plan.drugs.map((_, i) => i), (i) => drugPopularity(plan.drugs[i]));
  const targetGenes = plan.genes.map((_, i) => i).filter((i) => plan.genes[i].drugs.length > 0 || !plan.genes[i].synthetic);
  for (const pub of plan.pubs) {
    if (pub.trials.length > 0) continue;
    const r = rng.float();
    if (r < 0.7) {
      pub.drug = rng.pick(drugPool);
      pub.disease = rng.pick(plan.drugs[pub.drug].diseases);
    } else if (r < 0.85) {
      pub.gene = rng.pick(targetGenes);
      pub.disease = rng.pick(plan.genes[pub.gene].fact.diseases.length > 0 ? plan.genes[pub.gene].fact.diseases : DISEASES.map((x) => x.key));
    } else {
      pub.disease = rng.pick(DISEASES).key;
    }
  }
  plan.pubs.forEach((pub, p) => {
    if (pub.drug >= 0) plan.drugs[pub.drug].pubs.push(p);
  });
  plan.trials.forEach((trial2, t) => {
    const d2 = trial2.drugs[0];
    if (d2 === void 0) return;
    const candidates = plan.drugs[d2].pubs.filter((p) => !plan.pubs[p].trials.length);
    for (const p of rng.sample(candidates, rng.int(0, 3))) {
      trial2.backgroundPubs.push(p);
      plan.pubs[p].backgroundOf.push(t);
    }
  });
  for (let i = 1; i < total; i++) {
    const pub = plan.pubs[i];
    const want = rng.int(0, 10);
    const refs = /* @__PURE__ */ new Set();
    const related = pub.drug >= 0 ? plan.drugs[pub.drug].pubs : [];
    for (let n = 0; n < want * 2 && refs.size < want; n++) {
      let j;
      if (related.length > 0 && rng.chance(0.4)) j = rng.pick(related);
      else j = Math.floor(i * rng.float() ** 2);
      if (j < i && plan.pubs[j].day <= pub.day) refs.add(j);
    }
    pub.references = [...refs];
    for (const j of pub.references) plan.pubs[j].citedBy.push(i);
  }
}
function planRegs(plan, rng) {
  const total = plan.counts.regulatorycore;
  const approved = plan.drugs.map((_, i) => i).filter((i) => plan.drugs[i].parent === -1 && plan.drugs[i].stage === "APPROVAL");
  const preapproval = plan.drugs.map((_, i) => i).filter((i) => plan.drugs[i].parent === -1 && plan.drugs[i].stage === "PREAPPROVAL");
  if (approved.length === 0) return;
  const usedNames = /* @__PURE__ */ new Set();
  let product = 0;
  let statusCover = 0;
  let fdaCount = 0;
  let emaCount = 0;
  const push = (drug2, agency, status, name, generic) => {
    const r = plan.regs.length;
    const d2 = plan.drugs[drug2];
    const drugs = [drug2];
    for (const c of d2.children) if (rng.chance(0.5)) drugs.push(c);
    const ordinal = agency === "FDA" ? fdaCount++ : emaCount++;
    plan.regs.push({
      drug: drug2,
      drugs,
      agency,
      twin: -1,
      status,
      name,
      product,
      generic,
      ordinal,
      sections: agency === "FDA" ? rng.int(6, 14) : rng.int(6, 13)
    });
    for (const x of drugs) plan.drugs[x].regs.push(r);
    return r;
  };
  const nextStatus = (firstOfDrug) => {
    if (!firstOfDrug && statusCover < AUTHORIZATION_STATUSES.length) return AUTHORIZATION_STATUSES[statusCover++];
    const s = rng.weighted(APPROVED_STATUSES);
    return firstOfDrug && NOT_APPROVED.includes(s) ? "ACTIVE" : s;
  };
  while (plan.regs.length < total) {
    const pre = preapproval.length > 0 && product % 12 === 11;
    const drug2 = pre ? rng.pick(preapproval) : approved[product % approved.length];
    const d2 = plan.drugs[drug2];
    const first = d2.regs.length === 0;
    const generic = !pre && !first && d2.stem.drugType === "SMALL_MOLECULE" && rng.chance(0.4);
    const name = first ? d2.tradeName : generic ? `${d2.name.split(" ")[0]} ${rng.pick(["Tablets", "Capsules", "Injection"])}` : makeTradeName(rng, usedNames);
    if (pre) {
      push(drug2, rng.chance(0.5) ? "FDA" : "EMA", rng.pick(NOT_APPROVED), name, false);
    } else if (generic) {
      push(drug2, "FDA", nextStatus(false), name, true);
    } else {
      const layout = rng.float();
      const fdaStatus = nextStatus(first);
      if (layout < 0.45 && plan.regs.length + 1 < total) {
        const f = push(drug2, "FDA", fdaStatus, name, false);
        const e = push(drug2, "EMA", nextStatus(first), name, false);
        plan.regs[f].twin = e;
        plan.regs[e].twin = f;
      } else {
        push(drug2, layout < 0.8 ? "FDA" : "EMA", fdaStatus, name, false);
      }
    }
    product++;
  }
}
function planPatents(plan, rng) {
  const total = plan.counts.patentcore;
  const families = Math.max(1, Math.round(total / 2.2));
  const start = plan.todayDay - 365 * 20;
  const span = plan.todayDay - 600 - start;
  let family = 0;
  while (plan.patents.length < total) {
    const size = Math.min(total - plan.patents.length, rng.weighted([[1, 4], [2, 3], [3, 2], [4, 1]]));
    const first = plan.patents.length;
    const day = start + Math.floor((family + rng.float()) * span / families) % span;
    const drugs = rng.chance(0.6) ? [rng.int(0, plan.drugs.length - 1)] : [];
    const d2 = drugs[0];
    const pubPool = d2 !== void 0 && plan.drugs[d2].pubs.length > 0 ? plan.drugs[d2].pubs : null;
    const pubs = /* @__PURE__ */ new Set();
    for (let n = rng.int(0, 3); n > 0; n--) {
      const p = pubPool ? rng.pick(pubPool) : rng.int(0, plan.pubs.length - 1);
      if (plan.pubs[p].day <= day) pubs.add(p);
    }
    const members = [];
    for (let m = 0; m < size; m++) members.push(first + m);
    for (let m = 0; m < size; m++) {
      const cited = /* @__PURE__ */ new Set();
      if (first > 0) for (let n = rng.int(0, 6); n > 0; n--) cited.add(Math.floor(first * rng.float() ** 1.5));
      plan.patents.push({
        family,
        representative: first,
        members,
        day,
        cited: [...cited],
        citedBy: [],
        drugs: m === 0 ? drugs : rng.chance(0.5) ? drugs : [],
        pubs: [...pubs]
      });
    }
    family++;
  }
  plan.patents.forEach((pat, i) => {
    for (const j of pat.cited) plan.patents[j].citedBy.push(i);
  });
}

// src/sandbox/generate/vocab/mesh.ts
var ALL_DESCRIPTORS = [...DISEASES.map((x) => x.mesh), ...GENERAL_MESH];
var IDS = new Map(ALL_DESCRIPTORS.map((name, i) => [name, `D9${String(1e4 + i * 37).padStart(5, "0")}`]));
function meshIdOf(name) {
  const id = IDS.get(name);
  if (!id) throw new Error(`meshIdOf: "${name}" is not in the descriptor list`);
  return id;
}

// src/sandbox/generate/vocab/places.ts
var COUNTRIES = [
  ["US", 30],
  ["CN", 14],
  ["JP", 6],
  ["DE", 6],
  ["GB", 6],
  ["FR", 5],
  ["IT", 4],
  ["ES", 4],
  ["CA", 4],
  ["KR", 4],
  ["AU", 3],
  ["NL", 3],
  ["CH", 2],
  ["SE", 2],
  ["BE", 2],
  ["DK", 2],
  ["FI", 2],
  ["PL", 2],
  ["BR", 2],
  ["IN", 3],
  ["IL", 1],
  ["AT", 1],
  ["NO", 1],
  ["IE", 1],
  ["SG", 1],
  ["TW", 1],
  ["MX", 1],
  ["AR", 1],
  ["ZA", 1],
  ["TR", 1],
  ["RU", 1],
  ["CZ", 1],
  ["HU", 1],
  ["PT", 1],
  ["GR", 1],
  ["NZ", 1]
];
var CITIES = {
  US: ["Boston", "Houston", "Baltimore", "Rochester", "Seattle", "San Francisco", "New York", "Chicago", "Nashville"],
  CN: ["Beijing", "Shanghai", "Guangzhou", "Wuhan", "Chengdu"],
  JP: ["Tokyo", "Osaka", "Kyoto", "Nagoya"],
  DE: ["Berlin", "Heidelberg", "Munich", "Hamburg"],
  GB: ["London", "Oxford", "Cambridge", "Manchester"],
  FR: ["Paris", "Lyon", "Villejuif", "Marseille"],
  IT: ["Milan", "Rome", "Naples"],
  ES: ["Madrid", "Barcelona", "Valencia"],
  CA: ["Toronto", "Montreal", "Vancouver"],
  KR: ["Seoul", "Busan"],
  AU: ["Melbourne", "Sydney"],
  NL: ["Amsterdam", "Utrecht", "Leiden"],
  CH: ["Zurich", "Basel", "Geneva"],
  SE: ["Stockholm", "Uppsala"],
  BE: ["Leuven", "Brussels"],
  DK: ["Copenhagen", "Aarhus"],
  FI: ["Helsinki", "Turku", "Oulu"],
  PL: ["Warsaw", "Krakow"],
  BR: ["Sao Paulo", "Porto Alegre"],
  IN: ["Mumbai", "New Delhi", "Bangalore"],
  IL: ["Tel Aviv", "Jerusalem"],
  AT: ["Vienna"],
  NO: ["Oslo"],
  IE: ["Dublin"],
  SG: ["Singapore"],
  TW: ["Taipei"],
  MX: ["Mexico City"],
  AR: ["Buenos Aires"],
  ZA: ["Cape Town"],
  TR: ["Istanbul"],
  RU: ["Moscow"],
  CZ: ["Prague"],
  HU: ["Budapest"],
  PT: ["Lisbon"],
  GR: ["Athens"],
  NZ: ["Auckland"]
};
var INSTITUTION_PATTERNS = [
  "{city} University Hospital",
  "University of {city} School of Medicine",
  "{city} Cancer Center",
  "Institute of Molecular Medicine, {city}",
  "{city} Clinical Research Institute",
  "{city} Medical University",
  "Department of Oncology, {city} General Hospital",
  "Center for Translational Research, {city}"
];

// src/sandbox/generate/publications.ts
function institution(seed, k) {
  const rng = new Rng(seed, "institution", k);
  const country = rng.weighted(COUNTRIES);
  const city = rng.pick(CITIES[country] ?? ["Capital City"]);
  const name = rng.pick(INSTITUTION_PATTERNS).replace("{city}", city);
  return { name, ror: `https://ror.org/0${rng.chars(6, "abcdefghijklmnopqrstuvwxyz0123456789")}${rng.digits(2)}`, country };
}
function publication(ctx, p) {
  const { plan } = ctx;
  const pub = plan.pubs[p];
  const rng = new Rng(ctx.seed, "biomedcore", p);
  const dis = disease(pub.disease || "nsclc");
  const drug2 = pub.drug >= 0 ? plan.drugs[pub.drug] : null;
  const gene2 = pub.gene >= 0 ? plan.genes[pub.gene].fact : null;
  const targetGene = drug2 && drug2.genes.length > 0 ? plan.genes[drug2.genes[0]].fact : gene2;
  const isResults = pub.trials.length > 0;
  const isReview = !isResults && rng.chance(0.15);
  let title;
  if (isResults && drug2) {
    title = `${capitalize(drug2.name)} versus standard therapy in ${dis.phrase}: results of a ${rng.pick(["randomised phase 3", "multicentre phase 2", "open-label phase 1b"])} trial`;
  } else if (isReview) {
    title = `${capitalize(drug2 ? drug2.stem.classPhrase : targetGene ? `${targetGene.symbol}-targeted therapy` : "treatment")} in ${dis.phrase}: a review of current evidence`;
  } else if (drug2) {
    title = rng.pick([
      `Efficacy and safety of ${drug2.name}, a ${drug2.stem.classPhrase}, in ${dis.phrase}`,
      `Real-world outcomes with ${drug2.name} for ${dis.phrase}`,
      `Mechanisms of resistance to the ${drug2.stem.classPhrase} ${drug2.name} in ${dis.phrase}`
    ]);
  } else if (gene2) {
    title = rng.pick([
      `${gene2.symbol} (${gene2.name}) expression predicts outcome in ${dis.phrase}`,
      `Functional characterisation of ${gene2.symbol} variants in ${dis.phrase}`
    ]);
  } else {
    title = `Incidence and risk factors of ${dis.phrase}: a population-based cohort study`;
  }
  const oncologyLine = dis.oncology ? rng.pick([
    "Patients with cancer remain at high risk of progression despite treatment.",
    "Carcinoma subtypes differed in their response to therapy.",
    "This cancer setting lacks effective options after first-line carcinoma treatment."
  ]) : "";
  const sentences = [
    `Background: ${capitalize(dis.phrase)} remains a major clinical challenge. ${oncologyLine}`.trim(),
    drug2 ? `We evaluated ${drug2.name}, a ${drug2.stem.classPhrase}${targetGene ? ` targeting ${targetGene.symbol}` : ""}.` : "",
    gene2 ? `We examined the role of ${gene2.symbol} in disease biology.` : "",
    isResults ? `Participants were randomly assigned to ${drug2?.name ?? "the intervention"} or control.` : "",
    paragraph(rng, FILLER_SENTENCES, 1, 3),
    `Conclusions: These findings inform the management of ${dis.phrase}.`
  ].filter(Boolean);
  const abstract = rng.chance(0.03) ? null : sentences.join(" ");
  const nAuthors = rng.int(1, 9);
  const people = Array.from({ length: nAuthors }, () => person(rng));
  const authorsMetadata = people.map((pp, k) => ({
    name: indexedName(pp),
    nameRaw: fullName(pp),
    orcid: rng.chance(0.5) ? `0009-000${rng.int(1, 9)}-${rng.digits(4)}-${rng.digits(3)}${rng.pick(["0", "1", "5", "X"])}` : null,
    position: k + 1,
    affiliations: Array.from({ length: rng.weighted([[0, 1], [1, 8], [2, 2]]) }, () => {
      const inst = institution(ctx.seed, rng.int(0, 149));
      return { name: inst.name, nameRaw: `${inst.name}, ${inst.country}`, ror: inst.ror, countryCode: inst.country };
    })
  }));
  const meshTerms = [dis.mesh, ...rng.sample(GENERAL_MESH, rng.int(2, 6))];
  const substances = [];
  const substanceIds = [];
  if (drug2) {
    substances.push(drug2.name);
    substanceIds.push(`C9${String(pub.drug).padStart(6, "0")}`);
  }
  const publicationTypes = ["Journal Article"];
  if (isResults) publicationTypes.push("Randomized Controlled Trial", rng.pick(["Clinical Trial, Phase III", "Clinical Trial, Phase II", "Multicenter Study"]));
  else if (isReview) publicationTypes.push("Review");
  else if (rng.chance(0.3)) publicationTypes.push(rng.pick(PUBLICATION_TYPES_EXTRA));
  if (pub.retracted) publicationTypes.push("Retracted Publication");
  const hasFulltext = rng.chance(0.3);
  const history = historyOf(ctx, "biomedcore", p);
  const journalIndex = rng.int(0, JOURNAL_WORDS.length - 1);
  const year = yearOfDayNumber(pub.day);
  const pmid = rng.chance(0.97) ? String(9e7 + p) : null;
  return {
    serviceId: ctx.id("biomedcore", p),
    pmid,
    pmcid: rng.chance(0.4) ? `PMC9${String(p).padStart(6, "0")}` : null,
    doi: rng.chance(0.92) ? `10.5555/sv.${year}.${String(p).padStart(6, "0")}` : null,
    title,
    abstract,
    authors: authorsMetadata.map((a) => a.name),
    journal: JOURNAL_WORDS[journalIndex],
    issn: `9${String(journalIndex).padStart(3, "0")}-${String(1e3 + journalIndex * 7).slice(0, 3)}${rng.chance(0.1) ? "X" : journalIndex % 10}`,
    volumeIssue: rng.chance(0.8) ? `${year - 1990}(${rng.int(1, 12)})` : rng.chance(0.5) ? String(year - 1990) : null,
    language: rng.weighted(LANGUAGES),
    publicationDate: rng.chance(0.1) ? `${year}-01-01` : ctx.date(pub.day),
    lastUpdateDate: ctx.date(history.lastUpdateDay),
    createDate: ctx.date(history.createDay),
    publicationTypes,
    isRetracted: pub.retracted ? true : rng.chance(0.02) ? null : false,
    citationCount: pub.citedBy.length,
    journalQualityJufo: journalIndex % 5 === 4 ? null : journalIndex % 4,
    meshTerms,
    keywords: [dis.phrase, ...drug2 ? [drug2.stem.classPhrase] : [], ...targetGene ? [targetGene.symbol] : []],
    substances,
    hasFulltext,
    fulltext: hasFulltext ? `${title}

Introduction
${sentences.join(" ")}

Methods
${paragraph(rng, FILLER_SENTENCES, 3, 6)}

Results
${paragraph(rng, FILLER_SENTENCES, 3, 6)}

Discussion
${sentences[0]} ${paragraph(rng, FILLER_SENTENCES, 2, 4)}` : null,
    authorsMetadata,
    meshIds: meshTerms.map(meshIdOf),
    substanceIds,
    // Registered trials first, then trials that cite this paper as background (mirrored links).
    referencesTrialCore: ctx.ids("trialcore", [...pub.trials, ...pub.backgroundOf]),
    references: ctx.ids("biomedcore", pub.references),
    citedBy: ctx.ids("biomedcore", pub.citedBy)
  };
}

// src/sandbox/generate/cover.ts
function cover(index, values, draw) {
  return index >= 0 && index < values.length ? values[index] : draw();
}

// src/sandbox/generate/regulatory.ts
var FDA_DESIGNATIONS = ["PRIORITY_REVIEW", "BREAKTHROUGH_THERAPY", "FAST_TRACK", "RMAT", "ACCELERATED_APPROVAL"];
var EMA_DESIGNATIONS = ["ACCELERATED_ASSESSMENT", "PRIME", "CONDITIONAL_MA", "EXCEPTIONAL_CIRCUMSTANCES"];
var DESIGNATION_INFO = {
  PRIORITY_REVIEW: { axis: "REVIEW_ACCELERATION", nativeName: "Priority Review", basis: null },
  ACCELERATED_ASSESSMENT: { axis: "REVIEW_ACCELERATION", nativeName: "Accelerated assessment", basis: null },
  BREAKTHROUGH_THERAPY: { axis: "DEVELOPMENT_SUPPORT", nativeName: "Breakthrough Therapy", basis: null },
  FAST_TRACK: { axis: "DEVELOPMENT_SUPPORT", nativeName: "Fast Track", basis: null },
  RMAT: { axis: "DEVELOPMENT_SUPPORT", nativeName: "Regenerative Medicine Advanced Therapy", basis: null },
  PRIME: { axis: "DEVELOPMENT_SUPPORT", nativeName: "PRIME", basis: null },
  ACCELERATED_APPROVAL: { axis: "EARLY_ACCESS_BASIS", nativeName: "Accelerated Approval", basis: "SURROGATE_ENDPOINT" },
  CONDITIONAL_MA: { axis: "EARLY_ACCESS_BASIS", nativeName: "Conditional marketing authorisation", basis: "INCOMPLETE_DATA" },
  EXCEPTIONAL_CIRCUMSTANCES: { axis: "EARLY_ACCESS_BASIS", nativeName: "Exceptional circumstances", basis: "UNCONFIRMABLE_DATA" }
};
var WITHDRAWN2 = /* @__PURE__ */ new Set(["WITHDRAWN_VOLUNTARY", "WITHDRAWN_FORCED", "REVOKED", "SUSPENDED", "LAPSED_SUNSET", "EXPIRED"]);
var NEVER_AUTHORIZED = /* @__PURE__ */ new Set(["REFUSED", "WITHDRAWN_DURING_REVIEW"]);
var pad2 = (n, w) => String(n).padStart(w, "0");
function procedureType(rp, drugType) {
  if (rp.agency === "FDA") {
    if (rp.ordinal === 3) return "UNKNOWN";
    if (rp.generic) return "ANDA";
    return drugType === "SMALL_MOLECULE" || drugType === "OLIGOSACCHARIDE" ? "NDA" : "BLA";
  }
  return cover(rp.ordinal - 5, ["CENTRALISED_VETERINARY", "WITHDRAWAL_VETERINARY", "UNKNOWN"], () => rp.status === "WITHDRAWN_DURING_REVIEW" ? "WITHDRAWAL_HUMAN" : "CENTRALISED_HUMAN");
}
function designations(rng, rp, indication) {
  const pool = rp.agency === "FDA" ? FDA_DESIGNATIONS : EMA_DESIGNATIONS;
  const types = /* @__PURE__ */ new Set();
  if (rp.ordinal < pool.length) types.add(pool[rp.ordinal]);
  if (rp.agency === "EMA" && rp.status === "CONDITIONAL") types.add("CONDITIONAL_MA");
  if (rp.agency === "FDA" && rp.status === "CONDITIONAL") types.add("ACCELERATED_APPROVAL");
  for (const t of rng.sample(pool, rng.weighted([[0, 5], [1, 3], [2, 1]]))) {
    if (t !== "CONDITIONAL_MA" && t !== "EXCEPTIONAL_CIRCUMSTANCES") types.add(t);
  }
  return [...types].map((type) => {
    const info = DESIGNATION_INFO[type];
    return {
      axis: info.axis,
      type,
      agency: rp.agency,
      nativeName: info.nativeName,
      basis: info.basis,
      indication: type === "ACCELERATED_APPROVAL" ? indication : null,
      postMarketingObligation: info.axis === "EARLY_ACCESS_BASIS" ? true : rng.chance(0.2) ? null : false
    };
  });
}
function regulatory(ctx, r) {
  const { plan } = ctx;
  const rp = plan.regs[r];
  const rng = new Rng(ctx.seed, "regulatorycore", r);
  const product = new Rng(ctx.seed, "product", rp.product);
  const dp = plan.drugs[rp.drug];
  const dis = disease(dp.diseases[0]);
  const serviceId = ctx.id("regulatorycore", r);
  const holder = rp.generic ? company(rng) : company(product);
  const firstDay = ctx.todayDay - product.int(400, 9e3);
  const authDay = rp.agency === "FDA" ? firstDay + rng.int(0, 200) : firstDay + rng.int(100, 500);
  const neverAuthorized = NEVER_AUTHORIZED.has(rp.status);
  const withdrawn = WITHDRAWN2.has(rp.status);
  const history = historyOf(ctx, "regulatorycore", r);
  const drugType = dp.stem.drugType;
  const indication = `${capitalize(rp.name)} is a ${dp.stem.classPhrase} indicated for the treatment of adult patients with ${dis.phrase}.`;
  const therapeuticIndication = rp.agency === "FDA" && rng.chance(0.3) ? `${indication} ${dp.diseases.slice(1).map((k) => `It is also indicated for ${disease(k).phrase}.`).join(" ")} Limitations of use: not recommended in combination with other ${dp.stem.classPhrase} therapy.`.replace(/\s+/g, " ") : indication;
  const sourceDate = ctx.date(Math.min(ctx.todayDay, authDay + rng.int(30, 2e3)));
  const layout = sectionLayout(rp.agency, rp.sections);
  const docUrl = rp.agency === "FDA" ? `https://www.accessdata.fda.gov/drugsatfda_docs/label/sv/${r}lbl.pdf` : `https://www.ema.europa.eu/en/documents/product-information/sv-${r}_en.pdf`;
  const sections = layout.map((spec, j) => ({
    documentSectionId: sectionId(ctx.seed, r, j),
    serviceId,
    docType: spec.docType,
    path: spec.path,
    title: spec.title,
    textType: spec.textType,
    sourceUrl: rng.chance(0.95) ? docUrl : null,
    sourceDate,
    content: sectionContent(rng, spec.title, rp.name, dp.name, indication, dp.stem.classPhrase, dis.phrase)
  }));
  const appNumber = `${rp.generic ? "ANDA" : drugType === "SMALL_MOLECULE" || drugType === "OLIGOSACCHARIDE" ? "NDA" : "BLA"}9${pad2(r, 5)}`;
  const vet = rp.agency === "EMA" && (rp.ordinal === 5 || rp.ordinal === 6);
  const productNumber = `EMEA/${vet ? "V" : "H"}/C/${r < 1e4 ? `00${pad2(r, 4)}` : pad2(r, 6)}`;
  const twin = rp.twin >= 0 ? plan.regs[rp.twin] : null;
  const uuid = () => `${rng.chars(8, "0123456789abcdef")}-${rng.chars(4, "0123456789abcdef")}-4${rng.chars(3, "0123456789abcdef")}-a${rng.chars(3, "0123456789abcdef")}-${rng.chars(12, "0123456789abcdef")}`;
  const withdrawalDay = withdrawn && history.lastUpdateDay !== null ? history.lastUpdateDay : null;
  const record = {
    serviceId,
    agency: rp.agency,
    name: rp.name,
    activeSubstance: dp.name,
    moleculeType: drugType,
    authorizationStatus: rp.status,
    procedureType: procedureType(rp, drugType),
    therapeuticIndication,
    marketingAuthorisationHolder: holder,
    authorizationDate: neverAuthorized ? null : ctx.date(authDay),
    firstAuthorizationDate: neverAuthorized ? null : ctx.date(firstDay),
    lastUpdateDate: ctx.date(history.lastUpdateDay),
    createDate: ctx.date(history.createDay),
    sourceUrl: rp.agency === "FDA" ? `https://www.accessdata.fda.gov/scripts/cder/daf/index.cfm?event=overview.process&ApplNo=9${pad2(r, 5)}` : `https://www.ema.europa.eu/en/medicines/human/EPAR/${rp.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
    isOrphan: rng.chance(0.05) ? null : rng.chance(0.15),
    designations: neverAuthorized ? [] : designations(rng, rp, indication),
    authorizationsByAgency: twin ? [{ serviceId: ctx.id("regulatorycore", rp.twin), agency: twin.agency, name: twin.name, authorizationStatus: twin.status }] : [],
    documentSections: sections.map(({ content: _content, ...toc }, j) => ({ ...toc, docType: layout[j].docType })),
    emaDetails: rp.agency === "EMA" ? {
      productNumber,
      category: vet ? "Veterinary" : "Human",
      opinionStatus: neverAuthorized ? "Negative" : "Positive",
      pharmacotherapeuticGroup: capitalize(dp.stem.classPhrase),
      patientSafety: rng.chance(0.2) ? "Additional risk minimisation measures" : null,
      latestProcedure: `${productNumber}/II/${pad2(rng.int(1, 120), 4)}`,
      smpcUrl: neverAuthorized ? null : docUrl,
      isBiosimilar: drugType !== "SMALL_MOLECULE" && rng.chance(0.1),
      isAdvancedTherapy: drugType === "CELL" || drugType === "GENE",
      isGenericOrHybrid: rng.chance(0.1),
      additionalMonitoring: rng.chance(0.3),
      revisionNumber: neverAuthorized ? null : rng.int(0, 40),
      smpcDate: neverAuthorized ? null : sourceDate,
      opinionAdoptedDate: ctx.date(authDay - rng.int(50, 70)),
      europeanCommissionDecisionDate: neverAuthorized ? null : ctx.date(authDay),
      withdrawalOfApplicationDate: rp.status === "WITHDRAWN_DURING_REVIEW" ? ctx.date(authDay - 30) : null,
      refusalOfMarketingAuthorisationDate: rp.status === "REFUSED" ? ctx.date(authDay) : null,
      withdrawalExpiryRevocationLapseDate: ctx.date(withdrawalDay),
      firstPublishedDate: ctx.date(authDay + rng.int(10, 40))
    } : null,
    fdaDetails: rp.agency === "FDA" ? {
      applicationNumber: appNumber,
      prescriptionClass: rng.chance(0.95) ? "Prescription" : "Over-the-counter",
      submissionClassCode: rng.pick(["TYPE 1", "TYPE 2", "TYPE 3", "TYPE 5", null]),
      labelDate: sourceDate,
      labelUrl: rng.chance(0.95) ? docUrl : null,
      withdrawalDate: ctx.date(withdrawalDay),
      withdrawalReason: withdrawalDay !== null ? rng.pick(["Discontinued by sponsor", "Safety concerns", "Not marketed"]) : null,
      withdrawalSourceUrl: withdrawalDay !== null ? `https://www.federalregister.gov/sv/${r}` : null,
      ndc: Array.from({ length: rng.int(0, 3) }, (_, k) => `${9e3 + r % 1e3}-${pad2(Math.floor(r / 1e3) * 10 + k, 4)}`),
      splSetId: rng.chance(0.9) ? [uuid()] : []
    } : null,
    referencesDrugCore: ctx.ids("drugcore", rp.drugs)
  };
  if (deletedSectionDay(r, history.sectionDays) !== null) {
    const spec = deletedSectionSpec(rp.agency);
    const own = new Rng(ctx.seed, "deleted-section", r);
    sections.push({
      documentSectionId: sectionId(ctx.seed, r, FIRST_DELETED_SLOT),
      serviceId,
      ...spec,
      sourceUrl: docUrl,
      sourceDate,
      content: sectionContent(own, spec.title, rp.name, dp.name, indication, dp.stem.classPhrase, dis.phrase)
    });
  }
  return { record, sections };
}
function sectionContent(rng, title, brand, substance, indication, classPhrase, dis) {
  if (rng.chance(0.01)) return null;
  const t = title.toLowerCase();
  if (t.includes("indication")) return indication;
  if (t.includes("mechanism") || t.includes("pharmacodynamic")) return `${capitalize(substance)} is a ${classPhrase}. ${paragraph(rng, FILLER_SENTENCES, 1, 2)}`;
  if (t.includes("clinical stud") || t.includes("scientific") || t.includes("medical review")) {
    return `The efficacy of ${brand} (${substance}) was evaluated in a randomised trial in patients with ${dis}. ${paragraph(rng, FILLER_SENTENCES, 2, 4)}`;
  }
  return `${title}: ${capitalize(brand)} (${substance}). ${paragraph(rng, FILLER_SENTENCES, 1, 3)}`;
}

// src/sandbox/generate/revisions.ts
var Revisions = class {
  constructor(ctx) {
    this.ctx = ctx;
  }
  ctx;
  byDay = /* @__PURE__ */ new Map();
  /** On `day` these fields changed; before it they held `before`. An earlier call for the same day and field wins. */
  add(day, before) {
    const f = this.byDay.get(day) ?? {};
    for (const [k, v] of Object.entries(before)) if (!(k in f)) f[k] = v;
    this.byDay.set(day, f);
  }
  list() {
    return [...this.byDay.entries()].sort((a, b) => a[0] - b[0]).map(([day, before]) => ({ day: this.ctx.date(day), before }));
  }
};
function revisionsOf(ctx, core, index, record, h) {
  const rec = record;
  const rng = new Rng(ctx.seed, `revisions-${core}`, index);
  const out = new Revisions(ctx);
  const firstSeen = h.createDay ?? FIRST_DAY;
  switch (core) {
    case "trialcore":
      trialChanges(ctx, rec, h, firstSeen, rng, out);
      break;
    case "biomedcore":
      publicationChanges(ctx, index, rec, h, rng, out);
      break;
    case "regulatorycore":
      authorizationChanges(rec, h, out);
      break;
    case "drugcore":
      drugChanges(rec, h, out);
      break;
    case "genecore":
      geneChanges(rec, h, out);
      break;
    default:
      break;
  }
  return out.list();
}
var STOPPED = /* @__PURE__ */ new Set(["COMPLETED", "TERMINATED"]);
function trialChanges(ctx, rec, h, firstSeen, rng, out) {
  const status = rec.overallStatus;
  const start = typeof rec.startDate === "string" ? dayNumber(rec.startDate) : null;
  const stopped = status !== null && STOPPED.has(status);
  const statusDay = stopped ? h.updates[0] ?? null : null;
  if (stopped) {
    const seenFinished = statusDay ?? firstSeen;
    const completion = typeof rec.completionDate === "string" ? dayNumber(rec.completionDate) : null;
    if (completion !== null && completion >= seenFinished) {
      const day = Math.max(start !== null ? start + 30 : -Infinity, seenFinished - rng.int(7, 90));
      rec.completionDate = ctx.date(Math.min(day, seenFinished - 1));
    }
    if (statusDay !== null) {
      out.add(statusDay, {
        overallStatus: status === "COMPLETED" ? "ACTIVE_NOT_RECRUITING" : "RECRUITING",
        whyStopped: null,
        // Until it finished, the completion date was the sponsor's estimate.
        completionDate: rec.completionDate === null ? null : ctx.date(dayNumber(rec.completionDate) + rng.int(30, 240))
      });
    }
  }
  if (rec.hasResults === true) {
    const resultsDay = h.updates.length > 1 ? h.updates[h.updates.length - 1] : statusDay;
    const seenWithResults = resultsDay ?? firstSeen;
    if (resultsDay !== null) {
      rec.resultsFirstPostDate = ctx.date(resultsDay);
      out.add(resultsDay, { hasResults: false, resultsFirstPostDate: null, outcomes: withoutResults(rec.outcomes) });
    } else if (typeof rec.resultsFirstPostDate === "string" && dayNumber(rec.resultsFirstPostDate) >= seenWithResults) {
      rec.resultsFirstPostDate = ctx.date(seenWithResults - 1);
    }
  }
}
function withoutResults(outcomes) {
  if (!Array.isArray(outcomes)) return outcomes;
  return outcomes.map((o) => o && typeof o === "object" ? { ...o, measurements: [] } : o);
}
function publicationChanges(ctx, index, rec, h, rng, out) {
  const pub = ctx.plan.pubs[index];
  const created = h.createDay ?? -Infinity;
  const inLife = (d2) => d2 > created && (h.deleteDay === null || d2 < h.deleteDay);
  const deltas = /* @__PURE__ */ new Map();
  const move = (day, by) => {
    deltas.set(day, (deltas.get(day) ?? 0) + by);
  };
  let count = 0;
  for (const j of pub.citedBy) {
    const c = historyOf(ctx, "biomedcore", j);
    const arrives = c.createDay !== null && c.createDay > created ? c.createDay : null;
    if (arrives === null) {
      if (c.deleteDay !== null && c.deleteDay <= created) continue;
      count += 1;
    } else if (inLife(arrives)) move(arrives, 1);
    else continue;
    if (c.deleteDay !== null && inLife(c.deleteDay)) move(c.deleteDay, -1);
  }
  if (typeof rec.citationCount === "number") {
    for (const [day, by] of [...deltas.entries()].sort((a, b) => a[0] - b[0])) {
      out.add(day, { citationCount: count });
      count += by;
    }
    rec.citationCount = count;
  }
  if (rec.isRetracted === true && h.updates.length > 0) {
    const day = h.updates[h.updates.length - 1];
    const types = Array.isArray(rec.publicationTypes) ? rec.publicationTypes.filter((t) => t !== "Retracted Publication") : rec.publicationTypes;
    out.add(day, { isRetracted: false, publicationTypes: types });
  }
  if (rec.hasFulltext === true && h.updates.length > 0 && rng.chance(0.5)) {
    out.add(h.updates[0], { hasFulltext: false, fulltext: null });
  }
}
var INACTIVE = /* @__PURE__ */ new Set(["WITHDRAWN_VOLUNTARY", "WITHDRAWN_FORCED", "REVOKED", "SUSPENDED", "LAPSED_SUNSET", "EXPIRED"]);
function authorizationChanges(rec, h, out) {
  const status = rec.authorizationStatus;
  if (INACTIVE.has(status) && h.updates.length > 0) {
    const before = { authorizationStatus: "ACTIVE" };
    if (rec.fdaDetails && typeof rec.fdaDetails === "object") {
      before.fdaDetails = { ...rec.fdaDetails, withdrawalDate: null, withdrawalReason: null, withdrawalSourceUrl: null };
    }
    if (rec.emaDetails && typeof rec.emaDetails === "object") {
      before.emaDetails = { ...rec.emaDetails, withdrawalExpiryRevocationLapseDate: null };
    }
    out.add(h.updates[h.updates.length - 1], before);
  }
  const designations2 = Array.isArray(rec.designations) ? rec.designations : [];
  if (designations2.length > 0 && h.updates.length > 1) {
    out.add(h.updates[0], { designations: designations2.slice(0, -1) });
  }
}
function drugChanges(rec, h, out) {
  const stage = rec.maxClinicalStage;
  const rank = STAGE_RANK[stage];
  if (h.updates.length === 0 || rank === void 0 || rank < 2) return;
  const earlier = TRIAL_STAGES.filter((s) => STAGE_RANK[s] < rank).at(-1);
  if (earlier) out.add(h.updates[0], { maxClinicalStage: earlier });
}
function geneChanges(rec, h, out) {
  const liabilities = Array.isArray(rec.safetyLiabilities) ? rec.safetyLiabilities : [];
  if (h.updates.length > 0 && liabilities.length > 0) out.add(h.updates[0], { safetyLiabilities: liabilities.slice(0, -1) });
}
function dayNumber(date2) {
  return Date.parse(`${date2}T00:00:00Z`) / 864e5;
}

// src/sandbox/generate/timelines.ts
function timelineOf(ctx, core, index, record) {
  if (core === "patentcore") {
    const published = "publicationDate" in record && typeof record.publicationDate === "string" ? record.publicationDate : null;
    const granted = "grantDate" in record && typeof record.grantDate === "string" ? record.grantDate : null;
    const timeline2 = { created: published, deleted: null, base: null, updates: [] };
    if (granted !== null && published !== null && granted > published) timeline2.revisions = [{ day: granted, before: { grantDate: null } }];
    return timeline2;
  }
  const h = historyOf(ctx, core, index);
  const timeline = {
    created: ctx.date(h.createDay),
    deleted: ctx.date(h.deleteDay),
    base: ctx.date(h.createDay ?? h.baseDay),
    updates: h.updates.map((d2) => ctx.date(d2))
  };
  const revisions = revisionsOf(ctx, core, index, record, h);
  if (revisions.length > 0) timeline.revisions = revisions;
  return timeline;
}

// src/sandbox/generate/outcomes.ts
var PAIRS = [
  ["MEAN", "STANDARD_DEVIATION", "mg/dL"],
  ["MEDIAN", "FULL_RANGE", "months"],
  ["NUMBER", "CONFIDENCE_95", "percentage of participants"],
  ["COUNT_OF_PARTICIPANTS", "NA", "Participants"],
  ["GEOMETRIC_MEAN", "GEOMETRIC_COEFFICIENT", "ng*h/mL"],
  ["LEAST_SQUARES_MEAN", "STANDARD_ERROR", "points on a scale"],
  ["GEOMETRIC_LEAST_SQUARES_MEAN", "CONFIDENCE_90", "ratio"],
  ["LOG_MEAN", "STANDARD_DEVIATION", "log10 copies/mL"],
  ["COUNT_OF_UNITS", "NA", "lesions"],
  ["MEDIAN", "INTER_QUARTILE_RANGE", "days"],
  ["NUMBER", "CONFIDENCE_80", "percentage of participants"],
  ["MEDIAN", "CONFIDENCE_975", "months"],
  ["NUMBER", "CONFIDENCE_99", "percentage of participants"],
  ["MEAN", "CONFIDENCE_OTHER", "mmHg"],
  ["MEDIAN", "CONFIDENCE_95", "months"],
  ["MEAN", "STANDARD_DEVIATION", "kg"]
];
var TITLES = [
  "Progression-free survival",
  "Overall survival",
  "Objective response rate",
  "Change from baseline in HbA1c",
  "Number of participants with treatment-emergent adverse events",
  "Maximum plasma concentration (Cmax)",
  "Area under the concentration-time curve",
  "Change from baseline in disease activity score",
  "Duration of response",
  "Time to first exacerbation",
  "Change from baseline in LDL cholesterol",
  "Number of new or enlarging lesions"
];
function num(rng, value, digits) {
  const r = rng.float();
  if (r < 0.03) return "NA";
  if (r < 0.045) return ">99";
  if (r < 0.055) return "<0.01";
  return value.toFixed(digits);
}
function measurement(rng, param, disp, group) {
  const base = param === "COUNT_OF_PARTICIPANTS" || param === "COUNT_OF_UNITS" ? rng.int(0, 300) : Math.abs(rng.normal(20, 8));
  const digits = param.startsWith("COUNT") ? 0 : 2;
  const spread = Math.abs(rng.normal(base * 0.2 + 1, 1));
  let dispersionValue = null;
  let lower = null;
  let upper = null;
  if (disp === "STANDARD_DEVIATION" || disp === "STANDARD_ERROR" || disp === "GEOMETRIC_COEFFICIENT") dispersionValue = num(rng, spread, 2);
  else if (disp !== "NA") {
    lower = num(rng, Math.max(0, base - spread), 2);
    upper = num(rng, base + spread, 2);
  }
  return {
    group: group === 0 ? "Experimental arm" : "Control arm",
    groupId: `OG00${group}`,
    classification: rng.chance(0.1) ? "Overall" : null,
    category: param === "COUNT_OF_PARTICIPANTS" && rng.chance(0.3) ? rng.pick(["Responder", "Non-responder"]) : null,
    paramValue: num(rng, base, digits),
    dispersionValue,
    dispersionLowerLimit: lower,
    dispersionUpperLimit: upper
  };
}
function trialOutcomes(rng, t, withResults, arms) {
  const n = rng.int(1, 4);
  const out = [];
  for (let k = 0; k < n; k++) {
    const pair = k === 0 && t < PAIRS.length * 2 ? PAIRS[t % PAIRS.length] : rng.pick(PAIRS);
    const title = rng.pick(TITLES);
    const outcomeType = k === 0 ? "PRIMARY" : t < 8 && k === 1 ? OUTCOME_TYPES[t % OUTCOME_TYPES.length] : rng.weighted([["SECONDARY", 8], ["OTHER_PRE_SPECIFIED", 2], ["POST_HOC", 1]]);
    const groups = Math.max(1, arms);
    out.push({
      outcomeType: rng.chance(0.02) ? null : outcomeType,
      title,
      description: `${title} assessed per protocol.`,
      timeFrame: rng.pick(["Up to 24 months", "Week 52", "Baseline to week 24", "Day 1 to day 28", "Approximately 5 years"]),
      population: withResults ? "Intention-to-treat population" : null,
      units: withResults ? pair[2] : null,
      paramType: withResults ? pair[0] : null,
      dispersionType: withResults ? pair[1] : null,
      measurements: withResults ? Array.from({ length: groups }, (_, g2) => measurement(rng, pair[0], pair[1], g2)) : []
    });
  }
  return out;
}

// src/sandbox/generate/registries.ts
var pad3 = (n, w) => String(n).padStart(w, "0");
function registryId(registry, t, year) {
  switch (registry) {
    case "clinicaltrials_gov":
      return `NCT9${pad3(t, 7)}`;
    case "euctr":
      return `${year}-9${pad3(t % 1e5, 5)}-${pad3(t % 97, 2)}`;
    case "ctis":
      return `${year}-59${pad3(t % 1e4, 4)}-${pad3(t % 89, 2)}-00`;
    case "chictr":
      return `ChiCTR9${pad3(t, 9)}`;
    case "isrctn":
      return `ISRCTN9${pad3(t, 7)}`;
    case "anzctr":
      return `ACTRN9${pad3(t, 13)}`;
    case "jprn":
      return `jRCT9${pad3(t, 9)}`;
    case "ctri":
      return `CTRI/${year}/09/9${pad3(t, 5)}`;
    case "drks":
      return `DRKS9${pad3(t, 7)}`;
  }
}
function registryUrl(registry, id) {
  switch (registry) {
    case "clinicaltrials_gov":
      return `https://clinicaltrials.gov/study/${id}`;
    case "euctr":
      return `https://www.clinicaltrialsregister.eu/ctr-search/search?query=${id}`;
    case "ctis":
      return `https://euclinicaltrials.eu/search-for-clinical-trials/?lang=en&EUCT=${id}`;
    case "chictr":
      return `https://www.chictr.org.cn/showprojEN.html?id=${id}`;
    case "isrctn":
      return `https://www.isrctn.com/${id}`;
    case "anzctr":
      return `https://www.anzctr.org.au/Trial/Registration/TrialReview.aspx?ACTRN=${id}`;
    case "jprn":
      return `https://jrct.niph.go.jp/en-latest-detail/${id}`;
    case "ctri":
      return `https://ctri.nic.in/Clinicaltrials/advsearch.php?trialno=${encodeURIComponent(id)}`;
    case "drks":
      return `https://drks.de/search/en/trial/${id}`;
  }
}
var REGISTRY_HOME = {
  clinicaltrials_gov: "US",
  euctr: "DE",
  ctis: "FR",
  chictr: "CN",
  isrctn: "GB",
  anzctr: "AU",
  jprn: "JP",
  ctri: "IN",
  drks: "DE"
};

// src/sandbox/generate/trials.ts
var CLOSED = /* @__PURE__ */ new Set(["COMPLETED", "TERMINATED", "WITHDRAWN", "SUSPENDED"]);
function trial(ctx, t) {
  const { plan } = ctx;
  const tp = plan.trials[t];
  const rng = new Rng(ctx.seed, "trialcore", t);
  const dis = disease(tp.disease);
  const drugs = tp.drugs.map((d2) => plan.drugs[d2]);
  const main = drugs[0];
  const registry = cover(t, SOURCE_REGISTRIES, () => rng.chance(0.6) ? "clinicaltrials_gov" : rng.pick(SOURCE_REGISTRIES));
  const history = historyOf(ctx, "trialcore", t);
  const startDay = (history.createDay ?? ctx.todayDay - 800) - rng.int(0, 2500);
  const status = tp.hasResults ? rng.weighted([["COMPLETED", 8], ["TERMINATED", 2]]) : cover(t - 40, OVERALL_STATUSES, () => rng.weighted([["RECRUITING", 4], ["COMPLETED", 4], ["ACTIVE_NOT_RECRUITING", 2], ["NOT_YET_RECRUITING", 1], ["UNKNOWN", 1], ["TERMINATED", 1], ["WITHDRAWN", 0.5]]));
  const studyType = ["AVAILABLE", "NO_LONGER_AVAILABLE", "TEMPORARILY_NOT_AVAILABLE", "APPROVED_FOR_MARKETING"].includes(status ?? "") ? "EXPANDED_ACCESS" : tp.phase === "NA" || tp.phase === null ? cover(t, STUDY_TYPES, () => rng.chance(0.6) ? "OBSERVATIONAL" : "INTERVENTIONAL") : "INTERVENTIONAL";
  const completionDay = startDay + rng.int(200, 2200);
  const year = yearOfDayNumber(startDay);
  const id = registryId(registry, t, year);
  const nct = registry === "clinicaltrials_gov" ? id : null;
  const interventionTypes = main ? [main.stem.drugType === "SMALL_MOLECULE" || main.stem.drugType === "UNKNOWN" ? "DRUG" : main.stem.drugType === "GENE" ? "GENETIC" : "BIOLOGICAL"] : [cover(t, INTERVENTION_TYPES, () => rng.pick(["BEHAVIORAL", "DEVICE", "PROCEDURE", "OTHER", "DIAGNOSTIC_TEST", "DIETARY_SUPPLEMENT", "RADIATION"]))];
  if (main && t % 50 === 7) interventionTypes.push("COMBINATION_PRODUCT");
  const interventionNames = drugs.length > 0 ? drugs.map((d2) => d2.name) : [`${capitalize(interventionTypes[0].toLowerCase().replace(/_/g, " "))} intervention`];
  if (drugs.length === 1 && rng.chance(0.5)) interventionNames.push("Placebo");
  const className = main?.stem.classPhrase ?? "non-drug intervention";
  const briefTitle = main ? `${capitalize(main.name)} in ${capitalize(dis.phrase)}` : `${capitalize(interventionNames[0])} for ${capitalize(dis.phrase)}`;
  const officialTitle = `A ${tp.phase && tp.phase !== "NA" ? tp.phase.replace("EARLY_PHASE1", "Early Phase 1").replace(/PHASE/g, "Phase ") : ""} ${rng.pick(["Randomized, Double-Blind", "Open-Label", "Multicenter", "Single-Arm"])} Study of ${interventionNames.join(" Versus ")} (${className}) in Participants With ${capitalize(dis.phrase)}`.replace(/\s+/g, " ");
  const summaryParts = [
    `This study evaluates ${main ? `the ${className} ${main.name}` : interventionNames[0]} in participants with ${dis.phrase}.`,
    dis.oncology ? rng.pick([
      "Eligible participants have cancer that progressed after prior therapy.",
      "Participants with histologically confirmed carcinoma or another advanced cancer are eligible.",
      "The study enrols adults with cancer, including carcinoma of any primary site."
    ]) : "",
    main && main.genes.length > 0 ? `The drug acts on ${main.genes.map((g2) => plan.genes[g2].fact.symbol).join(" and ")}.` : ""
  ].filter(Boolean);
  const arms = main ? drugs.length > 1 || interventionNames.includes("Placebo") ? 2 : 1 : rng.int(1, 2);
  const armGroups = Array.from({ length: arms }, (_, a) => ({
    type: a === 0 ? cover(t, ARM_GROUP_TYPES, () => "EXPERIMENTAL") : interventionNames.includes("Placebo") ? "PLACEBO_COMPARATOR" : rng.chance(0.9) ? "ACTIVE_COMPARATOR" : null,
    title: a === 0 ? `${interventionNames[0]}` : interventionNames[1] ?? "Standard of care",
    description: rng.chance(0.9) ? `Participants receive ${a === 0 ? interventionNames[0] : interventionNames[1] ?? "standard of care"}.` : null
  }));
  const countries = /* @__PURE__ */ new Set([REGISTRY_HOME[registry]]);
  for (let n = rng.weighted([[0, 5], [1, 2], [4, 2], [10, 1]]); n > 0; n--) countries.add(rng.weighted(COUNTRIES));
  const resultsPosted = tp.hasResults;
  const outcomes = trialOutcomes(rng, t, resultsPosted, arms);
  const sponsorType = cover(t, SPONSOR_TYPES, () => main ? rng.weighted([["INDUSTRY", 6], ["OTHER", 3], ["NIH", 0.5], ["NETWORK", 0.5]]) : rng.weighted([["OTHER", 6], ["OTHER_GOV", 1], ["FED", 0.5], ["INDIV", 0.3]]));
  const terminated = status === "TERMINATED" || status === "WITHDRAWN" || status === "SUSPENDED";
  return {
    serviceId: ctx.id("trialcore", t),
    nctId: nct,
    registryId: id,
    sourceRegistry: registry,
    sourceUrl: rng.chance(0.97) ? registryUrl(registry, id) : null,
    briefTitle,
    officialTitle: rng.chance(0.95) ? officialTitle : null,
    briefSummary: summaryParts.join(" "),
    acronym: rng.chance(0.3) ? `${(main?.name ?? "STUDY").replace(/[^a-z]/gi, "").slice(0, 5).toUpperCase()}-${rng.int(1, 9)}` : null,
    phase: tp.phase,
    overallStatus: rng.chance(0.01) && !resultsPosted ? null : status,
    studyType,
    startDate: rng.chance(0.97) ? ctx.date(startDay) : null,
    completionDate: rng.chance(0.95) ? ctx.date(completionDay) : null,
    lastUpdateDate: ctx.date(history.lastUpdateDay),
    createDate: ctx.date(history.createDay),
    hasResults: resultsPosted,
    enrollment: rng.chance(0.97) ? rng.int(8, 1200) : null,
    enrollmentType: cover(t, [...ENROLLMENT_TYPES, null], () => CLOSED.has(status ?? "") ? "ACTUAL" : "ESTIMATED"),
    sponsorName: main ? company(rng) : rng.chance(0.9) ? `${rng.pick(["National", "University", "Regional"])} ${rng.pick(["Cancer", "Heart", "Medical", "Research"])} ${rng.pick(["Institute", "Center", "Network"])}` : null,
    sponsorType,
    collaborators: rng.chance(0.3) ? [company(rng)] : [],
    conditions: [capitalize(dis.phrase)],
    conditionMeshTerms: [dis.mesh],
    interventionNames,
    interventionMeshTerms: drugs.map((d2) => d2.name),
    keywords: [dis.phrase, className].filter((k) => k !== "non-drug intervention"),
    secondaryIds: registry === "clinicaltrials_gov" && rng.chance(0.2) ? [registryId("euctr", t, year)] : [],
    primaryOutcomeMeasures: titlesOf(outcomes, "PRIMARY"),
    secondaryOutcomeMeasures: titlesOf(outcomes, "SECONDARY"),
    interventionTypes,
    facilityCountries: [...countries],
    orgStudyId: rng.chance(0.9) ? `${(main?.name ?? "ST").slice(0, 3).toUpperCase()}-${rng.digits(4)}` : null,
    designAllocation: studyType === "INTERVENTIONAL" ? cover(t, DESIGN_ALLOCATIONS, () => arms > 1 ? "RANDOMIZED" : "NA") : null,
    designInterventionModel: studyType === "INTERVENTIONAL" ? cover(t, DESIGN_INTERVENTION_MODELS, () => arms > 1 ? "PARALLEL" : "SINGLE_GROUP") : null,
    designPrimaryPurpose: studyType === "INTERVENTIONAL" ? cover(t, DESIGN_PRIMARY_PURPOSES, () => main?.stem.drugType === "VACCINE" ? "PREVENTION" : "TREATMENT") : null,
    designMasking: studyType === "INTERVENTIONAL" ? cover(t, DESIGN_MASKINGS, () => interventionNames.includes("Placebo") ? "QUADRUPLE" : "NONE") : null,
    resultsFirstPostDate: resultsPosted ? ctx.date(Math.min(ctx.todayDay, completionDay + rng.int(200, 400))) : null,
    whyStopped: terminated && rng.chance(0.8) ? rng.pick(["Sponsor decision", "Slow accrual", "Futility at interim analysis", "Funding withdrawn"]) : null,
    isFdaRegulatedDrug: registry === "clinicaltrials_gov" ? Boolean(main) : null,
    isFdaRegulatedDevice: registry === "clinicaltrials_gov" ? interventionTypes.includes("DEVICE") : null,
    oversightHasDmc: rng.chance(0.1) ? null : rng.chance(0.5),
    armGroups,
    detailedDescription: rng.chance(0.8) ? `${summaryParts.join(" ")} ${paragraph(rng, FILLER_SENTENCES, 2, 5)}` : null,
    outcomes,
    referencesBiomedCore: ctx.ids("biomedcore", [...tp.resultsPubs, ...tp.backgroundPubs]),
    referencesDrugCore: ctx.ids("drugcore", tp.drugs)
  };
}
function titlesOf(outcomes, kind) {
  return outcomes.flatMap((o) => o.outcomeType === kind && o.title !== null ? [o.title] : []);
}

// src/sandbox/generate/stream.ts
function resolveOptions(opts = {}) {
  const seed = opts.seed ?? 1;
  if (!Number.isInteger(seed) || seed < 0 || seed > 4294967295) {
    throw new Error(`generate: seed must be an integer from 0 to 4294967295, got ${String(seed)}`);
  }
  const scale = opts.scale ?? "small";
  if (!SCALE_NAMES.includes(scale)) throw new Error(`generate: scale must be one of ${SCALE_NAMES.join(", ")}, got "${String(scale)}"`);
  const today = opts.today ?? ANCHOR_DATE;
  checkToday(today, "generate");
  return { seed, scale, today };
}
function checkToday(today, who) {
  const { earliest, latest } = HISTORY_SPAN;
  if (typeof today !== "string" || !isDay(today)) throw new Error(`${who}: today must be a real date written YYYY-MM-DD, got "${String(today)}"`);
  if (today < earliest || today > latest) {
    throw new Error(`${who}: today must lie inside the dataset's history, ${earliest} to ${latest} (anchor ${ANCHOR_DATE}), got ${today}`);
  }
}
function describe(o) {
  return `Synthetic corebook sandbox data (seed ${o.seed}, scale ${o.scale}, anchored to ${ANCHOR_DATE}): generated, cross-linked records with obviously synthetic identifiers; not real publications, trials, drugs, authorizations, genes or patents.`;
}
var MATERIALIZERS = {
  genecore: gene,
  drugcore: drug,
  trialcore: trial,
  biomedcore: publication,
  patentcore: patent
};
var ORDER = ["genecore", "drugcore", "trialcore", "biomedcore", "regulatorycore", "patentcore"];
function* generateStream(opts = {}) {
  const resolved = resolveOptions(opts);
  const chunkSize = opts.chunkSize ?? 5e3;
  if (!Number.isInteger(chunkSize) || chunkSize < 1) throw new Error(`generateStream: chunkSize must be a positive integer, got ${String(chunkSize)}`);
  const ctx = createContext(buildPlan(resolved.seed, resolved.scale, dayOfNumber(LAST_DAY)));
  for (const core of ORDER) {
    const n = ctx.plan.counts[core];
    for (let start = 0; start < n; start += chunkSize) {
      const end = Math.min(n, start + chunkSize);
      if (core === "regulatorycore") {
        const records = [];
        const timelines = [];
        const sections = [];
        for (let i = start; i < end; i++) {
          const out = regulatory(ctx, i);
          records.push(out.record);
          timelines.push(timelineOf(ctx, core, i, out.record));
          sections.push(...out.sections);
        }
        yield { kind: "records", core, records, timelines };
        yield { kind: "sections", sections };
      } else {
        const make = MATERIALIZERS[core];
        const records = [];
        const timelines = [];
        for (let i = start; i < end; i++) {
          const record = make(ctx, i);
          records.push(record);
          timelines.push(timelineOf(ctx, core, i, record));
        }
        yield { kind: "records", core, records, timelines };
      }
    }
  }
  const sectionChanges = [];
  for (const core of FEED_CORES) {
    yield { kind: "changes", core, changes: coreChanges(ctx, core, core === "regulatorycore" ? sectionChanges : void 0) };
  }
  yield { kind: "sectionChanges", sectionChanges: sortSectionEvents(sectionChanges) };
}

// src/sandbox/generate/index.ts
function generateDataset(opts = {}) {
  const resolved = resolveOptions(opts);
  const timelines = /* @__PURE__ */ new Map();
  const dataset = {
    ...resolved,
    description: describe(resolved),
    clock: { anchor: ANCHOR_DATE, ...HISTORY_SPAN },
    timelines,
    records: { biomedcore: [], trialcore: [], drugcore: [], regulatorycore: [], genecore: [], patentcore: [] },
    sections: /* @__PURE__ */ new Map(),
    changes: { biomedcore: [], trialcore: [], regulatorycore: [], drugcore: [], genecore: [] },
    sectionChanges: []
  };
  for (const chunk of generateStream({ ...resolved, chunkSize: 5e4 })) {
    switch (chunk.kind) {
      case "records": {
        const target = dataset.records[chunk.core];
        chunk.records.forEach((r, i) => {
          target.push(r);
          timelines.set(r.serviceId, chunk.timelines[i]);
        });
        break;
      }
      case "sections":
        for (const s of chunk.sections) dataset.sections.set(s.documentSectionId, s);
        break;
      case "changes":
        dataset.changes[chunk.core] = chunk.changes;
        break;
      case "sectionChanges":
        dataset.sectionChanges = chunk.sectionChanges;
        break;
    }
  }
  return dataset;
}
export {
  ANCHOR_DATE,
  HISTORY_DAYS,
  HISTORY_SPAN,
  HORIZON_DAYS,
  SCALES,
  checkToday,
  generateDataset,
  generateStream,
  resolveOptions
};
