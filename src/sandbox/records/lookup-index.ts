// Public identifier -> service IDs, per core and lookup key. Values are matched case-insensitively
// after trimming; one identifier may resolve to several records (shared UniProt or OMIM ids,
// application numbers of several publications, NDCs of several products).
import type { CoreName } from "../../schema/index.js";
import { asObject, asText, asTexts, type Rec } from "./record.js";

type Extract = (r: Rec) => string[];

const field =
  (name: string): Extract =>
  (r) => {
    const v = asText(r[name]);
    return v ? [v] : [];
  };
const list =
  (name: string): Extract =>
  (r) =>
    asTexts(r[name]);
const nested =
  (parent: string, name: string, many = false): Extract =>
  (r) => {
    const p = asObject(r[parent]);
    if (!p) return [];
    if (many) return asTexts(p[name]);
    const v = asText(p[name]);
    return v ? [v] : [];
  };
/** NDCs are looked up in the two-segment product form; a stored package NDC also answers to it. */
const ndcs: Extract = (r) =>
  asTexts(asObject(r.fdaDetails)?.ndc).flatMap((n) => {
    const parts = n.split("-");
    return parts.length >= 3 ? [n, `${parts[0]}-${parts[1]}`] : [n];
  });
/** Lookup by either form of the value (e.g. entrezGeneId stored as number or string). */
const either =
  (name: string): Extract =>
  (r) =>
    Array.isArray(r[name]) ? asTexts(r[name]) : field(name)(r);

export const LOOKUP_FIELDS: { [C in CoreName]: Record<string, Extract> } = {
  biomedcore: { pmid: field("pmid"), doi: field("doi") },
  trialcore: { nctId: field("nctId"), registryId: field("registryId") },
  drugcore: { chemblId: field("chemblId") },
  regulatorycore: {
    fdaApplicationNumber: nested("fdaDetails", "applicationNumber"),
    emaProductNumber: nested("emaDetails", "productNumber"),
    ndc: ndcs,
    splSetId: nested("fdaDetails", "splSetId", true),
  },
  genecore: {
    ensemblGeneId: field("ensemblGeneId"),
    hgncId: field("hgncId"),
    entrezGeneId: field("entrezGeneId"),
    uniprotId: list("uniprotIds"),
    symbol: field("symbol"),
    omimId: either("omimId"),
    orphanet: either("orphanet"),
    iuphar: either("iuphar"),
  },
  patentcore: { publicationNumber: field("publicationNumber"), applicationNumber: field("applicationNumber"), familyId: field("familyId") },
};

export const normalizeIdentifier = (key: string, value: string): string => {
  let v = value.trim().toLowerCase();
  if (key === "doi") v = v.replace(/^(https?:\/\/(dx\.)?doi\.org\/|doi:)/, "");
  return v;
};

export type LookupIndex = Map<string, Map<string, string[]>>;

export function buildLookupIndex(core: CoreName, records: readonly Rec[]): LookupIndex {
  const index: LookupIndex = new Map();
  for (const [key, extract] of Object.entries(LOOKUP_FIELDS[core])) {
    const byValue = new Map<string, string[]>();
    for (const r of records) {
      const id = r.serviceId as string;
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
