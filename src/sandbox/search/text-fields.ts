// What full-text search reads in each core (reference 4.x), as named text fields with boosts.
// Each extractor flattens the record parts the reference names into one string.
import type { CoreName } from "../../schema/index.js";
import { objects, asText, asTexts, type Rec } from "../records/record.js";

type Text = (r: Rec) => string;

const join = (...parts: (string | null | string[])[]): string => parts.flatMap((p) => (Array.isArray(p) ? p : p ? [p] : [])).join(" \n ");

const mechanismText: Text = (r) =>
  join(
    ...objects(r.mechanismsOfAction).flatMap((m) => [
      asText(m.mechanismOfAction),
      asText(m.actionType),
      asText(m.targetType),
      ...objects(m.targets).flatMap((t) => [asText(t.symbol), asText(t.name), asTexts(t.synonyms)]),
    ]),
  );

interface TextField {
  name: string;
  boost: number;
  text: Text;
}

export const TEXT_FIELDS: Record<CoreName, TextField[]> = {
  biomedcore: [
    { name: "title", boost: 3, text: (r) => asText(r.title) ?? "" },
    { name: "abstract", boost: 1.5, text: (r) => asText(r.abstract) ?? "" },
    { name: "fulltext", boost: 1, text: (r) => asText(r.fulltext) ?? "" },
    {
      name: "metadata",
      boost: 1,
      text: (r) =>
        join(
          asText(r.journal),
          asTexts(r.authors),
          asTexts(r.meshTerms),
          asTexts(r.keywords),
          asTexts(r.substances),
          asTexts(r.publicationTypes),
        ),
    },
  ],
  trialcore: [
    { name: "titles", boost: 3, text: (r) => join(asText(r.briefTitle), asText(r.officialTitle), asText(r.acronym)) },
    { name: "summary", boost: 1, text: (r) => asText(r.briefSummary) ?? "" },
    { name: "conditions", boost: 2, text: (r) => join(asTexts(r.conditions), asTexts(r.conditionMeshTerms)) },
    { name: "interventions", boost: 2, text: (r) => join(asTexts(r.interventionNames), asTexts(r.interventionMeshTerms)) },
    { name: "keywords", boost: 1.5, text: (r) => join(asTexts(r.keywords)) },
  ],
  drugcore: [
    { name: "names", boost: 3, text: (r) => join(asText(r.name), asTexts(r.tradeNames), asTexts(r.synonyms)) },
    { name: "description", boost: 1, text: (r) => asText(r.description) ?? "" },
    { name: "mechanisms", boost: 1.5, text: mechanismText },
  ],
  regulatorycore: [
    { name: "name", boost: 3, text: (r) => asText(r.name) ?? "" },
    { name: "activeSubstance", boost: 3, text: (r) => asText(r.activeSubstance) ?? "" },
    { name: "indication", boost: 1.5, text: (r) => asText(r.therapeuticIndication) ?? "" },
    { name: "holder", boost: 1, text: (r) => asText(r.marketingAuthorisationHolder) ?? "" },
  ],
  genecore: [
    { name: "symbol", boost: 4, text: (r) => asText(r.symbol) ?? "" },
    { name: "name", boost: 2, text: (r) => asText(r.name) ?? "" },
    { name: "synonyms", boost: 2, text: (r) => join(asTexts(r.synonyms)) },
    { name: "families", boost: 1, text: (r) => join(objects(r.hgncGeneGroups).map((g) => asText(g.name) ?? "")) },
  ],
  patentcore: [
    { name: "title", boost: 3, text: (r) => asText(r.title) ?? "" },
    { name: "abstract", boost: 2, text: (r) => asText(r.abstract) ?? "" },
    { name: "claims", boost: 1, text: (r) => asText(r.claims) ?? "" },
    { name: "description", boost: 0.5, text: (r) => asText(r.description) ?? "" },
  ],
};

/** Tokens as the index sees them: lower-case runs of letters and digits. */
export const tokenize = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
