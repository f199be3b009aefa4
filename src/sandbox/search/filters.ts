// The structured filters of each core's search endpoint (reference 4.x and addendum).
import type { CoreName } from "../../schema/index.js";
import {
  FilterSet,
  anyOf,
  boolEq,
  dateMax,
  dateMin,
  fieldOf,
  numMax,
  numMin,
  asObject,
  objects,
  asText,
  asTexts,
  tokenMatch,
  values,
  type Params,
} from "./filter-kit.js";
import type { Rec } from "../records/record.js";

const bareOrcid = (s: string): string =>
  s
    .trim()
    .replace(/^https?:\/\/(www\.)?orcid\.org\//i, "")
    .toUpperCase();
const bareRor = (s: string): string =>
  s
    .trim()
    .replace(/^https?:\/\/(www\.)?ror\.org\//i, "")
    .toLowerCase();

const authors = (r: Rec): Rec[] => objects(r.authorsMetadata);
const affiliations = (r: Rec): Rec[] => authors(r).flatMap((a) => objects(a.affiliations));

function biomed(p: Params, f: FilterSet): void {
  f.add(p.minPublicationDate, dateMin("publicationDate"))
    .add(p.maxPublicationDate, dateMax("publicationDate"))
    .add(p.minLastUpdateDate, dateMin("lastUpdateDate"))
    .add(p.maxLastUpdateDate, dateMax("lastUpdateDate"))
    .add(p.minCreateDate, dateMin("createDate"))
    .add(p.minCitationCount, numMin(fieldOf("citationCount")))
    .add(p.minJournalQualityJufo, numMin(fieldOf("journalQualityJufo")))
    .add(p.isRetracted, boolEq(fieldOf("isRetracted")))
    .add(p.authorOrcids, (v) => {
      const wanted = new Set(values(v).map(bareOrcid));
      return (r) =>
        authors(r).some((a) => {
          const o = asText(a.orcid);
          return o !== null && wanted.has(bareOrcid(o));
        });
    })
    .add(
      p.authorNames,
      tokenMatch((r) => [
        ...asTexts(r.authors),
        ...authors(r).flatMap((a) => [asText(a.name), asText(a.nameRaw)].filter((s): s is string => !!s)),
      ]),
    )
    .add(p.institutionRors, (v) => {
      const wanted = new Set(values(v).map(bareRor));
      return (r) =>
        affiliations(r).some((a) => {
          const o = asText(a.ror);
          return o !== null && wanted.has(bareRor(o));
        });
    })
    .add(
      p.institutionNames,
      tokenMatch((r) => affiliations(r).flatMap((a) => [asText(a.name), asText(a.nameRaw)].filter((s): s is string => !!s))),
    );
}

function trial(p: Params, f: FilterSet): void {
  f.add(p.phase, anyOf(fieldOf("phase")))
    .add(p.overallStatus, anyOf(fieldOf("overallStatus")))
    .add(p.studyType, anyOf(fieldOf("studyType")))
    .add(p.sponsorType, anyOf(fieldOf("sponsorType")))
    .add(p.interventionType, anyOf(fieldOf("interventionTypes")))
    .add(p.facilityCountries, anyOf(fieldOf("facilityCountries")))
    .add(p.hasResults, boolEq(fieldOf("hasResults")))
    .add(p.minStartDate, dateMin("startDate"))
    .add(p.maxStartDate, dateMax("startDate"))
    .add(p.minCompletionDate, dateMin("completionDate"))
    .add(p.maxCompletionDate, dateMax("completionDate"))
    .add(p.minEnrollment, numMin(fieldOf("enrollment")));
}

function drug(p: Params, f: FilterSet): void {
  f.add(p.drugType, anyOf(fieldOf("drugType"))).add(p.maxClinicalStage, anyOf(fieldOf("maxClinicalStage")));
}

function regulatory(p: Params, f: FilterSet): void {
  f.add(p.agency, anyOf(fieldOf("agency")))
    .add(p.moleculeType, anyOf(fieldOf("moleculeType")))
    .add(p.authorizationStatus, anyOf(fieldOf("authorizationStatus")))
    // A designation counts only on the side of the agency that granted it (reference 4.5).
    .add(p.hasDesignation, (v) => {
      const wanted = new Set(values(v).map((s) => s.toUpperCase()));
      return (r) => objects(r.designations).some((d) => d.agency === r.agency && wanted.has(String(d.type).toUpperCase()));
    })
    .add(p.isOrphan, boolEq(fieldOf("isOrphan")))
    .add(p.minAuthorizationDate, dateMin("authorizationDate"))
    .add(p.maxAuthorizationDate, dateMax("authorizationDate"))
    .add(p.minLastUpdateDate, dateMin("lastUpdateDate"))
    .add(p.maxLastUpdateDate, dateMax("lastUpdateDate"))
    .add(p.minCreateDate, dateMin("createDate"))
    .add(p.serviceId, (v) => {
      const ids = new Set(values(v));
      return (r) => ids.has(r.serviceId as string);
    });
}

/** Enum-ish strings compared loosely: `Membrane receptor` matches MEMBRANE_RECEPTOR. */
const enumKey = (s: string): string =>
  s
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
const MODALITY_FIELDS: Record<string, string> = {
  SMALL_MOLECULE: "smallMolecule",
  ANTIBODY: "antibody",
  PROTAC: "protac",
  OTHER_CLINICAL: "otherClinical",
};
const tractabilityBuckets = (r: Rec, modality: string): { clinical: string[]; predictive: string[] } => {
  const b = asObject(asObject(r.tractability)?.[MODALITY_FIELDS[modality]]);
  return { clinical: asTexts(b?.clinical).map(enumKey), predictive: asTexts(b?.predictive).map(enumKey) };
};
const isDruggable = (r: Rec): boolean => {
  if (typeof r.isDruggable === "boolean") return r.isDruggable;
  return Object.keys(MODALITY_FIELDS).some((m) => {
    const b = tractabilityBuckets(r, m);
    return b.clinical.length + b.predictive.length > 0;
  });
};

function gene(p: Params, f: FilterSet): void {
  f.add(p.geneType, anyOf(fieldOf("geneType")))
    .add(p.isDruggable, boolEq(isDruggable))
    .add(
      p.isEssential,
      boolEq((r) => asObject(r.depmapEssentiality)?.isEssential ?? null),
    )
    .add(
      p.hasSafetyLiabilities,
      boolEq((r) => objects(r.safetyLiabilities).length > 0),
    )
    .add(p.targetClass, (v) => {
      const wanted = new Set(values(v).map(enumKey));
      return (r) => asTexts(asObject(r.targetClass)?.path).some((s) => wanted.has(enumKey(s)));
    })
    .add(
      p.maxConstraintLoeuf,
      numMax((r) => asObject(asObject(r.gnomadConstraint)?.lossOfFunction)?.loeuf),
    );
  // Modality x stage is a cross-product; an omitted side means any (addendum, GeneCore).
  const modalities = values(p.tractabilityModality).map(enumKey);
  const stages = values(p.tractabilityStage).map(enumKey);
  if (modalities.length > 0 || stages.length > 0) {
    const ms = modalities.length > 0 ? modalities : Object.keys(MODALITY_FIELDS);
    f.predicates.push((r) =>
      ms.some((m) => {
        const clinical = tractabilityBuckets(r, m).clinical;
        return stages.length > 0 ? stages.some((s) => clinical.includes(s)) : clinical.length > 0;
      }),
    );
  }
}

function patent(p: Params, f: FilterSet): void {
  f.add(p.countryCode, anyOf(fieldOf("countryCode")))
    .add(p.kindCode, anyOf(fieldOf("kindCode")))
    .add(p.language, anyOf(fieldOf("language")))
    .add(p.cpcCodes, anyOf(fieldOf("cpcCodes")))
    .add(p.ipcCodes, anyOf(fieldOf("ipcCodes")))
    .add(p.assignee, anyOf(fieldOf("assignees")))
    .add(p.inventor, anyOf(fieldOf("inventors")))
    .add(p.hasClaims, boolEq(fieldOf("hasClaims")))
    .add(p.hasDescription, boolEq(fieldOf("hasDescription")))
    .add(p.minPublicationDate, dateMin("publicationDate"))
    .add(p.maxPublicationDate, dateMax("publicationDate"))
    .add(p.minFilingDate, dateMin("filingDate"))
    .add(p.maxFilingDate, dateMax("filingDate"))
    .add(p.minGrantDate, dateMin("grantDate"))
    .add(p.maxGrantDate, dateMax("grantDate"))
    .add(p.minPriorityDate, dateMin("priorityDate"))
    .add(p.maxPriorityDate, dateMax("priorityDate"))
    .add(p.minCitedByCount, numMin(fieldOf("citedByCount")));
}

const BY_CORE: Record<CoreName, (p: Params, f: FilterSet) => void> = {
  biomedcore: biomed,
  trialcore: trial,
  drugcore: drug,
  regulatorycore: regulatory,
  genecore: gene,
  patentcore: patent,
};

export function buildFilters(core: CoreName, params: Params): FilterSet {
  const f = new FilterSet();
  BY_CORE[core](params, f);
  return f;
}
