// GeneCore records. Real genes keep their public identifiers; tractability follows the drugs
// that target each gene, so the GeneCore and DrugCore views of a target agree.
import type { GeneCoreRecord } from "../../schema/index.js";
import type { Context } from "./context.js";
import { classesOf, geneConstraint } from "./gene-constraint.js";
import { historyOf } from "./record-history.js";
import { Rng } from "./random.js";
import { disease } from "./vocab/diseases.js";

type Bucket = { clinical: ("APPROVED_DRUG" | "ADVANCED_CLINICAL" | "PHASE_1_CLINICAL")[]; predictive: string[] };

const PREDICTIVE = {
  smallMolecule: ["Structure with Ligand", "High-Quality Ligand", "High-Quality Pocket", "Druggable Family", "Med-Quality Pocket"],
  antibody: ["UniProt loc high conf", "GO CC high conf", "Human Protein Atlas loc", "UniProt SigP or TMHMM"],
  protac: ["Literature", "UniProt Ubiquitination", "Half-life Data", "Small Molecule Binder"],
  otherClinical: ["Literature"],
};
const CLASS_PATHS: Record<string, string[]> = {
  ENZYME: ["ENZYME", "KINASE", "PROTEIN KINASE"],
  MEMBRANE_RECEPTOR: ["MEMBRANE_RECEPTOR", "FAMILY A G PROTEIN-COUPLED RECEPTOR"],
  ION_CHANNEL: ["ION_CHANNEL", "VOLTAGE-GATED ION CHANNEL"],
  TRANSPORTER: ["TRANSPORTER", "ELECTROCHEMICAL TRANSPORTER"],
  TRANSCRIPTION_FACTOR: ["TRANSCRIPTION_FACTOR", "NUCLEAR RECEPTOR"],
  EPIGENETIC_REGULATOR: ["EPIGENETIC_REGULATOR", "WRITER"],
};
const CELL_LINES = [
  ["A549", "ACH-000681", "Lung", "Non-Small Cell Lung Cancer"],
  ["MCF7", "ACH-000019", "Breast", "Breast Carcinoma"],
  ["HCT116", "ACH-000971", "Bowel", "Colorectal Adenocarcinoma"],
  ["K562", "ACH-000551", "Myeloid", "Chronic Myelogenous Leukemia"],
  ["HeLa", "ACH-001086", "Cervix", "Cervical Carcinoma"],
  ["PC3", "ACH-000090", "Prostate", "Prostate Adenocarcinoma"],
  ["SK-MEL-28", "ACH-000615", "Skin", "Melanoma"],
  ["U87MG", "ACH-000075", "CNS/Brain", "Glioblastoma"],
  ["PANC1", "ACH-000164", "Pancreas", "Pancreatic Adenocarcinoma"],
  ["OVCAR3", "ACH-000001", "Ovary", "Ovarian Carcinoma"],
  ["Jurkat", "ACH-000995", "Lymphoid", "T-cell Leukemia"],
  ["HepG2", "ACH-000739", "Liver", "Hepatoblastoma"],
] as const;

const STAGE_OF: Record<string, Bucket["clinical"][number] | null> = {
  APPROVAL: "APPROVED_DRUG",
  PREAPPROVAL: "ADVANCED_CLINICAL",
  PHASE3: "ADVANCED_CLINICAL",
  "PHASE2/PHASE3": "ADVANCED_CLINICAL",
  PHASE2: "ADVANCED_CLINICAL",
  "PHASE1/PHASE2": "PHASE_1_CLINICAL",
  PHASE1: "PHASE_1_CLINICAL",
  EARLY_PHASE1: "PHASE_1_CLINICAL",
};

// `+ 0`: a value that rounds to zero from below is 0, not -0 (JSON writes both as 0; a table built
// from the generator's own objects would hold -0, and DuckDB reads it back as 0).
const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d + 0;

export function gene(ctx: Context, g: number): GeneCoreRecord {
  const { plan } = ctx;
  const gp = plan.genes[g];
  const f = gp.fact;
  const rng = new Rng(ctx.seed, "genecore", g);
  const coding = f.type === "PROTEIN_CODING";
  const history = historyOf(ctx, "genecore", g);
  const chromosome = /^(\d+|X|Y)/.exec(f.location)?.[1] ?? null;

  let tractability: GeneCoreRecord["tractability"] = null;
  if (coding) {
    const b = (): Bucket => ({ clinical: [], predictive: [] });
    const tr = { smallMolecule: b(), antibody: b(), protac: b(), otherClinical: b() };
    for (const d of gp.drugs) {
      const drug = plan.drugs[d];
      const stage = STAGE_OF[drug.stage];
      if (!stage) continue;
      const t = drug.stem.drugType;
      const bucket =
        t === "SMALL_MOLECULE" ? tr.smallMolecule : t === "ANTIBODY" || t === "ANTIBODY_DRUG_CONJUGATE" ? tr.antibody : tr.otherClinical;
      if (!bucket.clinical.includes(stage)) bucket.clinical.push(stage);
    }
    // Degraders of AR, ESR1 and BTK are in clinical trials (public fact); others are predicted.
    if (["AR", "ESR1"].includes(f.symbol)) tr.protac.clinical.push("ADVANCED_CLINICAL");
    if (f.symbol === "BTK") tr.protac.clinical.push("PHASE_1_CLINICAL");
    for (const [k, list] of Object.entries(PREDICTIVE) as [keyof typeof PREDICTIVE, string[]][]) {
      tr[k].predictive = rng.sample(list, rng.int(0, list.length));
    }
    tractability = tr;
  }
  const isDrugTarget = gp.drugs.length > 0;
  // A protein-coding gene's constraint and essentiality come from a stream of their own, within its
  // public classes (gene-constraint.ts). The record's stream still takes the draws an earlier model
  // took for them at each point (`skipped`), so every other field draws what it drew before.
  const nonCodingLoeuf = coding ? skipped(rng, 4, null) : round(rng.float() * 2);
  const lofExpected = round(rng.int(5, 120) + rng.float(), 1);
  const part = (oe: number) => {
    const expected = round(rng.int(20, 900) + rng.float(), 1);
    return { oe: round(oe), oeLower: round(oe * 0.85), oeUpper: round(oe * 1.15), observed: Math.round(expected * oe), expected };
  };
  if (coding) skipped(rng, 1, null);
  const tested = 1100 + rng.int(0, 50);
  skipped(rng, 2, null);
  const own = new Rng(ctx.seed, "genecore-constraint", g);
  const cons = coding ? geneConstraint(classesOf(f.symbol, gp.synthetic, own), tested, own) : null;
  const loeuf = cons ? cons.loeuf : (nonCodingLoeuf ?? 0);
  const diseasesText = f.diseases.map((k) => disease(k).phrase);
  return {
    serviceId: ctx.id("genecore", g),
    ensemblGeneId: f.ensembl,
    symbol: f.symbol,
    name: f.name,
    synonyms: rng.chance(0.7) ? [`${f.symbol}L`, `${f.symbol.slice(0, 3)}${rng.int(1, 9)}`] : [],
    geneType: f.type,
    summary: rng.chance(0.9)
      ? `${f.symbol} encodes ${f.name}.${diseasesText.length ? ` Variants and expression changes are implicated in ${diseasesText.join(", ")}.` : ""}${isDrugTarget ? " It is the target of approved or investigational drugs." : ""}`
      : null,
    location: f.location,
    chromosome,
    strand: f.strand,
    entrezGeneId: String(f.entrez),
    hgncId: `HGNC:${f.hgnc}`,
    uniprotIds: f.uniprot ? [f.uniprot] : [],
    hgncGeneGroups: [{ id: String(1000 + ((f.group.length * 37) % 900)), name: f.group }],
    maneSelect: coding
      ? [`ENST9${String(g).padStart(10, "0")}.${rng.int(1, 12)}`, `NM_9${String(g).padStart(5, "0")}.${rng.int(1, 6)}`]
      : [],
    // OMIM numbers never start with 9, so these cannot be mistaken for real entries.
    omimId: coding && !gp.synthetic ? [`9${String(g).padStart(5, "0")}`] : [],
    orphanet: f.diseases.length > 0 && !gp.synthetic && rng.chance(0.6) ? `ORPHA:9${String(g).padStart(4, "0")}` : null,
    iuphar: isDrugTarget ? String(9000 + g) : null,
    lastUpdateDate: ctx.date(history.lastUpdateDay),
    createDate: ctx.date(history.createDay),
    tractability,
    safetyLiabilities: !coding
      ? null
      : isDrugTarget
        ? Array.from({ length: rng.int(1, 3) }, () => ({
            event: rng.pick(["hepatotoxicity", "cardiac arrhythmia", "immunosuppression", "bleeding", "QT prolongation", "skin rash"]),
            datasource: rng.pick(["ToxCast", "AOP-Wiki", "Lynch et al. 2018", "PharmGKB"]),
            url: rng.chance(0.7) ? `https://example.org/safety/${f.symbol}` : null,
            effects: [
              {
                direction: rng.pick(["Activation/Increase/Upregulation", "Inhibition/Decrease/Downregulation"]),
                dosing: rng.pick(["acute", "chronic", "general"]),
              },
            ],
            biosamples: rng.sample(["liver", "heart", "kidney", "blood", "skin"], rng.int(0, 2)),
            sources: [{ name: rng.pick(["Literature", "Preclinical study"]), type: rng.pick(["publication", "database"]) }],
          }))
        : [],
    targetClass: f.targetClass
      ? {
          path: CLASS_PATHS[f.targetClass] ?? [f.targetClass],
          leafChemblClassId: rng.chance(0.8) ? `CHEMBL9${String(100 + ((f.targetClass.length * 13) % 900))}` : null,
        }
      : null,
    gnomadConstraint:
      f.type === "PROTEIN_CODING" || rng.chance(0.3)
        ? {
            synonymous: part(round(0.9 + rng.float() * 0.2)),
            missense: part(round(0.5 + rng.float() * 0.6)),
            lossOfFunction: {
              loeuf,
              pli: cons ? skipped(rng, 1, cons.pli) : round(loeuf < 0.35 ? 0.9 + rng.float() * 0.1 : rng.float() * 0.5),
              loeufDecile: Math.min(9, Math.floor(loeuf * 5)),
              loeufRank: Math.round(loeuf * 9000) + g,
              oe: round(loeuf * 0.7),
              oeLower: round(loeuf * 0.5),
              oeUpper: loeuf,
              observed: Math.round(lofExpected * loeuf * 0.7),
              expected: lofExpected,
            },
          }
        : null,
    depmapEssentiality: cons
      ? {
          isEssential: cons.isEssential,
          cellLinesTested: tested,
          dependentCellLines: cons.dependentLines,
          meanGeneEffect: cons.meanEffect,
          medianGeneEffect: round(cons.meanEffect * 0.95),
          minGeneEffect: skipped(rng, 1, cons.worstEffect),
          topDependencies: rng.sample(CELL_LINES, rng.int(0, 10)).map(([cellLineName, depmapId, tissue, dis]) => ({
            cellLineName,
            depmapId,
            tissue,
            disease: dis,
            // The lines a gene matters most in lie between its average and its worst line.
            geneEffect: round(cons.meanEffect + (cons.worstEffect - cons.meanEffect) * rng.float()),
            expression: round(rng.float() * 8),
          })),
        }
      : null,
    protein: coding
      ? {
          identity: {
            canonicalAccession: f.uniprot,
            entryName: `${f.symbol}_HUMAN`,
            annotationScore: gp.synthetic ? 1 : 5,
            evidenceLevel: gp.synthetic ? "Predicted" : "Evidence at protein level",
            mappedAccessions: f.uniprot ? [f.uniprot] : [],
          },
          function: {
            functionSummary: `${f.name} (${f.symbol}).`,
            associatedDiseases: diesOrNull(diseasesText),
            tissueSpecificity: rng.chance(0.6) ? "Widely expressed." : null,
            keywords: rng.sample(["Kinase", "Receptor", "Transferase", "Glycoprotein", "Membrane", "Nucleus", "Secreted"], rng.int(1, 3)),
            subcellularLocations: rng.sample(["Cell membrane", "Cytoplasm", "Nucleus", "Secreted", "Endoplasmic reticulum"], rng.int(1, 2)),
          },
          biophysics: {
            sequenceLength: rng.int(120, 3500),
            molecularMassDa: rng.int(14000, 400000),
            ecNumbers: f.targetClass === "ENZYME" ? [`2.7.10.${rng.int(1, 2)}`] : [],
            ptmSummary: rng.chance(0.5) ? "Phosphorylated on tyrosine residues." : null,
            ptmTypes: rng.sample(["Phosphoprotein", "Glycoprotein", "Ubl conjugation", "Acetylation"], rng.int(0, 2)),
          },
          structure: {
            has3dStructure: !gp.synthetic,
            pdbIds: gp.synthetic ? [] : [`9${rng.chars(3, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}`],
            pfamIds: [`PF9${String(g).padStart(4, "0")}`],
            interproIds: [`IPR9${String(g).padStart(5, "0")}`],
          },
        }
      : null,
    referencesDrugCore: ctx.ids("drugcore", gp.drugs),
  };
}

/** Takes `n` draws from `rng` and returns `value` (see the note on the constraint stream in gene()). */
function skipped<T>(rng: Rng, n: number, value: T): T {
  for (let i = 0; i < n; i++) rng.next();
  return value;
}

function diesOrNull(list: string[]): string | null {
  return list.length ? list.join("; ") : null;
}
