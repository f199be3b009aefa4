import {
  ANCHOR_DATE,
  HISTORY_SPAN
} from "./chunk-NRAGCCIA.js";
import {
  SEARCH_PARAMS,
  creditCost,
  decodeQuery,
  feedParamsSpec,
  getParamsSpec,
  validateLookupItems,
  validateRecordPath,
  validateSectionPath
} from "./chunk-EISH2INW.js";
import {
  CORES,
  FEED_CORES,
  INCLUDES,
  LIMITS
} from "./chunk-VJREQHXH.js";
import {
  isDay
} from "./chunk-VNTWYCCD.js";

// src/sandbox/start.ts
import { getRequestListener } from "@hono/node-server";
import { createServer } from "node:http";

// src/sandbox/app.ts
import { Hono } from "hono";

// src/sandbox/http/auth.ts
import { createHash, timingSafeEqual } from "node:crypto";
var digest = (key) => createHash("sha256").update(key, "utf8").digest();
var KeyRegistry = class {
  entries = [];
  constructor(adminKeys, memberKeys) {
    for (const [i, k] of adminKeys.entries()) this.entries.push({ hash: digest(k), principal: { id: `admin-${i}`, role: "admin" } });
    for (const [i, k] of memberKeys.entries()) this.entries.push({ hash: digest(k), principal: { id: `member-${i}`, role: "member" } });
  }
  /** The principal of an `Authorization` header value, or null when missing or not accepted. */
  authenticate(header) {
    if (!header) return null;
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    if (!match) return null;
    const presented = digest(match[1].trim());
    let found = null;
    for (const entry of this.entries) {
      if (timingSafeEqual(entry.hash, presented) && found === null) found = entry.principal;
    }
    return found;
  }
};

// src/sandbox/feeds/cursor.ts
import { createHash as createHash2, createHmac, timingSafeEqual as timingSafeEqual2 } from "node:crypto";
var scopeDigest = (ids) => ids.length === 0 ? "all" : createHash2("sha256").update([...new Set(ids)].sort().join("\n")).digest("base64url").slice(0, 22);
var CursorCodec = class {
  constructor(secret) {
    this.secret = secret;
  }
  secret;
  mac(payload) {
    return createHmac("sha256", this.secret).update(payload).digest().subarray(0, 16);
  }
  encode(state) {
    const payload = Buffer.from(JSON.stringify([1, state.core, state.since, state.position, state.scope])).toString("base64url");
    return `${payload}.${this.mac(payload).toString("base64url")}`;
  }
  /** The state of a cursor, or a reason it cannot be used. */
  decode(cursor) {
    const [payload, mac, extra] = cursor.split(".");
    if (!payload || !mac || extra !== void 0 || !/^[A-Za-z0-9_-]+$/.test(payload + mac)) return "not a cursor issued by this service";
    const given = Buffer.from(mac, "base64url");
    const expected = this.mac(payload);
    if (given.length !== expected.length || !timingSafeEqual2(given, expected)) return "the cursor was altered or issued by another dataset";
    try {
      const [v, core, since, position, scope] = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
      if (v !== 1 || typeof core !== "string" || typeof since !== "string" || typeof scope !== "string" || typeof position !== "number" || !Number.isInteger(position) || position < 0) return "not a cursor issued by this service";
      return { core, since, position, scope };
    } catch {
      return "not a cursor issued by this service";
    }
  }
};

// src/sandbox/feeds/feed-log.ts
var byRowOrder = (a, b) => a.date < b.date ? -1 : a.date > b.date ? 1 : a.serviceId < b.serviceId ? -1 : a.serviceId > b.serviceId ? 1 : a.kind - b.kind || (a.section?.documentSectionId ?? "").localeCompare(b.section?.documentSectionId ?? "");
function buildFeedLog(dataset, core, linkDays = /* @__PURE__ */ new Map()) {
  const visible = (date) => date < dataset.today;
  const state = /* @__PURE__ */ new Map();
  const touched = /* @__PURE__ */ new Map();
  const linkEvents = [];
  for (const r of dataset.records[core]) {
    const days = linkDays.get(r.serviceId);
    if (!days) continue;
    const createDate = dataset.timelines?.get(r.serviceId)?.created ?? null;
    for (const d of days) linkEvents.push({ serviceId: r.serviceId, updateType: "updated", updateDate: d, createDate });
  }
  for (const e of [...dataset.changes[core], ...linkEvents]) {
    if (!visible(e.updateDate)) continue;
    const map = e.updateType === "unchanged" ? touched : state;
    const prev = map.get(e.serviceId);
    if (!prev || prev.updateDate <= e.updateDate) map.set(e.serviceId, e);
  }
  const rows = [];
  for (const e of state.values()) rows.push({ date: e.updateDate, serviceId: e.serviceId, kind: 0 });
  for (const e of touched.values()) {
    const s = state.get(e.serviceId);
    if (!s || s.updateDate < e.updateDate) rows.push({ date: e.updateDate, serviceId: e.serviceId, kind: 1 });
  }
  if (core === "regulatorycore") {
    const sections = /* @__PURE__ */ new Map();
    for (const e of dataset.sectionChanges) {
      if (!visible(e.updateDate)) continue;
      const prev = sections.get(e.documentSectionId);
      if (!prev || prev.updateDate <= e.updateDate) sections.set(e.documentSectionId, e);
    }
    for (const e of sections.values()) rows.push({ date: e.updateDate, serviceId: e.serviceId, kind: 2, section: e });
  }
  rows.sort(byRowOrder);
  return { rows, state };
}
function firstRowOn(rows, since) {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (rows[mid].date < since) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

// src/sandbox/store/record.ts
var str = (v) => typeof v === "string" ? v : typeof v === "number" ? String(v) : null;
var strings = (v) => Array.isArray(v) ? v.map(str).filter((s) => s !== null) : [];
var objects = (v) => Array.isArray(v) ? v.filter((x) => !!x && typeof x === "object") : [];
var obj = (v) => v && typeof v === "object" && !Array.isArray(v) ? v : null;

// src/sandbox/search/filter-kit.ts
var values = (v) => {
  const raw = Array.isArray(v) ? v.map(String) : v === void 0 || v === null ? [] : [String(v)];
  return raw.flatMap((s) => s.split(",")).map((s) => s.trim()).filter((s) => s.length > 0);
};
var present = (v) => v !== void 0 && v !== null && !(Array.isArray(v) && v.length === 0);
var FilterSet = class {
  predicates = [];
  add(param, make) {
    if (present(param)) this.predicates.push(make(param));
    return this;
  }
  test(r) {
    for (const p of this.predicates) if (!p(r)) return false;
    return true;
  }
};
var upper = (s) => s.toUpperCase();
var anyOf = (get) => (param) => {
  const wanted = new Set(values(param).map(upper));
  return (r) => {
    const v = get(r);
    const one = str(v);
    const have = Array.isArray(v) ? strings(v) : one === null ? [] : [one];
    return have.some((h) => wanted.has(upper(h)));
  };
};
var field = (name) => (r) => r[name];
var dateMin = (name) => (param) => {
  const bound = String(param);
  return (r) => {
    const d = str(r[name]);
    return d !== null && d >= bound;
  };
};
var dateMax = (name) => (param) => {
  const bound = String(param);
  return (r) => {
    const d = str(r[name]);
    return d !== null && d.slice(0, 10) <= bound;
  };
};
var numMin = (get) => (param) => {
  const bound = Number(param);
  return (r) => {
    const v = get(r);
    return typeof v === "number" && v >= bound;
  };
};
var numMax = (get) => (param) => {
  const bound = Number(param);
  return (r) => {
    const v = get(r);
    return typeof v === "number" && v <= bound;
  };
};
var asBool = (v) => v === true || v === "true";
var boolEq = (get) => (param) => {
  const want = asBool(param);
  return (r) => get(r) === want;
};
var nameTokens = (s) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
var tokenMatch = (names) => (param) => {
  const wanted = values(Array.isArray(param) ? param : [param]).map(nameTokens).filter((t) => t.length > 0);
  return (r) => names(r).some((n) => {
    const have = new Set(nameTokens(n));
    return wanted.some((w) => w.every((t) => have.has(t)));
  });
};

// src/sandbox/search/filters.ts
var bareOrcid = (s) => s.trim().replace(/^https?:\/\/(www\.)?orcid\.org\//i, "").toUpperCase();
var bareRor = (s) => s.trim().replace(/^https?:\/\/(www\.)?ror\.org\//i, "").toLowerCase();
var authors = (r) => objects(r.authorsMetadata);
var affiliations = (r) => authors(r).flatMap((a) => objects(a.affiliations));
function biomed(p, f) {
  f.add(p.minPublicationDate, dateMin("publicationDate")).add(p.maxPublicationDate, dateMax("publicationDate")).add(p.minLastUpdateDate, dateMin("lastUpdateDate")).add(p.maxLastUpdateDate, dateMax("lastUpdateDate")).add(p.minCreateDate, dateMin("createDate")).add(p.minCitationCount, numMin(field("citationCount"))).add(p.minJournalQualityJufo, numMin(field("journalQualityJufo"))).add(p.isRetracted, boolEq(field("isRetracted"))).add(p.authorOrcids, (v) => {
    const wanted = new Set(values(v).map(bareOrcid));
    return (r) => authors(r).some((a) => {
      const o = str(a.orcid);
      return o !== null && wanted.has(bareOrcid(o));
    });
  }).add(p.authorNames, tokenMatch((r) => [
    ...strings(r.authors),
    ...authors(r).flatMap((a) => [str(a.name), str(a.nameRaw)].filter((s) => !!s))
  ])).add(p.institutionRors, (v) => {
    const wanted = new Set(values(v).map(bareRor));
    return (r) => affiliations(r).some((a) => {
      const o = str(a.ror);
      return o !== null && wanted.has(bareRor(o));
    });
  }).add(p.institutionNames, tokenMatch((r) => affiliations(r).flatMap((a) => [str(a.name), str(a.nameRaw)].filter((s) => !!s))));
}
function trial(p, f) {
  f.add(p.phase, anyOf(field("phase"))).add(p.overallStatus, anyOf(field("overallStatus"))).add(p.studyType, anyOf(field("studyType"))).add(p.sponsorType, anyOf(field("sponsorType"))).add(p.interventionType, anyOf(field("interventionTypes"))).add(p.facilityCountries, anyOf(field("facilityCountries"))).add(p.hasResults, boolEq(field("hasResults"))).add(p.minStartDate, dateMin("startDate")).add(p.maxStartDate, dateMax("startDate")).add(p.minCompletionDate, dateMin("completionDate")).add(p.maxCompletionDate, dateMax("completionDate")).add(p.minEnrollment, numMin(field("enrollment")));
}
function drug(p, f) {
  f.add(p.drugType, anyOf(field("drugType"))).add(p.maxClinicalStage, anyOf(field("maxClinicalStage")));
}
function regulatory(p, f) {
  f.add(p.agency, anyOf(field("agency"))).add(p.moleculeType, anyOf(field("moleculeType"))).add(p.authorizationStatus, anyOf(field("authorizationStatus"))).add(p.hasDesignation, (v) => {
    const wanted = new Set(values(v).map((s) => s.toUpperCase()));
    return (r) => objects(r.designations).some((d) => d.agency === r.agency && wanted.has(String(d.type).toUpperCase()));
  }).add(p.isOrphan, boolEq(field("isOrphan"))).add(p.minAuthorizationDate, dateMin("authorizationDate")).add(p.maxAuthorizationDate, dateMax("authorizationDate")).add(p.minLastUpdateDate, dateMin("lastUpdateDate")).add(p.maxLastUpdateDate, dateMax("lastUpdateDate")).add(p.minCreateDate, dateMin("createDate")).add(p.serviceId, (v) => {
    const ids = new Set(values(v));
    return (r) => ids.has(r.serviceId);
  });
}
var enumKey = (s) => s.toUpperCase().replace(/[^A-Z0-9]+/g, "_").replace(/^_|_$/g, "");
var MODALITY_FIELDS = {
  SMALL_MOLECULE: "smallMolecule",
  ANTIBODY: "antibody",
  PROTAC: "protac",
  OTHER_CLINICAL: "otherClinical"
};
var tractabilityBuckets = (r, modality) => {
  const b = obj(obj(r.tractability)?.[MODALITY_FIELDS[modality]]);
  return { clinical: strings(b?.clinical).map(enumKey), predictive: strings(b?.predictive).map(enumKey) };
};
var isDruggable = (r) => {
  if (typeof r.isDruggable === "boolean") return r.isDruggable;
  return Object.keys(MODALITY_FIELDS).some((m) => {
    const b = tractabilityBuckets(r, m);
    return b.clinical.length + b.predictive.length > 0;
  });
};
function gene(p, f) {
  f.add(p.geneType, anyOf(field("geneType"))).add(p.isDruggable, boolEq(isDruggable)).add(p.isEssential, boolEq((r) => obj(r.depmapEssentiality)?.isEssential ?? null)).add(p.hasSafetyLiabilities, boolEq((r) => objects(r.safetyLiabilities).length > 0)).add(p.targetClass, (v) => {
    const wanted = new Set(values(v).map(enumKey));
    return (r) => strings(obj(r.targetClass)?.path).some((s) => wanted.has(enumKey(s)));
  }).add(p.maxConstraintLoeuf, numMax((r) => obj(obj(r.gnomadConstraint)?.lossOfFunction)?.loeuf));
  const modalities = values(p.tractabilityModality).map(enumKey);
  const stages = values(p.tractabilityStage).map(enumKey);
  if (modalities.length > 0 || stages.length > 0) {
    const ms = modalities.length > 0 ? modalities : Object.keys(MODALITY_FIELDS);
    f.predicates.push((r) => ms.some((m) => {
      const clinical = tractabilityBuckets(r, m).clinical;
      return stages.length > 0 ? stages.some((s) => clinical.includes(s)) : clinical.length > 0;
    }));
  }
}
function patent(p, f) {
  f.add(p.countryCode, anyOf(field("countryCode"))).add(p.kindCode, anyOf(field("kindCode"))).add(p.language, anyOf(field("language"))).add(p.cpcCodes, anyOf(field("cpcCodes"))).add(p.ipcCodes, anyOf(field("ipcCodes"))).add(p.assignee, anyOf(field("assignees"))).add(p.inventor, anyOf(field("inventors"))).add(p.hasClaims, boolEq(field("hasClaims"))).add(p.hasDescription, boolEq(field("hasDescription"))).add(p.minPublicationDate, dateMin("publicationDate")).add(p.maxPublicationDate, dateMax("publicationDate")).add(p.minFilingDate, dateMin("filingDate")).add(p.maxFilingDate, dateMax("filingDate")).add(p.minGrantDate, dateMin("grantDate")).add(p.maxGrantDate, dateMax("grantDate")).add(p.minPriorityDate, dateMin("priorityDate")).add(p.maxPriorityDate, dateMax("priorityDate")).add(p.minCitedByCount, numMin(field("citedByCount")));
}
var BY_CORE = {
  biomedcore: biomed,
  trialcore: trial,
  drugcore: drug,
  regulatorycore: regulatory,
  genecore: gene,
  patentcore: patent
};
function buildFilters(core, params) {
  const f = new FilterSet();
  BY_CORE[core](params, f);
  return f;
}

// src/sandbox/search/text-index.ts
import MiniSearch from "minisearch";

// src/sandbox/search/text-fields.ts
var join = (...parts) => parts.flatMap((p) => Array.isArray(p) ? p : p ? [p] : []).join(" \n ");
var mechanismText = (r) => join(...objects(r.mechanismsOfAction).flatMap((m) => [
  str(m.mechanismOfAction),
  str(m.actionType),
  str(m.targetType),
  ...objects(m.targets).flatMap((t) => [str(t.symbol), str(t.name), strings(t.synonyms)])
]));
var TEXT_FIELDS = {
  biomedcore: [
    { name: "title", boost: 3, text: (r) => str(r.title) ?? "" },
    { name: "abstract", boost: 1.5, text: (r) => str(r.abstract) ?? "" },
    { name: "fulltext", boost: 1, text: (r) => str(r.fulltext) ?? "" },
    {
      name: "metadata",
      boost: 1,
      text: (r) => join(
        str(r.journal),
        strings(r.authors),
        strings(r.meshTerms),
        strings(r.keywords),
        strings(r.substances),
        strings(r.publicationTypes)
      )
    }
  ],
  trialcore: [
    { name: "titles", boost: 3, text: (r) => join(str(r.briefTitle), str(r.officialTitle), str(r.acronym)) },
    { name: "summary", boost: 1, text: (r) => str(r.briefSummary) ?? "" },
    { name: "conditions", boost: 2, text: (r) => join(strings(r.conditions), strings(r.conditionMeshTerms)) },
    { name: "interventions", boost: 2, text: (r) => join(strings(r.interventionNames), strings(r.interventionMeshTerms)) },
    { name: "keywords", boost: 1.5, text: (r) => join(strings(r.keywords)) }
  ],
  drugcore: [
    { name: "names", boost: 3, text: (r) => join(str(r.name), strings(r.tradeNames), strings(r.synonyms)) },
    { name: "description", boost: 1, text: (r) => str(r.description) ?? "" },
    { name: "mechanisms", boost: 1.5, text: mechanismText }
  ],
  regulatorycore: [
    { name: "name", boost: 3, text: (r) => str(r.name) ?? "" },
    { name: "activeSubstance", boost: 3, text: (r) => str(r.activeSubstance) ?? "" },
    { name: "indication", boost: 1.5, text: (r) => str(r.therapeuticIndication) ?? "" },
    { name: "holder", boost: 1, text: (r) => str(r.marketingAuthorisationHolder) ?? "" }
  ],
  genecore: [
    { name: "symbol", boost: 4, text: (r) => str(r.symbol) ?? "" },
    { name: "name", boost: 2, text: (r) => str(r.name) ?? "" },
    { name: "synonyms", boost: 2, text: (r) => join(strings(r.synonyms)) },
    { name: "families", boost: 1, text: (r) => join(objects(r.hgncGeneGroups).map((g) => str(g.name) ?? "")) }
  ],
  patentcore: [
    { name: "title", boost: 3, text: (r) => str(r.title) ?? "" },
    { name: "abstract", boost: 2, text: (r) => str(r.abstract) ?? "" },
    { name: "claims", boost: 1, text: (r) => str(r.claims) ?? "" },
    { name: "description", boost: 0.5, text: (r) => str(r.description) ?? "" }
  ]
};
var tokenize = (text) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

// src/sandbox/search/text-index.ts
var OPTIONS = { tokenize, processTerm: (t) => t };
var TextIndex = class {
  index;
  boost;
  constructor(core, records) {
    const fields = TEXT_FIELDS[core];
    const byName = new Map(fields.map((f) => [f.name, f.text]));
    this.boost = Object.fromEntries(fields.map((f) => [f.name, f.boost]));
    this.index = new MiniSearch({
      idField: "serviceId",
      fields: fields.map((f) => f.name),
      extractField: (doc, name) => name === "serviceId" ? doc.serviceId : byName.get(name)?.(doc),
      ...OPTIONS
    });
    this.index.addAll(records);
  }
  search(query) {
    return this.index.search(query, { combineWith: "OR", boost: this.boost, prefix: false, fuzzy: false }).map((r) => ({ id: String(r.id), score: r.score }));
  }
};
var SectionIndex = class {
  index;
  constructor(sections) {
    this.index = new MiniSearch({
      idField: "documentSectionId",
      fields: ["title", "content"],
      storeFields: ["serviceId"],
      extractField: (doc, name) => String(Reflect.get(doc, name) ?? ""),
      ...OPTIONS
    });
    this.index.addAll([...sections]);
  }
  search(query) {
    return this.index.search(query, { combineWith: "OR", boost: { title: 2, content: 1 }, prefix: false, fuzzy: false }).map((r) => ({ id: String(r.id), score: r.score, serviceId: String(r.serviceId) }));
  }
};

// src/sandbox/store/section-view.ts
function sectionLives(events) {
  const lives = /* @__PURE__ */ new Map();
  for (const e of events) {
    const life = lives.get(e.documentSectionId) ?? { created: null, deleted: null };
    if (e.updateType === "created" && (life.created === null || e.updateDate < life.created)) life.created = e.updateDate;
    if (e.updateType === "deleted") life.deleted = e.updateDate;
    lives.set(e.documentSectionId, life);
  }
  return lives;
}
function sectionExistsOn(life, today) {
  if (!life) return true;
  return (life.created === null || life.created < today) && (life.deleted === null || today <= life.deleted);
}
function tocSection(s) {
  return {
    documentSectionId: s.documentSectionId,
    serviceId: s.serviceId,
    docType: s.docType,
    path: s.path,
    title: s.title,
    textType: s.textType,
    sourceUrl: s.sourceUrl,
    sourceDate: s.sourceDate
  };
}

// src/sandbox/search/shape.ts
function shapeRecord(core, full, include) {
  const out = { ...full };
  const asked = new Set(include);
  for (const name of INCLUDES[core]) {
    if (!asked.has(name)) {
      delete out[name];
      continue;
    }
    const v = full[name];
    out[name] = v === void 0 ? null : v;
  }
  if (core === "patentcore" && asked.has("claims") && (out.claims === null || out.claims === void 0)) out.claims = "";
  return out;
}
var evidenceSection = (s, matchedText) => ({ ...tocSection(s), matchedText });
var fullSection = (s) => ({ ...tocSection(s), content: s.content });

// src/sandbox/search/excerpt.ts
var WINDOW = 240;
function excerpt(content, query) {
  if (!content) return null;
  const terms = new Set(tokenize(query));
  const word = /[\p{L}\p{N}]+/gu;
  let first = -1;
  let last = -1;
  for (let m = word.exec(content); m; m = word.exec(content)) {
    if (!terms.has(m[0].toLowerCase())) continue;
    if (first < 0) first = m.index;
    if (m.index - first > WINDOW) break;
    last = m.index + m[0].length;
  }
  if (first < 0) return null;
  const pad = Math.max(40, Math.floor((WINDOW - (last - first)) / 2));
  let start = Math.max(0, first - pad);
  let end = Math.min(content.length, last + pad);
  while (start > 0 && /\S/.test(content[start - 1])) start -= 1;
  while (end < content.length && /\S/.test(content[end])) end += 1;
  return `${start > 0 ? "\u2026" : ""}${content.slice(start, end).trim()}${end < content.length ? "\u2026" : ""}`;
}

// src/sandbox/search/engine.ts
var MAX_EVIDENCE = 10;
var SearchEngine = class {
  constructor(store) {
    this.store = store;
  }
  store;
  text = /* @__PURE__ */ new Map();
  sections = null;
  /** Builds the index of a core now rather than on its first search. */
  warm(core) {
    this.textIndex(core);
    if (core === "regulatorycore") this.sectionIndex();
  }
  textIndex(core) {
    let idx = this.text.get(core);
    if (!idx) {
      idx = new TextIndex(core, this.store.records[core]);
      this.text.set(core, idx);
    }
    return idx;
  }
  sectionIndex() {
    if (!this.sections) this.sections = new SectionIndex(this.store.dataset.sections.values());
    return this.sections;
  }
  search(core, req) {
    const filters = buildFilters(core, req.params);
    const scores = /* @__PURE__ */ new Map();
    for (const h of this.textIndex(core).search(req.query)) scores.set(h.id, h.score);
    const matched = /* @__PURE__ */ new Map();
    if (core === "regulatorycore") {
      for (const h of this.sectionIndex().search(req.query)) {
        if (!this.store.section(h.serviceId, h.id)) continue;
        scores.set(h.serviceId, (scores.get(h.serviceId) ?? 0) + h.score);
        const list2 = matched.get(h.serviceId);
        if (list2) list2.push(h);
        else matched.set(h.serviceId, [h]);
      }
    }
    const ranked = [];
    for (const [id, score] of scores) {
      const rec = this.store.get(core, id);
      if (rec && filters.test(rec)) ranked.push({ rec, score });
    }
    ranked.sort((a, b) => b.score - a.score || this.store.position(a.rec.serviceId) - this.store.position(b.rec.serviceId));
    if (core === "patentcore") return this.collapseFamilies(ranked.map((r) => r.rec), req);
    return ranked.slice(0, req.limit).map(({ rec }) => {
      const out = shapeRecord(core, rec, req.include);
      if (core === "regulatorycore") out.documentSections = this.evidence(rec.serviceId, matched, req.query);
      return out;
    });
  }
  evidence(serviceId, matched, query) {
    const hits = [...matched.get(serviceId) ?? []].sort((a, b) => b.score - a.score).slice(0, MAX_EVIDENCE);
    return hits.flatMap((h) => {
      const s = this.store.section(serviceId, h.id);
      if (!s) return [];
      const text = excerpt(s.content, query) ?? excerpt(s.title, query) ?? s.content?.slice(0, 240) ?? null;
      return [evidenceSection(s, text)];
    });
  }
  /** One result per family: the best-ranked member, listing the other matching members. */
  collapseFamilies(ranked, req) {
    const heads = [];
    const byFamily = /* @__PURE__ */ new Map();
    for (const rec of ranked) {
      const family = typeof rec.familyId === "string" && rec.familyId ? rec.familyId : null;
      if (family === null) {
        heads.push(rec);
        continue;
      }
      const members = byFamily.get(family);
      if (members) {
        members.push(rec.serviceId);
        continue;
      }
      byFamily.set(family, []);
      heads.push(rec);
    }
    return heads.slice(0, req.limit).map((rec) => {
      const out = shapeRecord("patentcore", rec, req.include);
      const family = typeof rec.familyId === "string" ? byFamily.get(rec.familyId) : void 0;
      out.familyMembers = family ? [...family] : [];
      return out;
    });
  }
};

// src/sandbox/store/timeline-view.ts
function existsOn(t, today) {
  if (!t) return true;
  return (t.created === null || t.created < today) && (t.deleted === null || today <= t.deleted);
}
function lastBefore(days, today) {
  let best = null;
  for (const d of days) {
    if (d < today) best = d;
    else break;
  }
  return best;
}
var LINK_LISTS = /^(references(?:[A-Z]\w*)?|citedBy|citedByPatents|children)$/;
function recordOn(stored, v) {
  const { today, timeline } = v;
  const out = { ...stored };
  if (timeline?.revisions) {
    for (let i = timeline.revisions.length - 1; i >= 0; i--) {
      const r = timeline.revisions[i];
      if (r.day < today) break;
      Object.assign(out, r.before);
    }
  }
  if (timeline && "lastUpdateDate" in stored) {
    const own = lastBefore(timeline.updates, today);
    const linked = v.linkDays ? lastBefore(v.linkDays, today) : null;
    let last = timeline.created !== null && timeline.created < today ? timeline.created : timeline.base;
    for (const d of [own, linked]) if (d !== null && (last === null || d > last)) last = d;
    out.lastUpdateDate = last;
  }
  for (const key of Object.keys(out)) {
    const value = out[key];
    if (LINK_LISTS.test(key) && Array.isArray(value)) {
      out[key] = value.filter((id) => typeof id !== "string" || v.exists(id));
    } else if (key === "parent" && typeof value === "string" && !v.exists(value)) {
      out[key] = null;
    } else if (key === "authorizationsByAgency" && Array.isArray(value)) {
      out[key] = value.filter((e) => !(e && typeof e === "object" && "serviceId" in e && typeof e.serviceId === "string") || v.exists(e.serviceId)).map((e) => e && typeof e === "object" && "serviceId" in e && typeof e.serviceId === "string" ? { ...e, authorizationStatus: v.statusOf(e.serviceId) } : e);
    }
  }
  return out;
}
function linkedIds(stored) {
  const ids = [];
  for (const [key, value] of Object.entries(stored)) {
    if (LINK_LISTS.test(key) && Array.isArray(value)) {
      for (const id of value) if (typeof id === "string") ids.push(id);
    } else if (key === "parent" && typeof value === "string") ids.push(value);
    else if (key === "authorizationsByAgency" && Array.isArray(value)) {
      for (const e of value) if (e && typeof e === "object" && "serviceId" in e && typeof e.serviceId === "string") ids.push(e.serviceId);
    }
  }
  return ids;
}
function fieldOn(stored, timeline, field3, today) {
  let value = stored[field3];
  const revisions = timeline?.revisions ?? [];
  for (let i = revisions.length - 1; i >= 0; i--) {
    const r = revisions[i];
    if (r.day < today) break;
    if (field3 in r.before) value = r.before[field3];
  }
  return value;
}

// src/sandbox/store/link-days.ts
function deriveLinkDays(dataset, all) {
  const out = /* @__PURE__ */ new Map();
  const timelines = dataset.timelines;
  if (!timelines) return out;
  for (const rec of all) {
    const id = rec.serviceId;
    const own = timelines.get(id);
    if (!own) continue;
    const days = /* @__PURE__ */ new Set();
    const alive = (d) => (own.created === null || d > own.created) && (own.deleted === null || d < own.deleted);
    for (const other of linkedIds(rec)) {
      const t = timelines.get(other);
      if (!t) continue;
      if (t.created !== null && alive(t.created)) days.add(t.created);
      if (t.deleted !== null && alive(t.deleted)) days.add(t.deleted);
    }
    if (Array.isArray(rec.authorizationsByAgency)) {
      for (const e of rec.authorizationsByAgency) {
        const other = e && typeof e === "object" && "serviceId" in e && typeof e.serviceId === "string" ? timelines.get(e.serviceId) : void 0;
        for (const r of other?.revisions ?? []) if ("authorizationStatus" in r.before && alive(r.day)) days.add(r.day);
      }
    }
    if (days.size > 0) out.set(id, [...days].sort());
  }
  return out;
}

// src/sandbox/store/lookup-index.ts
var field2 = (name) => (r) => {
  const v = str(r[name]);
  return v ? [v] : [];
};
var list = (name) => (r) => strings(r[name]);
var nested = (parent, name, many = false) => (r) => {
  const p = obj(r[parent]);
  if (!p) return [];
  if (many) return strings(p[name]);
  const v = str(p[name]);
  return v ? [v] : [];
};
var ndcs = (r) => strings(obj(r.fdaDetails)?.ndc).flatMap((n) => {
  const parts = n.split("-");
  return parts.length >= 3 ? [n, `${parts[0]}-${parts[1]}`] : [n];
});
var either = (name) => (r) => Array.isArray(r[name]) ? strings(r[name]) : field2(name)(r);
var LOOKUP_FIELDS = {
  biomedcore: { pmid: field2("pmid"), doi: field2("doi") },
  trialcore: { nctId: field2("nctId"), registryId: field2("registryId") },
  drugcore: { chemblId: field2("chemblId") },
  regulatorycore: {
    fdaApplicationNumber: nested("fdaDetails", "applicationNumber"),
    emaProductNumber: nested("emaDetails", "productNumber"),
    ndc: ndcs,
    splSetId: nested("fdaDetails", "splSetId", true)
  },
  genecore: {
    ensemblGeneId: field2("ensemblGeneId"),
    hgncId: field2("hgncId"),
    entrezGeneId: field2("entrezGeneId"),
    uniprotId: list("uniprotIds"),
    symbol: field2("symbol"),
    omimId: either("omimId"),
    orphanet: either("orphanet"),
    iuphar: either("iuphar")
  },
  patentcore: { publicationNumber: field2("publicationNumber"), applicationNumber: field2("applicationNumber"), familyId: field2("familyId") }
};
var normalizeIdentifier = (key, value) => {
  let v = value.trim().toLowerCase();
  if (key === "doi") v = v.replace(/^(https?:\/\/(dx\.)?doi\.org\/|doi:)/, "");
  return v;
};
function buildLookupIndex(core, records) {
  const index = /* @__PURE__ */ new Map();
  for (const [key, extract] of Object.entries(LOOKUP_FIELDS[core])) {
    const byValue = /* @__PURE__ */ new Map();
    for (const r of records) {
      const id = r.serviceId;
      for (const raw of new Set(extract(r).map((v) => normalizeIdentifier(key, v)))) {
        const ids = byValue.get(raw);
        if (ids) ids.push(id);
        else byValue.set(raw, [id]);
      }
    }
    index.set(key, byValue);
  }
  return index;
}

// src/sandbox/store/store.ts
var Store = class {
  constructor(dataset) {
    this.dataset = dataset;
    this.all = dataset.records;
    this.records = { biomedcore: [], trialcore: [], drugcore: [], regulatorycore: [], genecore: [], patentcore: [] };
    for (const core of CORES) this.all[core].forEach((r, i) => {
      this.rank.set(r.serviceId, i);
      this.stored.set(r.serviceId, r);
    });
    this.linkDays = deriveLinkDays(dataset, CORES.flatMap((core) => this.all[core]));
    this.sectionLife = sectionLives(dataset.sectionChanges ?? []);
    this.buildDay();
  }
  dataset;
  /** The records that exist on the current day, in dataset order, as they are that day. */
  records;
  all;
  byId = /* @__PURE__ */ new Map();
  rank = /* @__PURE__ */ new Map();
  stored = /* @__PURE__ */ new Map();
  lookups = /* @__PURE__ */ new Map();
  /** Per record, the days its links changed (the other end appeared or left). */
  linkDays;
  sectionIndex = null;
  sectionLife;
  /** Rebuilds the view for `dataset.today` (call after moving the clock). */
  buildDay() {
    const { today, timelines } = this.dataset;
    const exists = (id) => existsOn(timelines?.get(id), today);
    const statusOf = (id) => {
      const stored = this.stored.get(id);
      return stored ? fieldOn(stored, timelines?.get(id), "authorizationStatus", today) : null;
    };
    this.lookups.clear();
    for (const core of CORES) {
      const live = [];
      const m = /* @__PURE__ */ new Map();
      for (const stored of this.all[core]) {
        const id = stored.serviceId;
        const timeline = timelines?.get(id);
        if (!existsOn(timeline, today)) continue;
        let rec = timelines ? recordOn(stored, { today, timeline, linkDays: this.linkDays.get(id), exists, statusOf }) : stored;
        if (core === "regulatorycore" && timelines) rec = { ...rec, documentSections: this.sectionsOf(id, true).map(tocSection) };
        live.push(rec);
        m.set(id, rec);
      }
      this.records[core] = live;
      this.byId.set(core, m);
    }
  }
  get(core, id) {
    return this.byId.get(core)?.get(id);
  }
  /** The record's position in the dataset: the stable tie-breaker for equal scores. */
  position(id) {
    return this.rank.get(id) ?? Number.MAX_SAFE_INTEGER;
  }
  lookupIndex(core) {
    let index = this.lookups.get(core);
    if (!index) {
      index = buildLookupIndex(core, this.records[core]);
      this.lookups.set(core, index);
    }
    return index;
  }
  /** The document sections of a RegulatoryCore record, in dataset order. */
  sectionsOf(serviceId, evenIfRecordHidden = false) {
    if (!this.sectionIndex) {
      const idx = /* @__PURE__ */ new Map();
      for (const s of this.dataset.sections.values()) {
        const list2 = idx.get(s.serviceId);
        if (list2) list2.push(s);
        else idx.set(s.serviceId, [s]);
      }
      this.sectionIndex = idx;
    }
    if (!evenIfRecordHidden && !this.get("regulatorycore", serviceId)) return [];
    const today = this.dataset.today;
    return (this.sectionIndex.get(serviceId) ?? []).filter((s) => sectionExistsOn(this.sectionLife.get(s.documentSectionId), today));
  }
  section(serviceId, sectionId) {
    const s = this.dataset.sections.get(sectionId);
    return s && s.serviceId === serviceId && this.get("regulatorycore", serviceId) && sectionExistsOn(this.sectionLife.get(sectionId), this.dataset.today) ? s : void 0;
  }
};

// src/sandbox/http/context.ts
var SandboxState = class _SandboxState {
  constructor(dataset, ledger) {
    this.dataset = dataset;
    this.ledger = ledger;
    this.store = new Store(dataset);
    this.searchEngine = new SearchEngine(this.store);
    this.cursorCodec = _SandboxState.codec(dataset);
  }
  dataset;
  ledger;
  store;
  searchEngine;
  cursorCodec;
  logs = /* @__PURE__ */ new Map();
  // Cursors stay valid across restarts on the same dataset and day, and nowhere else: a cursor
  // points into one day's feed, so moving the clock retires it (400) instead of misreading.
  static codec(d) {
    return new CursorCodec(`corebook-sandbox-cursor:${d.seed}:${d.scale}:${d.today}`);
  }
  get engine() {
    return this.searchEngine;
  }
  get cursors() {
    return this.cursorCodec;
  }
  /** Moves the clock: records, search indexes, lookups and feeds all follow the new day. */
  setToday(today) {
    if (today === this.dataset.today) return;
    this.dataset.today = today;
    this.store.buildDay();
    this.searchEngine = new SearchEngine(this.store);
    this.cursorCodec = _SandboxState.codec(this.dataset);
    this.logs.clear();
  }
  feedLog(core) {
    let log = this.logs.get(core);
    if (!log) {
      log = buildFeedLog(this.dataset, core, this.store.linkDays);
      this.logs.set(core, log);
    }
    return log;
  }
  isFeedCore(core) {
    return FEED_CORES.includes(core);
  }
};

// src/sandbox/http/service-error.ts
var ServiceError = class extends Error {
  constructor(status, code, message, extra = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
  status;
  code;
  extra;
  toBody() {
    return { error: { status: this.status, code: this.code, message: this.message, ...this.extra } };
  }
};
var badRequest = (message, where, fields) => new ServiceError(400, "BAD_REQUEST", message, { fields, in: where });
var notFound = (message) => new ServiceError(404, "NOT_FOUND", message);
var unauthorized = () => new ServiceError(401, "UNAUTHORIZED", "missing or invalid API key: send the header Authorization: Bearer <API_KEY>");
var forbidden = (message) => new ServiceError(403, "FORBIDDEN", message);
var insufficientCredits = (cost, remaining) => new ServiceError(
  402,
  "INSUFFICIENT_CREDITS",
  `the organization has run out of API credits (this request costs ${cost}, ${remaining} remaining)`
);
var tooManyRequests = (retryAfter, limit, windowSeconds) => new ServiceError(
  429,
  "TOO_MANY_REQUESTS",
  `rate limit of ${limit} requests per ${windowSeconds} s exceeded; retry after ${retryAfter} s`,
  { retryAfter }
);
var internalError = (message = "internal server error") => new ServiceError(500, "INTERNAL_SERVER_ERROR", message);

// src/sandbox/http/credits.ts
var CreditLedger = class {
  balance;
  constructor(initial) {
    this.balance = initial;
  }
  remaining() {
    return this.balance;
  }
  /** Deducts `cost` or throws 402 INSUFFICIENT_CREDITS without deducting anything. */
  spend(cost) {
    if (this.balance < cost) throw insufficientCredits(cost, this.balance);
    this.balance -= cost;
  }
};

// src/sandbox/http/faults.ts
var FaultInjector = class {
  constructor(options) {
    this.options = options;
  }
  options;
  count = 0;
  /** The status to fail this request with, or null. */
  check(method, pathWithQuery) {
    const o = this.options;
    if (!o) return null;
    if (o.paths && !o.paths.test(pathWithQuery)) return null;
    this.count += 1;
    if (o.decide) return o.decide({ method, path: pathWithQuery, count: this.count });
    if (o.failEvery && o.failEvery > 0 && this.count % o.failEvery === 0) return o.status ?? 500;
    return null;
  }
};

// src/sandbox/http/charge.ts
var COST_HEADER = "X-Service-Credit-Cost";
function charge(c, state, endpoint, params = {}) {
  const cost = creditCost(endpoint, params);
  if (cost === 0) return;
  state.ledger.spend(cost);
  c.set("cost", cost);
}

// src/sandbox/http/rate-limit.ts
var RateLimiter = class {
  constructor(config, now = Date.now) {
    this.config = config;
    this.now = now;
  }
  config;
  now;
  windows = /* @__PURE__ */ new Map();
  /** Counts one request for `id` and says whether it is allowed. */
  take(id) {
    const t = this.now();
    let w = this.windows.get(id);
    if (!w || t >= w.start + this.config.windowMs) {
      w = { start: t, count: 0 };
      this.windows.set(id, w);
    }
    const allowed = w.count < this.config.requests;
    if (allowed) w.count += 1;
    return { limit: this.config.requests, remaining: this.config.requests - w.count, resetAt: w.start + this.config.windowMs, allowed };
  }
  /** Whole seconds until the window of `state` reopens (at least 1). */
  retryAfterSeconds(state) {
    return Math.max(1, Math.ceil((state.resetAt - this.now()) / 1e3));
  }
  /** The state without counting (for responses to requests that never reached a bucket). */
  peek(id) {
    const t = this.now();
    const w = this.windows.get(id);
    if (!w || t >= w.start + this.config.windowMs) {
      return { limit: this.config.requests, remaining: this.config.requests, resetAt: t + this.config.windowMs, allowed: true };
    }
    return { limit: this.config.requests, remaining: Math.max(0, this.config.requests - w.count), resetAt: w.start + this.config.windowMs, allowed: true };
  }
};

// src/sandbox/options.ts
var DEFAULT_API_KEY = "sandbox";
var DEFAULT_CREDITS = 1e9;

// src/sandbox/http/query.ts
function searchParamsOf(c) {
  const url = c.req.url;
  const q = url.indexOf("?");
  return new URLSearchParams(q >= 0 ? url.slice(q + 1) : "");
}
function decodeOrThrow(c, spec) {
  const r = decodeQuery(spec, searchParamsOf(c));
  if (!r.ok) throw badRequest(`invalid query parameters: ${Object.values(r.fields).join("; ")}`, "query", r.fields);
  return r.value;
}

// src/sandbox/routes/account.ts
var NOT_FILTERS = /* @__PURE__ */ new Set(["query", "limit", "include"]);
function registerAccountRoutes(app, state) {
  app.get("/api/v1/credits/api-credits", (c) => {
    decodeOrThrow(c, {});
    const who = c.get("principal");
    if (who.role !== "admin") throw forbidden("only an organization admin key may read the API credit balance");
    return c.json({ data: { remaining: state.ledger.remaining() } });
  });
  app.get("/api/v1/capabilities", (c) => {
    decodeOrThrow(c, {});
    const d = state.dataset;
    return c.json({
      data: {
        apiVersion: "1.0.0",
        sandbox: true,
        description: d.description,
        dataset: {
          seed: d.seed,
          scale: d.scale,
          today: d.today,
          synthetic: true,
          ...d.clock ? { anchor: d.clock.anchor, earliest: d.clock.earliest, latest: d.clock.latest } : {}
        },
        cores: CORES.map((name) => ({
          name,
          status: name === "patentcore" ? "preview" : "available",
          count: state.store.records[name].length,
          includes: [...INCLUDES[name]],
          filters: Object.keys(SEARCH_PARAMS[name]).filter((k) => !NOT_FILTERS.has(k)),
          changes: FEED_CORES.includes(name)
        }))
      }
    });
  });
}

// src/sandbox/feeds/feed-page.ts
function scopedRows(log, scope) {
  return scope ? log.rows.filter((r) => scope.has(r.serviceId)) : log.rows;
}
function feedPage(store, core, log, rows, req) {
  const start = req.position ?? firstRowOn(rows, req.since);
  const end = Math.min(rows.length, start + req.limit);
  const entries = /* @__PURE__ */ new Map();
  for (let i = start; i < end; i += 1) {
    const row = rows[i];
    if (row.date < req.since) continue;
    let entry = entries.get(row.serviceId);
    if (!entry) {
      const made = makeEntry(store, core, log, row.serviceId, req.since);
      if (!made) continue;
      entry = made;
      entries.set(row.serviceId, entry);
    }
    if (row.section && entry.documentSections && entry.updateType !== "deleted") {
      const s = row.section;
      entry.documentSections.push({
        documentSectionId: s.documentSectionId,
        updateType: s.updateType,
        updateDate: s.updateDate,
        createDate: s.updateType === "deleted" ? null : s.createDate
      });
    }
  }
  return { entries: [...entries.values()], nextPosition: end < rows.length ? end : null };
}
function makeEntry(store, core, log, serviceId, since) {
  const last = log.state.get(serviceId);
  const live = store.get(core, serviceId);
  const liveCreate = live && "createDate" in live ? typeof live.createDate === "string" ? live.createDate : null : last?.createDate ?? null;
  const sections = core === "regulatorycore" ? { documentSections: [] } : {};
  if (last && last.updateDate >= since) {
    if (last.updateType === "deleted") return { serviceId, updateType: "deleted", updateDate: last.updateDate, createDate: null, ...sections };
    return { serviceId, updateType: last.updateType, updateDate: last.updateDate, createDate: live ? liveCreate : last.createDate, ...sections };
  }
  if (last?.updateType === "deleted" || core !== "regulatorycore") return null;
  const rowDate = last?.updateDate ?? (live && typeof live.lastUpdateDate === "string" ? live.lastUpdateDate : null);
  return { serviceId, updateType: "unchanged", updateDate: rowDate, createDate: liveCreate, ...sections };
}

// src/sandbox/routes/cores.ts
function coreOf(segment) {
  if (CORES.includes(segment)) return segment;
  throw notFound(`no such core ${JSON.stringify(segment)}; cores: ${CORES.join(", ")}`);
}

// src/sandbox/routes/changes.ts
var cursorError = (why) => badRequest(`invalid cursor: ${why}`, "query", { cursor: why });
function registerChangeRoutes(app, state) {
  app.get("/api/v1/cores/:core/changes", (c) => {
    const core = coreOf(c.req.param("core"));
    if (!state.isFeedCore(core)) throw notFound(`${core} has no change feed; feeds: ${FEED_CORES.join(", ")}`);
    const p = decodeOrThrow(c, feedParamsSpec(core));
    const ids = p.serviceId ?? [];
    const scope = ids.length > 0 ? new Set(ids) : null;
    const limit = scope ? Math.min(p.limit, LIMITS.feedScopedLimitMax) : p.limit;
    const digest2 = scopeDigest(ids);
    const log = state.feedLog(core);
    const rows = scopedRows(log, scope);
    let position = null;
    if (p.cursor !== void 0) {
      const cur = state.cursors.decode(p.cursor);
      if (typeof cur === "string") throw cursorError(cur);
      if (cur.core !== core) throw cursorError(`it was issued for the ${cur.core} feed, not ${core}`);
      if (cur.scope !== digest2) throw cursorError("it was issued for a different serviceId set; a cursor is bound to the exact set it was issued for");
      if (cur.since !== p.since) throw cursorError(`it was issued for since=${cur.since}, not since=${p.since}`);
      if (cur.position > rows.length) throw cursorError("it points past the end of the feed");
      position = cur.position;
    }
    charge(c, state, "changes");
    const page = feedPage(state.store, core, log, rows, { since: p.since, limit, scope, position });
    const nextCursor = page.nextPosition === null ? null : state.cursors.encode({ core, since: p.since, position: page.nextPosition, scope: digest2 });
    return c.json({ data: page.entries, nextCursor });
  });
}

// src/sandbox/routes/lookup.ts
var MAX_BODY_BYTES = 1e6;
async function jsonBody(c) {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type.trim())) {
    throw badRequest(`Content-Type must be application/json (got ${JSON.stringify(type)})`, "body", { "content-type": "must be application/json" });
  }
  const length = Number(c.req.header("content-length") ?? "0");
  if (length > MAX_BODY_BYTES) throw badRequest(`body too large: ${length} bytes (at most ${MAX_BODY_BYTES})`, "body", { body: "too large" });
  let text;
  try {
    const buf = await c.req.arrayBuffer();
    if (buf.byteLength > MAX_BODY_BYTES) throw new Error("too large");
    text = new TextDecoder("utf-8", { fatal: true }).decode(buf);
  } catch {
    throw badRequest(`body must be UTF-8 JSON of at most ${MAX_BODY_BYTES} bytes`, "body", { body: "unreadable" });
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw badRequest(`body is not valid JSON: ${e.message}`, "body", { body: "not valid JSON" });
  }
}
function registerLookupRoutes(app, state) {
  app.post("/api/v1/cores/:core/records/lookup", async (c) => {
    const core = coreOf(c.req.param("core"));
    decodeOrThrow(c, {});
    const body = await jsonBody(c);
    if (!body || typeof body !== "object" || Array.isArray(body)) {
      throw badRequest("body must be a JSON object { items: [...] }", "body", { body: `must be an object with items (got ${Array.isArray(body) ? "an array" : typeof body})` });
    }
    const extra = Object.keys(body).filter((k) => k !== "items");
    if (extra.length > 0) throw badRequest(`unknown body field(s) ${extra.join(", ")}; the body holds only items`, "body", Object.fromEntries(extra.map((k) => [k, "unknown field"])));
    const checked = validateLookupItems(core, body.items);
    if (!checked.ok) throw badRequest(`invalid lookup items: ${Object.values(checked.fields).slice(0, 5).join("; ")}`, "body", checked.fields);
    charge(c, state, "lookup");
    const index = state.store.lookupIndex(core);
    const data = checked.value.map((item) => {
      const [key, value] = Object.entries(item)[0];
      const ids = index.get(key)?.get(normalizeIdentifier(key, value)) ?? [];
      if (ids.length > 0) return { input: item, serviceIds: [...ids] };
      return { input: item, error: { code: "NOT_FOUND", message: `no ${core} record has ${key} ${JSON.stringify(value)}` } };
    });
    return c.json({ data });
  });
}

// src/sandbox/routes/records.ts
function registerRecordRoutes(app, state) {
  app.get("/api/v1/cores/:core/records", (c) => {
    const core = coreOf(c.req.param("core"));
    const params = decodeOrThrow(c, SEARCH_PARAMS[core]);
    charge(c, state, "search", { limit: params.limit });
    const data = state.engine.search(core, { query: params.query, limit: params.limit, include: params.include ?? [], params });
    return c.json({ data });
  });
  app.get("/api/v1/cores/:core/records/:id", (c) => {
    const core = coreOf(c.req.param("core"));
    const path = validateRecordPath(core, c.req.param("id"));
    if (!path.ok) throw badRequest(`invalid path: ${Object.values(path.fields).join("; ")}`, "path", path.fields);
    const params = decodeOrThrow(c, getParamsSpec(core));
    charge(c, state, "get");
    const rec = state.store.get(core, path.value.serviceId);
    if (!rec) throw notFound(`no ${core} record ${path.value.serviceId}`);
    const data = shapeRecord(core, rec, params.include ?? []);
    if (core === "regulatorycore") data.documentSections = state.store.sectionsOf(path.value.serviceId).map(tocSection);
    if (core === "patentcore") data.familyMembers = [];
    return c.json({ data });
  });
  app.get("/api/v1/cores/:core/records/:id/document-sections/:sectionId", (c) => {
    const core = coreOf(c.req.param("core"));
    if (core !== "regulatorycore") throw notFound(`${core} has no document sections; only regulatorycore does`);
    const path = validateSectionPath({ serviceId: c.req.param("id"), documentSectionId: c.req.param("sectionId") });
    if (!path.ok) throw badRequest(`invalid path: ${Object.values(path.fields).join("; ")}`, "path", path.fields);
    decodeOrThrow(c, {});
    charge(c, state, "section");
    const { serviceId, documentSectionId } = path.value;
    if (!state.store.get("regulatorycore", serviceId)) throw notFound(`no regulatorycore record ${serviceId}`);
    const section = state.store.section(serviceId, documentSectionId);
    if (!section) throw notFound(`record ${serviceId} has no document section ${documentSectionId}`);
    return c.json({ data: fullSection(section) });
  });
}

// src/sandbox/app.ts
var MAX_URL_LENGTH = 32768;
function errorResponse(err) {
  const headers = { "content-type": "application/json; charset=UTF-8" };
  if (err.extra.retryAfter !== void 0) headers["Retry-After"] = String(err.extra.retryAfter);
  return new Response(JSON.stringify(err.toBody()), { status: err.status, headers });
}
function setRateHeaders(res, rate) {
  res.headers.set("X-RateLimit-Limit", String(rate.limit));
  res.headers.set("X-RateLimit-Remaining", String(Math.max(0, rate.remaining)));
  res.headers.set("X-RateLimit-Reset", new Date(rate.resetAt).toISOString());
}
function createSandboxApp(dataset, options = {}) {
  const keys = new KeyRegistry(options.apiKeys ?? [DEFAULT_API_KEY], options.memberKeys ?? []);
  const limiter = options.rateLimit === false ? null : new RateLimiter(options.rateLimit ?? { requests: 60, windowMs: 6e4 }, options.now);
  const faults = new FaultInjector(options.faults);
  const state = new SandboxState(dataset, new CreditLedger(options.credits ?? DEFAULT_CREDITS));
  const app = new Hono();
  const isTooDeep = (err) => err instanceof RangeError && /call stack/i.test(err.message);
  const tooDeep = () => badRequest("the request body is nested too deeply", "body", { body: "nested too deeply" });
  app.onError((err) => {
    if (err instanceof ServiceError) return errorResponse(err);
    if (isTooDeep(err)) return errorResponse(tooDeep());
    return errorResponse(internalError());
  });
  app.notFound((c) => errorResponse(notFound(`no such endpoint: ${c.req.method} ${new URL(c.req.url).pathname}`)));
  app.use("*", async (c, next) => {
    c.set("rate", null);
    c.set("cost", null);
    try {
      await next();
    } catch (err) {
      c.res = errorResponse(err instanceof ServiceError ? err : isTooDeep(err) ? tooDeep() : internalError());
    }
    if (limiter) setRateHeaders(c.res, c.get("rate") ?? limiter.peek("anonymous"));
    const cost = c.get("cost");
    if (cost !== null) c.res.headers.set(COST_HEADER, String(cost));
  });
  app.use("*", async (c, next) => {
    const principal = keys.authenticate(c.req.header("authorization"));
    if (!principal) throw unauthorized();
    c.set("principal", principal);
    if (limiter) {
      const rate = limiter.take(principal.id);
      c.set("rate", rate);
      if (!rate.allowed) {
        const windowSeconds = Math.round(limiter.config.windowMs / 1e3);
        throw tooManyRequests(limiter.retryAfterSeconds(rate), rate.limit, windowSeconds);
      }
    }
    if (c.req.url.length > MAX_URL_LENGTH) {
      throw badRequest(`request URL too long (${c.req.url.length} characters, at most ${MAX_URL_LENGTH})`, "query", { query: "too long" });
    }
    const url = new URL(c.req.url);
    const fault = faults.check(c.req.method, url.pathname + url.search);
    if (fault) throw new ServiceError(fault, fault === 503 ? "SERVICE_UNAVAILABLE" : "INTERNAL_SERVER_ERROR", "injected fault (sandbox fault injection)");
    await next();
  });
  registerAccountRoutes(app, state);
  registerLookupRoutes(app, state);
  registerChangeRoutes(app, state);
  registerRecordRoutes(app, state);
  return { app, state, warm: () => {
    for (const core of CORES) state.engine.warm(core);
  } };
}

// src/sandbox/http/client-errors.ts
var LISTENER_TIMEOUTS = { headersTimeout: 600, requestTimeout: 1e4, connectionsCheckingInterval: 100, requireHostHeader: false };
function reply(socket, status, code, message) {
  const body = JSON.stringify({ error: { status, code, message, fields: { request: message }, in: "path" } });
  const reason = status === 431 ? "Request Header Fields Too Large" : status === 408 ? "Request Timeout" : "Bad Request";
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r
content-type: application/json\r
content-length: ${Buffer.byteLength(body)}\r
connection: close\r
\r
${body}`
  );
}
function answerClientErrors(server) {
  server.on("clientError", (err, socket) => {
    if (!socket.writable || err.code === "ECONNRESET") {
      socket.destroy();
      return;
    }
    if (err.code === "HPE_HEADER_OVERFLOW") reply(socket, 431, "BAD_REQUEST", "request headers are too large");
    else if (err.code === "ERR_HTTP_REQUEST_TIMEOUT") reply(socket, 408, "BAD_REQUEST", "the request was not sent in time");
    else reply(socket, 400, "BAD_REQUEST", "the request is not valid HTTP");
  });
}
function answerNonPathTarget(res) {
  const message = "the request target must be a path starting with / and the request must name its Host";
  const body = JSON.stringify({ error: { status: 400, code: "BAD_REQUEST", message, fields: { path: message }, in: "path" } });
  res.writeHead(400, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
}

// src/sandbox/start.ts
var DEFAULT_SEED = 42;
async function generate(o) {
  const { generateDataset } = await import("./generate-7IA5RILQ.js");
  return generateDataset(o);
}
function clockOf(dataset) {
  return dataset.clock ?? { anchor: dataset.today, earliest: "0001-01-01", latest: "9999-12-31" };
}
function checkDay(day, clock, who) {
  if (typeof day !== "string" || !isDay(day)) throw new Error(`${who}: today must be a real date written YYYY-MM-DD, got ${JSON.stringify(day)}`);
  if (day < clock.earliest || day > clock.latest) {
    throw new Error(`${who}: today must lie inside the dataset's history, ${clock.earliest} to ${clock.latest} (anchor ${clock.anchor}), got ${day}`);
  }
}
async function startSandbox(options = {}) {
  const started = performance.now();
  if (options.today !== void 0 && !options.dataset) checkDay(options.today, { anchor: ANCHOR_DATE, ...HISTORY_SPAN }, "startSandbox");
  const dataset = options.dataset ?? await generate({
    seed: options.seed ?? DEFAULT_SEED,
    scale: options.scale ?? "small",
    today: options.today ?? ANCHOR_DATE
  });
  const clock = clockOf(dataset);
  if (options.dataset && options.today !== void 0) {
    checkDay(options.today, clock, "startSandbox");
    dataset.today = options.today;
  }
  const { app, warm, state } = createSandboxApp(dataset, options);
  const listener = getRequestListener(app.fetch);
  const server = createServer({ maxHeaderSize: 256 * 1024, ...LISTENER_TIMEOUTS }, (req, res) => {
    if (!req.url?.startsWith("/") || !req.headers.host) return answerNonPathTarget(res);
    return listener(req, res);
  });
  answerClientErrors(server);
  const host = options.host ?? "127.0.0.1";
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const startupMs = performance.now() - started;
  const { port } = server.address();
  let warming = null;
  if (options.warm ?? true) warming = setTimeout(() => {
    warming = null;
    warm();
  }, 0);
  const urlHost = host.includes(":") ? `[${host}]` : host;
  return {
    baseUrl: `http://${urlHost}:${port}`,
    apiKey: options.apiKeys?.[0] ?? DEFAULT_API_KEY,
    dataset,
    clock,
    setToday: (day) => {
      checkDay(day, clock, "setToday");
      state.setToday(day);
    },
    startupMs,
    close: () => new Promise((resolve, reject) => {
      if (warming) clearTimeout(warming);
      if ("closeAllConnections" in server) server.closeAllConnections();
      server.close((err) => err ? reject(err) : resolve());
    })
  };
}

export {
  Store,
  DEFAULT_API_KEY,
  createSandboxApp,
  startSandbox
};
