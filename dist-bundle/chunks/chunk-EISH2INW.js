import {
  AGENCIES,
  ARM_GROUP_TYPES,
  AUTHORIZATION_STATUSES,
  CLINICAL_STAGES,
  CORES,
  CORE_STATUSES,
  DESIGNATION_AXES,
  DESIGNATION_BASES,
  DESIGNATION_TYPES,
  DESIGN_ALLOCATIONS,
  DESIGN_INTERVENTION_MODELS,
  DESIGN_MASKINGS,
  DESIGN_PRIMARY_PURPOSES,
  DISPERSION_TYPES,
  DOC_TYPES,
  DRUG_TYPES,
  ENROLLMENT_TYPES,
  GENE_TYPES,
  ID_PREFIX,
  INCLUDES,
  INTERVENTION_TYPES,
  LIMITS,
  LOOKUP_KEYS,
  MOLECULE_TYPES,
  OUTCOME_TYPES,
  OVERALL_STATUSES,
  PARAM_TYPES,
  PROCEDURE_TYPES,
  SECTION_ID_PREFIX,
  SECTION_UPDATE_TYPES,
  SPONSOR_TYPES,
  STRANDS,
  STUDY_TYPES,
  TARGET_CLASSES,
  TRACTABILITY_MODALITIES,
  TRACTABILITY_STAGES,
  TRACTABILITY_STAGE_LABELS,
  TRIAL_PHASES,
  UPDATE_TYPES
} from "./chunk-VJREQHXH.js";
import {
  CorebookError
} from "./chunk-CTKS2RRK.js";
import {
  dayOfDate,
  isDay
} from "./chunk-VNTWYCCD.js";

// src/schema/parse-error.ts
function pathText(path) {
  let out = "";
  for (const p of path) out += typeof p === "number" ? `[${p}]` : out === "" ? String(p) : `.${String(p)}`;
  return out === "" ? "(root)" : out;
}
function flatten(issues, prefix = []) {
  const out = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === "invalid_union" && issue.errors.length > 0) {
      const best = [...issue.errors].sort((a, b) => a.length - b.length)[0];
      out.push(...flatten(best, path));
    } else {
      out.push({ path, message: issue.message });
    }
  }
  return out;
}
var SchemaParseError = class _SchemaParseError extends CorebookError {
  constructor(what, problems) {
    const shown = problems.slice(0, 10).map((p) => `  at ${p.path}: ${p.message}`);
    if (problems.length > 10) shown.push(`  ... and ${problems.length - 10} more`);
    super(`Invalid ${what}:
${shown.join("\n")}`);
    this.what = what;
    this.problems = problems;
  }
  what;
  problems;
  name = "SchemaParseError";
  static from(what, error) {
    return new _SchemaParseError(what, flatten(error.issues).map((p) => ({ path: pathText(p.path), message: p.message })));
  }
};

// src/schema/core-titles.ts
var CORE_TITLES = {
  biomedcore: "BiomedCore",
  trialcore: "TrialCore",
  drugcore: "DrugCore",
  regulatorycore: "RegulatoryCore",
  genecore: "GeneCore",
  patentcore: "PatentCore"
};

// src/schema/ids.ts
var BODY = "[0-9A-Za-z]{16,32}";
var patterns = Object.fromEntries(
  CORES.map((core) => [core, new RegExp(`^${ID_PREFIX[core]}${BODY}$`)])
);
var sectionPattern = new RegExp(`^${SECTION_ID_PREFIX}${BODY}$`);
function isServiceId(core, id) {
  return typeof id === "string" && patterns[core].test(id);
}
function isSectionId(id) {
  return typeof id === "string" && sectionPattern.test(id);
}
function coreOfServiceId(id) {
  for (const core of CORES) if (isServiceId(core, id)) return core;
  return null;
}
function serviceIdForm(core) {
  return `${ID_PREFIX[core]} followed by 16 to 32 letters or digits`;
}
function sectionIdForm() {
  return `${SECTION_ID_PREFIX} followed by 16 to 32 letters or digits`;
}

// src/schema/params/common.ts
var queryParam = { kind: "string", required: true };
var searchLimitParam = {
  kind: "integer",
  min: 1,
  max: LIMITS.searchLimitMax,
  default: LIMITS.searchLimitDefault
};
var dateParam = { kind: "date" };
var booleanParam = { kind: "boolean" };
function includeParam(core) {
  return { kind: "enum", values: INCLUDES[core], repeatable: true };
}
function repeatableEnum(values) {
  return { kind: "enum", values, repeatable: true };
}

// src/schema/params/biomedcore.ts
var biomedcoreSearchSpec = {
  query: queryParam,
  limit: searchLimitParam,
  include: includeParam("biomedcore"),
  minPublicationDate: dateParam,
  maxPublicationDate: dateParam,
  minLastUpdateDate: dateParam,
  maxLastUpdateDate: dateParam,
  minCreateDate: dateParam,
  minCitationCount: { kind: "integer", min: 0, max: 1e5 },
  minJournalQualityJufo: { kind: "integer", min: 0, max: 3 },
  isRetracted: booleanParam,
  authorOrcids: { kind: "strings", encoding: "repeat" },
  authorNames: { kind: "strings", encoding: "repeat" },
  institutionRors: { kind: "strings", encoding: "repeat" },
  institutionNames: { kind: "strings", encoding: "repeat" }
};

// src/schema/params/trialcore.ts
var trialcoreSearchSpec = {
  query: queryParam,
  limit: searchLimitParam,
  include: includeParam("trialcore"),
  phase: repeatableEnum(TRIAL_PHASES),
  overallStatus: repeatableEnum(OVERALL_STATUSES),
  studyType: repeatableEnum(STUDY_TYPES),
  sponsorType: repeatableEnum(SPONSOR_TYPES),
  interventionType: repeatableEnum(INTERVENTION_TYPES),
  facilityCountries: { kind: "strings", encoding: "comma" },
  hasResults: booleanParam,
  minStartDate: dateParam,
  maxStartDate: dateParam,
  minCompletionDate: dateParam,
  maxCompletionDate: dateParam,
  minEnrollment: { kind: "integer", min: 0 }
};

// src/schema/params/drugcore.ts
var drugcoreSearchSpec = {
  query: queryParam,
  limit: searchLimitParam,
  include: includeParam("drugcore"),
  drugType: repeatableEnum(DRUG_TYPES),
  maxClinicalStage: repeatableEnum(CLINICAL_STAGES)
};

// src/schema/params/regulatorycore.ts
var regulatorycoreSearchSpec = {
  query: queryParam,
  limit: searchLimitParam,
  agency: repeatableEnum(AGENCIES),
  moleculeType: repeatableEnum(MOLECULE_TYPES),
  authorizationStatus: { kind: "enum", values: AUTHORIZATION_STATUSES, repeatable: true, caseInsensitive: true },
  hasDesignation: repeatableEnum(DESIGNATION_TYPES),
  isOrphan: booleanParam,
  minAuthorizationDate: dateParam,
  maxAuthorizationDate: dateParam,
  minLastUpdateDate: dateParam,
  maxLastUpdateDate: dateParam,
  minCreateDate: dateParam,
  serviceId: { kind: "serviceId", core: "regulatorycore" },
  include: includeParam("regulatorycore")
};

// src/schema/params/genecore.ts
var genecoreSearchSpec = {
  query: queryParam,
  limit: searchLimitParam,
  include: includeParam("genecore"),
  geneType: repeatableEnum(GENE_TYPES),
  isDruggable: booleanParam,
  isEssential: booleanParam,
  hasSafetyLiabilities: booleanParam,
  targetClass: repeatableEnum(TARGET_CLASSES),
  tractabilityModality: repeatableEnum(TRACTABILITY_MODALITIES),
  tractabilityStage: repeatableEnum(TRACTABILITY_STAGES),
  maxConstraintLoeuf: { kind: "number", min: 0 }
};

// src/schema/params/patentcore.ts
var commaList = { kind: "strings", encoding: "comma" };
var patentcoreSearchSpec = {
  query: queryParam,
  limit: searchLimitParam,
  include: includeParam("patentcore"),
  countryCode: commaList,
  kindCode: commaList,
  language: commaList,
  cpcCodes: commaList,
  ipcCodes: commaList,
  assignee: commaList,
  inventor: commaList,
  hasClaims: booleanParam,
  hasDescription: booleanParam,
  minPublicationDate: dateParam,
  maxPublicationDate: dateParam,
  minFilingDate: dateParam,
  maxFilingDate: dateParam,
  minGrantDate: dateParam,
  maxGrantDate: dateParam,
  minPriorityDate: dateParam,
  maxPriorityDate: dateParam,
  minCitedByCount: { kind: "integer", min: 0 }
};

// src/schema/params/search.ts
var SEARCH_PARAMS = {
  biomedcore: biomedcoreSearchSpec,
  trialcore: trialcoreSearchSpec,
  drugcore: drugcoreSearchSpec,
  regulatorycore: regulatorycoreSearchSpec,
  genecore: genecoreSearchSpec,
  patentcore: patentcoreSearchSpec
};

// src/schema/params/get.ts
function getParamsSpec(core) {
  return { include: includeParam(core) };
}

// src/schema/params/feed.ts
function feedParamsSpec(core) {
  return {
    since: { kind: "date", required: true },
    limit: { kind: "integer", min: 1, max: LIMITS.feedLimitMax, default: LIMITS.feedLimitDefault },
    cursor: { kind: "string" },
    serviceId: { kind: "serviceIds", core, max: LIMITS.feedServiceIdsMax }
  };
}

// src/schema/params/path.ts
function serviceIdMessage(core, id) {
  return `serviceId must be a ${CORE_TITLES[core]} service ID (${serviceIdForm(core)}) (got ${JSON.stringify(id)})`;
}
function validateRecordPath(core, serviceId) {
  if (isServiceId(core, serviceId)) return { ok: true, value: { serviceId } };
  return { ok: false, fields: { serviceId: serviceIdMessage(core, serviceId) } };
}
function validateSectionPath(input) {
  const fields = {};
  if (!isServiceId("regulatorycore", input.serviceId)) fields.serviceId = serviceIdMessage("regulatorycore", input.serviceId);
  if (!isSectionId(input.documentSectionId)) {
    fields.documentSectionId = `documentSectionId must be a document section ID (${sectionIdForm()}) (got ${JSON.stringify(input.documentSectionId)})`;
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, value: { serviceId: input.serviceId, documentSectionId: input.documentSectionId } };
}

// src/schema/params/check-param.ts
var fail = (message) => ({ ok: false, message });
var pass = (value) => ({ ok: true, value });
function show(v) {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? "Invalid Date" : v.toISOString();
  if (typeof v === "string") return JSON.stringify(v);
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}
function asList(raw) {
  return Array.isArray(raw) ? raw : [raw];
}
function single(name, raw, source) {
  if (source === "wire") {
    const list2 = raw;
    if (list2.length > 1) return { ok: false, message: `${name} must be given once (got ${list2.length} values: ${list2.map(show).join(", ")})` };
    return { ok: true, v: list2[0] };
  }
  return { ok: true, v: raw };
}
function rangeText(spec) {
  if (spec.min !== void 0 && spec.max !== void 0) return ` from ${spec.min} to ${spec.max}`;
  if (spec.min !== void 0) return ` of at least ${spec.min}`;
  if (spec.max !== void 0) return ` of at most ${spec.max}`;
  return "";
}
var INTEGER_TEXT = /^-?\d+$/;
var NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
function checkNumber(name, spec, v) {
  const what = `${name} must be ${spec.kind === "integer" ? "an integer" : "a number"}${rangeText(spec)} (got ${show(v)})`;
  let n;
  if (typeof v === "number") n = v;
  else if (typeof v === "string" && (spec.kind === "integer" ? INTEGER_TEXT : NUMBER_TEXT).test(v.trim())) n = Number(v);
  else return fail(what);
  if (!Number.isFinite(n)) return fail(what);
  if (spec.kind === "integer" && !Number.isInteger(n)) return fail(what);
  if (spec.min !== void 0 && n < spec.min) return fail(what);
  if (spec.max !== void 0 && n > spec.max) return fail(what);
  return pass(n);
}
function checkDate(name, v) {
  if (v instanceof Date) {
    const day2 = dayOfDate(v);
    return day2 ? pass(day2) : fail(`${name} must be a valid date (got Invalid Date)`);
  }
  if (isDay(v)) return pass(v);
  return fail(`${name} must be a real calendar date written YYYY-MM-DD (got ${show(v)})`);
}
function checkBoolean(name, v) {
  if (v === true || v === "true") return pass(true);
  if (v === false || v === "false") return pass(false);
  return fail(`${name} must be true or false (got ${show(v)})`);
}
function checkEnum(name, spec, raw, source) {
  const list2 = source === "wire" ? raw : asList(raw);
  if (!spec.repeatable && list2.length > 1) {
    return fail(`${name} takes one value (got ${list2.length}: ${list2.map(show).join(", ")})`);
  }
  const out = [];
  const bad = [];
  for (const item of list2) {
    const hit = typeof item !== "string" ? void 0 : spec.caseInsensitive ? spec.values.find((allowed) => allowed.toUpperCase() === item.toUpperCase()) : spec.values.find((allowed) => allowed === item);
    if (hit === void 0) bad.push(item);
    else if (!out.includes(hit)) out.push(hit);
  }
  if (bad.length > 0) {
    const verb = bad.length > 1 ? "are not among" : "is not one of";
    const hint = spec.caseInsensitive ? " (case-insensitive)" : "";
    return fail(`${name}: ${bad.map(show).join(", ")} ${verb} ${spec.values.join(", ")}${hint}`);
  }
  return pass(spec.repeatable ? out : out[0]);
}
function checkStrings(name, spec, raw, source) {
  let list2;
  if (spec.encoding === "comma") {
    if (source === "wire") {
      const values = raw;
      if (values.length > 1) {
        return fail(`${name} must be given once as a comma-separated list (got ${values.length} values: ${values.map(show).join(", ")})`);
      }
      list2 = values[0].split(",").map((s) => s.trim());
    } else if (typeof raw === "string") {
      list2 = raw.split(",").map((s) => s.trim());
    } else {
      list2 = asList(raw);
      const withComma = list2.find((s) => typeof s === "string" && s.includes(","));
      if (withComma !== void 0) {
        return fail(`${name}: ${show(withComma)} contains a comma, which this comma-separated parameter cannot carry`);
      }
    }
  } else {
    list2 = source === "wire" ? raw : asList(raw);
  }
  const bad = list2.find((s) => typeof s !== "string" || s.trim() === "");
  if (bad !== void 0) return fail(`${name} must hold non-empty strings (got ${show(bad)})`);
  return pass(list2.map((s) => s.trim()));
}
function checkServiceIds(name, spec, raw, source) {
  const list2 = source === "wire" ? raw : asList(raw);
  if (list2.length > spec.max) return fail(`${name} may hold at most ${spec.max} IDs (got ${list2.length})`);
  const bad = list2.filter((id) => !isServiceId(spec.core, id));
  if (bad.length > 0) {
    const verb = bad.length > 1 ? "are not" : "is not";
    return fail(`${name}: ${bad.map(show).join(", ")} ${verb} ${bad.length > 1 ? "" : "a "}${CORE_TITLES[spec.core]} service ID${bad.length > 1 ? "s" : ""} (${serviceIdForm(spec.core)}, one per repetition)`);
  }
  return pass([...list2]);
}
function checkParam(name, spec, raw, source) {
  switch (spec.kind) {
    case "enum":
      return checkEnum(name, spec, raw, source);
    case "strings":
      return checkStrings(name, spec, raw, source);
    case "serviceIds":
      return checkServiceIds(name, spec, raw, source);
    default:
      break;
  }
  const one2 = single(name, raw, source);
  if (!one2.ok) return fail(one2.message);
  const v = one2.v;
  switch (spec.kind) {
    case "string":
      return typeof v === "string" && v.trim() !== "" ? pass(v) : fail(`${name} must be a non-empty string (got ${show(v)})`);
    case "integer":
    case "number":
      return checkNumber(name, spec, v);
    case "date":
      return checkDate(name, v);
    case "boolean":
      return checkBoolean(name, v);
    case "serviceId":
      return isServiceId(spec.core, v) ? pass(v) : fail(`${name} must be a ${CORE_TITLES[spec.core]} service ID (${serviceIdForm(spec.core)}) (got ${show(v)})`);
  }
}

// src/schema/params/validate.ts
function run(spec, entries, source) {
  const fields = {};
  const value = {};
  const allowed = Object.keys(spec);
  for (const key of entries.keys()) {
    if (!Object.hasOwn(spec, key)) fields[key] = `unknown parameter ${JSON.stringify(key)}; allowed: ${allowed.join(", ")}`;
  }
  for (const [name, param] of Object.entries(spec)) {
    const raw = entries.get(name);
    if (raw === void 0) {
      if (param.required) fields[name] = `${name} is required`;
      else if ("default" in param && param.default !== void 0) value[name] = param.default;
      continue;
    }
    const checked = checkParam(name, param, raw, source);
    if (checked.ok) value[name] = checked.value;
    else fields[name] = checked.message;
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, value };
}
function validateParams(spec, input) {
  const entries = /* @__PURE__ */ new Map();
  for (const [key, v] of Object.entries(input ?? {})) {
    if (v === void 0 || v === null) continue;
    if (Array.isArray(v) && v.length === 0) continue;
    entries.set(key, v);
  }
  return run(spec, entries, "client");
}
function decodeQuery(spec, query) {
  const entries = /* @__PURE__ */ new Map();
  for (const [key, v] of query) {
    const list2 = entries.get(key);
    if (list2) list2.push(v);
    else entries.set(key, [v]);
  }
  return run(spec, entries, "wire");
}
function wireText(v) {
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v);
}
function encodeQuery(spec, value) {
  const out = new URLSearchParams();
  for (const [name, param] of Object.entries(spec)) {
    const v = value[name];
    if (v === void 0 || v === null) continue;
    const list2 = Array.isArray(v) ? v : [v];
    if (param.kind === "strings" && param.encoding === "comma") {
      if (list2.length > 0) out.append(name, list2.map(wireText).join(","));
    } else {
      for (const item of list2) out.append(name, wireText(item));
    }
  }
  return out;
}

// src/schema/records/authors.ts
import { z as z3 } from "zod";

// src/schema/mode.ts
import { z as z2 } from "zod";

// src/schema/column-kinds.ts
import { z } from "zod";
var columnKinds = z.registry();
function markColumnKind(schema, columnKind) {
  columnKinds.add(schema, { columnKind });
  return schema;
}
function columnKindOf(schema) {
  return columnKinds.get(schema)?.columnKind;
}

// src/schema/warnings.ts
var consoleSink = (w) => console.warn(w.message);
var sink = consoleSink;
var seen = /* @__PURE__ */ new Set();
var pending = null;
var journal = /* @__PURE__ */ new Map();
var clock = 0;
var keyOf = (w) => `${w.path}\0${w.kind}\0${w.value}`;
function deliver(w, to) {
  const key = keyOf(w);
  journal.set(key, { warning: w, at: ++clock });
  if (seen.has(key)) return;
  seen.add(key);
  to(w);
}
function warningMark() {
  return clock;
}
function warningsSince(mark) {
  return [...journal.values()].filter((e) => e.at > mark).sort((a, b) => a.at - b.at).map((e) => e.warning);
}
function raise(w) {
  if (pending) pending.push(w);
  else deliver(w, sink);
}
function noteUnknownEnum(path, value, known) {
  raise({
    path,
    kind: "unknown-value",
    value,
    known,
    message: `corebook: unknown value ${JSON.stringify(value)} in ${path} (known: ${known.join(", ")}); kept as is`
  });
}
function noteFieldDrift(path, kind, got, expected2) {
  const message = kind === "missing" ? `corebook: ${path} is missing; kept as null` : `corebook: ${path} is ${got} where ${expected2} was expected; kept as it came`;
  raise({ path, kind, value: kind === "missing" ? "" : got, known: [], message });
}
function withWarnings(run3, onWarning) {
  const outer = pending;
  const mine = [];
  pending = mine;
  let result;
  try {
    result = run3();
  } finally {
    pending = outer;
  }
  for (const w of mine) deliver(w, onWarning ?? sink);
  return result;
}

// src/schema/mode.ts
function obj(m, shape) {
  if (m === "strict") return z2.strictObject(shape);
  if (m === "lenient") return z2.looseObject(shape);
  return Object.assign(salvageObject(shape).pipe(z2.custom()), { shape });
}
function salvageObject(shape) {
  const fields = {};
  const required = [];
  for (const [key, field] of Object.entries(shape)) {
    const optional = field._zod.optin === "optional";
    if (!optional) required.push(key);
    const kept = z2.unknown().transform((value) => {
      const r = z2.safeParse(field, value);
      return r.success ? r.data : value;
    });
    fields[key] = optional ? kept.optional() : kept;
  }
  return z2.preprocess((input) => {
    if (input === null || typeof input !== "object" || Array.isArray(input)) return input;
    const missing = required.filter((key) => !(key in input));
    return missing.length === 0 ? input : { ...input, ...Object.fromEntries(missing.map((key) => [key, null])) };
  }, z2.looseObject(fields));
}
function en(m, values, path) {
  if (m === "strict") return z2.enum(values);
  const known = new Set(values);
  const lenient = z2.string().transform((v) => {
    if (!known.has(v)) noteUnknownEnum(path, v, values);
    return v;
  });
  return lenient;
}
function day(m) {
  const text = m === "strict" ? z2.string().refine(isDay, { message: "must be a real date written YYYY-MM-DD" }) : z2.string();
  return markColumnKind(text, "date");
}
function sid(m, core) {
  return m === "strict" ? z2.string().refine((v) => isServiceId(core, v), { message: `must be a ${CORE_TITLES[core]} service ID (${serviceIdForm(core)})` }) : z2.string();
}
function sids(m, core) {
  return z2.array(sid(m, core));
}
var strN = () => z2.string().nullable();
var strs = () => z2.array(z2.string());
var boolN = () => z2.boolean().nullable();
var numN = () => z2.number().nullable();
var intN = () => markColumnKind(z2.number(), "integer").nullable();
function perMode(build) {
  const cache = /* @__PURE__ */ new Map();
  return (m = "lenient") => {
    let s = cache.get(m);
    if (s === void 0) {
      s = build(m);
      cache.set(m, s);
    }
    return s;
  };
}

// src/schema/records/authors.ts
var affiliation = (m) => obj(m, { name: strN(), nameRaw: strN(), ror: strN(), countryCode: strN() });
var affiliationSchema = perMode(affiliation);
var authorMetadata = (m) => obj(m, {
  name: strN(),
  nameRaw: strN(),
  orcid: strN(),
  position: intN(),
  affiliations: z3.array(affiliationSchema(m))
});
var authorMetadataSchema = perMode(authorMetadata);

// src/schema/records/record-url.ts
function recordUrlShape() {
  return { url: strN().optional() };
}

// src/schema/records/biomedcore.ts
import { z as z4 } from "zod";
function biomedcoreDefaultShape(m) {
  const jufo = markColumnKind(m === "strict" ? z4.number().int().min(0).max(3) : z4.number(), "integer");
  return {
    serviceId: sid(m, "biomedcore"),
    pmid: strN(),
    pmcid: strN(),
    doi: strN(),
    title: strN(),
    abstract: strN(),
    authors: strs(),
    journal: strN(),
    issn: strN(),
    volumeIssue: strN(),
    language: strN(),
    publicationDate: day(m).nullable(),
    lastUpdateDate: day(m).nullable(),
    createDate: day(m).nullable(),
    publicationTypes: strs(),
    isRetracted: boolN(),
    citationCount: intN(),
    /** Null or absent when the journal was not evaluated. */
    journalQualityJufo: jufo.nullable().optional(),
    meshTerms: strs(),
    keywords: strs(),
    substances: strs(),
    hasFulltext: boolN()
  };
}
function biomedcoreIncludeShape(m) {
  return {
    fulltext: strN().optional(),
    authorsMetadata: z4.array(authorMetadataSchema(m)).optional(),
    meshIds: strs().optional(),
    substanceIds: strs().optional(),
    referencesTrialCore: sids(m, "trialcore").optional(),
    references: sids(m, "biomedcore").optional(),
    citedBy: sids(m, "biomedcore").optional()
  };
}
var biomedcoreRecordSchema = perMode(
  (m) => obj(m, { ...biomedcoreDefaultShape(m), ...recordUrlShape(), ...biomedcoreIncludeShape(m) })
);

// src/schema/records/trial-arms.ts
var armGroup = (m) => obj(m, {
  type: en(m, ARM_GROUP_TYPES, "TrialCoreRecord.armGroups[].type").nullable(),
  title: strN(),
  description: strN()
});
var armGroupSchema = perMode(armGroup);

// src/schema/records/trial-outcomes.ts
import { z as z5 } from "zod";
var measurement = (m) => obj(m, {
  group: strN(),
  groupId: strN(),
  classification: strN(),
  category: strN(),
  paramValue: strN(),
  dispersionValue: strN(),
  dispersionLowerLimit: strN(),
  dispersionUpperLimit: strN()
});
var measurementSchema = perMode(measurement);
var trialOutcome = (m) => obj(m, {
  outcomeType: en(m, OUTCOME_TYPES, "TrialCoreRecord.outcomes[].outcomeType").nullable(),
  title: strN(),
  description: strN(),
  timeFrame: strN(),
  population: strN(),
  units: strN(),
  paramType: en(m, PARAM_TYPES, "TrialCoreRecord.outcomes[].paramType").nullable(),
  dispersionType: en(m, DISPERSION_TYPES, "TrialCoreRecord.outcomes[].dispersionType").nullable(),
  measurements: z5.array(measurementSchema(m))
});
var trialOutcomeSchema = perMode(trialOutcome);

// src/schema/records/trialcore.ts
import { z as z6 } from "zod";
var at = (field) => `TrialCoreRecord.${field}`;
function trialcoreDefaultShape(m) {
  return {
    serviceId: sid(m, "trialcore"),
    nctId: strN(),
    registryId: strN(),
    sourceRegistry: strN(),
    sourceUrl: strN(),
    briefTitle: strN(),
    officialTitle: strN(),
    briefSummary: strN(),
    acronym: strN(),
    phase: en(m, TRIAL_PHASES, at("phase")).nullable(),
    overallStatus: en(m, OVERALL_STATUSES, at("overallStatus")).nullable(),
    studyType: en(m, STUDY_TYPES, at("studyType")).nullable(),
    startDate: day(m).nullable(),
    completionDate: day(m).nullable(),
    lastUpdateDate: day(m).nullable(),
    createDate: day(m).nullable(),
    hasResults: z6.boolean(),
    enrollment: intN(),
    enrollmentType: en(m, ENROLLMENT_TYPES, at("enrollmentType")).nullable(),
    sponsorName: strN(),
    sponsorType: en(m, SPONSOR_TYPES, at("sponsorType")).nullable(),
    collaborators: strs(),
    conditions: strs(),
    conditionMeshTerms: strs(),
    interventionNames: strs(),
    interventionMeshTerms: strs(),
    keywords: strs(),
    secondaryIds: strs(),
    primaryOutcomeMeasures: strs(),
    secondaryOutcomeMeasures: strs(),
    interventionTypes: z6.array(en(m, INTERVENTION_TYPES, at("interventionTypes[]"))),
    facilityCountries: strs(),
    orgStudyId: strN(),
    designAllocation: en(m, DESIGN_ALLOCATIONS, at("designAllocation")).nullable(),
    designInterventionModel: en(m, DESIGN_INTERVENTION_MODELS, at("designInterventionModel")).nullable(),
    designPrimaryPurpose: en(m, DESIGN_PRIMARY_PURPOSES, at("designPrimaryPurpose")).nullable(),
    designMasking: en(m, DESIGN_MASKINGS, at("designMasking")).nullable(),
    resultsFirstPostDate: day(m).nullable(),
    whyStopped: strN(),
    isFdaRegulatedDrug: boolN(),
    isFdaRegulatedDevice: boolN(),
    oversightHasDmc: boolN(),
    armGroups: z6.array(armGroupSchema(m))
  };
}
function trialcoreIncludeShape(m) {
  return {
    detailedDescription: strN().optional(),
    outcomes: z6.array(trialOutcomeSchema(m)).optional(),
    /** Results-first: papers that register this trial precede background literature. */
    referencesBiomedCore: sids(m, "biomedcore").optional(),
    referencesDrugCore: sids(m, "drugcore").optional()
  };
}
var trialcoreRecordSchema = perMode((m) => obj(m, { ...trialcoreDefaultShape(m), ...recordUrlShape(), ...trialcoreIncludeShape(m) }));

// src/schema/records/drug-mechanisms.ts
import { z as z7 } from "zod";
var drugTarget = (m) => obj(m, { ensemblId: strN(), symbol: strN(), name: strN(), synonyms: strs() });
var drugTargetSchema = perMode(drugTarget);
var mechanismOfAction = (m) => obj(m, {
  actionType: strN(),
  mechanismOfAction: strN(),
  targetType: strN(),
  targets: z7.array(drugTargetSchema(m))
});
var mechanismOfActionSchema = perMode(mechanismOfAction);

// src/schema/records/drugcore.ts
import { z as z8 } from "zod";
function drugcoreDefaultShape(m) {
  return {
    serviceId: sid(m, "drugcore"),
    chemblId: strN(),
    name: strN(),
    description: strN(),
    synonyms: strs(),
    tradeNames: strs(),
    drugType: en(m, DRUG_TYPES, "DrugCoreRecord.drugType").nullable(),
    maxClinicalStage: en(m, CLINICAL_STAGES, "DrugCoreRecord.maxClinicalStage").nullable(),
    inchiKey: strN(),
    canonicalSmiles: strN(),
    mechanismsOfAction: z8.array(mechanismOfActionSchema(m))
  };
}
function drugcoreIncludeShape(m) {
  return {
    /** Null when the drug has no parent molecule. */
    parent: sid(m, "drugcore").nullable().optional(),
    children: sids(m, "drugcore").optional(),
    referencesTrialCore: sids(m, "trialcore").optional(),
    referencesBiomedCore: sids(m, "biomedcore").optional(),
    referencesRegulatoryCore: sids(m, "regulatorycore").optional(),
    referencesGeneCore: sids(m, "genecore").optional()
  };
}
var drugcoreRecordSchema = perMode((m) => obj(m, { ...drugcoreDefaultShape(m), ...recordUrlShape(), ...drugcoreIncludeShape(m) }));

// src/schema/records/designations.ts
var at2 = (field) => `RegulatoryCoreRecord.designations[].${field}`;
var designation = (m) => obj(m, {
  axis: en(m, DESIGNATION_AXES, at2("axis")),
  type: en(m, DESIGNATION_TYPES, at2("type")),
  agency: en(m, AGENCIES, at2("agency")),
  nativeName: strN(),
  /** Set on EARLY_ACCESS_BASIS rows only. */
  basis: en(m, DESIGNATION_BASES, at2("basis")).nullable(),
  /** FDA Accelerated Approval only. */
  indication: strN(),
  postMarketingObligation: boolN()
});
var designationSchema = perMode(designation);

// src/schema/records/authorizations-by-agency.ts
var authorizationByAgency = (m) => obj(m, {
  serviceId: sid(m, "regulatorycore"),
  agency: en(m, AGENCIES, "RegulatoryCoreRecord.authorizationsByAgency[].agency"),
  name: strN(),
  authorizationStatus: en(m, AUTHORIZATION_STATUSES, "RegulatoryCoreRecord.authorizationsByAgency[].authorizationStatus").nullable()
});
var authorizationByAgencySchema = perMode(authorizationByAgency);

// src/schema/records/fda-details.ts
var fdaDetails = (m) => obj(m, {
  applicationNumber: strN(),
  prescriptionClass: strN(),
  submissionClassCode: strN(),
  labelDate: day(m).nullable(),
  labelUrl: strN(),
  withdrawalDate: day(m).nullable(),
  withdrawalReason: strN(),
  withdrawalSourceUrl: strN(),
  ndc: strs(),
  splSetId: strs()
});
var fdaDetailsSchema = perMode(fdaDetails);

// src/schema/records/ema-details.ts
var emaDetails = (m) => obj(m, {
  productNumber: strN(),
  category: strN(),
  opinionStatus: strN(),
  pharmacotherapeuticGroup: strN(),
  patientSafety: strN(),
  latestProcedure: strN(),
  smpcUrl: strN(),
  isBiosimilar: boolN(),
  isAdvancedTherapy: boolN(),
  isGenericOrHybrid: boolN(),
  additionalMonitoring: boolN(),
  revisionNumber: intN(),
  smpcDate: day(m).nullable(),
  opinionAdoptedDate: day(m).nullable(),
  europeanCommissionDecisionDate: day(m).nullable(),
  withdrawalOfApplicationDate: day(m).nullable(),
  refusalOfMarketingAuthorisationDate: day(m).nullable(),
  withdrawalExpiryRevocationLapseDate: day(m).nullable(),
  firstPublishedDate: day(m).nullable()
});
var emaDetailsSchema = perMode(emaDetails);

// src/schema/records/document-sections.ts
import { z as z9 } from "zod";
function baseShape(m) {
  return {
    documentSectionId: m === "strict" ? z9.string().refine(isSectionId, { message: `must be a document section ID (${sectionIdForm()})` }) : z9.string(),
    serviceId: sid(m, "regulatorycore"),
    docType: en(m, DOC_TYPES, "DocumentSection.docType"),
    /** Numbered and stable for FDA_LABEL and EMA_SMPC; opaque for reviews and EPARs. */
    path: strN(),
    title: strN(),
    textType: strN(),
    sourceUrl: strN(),
    sourceDate: day(m).nullable()
  };
}
var evidence = (m) => obj(m, { ...baseShape(m), matchedText: strN() });
var toc = (m) => obj(m, baseShape(m));
var section = (m) => obj(m, { ...baseShape(m), content: strN() });
var documentSectionEvidenceSchema = perMode(evidence);
var documentSectionTocSchema = perMode(toc);
var documentSectionSchema = perMode(section);
var embeddedDocumentSectionSchema = perMode(
  (m) => z9.union([documentSectionEvidenceSchema(m), documentSectionTocSchema(m)])
);

// src/schema/records/regulatorycore.ts
import { z as z10 } from "zod";
var at3 = (field) => `RegulatoryCoreRecord.${field}`;
function regulatorycoreDefaultShape(m) {
  return {
    serviceId: sid(m, "regulatorycore"),
    agency: en(m, AGENCIES, at3("agency")),
    name: strN(),
    activeSubstance: strN(),
    moleculeType: en(m, MOLECULE_TYPES, at3("moleculeType")).nullable(),
    authorizationStatus: en(m, AUTHORIZATION_STATUSES, at3("authorizationStatus")).nullable(),
    procedureType: en(m, PROCEDURE_TYPES, at3("procedureType")).nullable(),
    /** FDA records can hold long concatenated label text here. */
    therapeuticIndication: strN(),
    marketingAuthorisationHolder: strN(),
    authorizationDate: day(m).nullable(),
    firstAuthorizationDate: day(m).nullable(),
    lastUpdateDate: day(m).nullable(),
    createDate: day(m).nullable(),
    sourceUrl: strN(),
    isOrphan: boolN(),
    designations: z10.array(designationSchema(m)),
    authorizationsByAgency: z10.array(authorizationByAgencySchema(m)),
    documentSections: z10.array(embeddedDocumentSectionSchema(m))
  };
}
function regulatorycoreIncludeShape(m) {
  return {
    emaDetails: emaDetailsSchema(m).nullable().optional(),
    fdaDetails: fdaDetailsSchema(m).nullable().optional(),
    referencesDrugCore: sids(m, "drugcore").optional()
  };
}
var regulatorycoreRecordSchema = perMode(
  (m) => obj(m, { ...regulatorycoreDefaultShape(m), ...recordUrlShape(), ...regulatorycoreIncludeShape(m) })
);

// src/schema/records/gene-tractability.ts
import { z as z11 } from "zod";
var tractabilityBucket = (m) => obj(m, {
  clinical: z11.array(en(m, [...TRACTABILITY_STAGES, ...TRACTABILITY_STAGE_LABELS], "GeneCoreRecord.tractability.*.clinical[]")),
  predictive: strs()
});
var tractabilityBucketSchema = perMode(tractabilityBucket);
var tractability = (m) => obj(m, {
  smallMolecule: tractabilityBucketSchema(m),
  antibody: tractabilityBucketSchema(m),
  protac: tractabilityBucketSchema(m),
  otherClinical: tractabilityBucketSchema(m)
});
var tractabilitySchema = perMode(tractability);

// src/schema/records/gene-safety.ts
import { z as z12 } from "zod";
var safetyEffect = (m) => obj(m, { direction: strN(), dosing: strN() });
var safetyEffectSchema = perMode(safetyEffect);
var safetySource = (m) => obj(m, { name: strN(), type: strN() });
var safetySourceSchema = perMode(safetySource);
var safetyLiability = (m) => obj(m, {
  event: strN(),
  datasource: strN(),
  url: strN(),
  effects: z12.array(safetyEffectSchema(m)),
  biosamples: strs(),
  sources: z12.array(safetySourceSchema(m))
});
var safetyLiabilitySchema = perMode(safetyLiability);

// src/schema/records/gene-constraint.ts
function metrics() {
  return { oe: numN(), oeLower: numN(), oeUpper: numN(), observed: numN(), expected: numN() };
}
var constraintMetrics = (m) => obj(m, { ...metrics(), constraintZ: numN().optional() });
var constraintMetricsSchema = perMode(constraintMetrics);
var lossOfFunctionConstraint = (m) => obj(m, { loeuf: numN(), pli: numN(), loeufDecile: intN(), loeufRank: intN(), ...metrics() });
var lossOfFunctionConstraintSchema = perMode(lossOfFunctionConstraint);
var gnomadConstraint = (m) => obj(m, {
  synonymous: constraintMetricsSchema(m).nullable(),
  missense: constraintMetricsSchema(m).nullable(),
  lossOfFunction: lossOfFunctionConstraintSchema(m).nullable()
});
var gnomadConstraintSchema = perMode(gnomadConstraint);

// src/schema/records/gene-essentiality.ts
import { z as z13 } from "zod";
var topDependency = (m) => obj(m, {
  cellLineName: strN(),
  depmapId: strN(),
  tissue: strN(),
  disease: strN(),
  geneEffect: numN(),
  expression: numN()
});
var topDependencySchema = perMode(topDependency);
var depmapEssentiality = (m) => {
  const top = z13.array(topDependencySchema(m));
  return obj(m, {
    isEssential: boolN(),
    cellLinesTested: intN(),
    dependentCellLines: intN(),
    meanGeneEffect: numN(),
    medianGeneEffect: numN(),
    minGeneEffect: numN(),
    topDependencies: m === "strict" ? top.max(10) : top
  });
};
var depmapEssentialitySchema = perMode(depmapEssentiality);

// src/schema/records/gene-annotations.ts
import { z as z14 } from "zod";
var hgncGeneGroup = (m) => obj(m, { id: z14.string(), name: strN() });
var hgncGeneGroupSchema = perMode(hgncGeneGroup);
var targetClass = (m) => obj(m, {
  /** Class hierarchy from the root, e.g. ["ENZYME", "KINASE", ...]. */
  path: strs(),
  /** ChEMBL protein class ID: a number on the real service (550), text in the sandbox. */
  leafChemblClassId: z14.union([z14.number(), z14.string()]).nullable()
});
var targetClassSchema = perMode(targetClass);

// src/schema/records/gene-protein.ts
var proteinIdentity = (m) => obj(m, {
  canonicalAccession: strN(),
  entryName: strN(),
  annotationScore: numN(),
  evidenceLevel: strN(),
  mappedAccessions: strs()
});
var proteinIdentitySchema = perMode(proteinIdentity);
var proteinFunction = (m) => obj(m, {
  functionSummary: strN(),
  associatedDiseases: strN(),
  tissueSpecificity: strN(),
  keywords: strs(),
  subcellularLocations: strs()
});
var proteinFunctionSchema = perMode(proteinFunction);
var proteinBiophysics = (m) => obj(m, {
  sequenceLength: intN(),
  molecularMassDa: numN(),
  ecNumbers: strs(),
  ptmSummary: strN(),
  ptmTypes: strs()
});
var proteinBiophysicsSchema = perMode(proteinBiophysics);
var proteinStructure = (m) => obj(m, { has3dStructure: boolN(), pdbIds: strs(), pfamIds: strs(), interproIds: strs() });
var proteinStructureSchema = perMode(proteinStructure);
var protein = (m) => obj(m, {
  identity: proteinIdentitySchema(m).nullable(),
  function: proteinFunctionSchema(m).nullable(),
  biophysics: proteinBiophysicsSchema(m).nullable(),
  structure: proteinStructureSchema(m).nullable()
});
var proteinSchema = perMode(protein);

// src/schema/records/genecore.ts
import { z as z15 } from "zod";
function genecoreDefaultShape(m) {
  return {
    serviceId: sid(m, "genecore"),
    ensemblGeneId: strN(),
    symbol: strN(),
    name: strN(),
    synonyms: strs(),
    geneType: en(m, GENE_TYPES, "GeneCoreRecord.geneType").nullable(),
    summary: strN(),
    location: strN(),
    chromosome: strN(),
    strand: en(m, STRANDS, "GeneCoreRecord.strand").nullable(),
    entrezGeneId: strN(),
    hgncId: strN(),
    uniprotIds: strs(),
    hgncGeneGroups: z15.array(hgncGeneGroupSchema(m)),
    maneSelect: strs(),
    omimId: strs(),
    orphanet: strN(),
    iuphar: strN(),
    lastUpdateDate: day(m).nullable(),
    createDate: day(m).nullable(),
    tractability: tractabilitySchema(m).nullable(),
    safetyLiabilities: z15.array(safetyLiabilitySchema(m)).nullable(),
    targetClass: targetClassSchema(m).nullable(),
    gnomadConstraint: gnomadConstraintSchema(m).nullable(),
    depmapEssentiality: depmapEssentialitySchema(m).nullable()
  };
}
function genecoreIncludeShape(m) {
  return {
    protein: proteinSchema(m).nullable().optional(),
    referencesDrugCore: sids(m, "drugcore").optional()
  };
}
var genecoreRecordSchema = perMode((m) => obj(m, { ...genecoreDefaultShape(m), ...recordUrlShape(), ...genecoreIncludeShape(m) }));

// src/schema/records/patentcore.ts
function patentcoreDefaultShape(m) {
  return {
    serviceId: sid(m, "patentcore"),
    publicationNumber: strN(),
    applicationNumber: strN(),
    countryCode: strN(),
    kindCode: strN(),
    familyId: strN(),
    familyMembers: sids(m, "patentcore"),
    title: strN(),
    abstract: strN(),
    language: strN(),
    nonEnglishFallback: boolN(),
    cpcCodes: strs(),
    ipcCodes: strs(),
    inventors: strs(),
    assignees: strs(),
    publicationDate: day(m).nullable(),
    filingDate: day(m).nullable(),
    grantDate: day(m).nullable(),
    priorityDate: day(m).nullable(),
    citedPatents: sids(m, "patentcore"),
    priorityClaimNumbers: strs(),
    parentPublicationNumbers: strs(),
    childPublicationNumbers: strs(),
    hasClaims: boolN(),
    hasDescription: boolN(),
    nplCount: intN(),
    citedByCount: intN()
  };
}
function patentcoreIncludeShape(m) {
  return {
    /** `""` (not null) when requested but absent at the source. */
    claims: strN().optional(),
    description: strN().optional(),
    nplCitations: strs().optional(),
    citedByPatents: sids(m, "patentcore").optional(),
    referencesDrugCore: sids(m, "drugcore").optional(),
    referencesBiomedCore: sids(m, "biomedcore").optional()
  };
}
var patentcoreRecordSchema = perMode((m) => obj(m, { ...patentcoreDefaultShape(m), ...recordUrlShape(), ...patentcoreIncludeShape(m) }));

// src/schema/records/registry.ts
var RECORD_SCHEMAS = {
  biomedcore: biomedcoreRecordSchema,
  trialcore: trialcoreRecordSchema,
  drugcore: drugcoreRecordSchema,
  regulatorycore: regulatorycoreRecordSchema,
  genecore: genecoreRecordSchema,
  patentcore: patentcoreRecordSchema
};
function recordSchema(core, m = "lenient") {
  return RECORD_SCHEMAS[core](m);
}
var DEFAULT_FIELDS = {
  biomedcore: Object.keys(biomedcoreDefaultShape("strict")),
  trialcore: Object.keys(trialcoreDefaultShape("strict")),
  drugcore: Object.keys(drugcoreDefaultShape("strict")),
  regulatorycore: Object.keys(regulatorycoreDefaultShape("strict")),
  genecore: Object.keys(genecoreDefaultShape("strict")),
  patentcore: Object.keys(patentcoreDefaultShape("strict"))
};

// src/schema/lookup.ts
import { z as z16 } from "zod";
function itemProblem(core, item) {
  const keys = LOOKUP_KEYS[core];
  const allowed = keys.join(", ");
  if (typeof item !== "object" || item === null || Array.isArray(item)) {
    return `must be an object with exactly one of ${allowed} (got ${JSON.stringify(item)})`;
  }
  const present = Object.keys(item);
  const unknown = present.filter((k) => !keys.includes(k));
  if (unknown.length > 0) return `has unknown key${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")}; ${CORE_TITLES[core]} lookup keys are ${allowed}`;
  if (present.length !== 1) {
    return `must have exactly one of ${allowed} (got ${present.length === 0 ? "none" : present.join(", ")})`;
  }
  const v = item[present[0]];
  if (typeof v !== "string" || v.trim() === "") return `${present[0]} must be a non-empty string (got ${JSON.stringify(v)})`;
  return null;
}
function validateLookupItems(core, items) {
  if (!Array.isArray(items)) return { ok: false, fields: { items: `items must be an array (got ${JSON.stringify(items)})` } };
  const fields = {};
  if (items.length === 0) fields.items = "items must hold at least 1 item (got 0)";
  if (items.length > LIMITS.lookupItemsMax) {
    fields.items = `items may hold at most ${LIMITS.lookupItemsMax} items per request (got ${items.length})`;
  }
  items.forEach((item, i) => {
    const problem = itemProblem(core, item);
    if (problem) fields[`items[${i}]`] = `items[${i}] ${problem}`;
  });
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, value: items };
}
function lookupInput(m) {
  return m === "strict" ? z16.record(z16.string(), z16.string()) : z16.custom((v) => v !== null && typeof v === "object" && !Array.isArray(v), { message: "must be an object" });
}
var lookupItemError = (m) => obj(m, { code: z16.string(), message: z16.string() });
var lookupItemErrorSchema = perMode(lookupItemError);
var lookupSuccess = (m) => obj(m, { input: lookupInput(m), serviceIds: z16.array(z16.string()) });
var lookupSuccessSchema = perMode(lookupSuccess);
var lookupFailure = (m) => obj(m, { input: lookupInput(m), error: lookupItemErrorSchema(m) });
var lookupFailureSchema = perMode(lookupFailure);
var lookupResultSchema = perMode((m) => z16.union([lookupSuccessSchema(m), lookupFailureSchema(m)]));

// src/schema/errors.ts
import { z as z17 } from "zod";
var ERROR_CODES = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  402: "INSUFFICIENT_CREDITS",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  422: "UNPROCESSABLE_ENTITY",
  429: "TOO_MANY_REQUESTS",
  500: "INTERNAL_SERVER_ERROR"
};
function errorCodeForStatus(status) {
  const code = ERROR_CODES[status];
  if (code) return code;
  return status >= 500 ? "INTERNAL_SERVER_ERROR" : "BAD_REQUEST";
}
var errorBodySchema = perMode(
  (m) => obj(m, {
    error: obj(m, {
      status: z17.number().int(),
      code: z17.string(),
      message: z17.string(),
      fields: z17.record(z17.string(), z17.string()).optional(),
      in: z17.string().optional(),
      retryAfter: z17.number().optional()
    })
  })
);
function readErrorBody(json) {
  const r = errorBodySchema("lenient").safeParse(json);
  return r.success ? r.data : null;
}

// src/schema/changes.ts
import { z as z18 } from "zod";
var RECORD_UPDATE_TYPES = SECTION_UPDATE_TYPES;
function entryShape(m, core) {
  return obj(m, {
    serviceId: sid(m, core),
    updateType: en(m, RECORD_UPDATE_TYPES, "ChangeEntry.updateType"),
    updateDate: day(m),
    createDate: day(m).nullable()
  });
}
var entryByCore = {
  biomedcore: perMode((m) => entryShape(m, "biomedcore")),
  trialcore: perMode((m) => entryShape(m, "trialcore")),
  drugcore: perMode((m) => entryShape(m, "drugcore")),
  genecore: perMode((m) => entryShape(m, "genecore"))
};
function changeEntrySchema(core, m = "lenient") {
  return entryByCore[core](m);
}
var sectionChange = (m) => obj(m, {
  documentSectionId: m === "strict" ? z18.string().refine(isSectionId, { message: "must be a document section ID" }) : z18.string(),
  updateType: en(m, SECTION_UPDATE_TYPES, "RegulatoryChangeEntry.documentSections[].updateType"),
  updateDate: day(m).nullable(),
  createDate: day(m).nullable()
});
var sectionChangeSchema = perMode(sectionChange);
var regulatoryChangeEntry = (m) => obj(m, {
  serviceId: sid(m, "regulatorycore"),
  updateType: en(m, UPDATE_TYPES, "RegulatoryChangeEntry.updateType"),
  updateDate: day(m).nullable(),
  createDate: day(m).nullable(),
  documentSections: z18.array(sectionChangeSchema(m))
});
var regulatoryChangeEntrySchema = perMode(regulatoryChangeEntry);
function changesPageSchema(core, m = "lenient") {
  const entry = core === "regulatorycore" ? regulatoryChangeEntrySchema(m) : changeEntrySchema(core, m);
  return obj(m, { data: z18.array(entry), nextCursor: z18.string().nullable() });
}

// src/schema/credits.ts
import { z as z19 } from "zod";
var creditsData = (m) => obj(m, { remaining: z19.number() });
var creditsDataSchema = perMode(creditsData);
var credits = (m) => obj(m, { data: creditsDataSchema(m) });
var creditsSchema = perMode(credits);

// src/schema/capabilities.ts
import { z as z20 } from "zod";
var coreCapabilities = (m) => z20.looseObject({
  name: en(m, CORES, "Capabilities.cores[].name"),
  status: en(m, CORE_STATUSES, "Capabilities.cores[].status"),
  count: z20.number(),
  includes: z20.array(z20.string()),
  filters: z20.array(z20.string()),
  changes: z20.boolean()
});
var coreCapabilitiesSchema = perMode(coreCapabilities);
var capabilitiesData = (m) => z20.looseObject({
  apiVersion: z20.string(),
  cores: z20.array(coreCapabilitiesSchema(m)),
  /** Present (true) only when served by the corebook sandbox. */
  sandbox: z20.boolean().optional(),
  description: z20.string().optional()
});
var capabilitiesDataSchema = perMode(capabilitiesData);
var capabilities = (m) => z20.looseObject({ data: capabilitiesDataSchema(m) });
var capabilitiesSchema = perMode(capabilities);

// src/schema/costs.ts
function creditCost(endpoint, params = {}) {
  switch (endpoint) {
    case "search":
      return 5 * Math.ceil((params.limit ?? LIMITS.searchLimitDefault) / 20);
    case "get":
    case "lookup":
    case "section":
    case "changes":
      return 1;
    case "credits":
    case "capabilities":
      return 0;
  }
}

// src/schema/parse.ts
import { z as z21 } from "zod";

// src/schema/field-drift.ts
function jsonType(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  return `a ${typeof value}`;
}
function valueAt(json, path) {
  let at4 = json;
  for (const key of path) {
    if (at4 === null || typeof at4 !== "object") return void 0;
    at4 = at4[key];
  }
  return at4;
}
function schemaPath(root, path, skipLeadingIndex) {
  let out = root;
  path.forEach((key, i) => {
    if (typeof key === "number") {
      if (!(i === 0 && skipLeadingIndex)) out += "[]";
    } else out += `.${String(key)}`;
  });
  return out;
}
function expected(issue) {
  if (issue.code === "invalid_type") return String(issue.expected);
  if (issue.code === "invalid_union") return "one of the declared forms";
  return "the declared shape";
}
function noteDrift(root, json, issues, listRoot) {
  for (const issue of issues) {
    const value = valueAt(json, issue.path);
    const path = schemaPath(root, issue.path, listRoot);
    if (value === void 0) noteFieldDrift(path, "missing", "", expected(issue));
    else noteFieldDrift(path, "unexpected-type", jsonType(value), expected(issue));
  }
}

// src/schema/parse.ts
var modeOf = (opts) => opts.strict ? "strict" : "lenient";
function run2(build, json, what, root, opts) {
  const m = modeOf(opts);
  return withWarnings(() => {
    const r = build(m).safeParse(json);
    if (r.success) return r.data;
    if (m === "strict") throw SchemaParseError.from(what, r.error);
    const kept = build("salvage").safeParse(json);
    if (!kept.success) throw SchemaParseError.from(what, r.error);
    noteDrift(root.name, json, r.error.issues, root.list);
    return kept.data;
  }, opts.onWarning);
}
var one = (name) => ({ name, list: false });
var list = (name) => ({ name, list: true });
function parseRecord(core, json, opts = {}) {
  return run2((m) => recordSchema(core, m), json, `${CORE_TITLES[core]} record`, one(`${CORE_TITLES[core]}Record`), opts);
}
function parseRecords(core, json, opts = {}) {
  return run2((m) => z21.array(recordSchema(core, m)), json, `${CORE_TITLES[core]} records`, list(`${CORE_TITLES[core]}Record`), opts);
}
function parseSection(json, opts = {}) {
  return run2(documentSectionSchema, json, "RegulatoryCore document section", one("DocumentSection"), opts);
}
function parseChangesPage(core, json, opts = {}) {
  return run2((m) => changesPageSchema(core, m), json, `${CORE_TITLES[core]} change feed page`, one(`${CORE_TITLES[core]}ChangesPage`), opts);
}
function parseLookupResults(json, opts = {}) {
  return run2((m) => z21.array(lookupResultSchema(m)), json, "lookup results", list("LookupResult"), opts);
}
function parseCredits(json, opts = {}) {
  return run2(creditsSchema, json, "credits response", one("CreditsResponse"), opts);
}
function parseCapabilities(json, opts = {}) {
  return run2(capabilitiesSchema, json, "capabilities response", one("CapabilitiesResponse"), opts);
}

export {
  CORE_TITLES,
  isServiceId,
  coreOfServiceId,
  SEARCH_PARAMS,
  getParamsSpec,
  feedParamsSpec,
  validateRecordPath,
  validateSectionPath,
  validateParams,
  decodeQuery,
  encodeQuery,
  columnKindOf,
  warningMark,
  warningsSince,
  recordUrlShape,
  biomedcoreDefaultShape,
  biomedcoreIncludeShape,
  trialcoreDefaultShape,
  trialcoreIncludeShape,
  drugcoreDefaultShape,
  drugcoreIncludeShape,
  regulatorycoreDefaultShape,
  regulatorycoreIncludeShape,
  genecoreDefaultShape,
  genecoreIncludeShape,
  patentcoreDefaultShape,
  patentcoreIncludeShape,
  validateLookupItems,
  errorCodeForStatus,
  readErrorBody,
  creditCost,
  SchemaParseError,
  parseRecord,
  parseRecords,
  parseSection,
  parseChangesPage,
  parseLookupResults,
  parseCredits,
  parseCapabilities
};
