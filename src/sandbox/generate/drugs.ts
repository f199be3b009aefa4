// DrugCore records. A drug's whole profile follows its INN stem; salts are children of their
// parent molecule and share its mechanisms.
import type { DrugCoreRecord } from "../../schema/index.js";
import type { Context } from "./context.js";
import { Rng } from "./random.js";
import { capitalize } from "./text.js";
import { disease } from "./vocab/diseases.js";

const SMILES_PARTS = ["c1ccccc1", "C(=O)N", "CCN(CC)", "c1ccncc1", "OC", "F", "Cl", "C(F)(F)F", "N1CCOCC1", "S(=O)(=O)N"];

export function drug(ctx: Context, d: number): DrugCoreRecord {
  const { plan } = ctx;
  const dp = plan.drugs[d];
  const rng = new Rng(ctx.seed, "drugcore", d);
  const { stem } = dp;
  const small = stem.drugType === "SMALL_MOLECULE" || stem.drugType === "OLIGOSACCHARIDE";
  const mechanismsOfAction: DrugCoreRecord["mechanismsOfAction"] = dp.targets.map((genes) => {
    const facts = genes.map((g) => plan.genes[g].fact);
    const first = facts[0];
    return {
      actionType: stem.actionType,
      mechanismOfAction: stem.mechanism.replace("{name}", capitalize(first.name)).replace("{symbol}", first.symbol),
      targetType: stem.targetType,
      targets: facts.map((f) => ({
        ensemblId: f.ensembl,
        symbol: f.symbol,
        name: f.name,
        synonyms: [f.symbol.toLowerCase(), `${f.symbol}-protein`],
      })),
    };
  });
  if (stem.drugType === "VACCINE" || stem.drugType === "VACCINE_COMPONENT") {
    mechanismsOfAction.push({
      actionType: "VACCINE",
      mechanismOfAction: "Induces a protective immune response",
      targetType: "ORGANISM",
      targets: [],
    });
  }
  const smiles = small ? rng.sample(SMILES_PARTS, rng.int(3, 6)).join("") : null;
  const stageText = dp.stage === "APPROVAL" ? "an approved" : dp.stage === "UNKNOWN" ? "a" : "an investigational";
  return {
    serviceId: ctx.id("drugcore", d),
    chemblId: rng.chance(0.95) ? `CHEMBL9${String(d).padStart(6, "0")}` : null,
    name: dp.name.toUpperCase(),
    description: `${capitalize(dp.name)} is ${stageText} ${stem.classPhrase}${mechanismsOfAction[0]?.mechanismOfAction ? ` (${mechanismsOfAction[0].mechanismOfAction.toLowerCase()})` : ""} studied in ${dp.diseases
      .slice(0, 2)
      .map((k) => disease(k).phrase)
      .join(" and ")}.`,
    // A renamed code-named compound keeps its code, as registries list a drug's development codes.
    synonyms: [
      dp.name,
      `SV-${String(d).padStart(5, "0")}`,
      ...(dp.code ? [dp.code] : []),
      ...(dp.salt ? [] : [`${dp.name.split(" ")[0]} free base`]),
    ],
    tradeNames: dp.stage === "APPROVAL" ? [dp.tradeName] : [],
    drugType: stem.drugType,
    maxClinicalStage: dp.stage,
    inchiKey: small ? `${rng.chars(14, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")}-${rng.chars(10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")}-N` : null,
    canonicalSmiles: smiles,
    mechanismsOfAction,
    parent: dp.parent >= 0 ? ctx.id("drugcore", dp.parent) : null,
    children: ctx.ids("drugcore", dp.children),
    referencesTrialCore: ctx.ids("trialcore", dp.trials),
    referencesBiomedCore: ctx.ids("biomedcore", dp.pubs),
    referencesRegulatoryCore: ctx.ids("regulatorycore", dp.regs),
    referencesGeneCore: ctx.ids("genecore", dp.genes),
  };
}
