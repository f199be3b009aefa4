// The child-table columns exactly as the public API contract fixes them.
export const DESIGN_COLUMNS = {
  outcomes:
    "serviceId, outcomeIndex, outcomeType, title, description, timeFrame, population, units, paramType, dispersionType, measurementCount",
  measurements:
    "serviceId, outcomeIndex, measurementIndex, outcomeType, outcomeTitle, units, paramType, dispersionType, group, groupId, classification, category, paramValue, dispersionValue, dispersionLowerLimit, dispersionUpperLimit, value, dispersion, lower, upper",
  arms: "serviceId, armIndex, type, title, description",
  designations: "serviceId, designationIndex, agency, axis, type, nativeName, basis, indication, postMarketingObligation",
  authorizationsByAgency: "serviceId, linkIndex, linkedServiceId, agency, name, authorizationStatus",
  documentSections:
    "serviceId, sectionIndex, documentSectionId, docType, path, title, textType, sourceUrl, sourceDate, matchedText, content",
  mechanisms: "serviceId, mechanismIndex, actionType, mechanismOfAction, targetType, targetCount",
  targets: "serviceId, mechanismIndex, targetIndex, actionType, mechanismOfAction, targetType, ensemblId, symbol, name, synonyms",
  authors: "serviceId, authorIndex, name, nameRaw, orcid, position, affiliationCount",
  affiliations: "serviceId, authorIndex, affiliationIndex, authorName, orcid, name, nameRaw, ror, countryCode",
} as const;

export const designColumns = (name: keyof typeof DESIGN_COLUMNS): string[] => DESIGN_COLUMNS[name].split(", ");
