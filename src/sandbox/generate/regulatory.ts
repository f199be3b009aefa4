// RegulatoryCore records with their document sections. FDA and EMA twins of one product share
// name, holder and dates (drawn from the product's stream) and list each other in
// authorizationsByAgency.
import type { RegulatoryCoreRecord } from "../../schema/index.js";
import type { StoredSection } from "../dataset.js";
import type { Context } from "./context.js";
import { cover } from "./cover.js";
import { historyOf } from "./record-history.js";
import type { RegPlan } from "./plan.js";
import { Rng } from "./random.js";
import { orphanChance } from "./registry-shapes.js";
import { designationOpen, orphanOpen, type DesignationType } from "./regulatory-eras.js";
import { deletedSectionDay, deletedSectionSpec, FIRST_DELETED_SLOT, sectionId, sectionLayout } from "./sections.js";
import { capitalize, company, paragraph } from "./text.js";
import { STOCK_SENTENCES } from "./vocab/stock-sentences.js";
import { originatorOf } from "./originator.js";
import { firstKnownOn } from "./disease-era.js";
import { disease } from "./vocab/diseases.js";

type Rec = RegulatoryCoreRecord;
type Designation = Rec["designations"][number];

const FDA_DESIGNATIONS: readonly DesignationType[] = [
  "PRIORITY_REVIEW",
  "BREAKTHROUGH_THERAPY",
  "FAST_TRACK",
  "RMAT",
  "ACCELERATED_APPROVAL",
];
const EMA_DESIGNATIONS: readonly DesignationType[] = ["ACCELERATED_ASSESSMENT", "PRIME", "CONDITIONAL_MA", "EXCEPTIONAL_CIRCUMSTANCES"];
const DESIGNATION_INFO: Record<DesignationType, Pick<Designation, "axis" | "nativeName" | "basis">> = {
  PRIORITY_REVIEW: { axis: "REVIEW_ACCELERATION", nativeName: "Priority Review", basis: null },
  ACCELERATED_ASSESSMENT: { axis: "REVIEW_ACCELERATION", nativeName: "Accelerated assessment", basis: null },
  BREAKTHROUGH_THERAPY: { axis: "DEVELOPMENT_SUPPORT", nativeName: "Breakthrough Therapy", basis: null },
  FAST_TRACK: { axis: "DEVELOPMENT_SUPPORT", nativeName: "Fast Track", basis: null },
  RMAT: { axis: "DEVELOPMENT_SUPPORT", nativeName: "Regenerative Medicine Advanced Therapy", basis: null },
  PRIME: { axis: "DEVELOPMENT_SUPPORT", nativeName: "PRIME", basis: null },
  ACCELERATED_APPROVAL: { axis: "EARLY_ACCESS_BASIS", nativeName: "Accelerated Approval", basis: "SURROGATE_ENDPOINT" },
  CONDITIONAL_MA: { axis: "EARLY_ACCESS_BASIS", nativeName: "Conditional marketing authorisation", basis: "INCOMPLETE_DATA" },
  EXCEPTIONAL_CIRCUMSTANCES: { axis: "EARLY_ACCESS_BASIS", nativeName: "Exceptional circumstances", basis: "UNCONFIRMABLE_DATA" },
};
const WITHDRAWN = new Set(["WITHDRAWN_VOLUNTARY", "WITHDRAWN_FORCED", "REVOKED", "SUSPENDED", "LAPSED_SUNSET", "EXPIRED"]);
const NEVER_AUTHORIZED = new Set(["REFUSED", "WITHDRAWN_DURING_REVIEW"]);

const pad = (n: number, w: number) => String(n).padStart(w, "0");

function procedureType(rp: RegPlan, drugType: string): Rec["procedureType"] {
  if (rp.agency === "FDA") {
    if (rp.ordinal === 3) return "UNKNOWN";
    if (rp.generic) return "ANDA";
    return drugType === "SMALL_MOLECULE" || drugType === "OLIGOSACCHARIDE" ? "NDA" : "BLA";
  }
  return cover(rp.ordinal - 5, ["CENTRALISED_VETERINARY", "WITHDRAWAL_VETERINARY", "UNKNOWN"] as const, () =>
    rp.status === "WITHDRAWN_DURING_REVIEW" ? ("WITHDRAWAL_HUMAN" as const) : ("CENTRALISED_HUMAN" as const),
  );
}

function designations(rng: Rng, rp: RegPlan, indication: string): Designation[] {
  const pool = rp.agency === "FDA" ? FDA_DESIGNATIONS : EMA_DESIGNATIONS;
  const types = new Set<DesignationType>();
  if (rp.ordinal < pool.length) types.add(pool[rp.ordinal]);
  if (rp.agency === "EMA" && rp.status === "CONDITIONAL") types.add("CONDITIONAL_MA");
  if (rp.agency === "FDA" && rp.status === "CONDITIONAL") types.add("ACCELERATED_APPROVAL");
  for (const t of rng.sample(
    pool,
    rng.weighted([
      [0, 5],
      [1, 3],
      [2, 1],
    ] as const),
  )) {
    if (t !== "CONDITIONAL_MA" && t !== "EXCEPTIONAL_CIRCUMSTANCES") types.add(t);
  }
  return (
    [...types]
      .map((type) => {
        const info = DESIGNATION_INFO[type];
        return {
          axis: info.axis,
          type,
          agency: rp.agency,
          nativeName: info.nativeName,
          basis: info.basis,
          indication: type === "ACCELERATED_APPROVAL" ? indication : null,
          postMarketingObligation: info.axis === "EARLY_ACCESS_BASIS" ? true : rng.chance(0.2) ? null : false,
        };
      })
      // Drawn as before, so the record's other values stay; a programme that had not begun by the
      // decision is left out (regulatory-eras.ts).
      .filter((d) => designationOpen(d.type, rp.day))
  );
}

interface RegulatoryOutput {
  record: Rec;
  sections: StoredSection[];
}

export function regulatory(ctx: Context, r: number): RegulatoryOutput {
  const { plan } = ctx;
  const rp = plan.regs[r];
  const rng = new Rng(ctx.seed, "regulatorycore", r);
  const product = new Rng(ctx.seed, "product", rp.product);
  const dp = plan.drugs[rp.drug];
  // Its first indication is a disease known when it was decided (disease-era.ts).
  const dis = disease(firstKnownOn(dp.diseases, rp.day));
  const serviceId = ctx.id("regulatorycore", r);
  // A drug's first product is its originator's; later brands may be a licensee's (drawn as before).
  const brand = company(product);
  const firstProduct = plan.regs[dp.regs[0]]?.product === rp.product;
  const holder = rp.generic ? company(rng) : firstProduct ? originatorOf(plan, rp.drug) : brand;
  const firstDay = rp.firstDay;
  const authDay = rp.day;
  const neverAuthorized = NEVER_AUTHORIZED.has(rp.status);
  const withdrawn = WITHDRAWN.has(rp.status);
  const history = historyOf(ctx, "regulatorycore", r);
  const drugType = dp.stem.drugType;
  const indication = `${capitalize(rp.name)} is a ${dp.stem.classPhrase} indicated for the treatment of adult patients with ${dis.phrase}.`;
  const therapeuticIndication =
    rp.agency === "FDA" && rng.chance(0.3)
      ? `${indication} ${dp.diseases
          .filter((k) => k !== dis.key)
          .map((k) => `It is also indicated for ${disease(k).phrase}.`)
          .join(" ")} Limitations of use: not recommended in combination with other ${dp.stem.classPhrase} therapy.`.replace(/\s+/g, " ")
      : indication;
  const sourceDate = ctx.date(Math.min(ctx.todayDay, authDay + rng.int(30, 2000)));
  const layout = sectionLayout(rp.agency, rp.sections);
  const docUrl =
    rp.agency === "FDA"
      ? `https://www.accessdata.fda.gov/drugsatfda_docs/label/sv/${r}lbl.pdf`
      : `https://www.ema.europa.eu/en/documents/product-information/sv-${r}_en.pdf`;
  const sections: StoredSection[] = layout.map((spec, j) => ({
    documentSectionId: sectionId(ctx.seed, r, j),
    serviceId,
    docType: spec.docType,
    path: spec.path,
    title: spec.title,
    textType: spec.textType,
    sourceUrl: rng.chance(0.95) ? docUrl : null,
    sourceDate,
    content: sectionContent(rng, spec.title, rp.name, dp.name, indication, dp.stem.classPhrase, dis.phrase),
  }));
  const appNumber = `${rp.generic ? "ANDA" : drugType === "SMALL_MOLECULE" || drugType === "OLIGOSACCHARIDE" ? "NDA" : "BLA"}9${pad(r, 5)}`;
  const vet = rp.agency === "EMA" && (rp.ordinal === 5 || rp.ordinal === 6);
  const productNumber = `EMEA/${vet ? "V" : "H"}/C/${r < 10000 ? `00${pad(r, 4)}` : pad(r, 6)}`;
  const twin = rp.twin >= 0 ? plan.regs[rp.twin] : null;
  const uuid = () =>
    `${rng.chars(8, "0123456789abcdef")}-${rng.chars(4, "0123456789abcdef")}-4${rng.chars(3, "0123456789abcdef")}-a${rng.chars(3, "0123456789abcdef")}-${rng.chars(12, "0123456789abcdef")}`;
  const withdrawalDay = withdrawn && history.lastUpdateDay !== null ? history.lastUpdateDay : null;
  const record: Rec = {
    serviceId,
    agency: rp.agency,
    name: rp.name,
    activeSubstance: dp.name,
    moleculeType: drugType,
    authorizationStatus: rp.status,
    procedureType: procedureType(rp, drugType),
    therapeuticIndication,
    marketingAuthorisationHolder: holder,
    authorizationDate: neverAuthorized ? null : ctx.date(authDay),
    firstAuthorizationDate: neverAuthorized ? null : ctx.date(firstDay),
    lastUpdateDate: ctx.date(history.lastUpdateDay),
    createDate: ctx.date(history.createDay),
    sourceUrl:
      rp.agency === "FDA"
        ? `https://www.accessdata.fda.gov/scripts/cder/daf/index.cfm?event=overview.process&ApplNo=9${pad(r, 5)}`
        : `https://www.ema.europa.eu/en/medicines/human/EPAR/${rp.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
    // Twins share the product's orphan designation (the EU's only from 2000); generics carry none.
    isOrphan: rng.chance(0.05)
      ? null
      : !rp.generic && product.chance(orphanChance(dis.key, dis.oncology)) && orphanOpen(rp.agency, authDay),
    designations: neverAuthorized ? [] : designations(rng, rp, indication),
    authorizationsByAgency: twin
      ? [{ serviceId: ctx.id("regulatorycore", rp.twin), agency: twin.agency, name: twin.name, authorizationStatus: twin.status }]
      : [],
    documentSections: sections.map(({ content: _content, ...toc }, j) => ({ ...toc, docType: layout[j].docType })),
    emaDetails:
      rp.agency === "EMA"
        ? {
            productNumber,
            category: vet ? "Veterinary" : "Human",
            opinionStatus: neverAuthorized ? "Negative" : "Positive",
            pharmacotherapeuticGroup: capitalize(dp.stem.classPhrase),
            patientSafety: rng.chance(0.2) ? "Additional risk minimisation measures" : null,
            latestProcedure: `${productNumber}/II/${pad(rng.int(1, 120), 4)}`,
            smpcUrl: neverAuthorized ? null : docUrl,
            isBiosimilar: drugType !== "SMALL_MOLECULE" && rng.chance(0.1),
            isAdvancedTherapy: drugType === "CELL" || drugType === "GENE",
            isGenericOrHybrid: rng.chance(0.1),
            additionalMonitoring: rng.chance(0.3),
            revisionNumber: neverAuthorized ? null : rng.int(0, 40),
            smpcDate: neverAuthorized ? null : sourceDate,
            opinionAdoptedDate: ctx.date(authDay - rng.int(50, 70)),
            europeanCommissionDecisionDate: neverAuthorized ? null : ctx.date(authDay),
            withdrawalOfApplicationDate: rp.status === "WITHDRAWN_DURING_REVIEW" ? ctx.date(authDay - 30) : null,
            refusalOfMarketingAuthorisationDate: rp.status === "REFUSED" ? ctx.date(authDay) : null,
            withdrawalExpiryRevocationLapseDate: ctx.date(withdrawalDay),
            firstPublishedDate: ctx.date(authDay + rng.int(10, 40)),
          }
        : null,
    fdaDetails:
      rp.agency === "FDA"
        ? {
            applicationNumber: appNumber,
            prescriptionClass: rng.chance(0.95) ? "Prescription" : "Over-the-counter",
            submissionClassCode: rng.pick(["TYPE 1", "TYPE 2", "TYPE 3", "TYPE 5", null]),
            labelDate: sourceDate,
            labelUrl: rng.chance(0.95) ? docUrl : null,
            withdrawalDate: ctx.date(withdrawalDay),
            withdrawalReason: withdrawalDay !== null ? rng.pick(["Discontinued by sponsor", "Safety concerns", "Not marketed"]) : null,
            withdrawalSourceUrl: withdrawalDay !== null ? `https://www.federalregister.gov/sv/${r}` : null,
            ndc: Array.from({ length: rng.int(0, 3) }, (_, k) => `${9000 + (r % 1000)}-${pad(Math.floor(r / 1000) * 10 + k, 4)}`),
            splSetId: rng.chance(0.9) ? [uuid()] : [],
          }
        : null,
    referencesDrugCore: ctx.ids("drugcore", rp.drugs),
  };
  if (deletedSectionDay(r, history.sectionDays) !== null) {
    // Live until its deletion day (the day view hides it after); not in the latest table of contents.
    // Its own random stream, so the record's other values do not move.
    const spec = deletedSectionSpec(rp.agency);
    const own = new Rng(ctx.seed, "deleted-section", r);
    sections.push({
      documentSectionId: sectionId(ctx.seed, r, FIRST_DELETED_SLOT),
      serviceId,
      ...spec,
      sourceUrl: docUrl,
      sourceDate,
      content: sectionContent(own, spec.title, rp.name, dp.name, indication, dp.stem.classPhrase, dis.phrase),
    });
  }
  return { record, sections };
}

function sectionContent(
  rng: Rng,
  title: string,
  brand: string,
  substance: string,
  indication: string,
  classPhrase: string,
  dis: string,
): string | null {
  if (rng.chance(0.01)) return null;
  const t = title.toLowerCase();
  if (t.includes("indication")) return indication;
  if (t.includes("mechanism") || t.includes("pharmacodynamic"))
    return `${capitalize(substance)} is a ${classPhrase}. ${paragraph(rng, STOCK_SENTENCES.label, 1, 2)}`;
  if (t.includes("clinical stud") || t.includes("scientific") || t.includes("medical review")) {
    return `The efficacy of ${brand} (${substance}) was evaluated in a randomised trial in patients with ${dis}. ${paragraph(rng, STOCK_SENTENCES.results, 2, 4)}`;
  }
  return `${title}: ${capitalize(brand)} (${substance}). ${paragraph(rng, STOCK_SENTENCES.label, 1, 3)}`;
}
