// A patent family's title and abstract by what it claims (patent-plan.ts): the compound family
// names the drug class, the life-cycle families name the drug, as real formulation, use, form and
// process patents do. The abstract always names the class, so a class search finds the whole estate.
import type { PatentKind } from "./patent-plan.js";
import { capitalize } from "./text.js";

interface DrugLike {
  name: string;
  stem: { classPhrase: string; drugType: string };
}

/** `variant` picks one of a kind's wordings, so a drug's several use or formulation families differ. */
export function patentText(kind: PatentKind, drug: DrugLike | null, disease: string, variant: number): { title: string; abstract: string } {
  const pick = (...titles: string[]) => titles[variant % titles.length];
  if (drug === null) {
    return {
      title: `Compositions and methods for the treatment of ${disease}`,
      abstract: `The disclosure provides compositions, pharmaceutical formulations thereof, and methods of using them to treat ${disease}.`,
    };
  }
  const cls = drug.stem.classPhrase;
  const small = drug.stem.drugType === "SMALL_MOLECULE";
  const name = drug.name;
  switch (kind) {
    case "formulation":
      return {
        title: small
          ? pick(
              `Pharmaceutical compositions comprising ${name}`,
              `Oral dosage forms of ${name}`,
              `Extended-release formulations of ${name}`,
            )
          : pick(
              `Stable high-concentration formulations of ${name}`,
              `Subcutaneous formulations of ${name}`,
              `Lyophilized compositions of ${name}`,
            ),
        abstract: `The disclosure provides formulations of ${name} (${cls}) with improved stability and dosing, and their use to treat ${disease}.`,
      };
    case "use":
      return {
        title: pick(
          `Methods of treating ${disease} with ${name}`,
          `Use of ${name} in the treatment of ${disease}`,
          `Dosing regimens of ${name} for ${disease}`,
          `Methods of selecting patients with ${disease} for treatment with ${name}`,
        ),
        abstract: `The disclosure provides methods of treating ${disease} by administering ${name} (${cls}), including dosing regimens and patient selection.`,
      };
    case "form":
      return {
        title: pick(`Crystalline forms and salts of ${name}`, `Solid forms of ${name}`, `Polymorphs of ${name} and methods of making them`),
        abstract: `The disclosure provides crystalline forms and pharmaceutically acceptable salts of ${name} (${cls}), processes for making them, and their use to treat ${disease}.`,
      };
    case "process":
      return {
        title: small
          ? pick(`Processes for the preparation of ${name}`, `Synthesis of ${name} and intermediates thereof`)
          : pick(`Methods of producing ${name} in mammalian cell culture`, `Purification processes for ${name}`),
        abstract: `The disclosure provides processes for manufacturing ${name} (${cls}) and intermediates thereof, for use in treating ${disease}.`,
      };
    case "combination":
      return {
        title: pick(
          `Combination therapy comprising ${name} for ${disease}`,
          `Combinations of ${name} with a second agent for treating ${disease}`,
        ),
        abstract: `The disclosure provides combinations of ${name} (${cls}) with a second therapeutic agent, and methods of using them to treat ${disease}.`,
      };
    default:
      return {
        title: `${capitalize(cls)} compounds and methods of treating ${disease}`,
        abstract: `The disclosure provides ${name} and related ${cls} compounds, pharmaceutical formulations thereof, and methods of using them to treat ${disease}.`,
      };
  }
}
