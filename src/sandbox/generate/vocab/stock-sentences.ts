// The stock sentences that pad a record's text, one pool per kind of text. One pool served every
// core until dataset version 7, so a trial's protocol said "Median follow-up exceeded two years",
// a gene-expression paper listed adverse events and a patent reported hazard ratios. Every pool
// has the same length: a record draws from its kind's pool with the draws it made from the one
// pool before, so changing the pool moved no other field. Papers date from 2000: no sentence names
// a method or version younger than that (CTCAE 5.0 is from 2017, GRCh38 from 2013).

/** How many sentences each pool holds (the draws depend on it). */
export const STOCK_POOL_SIZE = 12;

export type StockKind = "results" | "protocol" | "laboratory" | "cohort" | "review" | "patent" | "label";

export const STOCK_SENTENCES: Readonly<Record<StockKind, readonly string[]>> = {
  // A finished study of a treatment: a trial's results, a drug's efficacy or real-world use.
  results: [
    "Baseline characteristics were balanced between groups.",
    "Safety was assessed according to the Common Terminology Criteria for Adverse Events.",
    "Pharmacokinetic parameters were estimated by non-compartmental analysis.",
    "Sensitivity analyses confirmed the robustness of the primary findings.",
    "Missing data were handled by multiple imputation.",
    "The most common adverse events were fatigue, nausea and diarrhoea.",
    "Exploratory biomarker analyses were performed on archival tissue.",
    "Hazard ratios were estimated with a stratified Cox proportional hazards model.",
    "Health-related quality of life was maintained during treatment.",
    "No new safety signals were identified.",
    "Dose reductions occurred in a minority of participants.",
    "Median follow-up exceeded two years at the data cut-off.",
  ],
  // What a study will do: a published protocol, or a registry's description of a trial.
  protocol: [
    "Eligible participants will be adults who meet the inclusion criteria at screening.",
    "Safety will be assessed according to the Common Terminology Criteria for Adverse Events.",
    "The primary analysis will follow the intention-to-treat principle.",
    "The sample size provides 80% power to detect the expected difference.",
    "An independent data monitoring committee will review safety data.",
    "Randomisation, where used, will be stratified by centre and disease stage.",
    "Secondary outcomes include health-related quality of life and tolerability.",
    "Adverse events will be recorded from the first dose until 30 days after the last.",
    "Blood samples will be collected for pharmacokinetic and biomarker analyses.",
    "Missing data will be handled by multiple imputation.",
    "Participants will be followed for survival after the end of treatment.",
    "Recruitment is planned at sites in several countries.",
  ],
  // A study of a gene: expression, variants, function.
  laboratory: [
    "Expression was quantified by microarray and confirmed by quantitative PCR.",
    "Variants were identified by sequencing of the coding exons.",
    "Knockdown experiments were performed with two independent siRNAs.",
    "Protein levels were measured by western blotting.",
    "Associations were adjusted for age, sex and ancestry.",
    "Immunohistochemistry was scored by two pathologists blinded to outcome.",
    "Pathway enrichment analysis highlighted cell-cycle and DNA-repair genes.",
    "Findings were replicated in an independent cohort.",
    "Cell lines were authenticated by short tandem repeat profiling.",
    "Survival was compared between high and low expression groups.",
    "Copy-number changes were measured by comparative genomic hybridisation.",
    "Raw data have been deposited in a public repository.",
  ],
  // An observational study of a disease in a population.
  cohort: [
    "Cases were identified from national health registries.",
    "Incidence rates were standardised to the population's age structure.",
    "Hazard ratios were estimated with Cox proportional hazards models.",
    "Covariates included age, sex, comorbidity and socioeconomic status.",
    "Follow-up ended at death, emigration or the end of the study period.",
    "Participants with missing covariates were excluded from adjusted models.",
    "Risk increased with age in both sexes.",
    "Sensitivity analyses excluding early events gave similar estimates.",
    "Incidence rose over the study period.",
    "Residual confounding cannot be excluded in an observational design.",
    "Competing risks were accounted for with Fine-Gray models.",
    "The cohort was linked to hospital discharge records.",
  ],
  // A narrative review of the evidence.
  review: [
    "We searched PubMed and Embase for relevant articles.",
    "Randomised trials and large observational studies are summarised.",
    "Evidence on long-term outcomes remains limited.",
    "Safety data from pivotal trials are discussed.",
    "Ongoing trials may change current practice.",
    "Biomarkers to select patients are under investigation.",
    "Guidelines differ in their recommendations.",
    "Treatment sequencing is an open question.",
    "Costs and access vary between health systems.",
    "Resistance mechanisms are reviewed.",
    "Real-world data complement the trial evidence.",
    "Future research priorities are outlined.",
  ],
  // A patent's description: embodiments, formulations, examples.
  patent: [
    "In some embodiments, the compound is administered orally.",
    "In other embodiments, the composition is formulated for intravenous infusion.",
    "The compound may be present as a pharmaceutically acceptable salt.",
    "Suitable excipients include lactose, microcrystalline cellulose and magnesium stearate.",
    "The daily dose may range from 1 mg to 1000 mg.",
    "Example 1 describes the preparation of the compound.",
    "Crystalline forms were characterised by X-ray powder diffraction.",
    "The invention also provides kits comprising the composition.",
    "The compound may be combined with a second therapeutic agent.",
    "Activity was measured in a cell-based assay.",
    "The term 'about' means within 10% of the stated value.",
    "Pharmaceutical compositions may be prepared by methods known in the art.",
  ],
  // A label's or assessment report's pharmacology and other non-clinical sections.
  label: [
    "The pharmacokinetics are linear over the therapeutic dose range.",
    "Steady state is reached within two weeks of dosing.",
    "Elimination is mainly hepatic.",
    "No dose adjustment is required in mild renal impairment.",
    "Exposure is not affected by food to a clinically relevant extent.",
    "Plasma protein binding is high.",
    "Strong inhibitors of CYP3A4 may increase exposure.",
    "No clinically relevant QT prolongation was observed.",
    "Non-clinical studies showed no genotoxic potential.",
    "Store below 25 °C in the original package.",
    "Each vial is for single use only.",
    "Reproductive toxicity was observed in animal studies.",
  ],
};
