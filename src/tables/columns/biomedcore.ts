// BiomedCore (reference 2.1): publications.
import type { CoreColumns } from "./core-columns.js";
import { bool, date, int, list, str, strings, struct } from "./shorthand.js";

const affiliation = struct({ name: str, nameRaw: str, ror: str, countryCode: str });
const authorMetadata = struct({ name: str, nameRaw: str, orcid: str, position: int, affiliations: list(affiliation) });

export const biomedcoreColumns: CoreColumns = {
  core: "biomedcore",
  defaults: {
    serviceId: str,
    pmid: str,
    pmcid: str,
    doi: str,
    title: str,
    abstract: str,
    authors: strings,
    journal: str,
    issn: str,
    volumeIssue: str,
    language: str,
    publicationDate: date,
    lastUpdateDate: date,
    createDate: date,
    publicationTypes: strings,
    isRetracted: bool,
    citationCount: int,
    journalQualityJufo: int,
    meshTerms: strings,
    keywords: strings,
    substances: strings,
    hasFulltext: bool,
  },
  includes: {
    fulltext: str,
    authorsMetadata: list(authorMetadata),
    meshIds: strings,
    substanceIds: strings,
    referencesTrialCore: strings,
    references: strings,
    citedBy: strings,
  },
  derived: [],
};
