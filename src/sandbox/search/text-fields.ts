// What full-text search reads in each core (reference 4.x), as named text fields with boosts.
// Each extractor flattens the record parts the reference names into one string.
import type { CoreName } from "../../schema/enums.js";
import { objects, str, strings, type Rec } from "../store/record.js";

type Text = (r: Rec) => string;

const join = (...parts: (string | null | string[])[]): string => parts.flatMap((p) => (Array.isArray(p) ? p : p ? [p] : [])).join(" \n ");

const mechanismText: Text = (r) =>
  join(
    ...objects(r.mechanismsOfAction).flatMap((m) => [
      str(m.mechanismOfAction),
      str(m.actionType),
      str(m.targetType),
      ...objects(m.targets).flatMap((t) => [str(t.symbol), str(t.name), strings(t.synonyms)]),
    ]),
  );

export interface TextField {
  name: string;
  boost: number;
  text: Text;
}

export const TEXT_FIELDS: Record<CoreName, TextField[]> = {
  biomedcore: [
    { name: "title", boost: 3, text: (r) => str(r.title) ?? "" },
    { name: "abstract", boost: 1.5, text: (r) => str(r.abstract) ?? "" },
    { name: "fulltext", boost: 1, text: (r) => str(r.fulltext) ?? "" },
    {
      name: "metadata",
      boost: 1,
      text: (r) =>
        join(
          str(r.journal),
          strings(r.authors),
          strings(r.meshTerms),
          strings(r.keywords),
          strings(r.substances),
          strings(r.publicationTypes),
        ),
    },
  ],
  trialcore: [
    { name: "titles", boost: 3, text: (r) => join(str(r.briefTitle), str(r.officialTitle), str(r.acronym)) },
    { name: "summary", boost: 1, text: (r) => str(r.briefSummary) ?? "" },
    { name: "conditions", boost: 2, text: (r) => join(strings(r.conditions), strings(r.conditionMeshTerms)) },
    { name: "interventions", boost: 2, text: (r) => join(strings(r.interventionNames), strings(r.interventionMeshTerms)) },
    { name: "keywords", boost: 1.5, text: (r) => join(strings(r.keywords)) },
  ],
  drugcore: [
    { name: "names", boost: 3, text: (r) => join(str(r.name), strings(r.tradeNames), strings(r.synonyms)) },
    { name: "description", boost: 1, text: (r) => str(r.description) ?? "" },
    { name: "mechanisms", boost: 1.5, text: mechanismText },
  ],
  regulatorycore: [
    { name: "name", boost: 3, text: (r) => str(r.name) ?? "" },
    { name: "activeSubstance", boost: 3, text: (r) => str(r.activeSubstance) ?? "" },
    { name: "indication", boost: 1.5, text: (r) => str(r.therapeuticIndication) ?? "" },
    { name: "holder", boost: 1, text: (r) => str(r.marketingAuthorisationHolder) ?? "" },
  ],
  genecore: [
    { name: "symbol", boost: 4, text: (r) => str(r.symbol) ?? "" },
    { name: "name", boost: 2, text: (r) => str(r.name) ?? "" },
    { name: "synonyms", boost: 2, text: (r) => join(strings(r.synonyms)) },
    { name: "families", boost: 1, text: (r) => join(objects(r.hgncGeneGroups).map((g) => str(g.name) ?? "")) },
  ],
  patentcore: [
    { name: "title", boost: 3, text: (r) => str(r.title) ?? "" },
    { name: "abstract", boost: 2, text: (r) => str(r.abstract) ?? "" },
    { name: "claims", boost: 1, text: (r) => str(r.claims) ?? "" },
    { name: "description", boost: 0.5, text: (r) => str(r.description) ?? "" },
  ],
};

/** Tokens as the index sees them: lower-case runs of letters and digits. */
export const tokenize = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
