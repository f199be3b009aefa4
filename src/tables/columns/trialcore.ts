// TrialCore (reference 2.2): clinical trials.
import type { CoreColumns } from "./core-columns.js";
import { bool, date, int, list, str, strings, struct } from "./shorthand.js";

const armGroup = struct({ type: str, title: str, description: str });
const measurement = struct({
  group: str, groupId: str, classification: str, category: str,
  paramValue: str, dispersionValue: str, dispersionLowerLimit: str, dispersionUpperLimit: str,
});
const outcome = struct({
  outcomeType: str, title: str, description: str, timeFrame: str, population: str, units: str,
  paramType: str, dispersionType: str, measurements: list(measurement),
});

export const trialcoreColumns: CoreColumns = {
  core: "trialcore",
  defaults: {
    serviceId: str,
    nctId: str,
    registryId: str,
    sourceRegistry: str,
    sourceUrl: str,
    briefTitle: str,
    officialTitle: str,
    briefSummary: str,
    acronym: str,
    phase: str,
    overallStatus: str,
    studyType: str,
    startDate: date,
    completionDate: date,
    lastUpdateDate: date,
    createDate: date,
    hasResults: bool,
    enrollment: int,
    enrollmentType: str,
    sponsorName: str,
    sponsorType: str,
    collaborators: strings,
    conditions: strings,
    conditionMeshTerms: strings,
    interventionNames: strings,
    interventionMeshTerms: strings,
    keywords: strings,
    secondaryIds: strings,
    primaryOutcomeMeasures: strings,
    secondaryOutcomeMeasures: strings,
    interventionTypes: strings,
    facilityCountries: strings,
    orgStudyId: str,
    designAllocation: str,
    designInterventionModel: str,
    designPrimaryPurpose: str,
    designMasking: str,
    resultsFirstPostDate: date,
    whyStopped: str,
    isFdaRegulatedDrug: bool,
    isFdaRegulatedDevice: bool,
    oversightHasDmc: bool,
    armGroups: list(armGroup),
  },
  includes: {
    detailedDescription: str,
    outcomes: list(outcome),
    referencesBiomedCore: strings,
    referencesDrugCore: strings,
  },
  derived: [],
};
