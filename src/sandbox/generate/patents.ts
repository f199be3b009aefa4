// PatentCore records. A family's members share priority, title and cited literature; the
// representative (first member) lists its siblings in familyMembers, and familyId is its
// publication number. Citations point to earlier families only.
import { onOrAfterWeekday, yearOfDayNumber } from "../../days/index.js";
import type { PatentCoreRecord } from "../../schema/index.js";
import type { Context } from "./context.js";
import { claimSet } from "./patent-claims.js";
import { Rng } from "./random.js";
import { capitalize, company, indexedName, paragraph, person } from "./text.js";
import { STOCK_SENTENCES } from "./vocab/stock-sentences.js";
import { firstKnownOn, pickKnownOn } from "./disease-era.js";
import { disease } from "./vocab/diseases.js";
import { originatorOf } from "./originator.js";
import { patentText } from "./patent-text.js";

const JURISDICTIONS = [
  { cc: "US", kinds: ["B2", "B1", "A1"], lang: "en" },
  { cc: "EP", kinds: ["A1", "B1"], lang: "en" },
  { cc: "WO", kinds: ["A1", "A2"], lang: "en" },
  { cc: "CN", kinds: ["A", "B"], lang: "zh" },
  { cc: "JP", kinds: ["A", "B2"], lang: "ja" },
  { cc: "DE", kinds: ["A1", "U1"], lang: "de" },
] as const;
const CPC = [
  "A61K31/517",
  "A61K39/395",
  "A61P35/00",
  "C07D401/14",
  "C07K16/28",
  "A61K48/00",
  "C12N15/113",
  "A61P3/10",
  "A61K38/26",
  "A61P29/00",
];
const pad = (n: number, w: number) => String(n).padStart(w, "0");

/**
 * A member's office, kind and number. A WO number starts with its publication year, as WIPO's do
 * (WO2007123456); the 9 after it, like the other offices' leading 9, keeps it apart from real
 * numbers. The representative (member 0) is the US filing, so its number needs no year.
 */
function publicationNumber(
  i: number,
  member: number,
  publicationYear?: number,
): { cc: string; number: string; kind: string; lang: string } {
  const j = JURISDICTIONS[member === 0 ? 0 : (member + (i % 3)) % JURISDICTIONS.length];
  const kind = j.kinds[i % j.kinds.length];
  if (j.cc === "WO" && publicationYear === undefined) throw new Error("a WO publication number needs its publication year");
  const number = j.cc === "US" ? `9${pad(i, 7)}` : j.cc === "WO" ? `${publicationYear}9${pad(i, 5)}` : `9${pad(i, 8)}`;
  return { cc: j.cc, number, kind, lang: j.lang };
}

export function patent(ctx: Context, i: number): PatentCoreRecord {
  const { plan } = ctx;
  const pp = plan.patents[i];
  const rng = new Rng(ctx.seed, "patentcore", i);
  const fam = new Rng(ctx.seed, "patent-family", pp.family);
  const member = i - pp.representative;
  const repPub = publicationNumber(pp.representative, 0);
  const drugPlan = pp.drugs.length > 0 ? plan.drugs[pp.drugs[0]] : null;
  // A life-cycle family may claim a use in another of the drug's diseases; either names a disease
  // known at its priority (disease-era.ts).
  const dis = disease(
    drugPlan
      ? pp.kind === "use"
        ? (pickKnownOn(fam, drugPlan.diseases, pp.day) ?? drugPlan.diseases[0])
        : firstKnownOn(drugPlan.diseases, pp.day)
      : fam.pick(["nsclc", "breast", "t2d", "ra", "alzheimer"]),
  );
  // The wording varies by family, on a stream of its own.
  const { title, abstract } = patentText(pp.kind, drugPlan, dis.phrase, new Rng(ctx.seed, "patent-title", pp.family).int(0, 11));
  const priorityDay = pp.day;
  // Filed at once or under the priority year's convention; published about 18 months after the
  // priority, on the office's weekly publication day; granted a year or more after publication.
  const filingDay = priorityDay + (rng.chance(0.4) ? 0 : rng.int(300, 365));
  const publicationDay = weekly(priorityDay + rng.int(540, 560));
  const pub = publicationNumber(i, member, yearOfDayNumber(publicationDay));
  const grantDay = weekly(publicationDay + rng.int(300, 1400));
  const granted = pub.kind.startsWith("B") && grantDay <= ctx.todayDay;
  const hasClaims = rng.chance(0.85);
  const hasDescription = rng.chance(0.8);
  // Most of a drug's families belong to its originator (the compound family always does);
  // licensees and generic makers file the rest.
  const originator = fam.chance(0.85) || pp.kind === "compound";
  const assignee = pp.drugs.length > 0 && originator ? originatorOf(plan, pp.drugs[0]) : company(fam);
  const inventors = Array.from({ length: fam.int(1, 5) }, () => indexedName(person(fam)));
  const nplPubs = pp.pubs.map((p) => plan.pubs[p]);
  const nplCitations = [
    ...pp.pubs.map(
      (p, k) =>
        `${nplPubs[k].drug >= 0 ? capitalize(plan.drugs[nplPubs[k].drug].name) : "Study"} report. doi:10.5555/sv.${yearOfDayNumber(plan.pubs[p].day)}.${pad(p, 6)}`,
    ),
    ...Array.from({ length: rng.int(0, 3) }, () => `${indexedName(person(rng))} et al., conference abstract ${rng.int(1990, 2024)}`),
  ];
  const applicationNumber = `${pub.cc}${yearOfDayNumber(filingDay)}9${pad(i - (pub.cc === "EP" && member > 1 ? 1 : 0), 6)}`;
  return {
    serviceId: ctx.id("patentcore", i),
    publicationNumber: `${pub.cc}-${pub.number}-${pub.kind}`,
    applicationNumber,
    countryCode: pub.cc,
    kindCode: pub.kind,
    familyId: `${repPub.cc}-${repPub.number}-${repPub.kind}`,
    familyMembers:
      member === 0
        ? ctx.ids(
            "patentcore",
            pp.members.filter((m) => m !== i),
          )
        : [],
    title,
    abstract,
    language: pub.lang,
    nonEnglishFallback: pub.lang === "en" ? false : rng.chance(0.3) ? true : rng.chance(0.1) ? null : false,
    cpcCodes: fam.sample(CPC, fam.int(1, 4)),
    ipcCodes: fam.sample(CPC, fam.int(1, 3)).map((c) => c.replace(/\/.*/, "/00")),
    inventors,
    assignees: fam.chance(0.9) ? [assignee] : [],
    publicationDate: ctx.date(publicationDay),
    filingDate: ctx.date(filingDay),
    grantDate: granted ? ctx.date(grantDay) : null,
    priorityDate: ctx.date(priorityDay),
    citedPatents: ctx.ids("patentcore", pp.cited),
    priorityClaimNumbers: [`US${yearOfDayNumber(priorityDay)}9${pad(pp.family, 6)}P`],
    parentPublicationNumbers: member > 0 && rng.chance(0.2) ? [`${repPub.cc}-${repPub.number}-${repPub.kind}`] : [],
    childPublicationNumbers: [],
    hasClaims,
    hasDescription,
    nplCount: nplCitations.length,
    citedByCount: pp.citedBy.length + (rng.chance(0.3) ? rng.int(1, 5) : 0),
    // Drawn from a stream of its own, so the claims vary without moving any other field.
    claims: hasClaims
      ? claimSet(
          new Rng(ctx.seed, "patent-claims", i),
          { drug: drugPlan ? drugPlan.name : null, disease: dis.phrase, classPhrase: drugPlan ? drugPlan.stem.classPhrase : null },
          yearOfDayNumber(priorityDay),
        )
      : "",
    description: hasDescription ? `${abstract} ${paragraph(rng, STOCK_SENTENCES.patent, 3, 6)}` : null,
    nplCitations,
    citedByPatents: ctx.ids("patentcore", pp.citedBy),
    referencesDrugCore: ctx.ids("drugcore", pp.drugs),
    referencesBiomedCore: ctx.ids("biomedcore", pp.pubs),
  };
}

/** Patent offices publish weekly (on Tuesdays here): the first Tuesday on or after `day`. */
function weekly(day: number): number {
  return onOrAfterWeekday(day, 2);
}
