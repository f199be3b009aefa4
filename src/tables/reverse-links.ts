// Reverse links where the service keeps only one direction. PatentCore records point at drugs
// (referencesDrugCore) but DrugCore records do not list their patents, so "the patents of these
// drugs" is answered by a planned search: PatentCore searched for each drug's name, with the link
// included, keeping the patents whose referencesDrugCore names the drug.
//
// What it can miss, by construction: a patent that links the drug but whose indexed text (title,
// abstract, claims, description) never uses the drug's name or one of the `names` searched (code
// names, Markush claims); patents past the 300 best matches of a name (reported in
// info(result).truncated and params.truncatedNames); and patents whose link to the drug the
// service has not recorded. A missing row is therefore not evidence that no patent exists.
import * as aq from "arquero";
import type { ColumnTable } from "arquero";
import type { Session } from "./session.js";
import { info, setInfo, inheritedProvenance } from "./provenance.js";
import { requireColumns } from "./require-columns.js";
import { UsageError } from "../errors/index.js";

export interface PatentsOfDrugsOptions {
  /** Also search each drug's synonyms and trade names (more requests, fewer misses). Default false. */
  synonyms?: boolean;
  /** Patents read per name searched (1..300, default 100). */
  limit?: number;
}

/**
 * The PatentCore records that link the drugs of a DrugCore table, as a table with a drugId column
 * first (one row per drug and patent). One search per name, at `limit` records each.
 *
 * @example
 * const drugs = await sv.drugcore.search({ query: "imatinib", limit: 1 });
 * const patents = await patentsOfDrugs(sv, drugs);   // charts.patentLandscape(patents)
 */
export async function patentsOfDrugs(sv: Session, drugs: ColumnTable, options: PatentsOfDrugsOptions = {}): Promise<ColumnTable> {
  requireColumns("patentsOfDrugs", drugs, ["serviceId", "name"], "a DrugCore table (sv.drugcore.search / get)");
  const limit = options.limit ?? 100;
  if (!Number.isInteger(limit) || limit < 1 || limit > 300)
    throw new UsageError(`patentsOfDrugs: limit must be a whole number 1..300; got ${JSON.stringify(options.limit)}`);
  const rows: Record<string, unknown>[] = [];
  const truncatedNames: string[] = [];
  let requests = 0;
  let credits = 0;
  const searched: ColumnTable[] = [drugs];
  for (const drug of drugs.objects() as Record<string, unknown>[]) {
    const names = new Set<string>(
      [drug.name, ...(options.synonyms ? [...asList(drug.synonyms), ...asList(drug.tradeNames)] : [])].filter(
        (n): n is string => typeof n === "string" && n.trim() !== "",
      ),
    );
    const seen = new Set<string>();
    for (const name of names) {
      const found = await sv.patentcore.search({ query: name, limit, include: ["referencesDrugCore"] });
      const i = info(found);
      searched.push(found);
      requests += i?.requests ?? 0;
      credits += i?.credits ?? 0;
      if (i?.truncated) truncatedNames.push(name);
      for (const patent of found.objects() as Record<string, unknown>[]) {
        const id = String(patent.serviceId);
        if (seen.has(id) || !asList(patent.referencesDrugCore).includes(String(drug.serviceId))) continue;
        seen.add(id);
        rows.push({ drugId: drug.serviceId, drugName: drug.name, ...patent });
      }
    }
  }
  const table = rows.length > 0 ? aq.from(rows) : aq.table({ drugId: [], drugName: [], serviceId: [] });
  return setInfo(table, {
    ...inheritedProvenance(...searched),
    core: "patentcore",
    params: { reverseOf: "referencesDrugCore", drugs: drugs.numRows(), truncatedNames },
    requests,
    credits,
    truncated: truncatedNames.length > 0,
  });
}

const asList = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === "string") : []);
