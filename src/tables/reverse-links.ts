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
import type { ColumnTable } from "arquero";
import type { IncludeOf } from "../schema/index.js";
import type { CoreSession } from "./session.js";
import { columnTypes, setColumnTypes } from "./column-types.js";
import { text } from "./columns/shorthand.js";
import { corebookTable } from "./corebook-table.js";
import { checkIncludes } from "./include-values.js";
import * as msg from "./messages.js";
import { info, setInfo, inheritedProvenance } from "./provenance.js";
import { recordsToTable } from "./records-to-table.js";
import { requireColumns } from "./require-columns.js";
import { MisuseError } from "../errors/index.js";

/** Options of `patentsOfDrugs(sv, drugs, options)`, which finds the patents that link a table's drugs. */
export interface PatentsOfDrugsOptions {
  /** Also search each drug's synonyms and trade names (more requests, fewer misses). Default false. */
  synonyms?: boolean;
  /** Patents read per name searched (1..300, default 100). */
  limit?: number;
  /** Optional PatentCore fields to add, as `get` takes them (referencesDrugCore is always there: it is the link). */
  include?: readonly IncludeOf<"patentcore">[];
}

/**
 * The PatentCore records that link the drugs of a DrugCore table, as a table with drugId and
 * drugName first (one row per drug and patent), then every PatentCore column, even when no patent
 * is found. One search per name, at `limit` records each.
 *
 * @example
 * const drugs = await sv.drugcore.search({ query: "imatinib", limit: 1 });
 * const patents = await patentsOfDrugs(sv, drugs, { include: ["claims"] });   // charts.patentLandscape(patents)
 */
export async function patentsOfDrugs(sv: CoreSession, drugs: ColumnTable, options: PatentsOfDrugsOptions = {}): Promise<ColumnTable> {
  requireColumns("patentsOfDrugs", drugs, ["serviceId", "name"], "a DrugCore table (sv.drugcore.search / get)", "drugcore");
  const limit = options.limit ?? 100;
  if (!Number.isInteger(limit) || limit < 1 || limit > 300) {
    throw new MisuseError(msg.patentsLimit(options.limit), { parameter: "limit", value: options.limit });
  }
  const include = checkIncludes("patentcore", [...(options.include ?? []), "referencesDrugCore"]) as IncludeOf<"patentcore">[];
  const drugIds: unknown[] = [];
  const drugNames: unknown[] = [];
  const patents: Record<string, unknown>[] = [];
  const truncatedNames: string[] = [];
  // The drugs' fetch and every search: the result's provenance composes them (info().requests sums them).
  const searched: ColumnTable[] = [drugs];
  for (const drug of drugs.objects() as Record<string, unknown>[]) {
    const names = new Set<string>(
      [drug.name, ...(options.synonyms ? [...asList(drug.synonyms), ...asList(drug.tradeNames)] : [])].filter(
        (n): n is string => typeof n === "string" && n.trim() !== "",
      ),
    );
    const seen = new Set<string>();
    for (const name of names) {
      const found = await sv.patentcore.search({ query: name, limit, include });
      const i = info(found);
      searched.push(found);
      if (i?.truncated) truncatedNames.push(name);
      for (const patent of found.objects() as Record<string, unknown>[]) {
        const id = String(patent.serviceId);
        if (seen.has(id) || !asList(patent.referencesDrugCore).includes(String(drug.serviceId))) continue;
        seen.add(id);
        drugIds.push(drug.serviceId);
        drugNames.push(drug.name);
        patents.push(patent);
      }
    }
  }
  return setInfo(withDrugColumns(recordsToTable("patentcore", patents, { include }), drugIds, drugNames), {
    ...inheritedProvenance(...searched),
    core: "patentcore",
    params: { reverseOf: "referencesDrugCore", drugs: drugs.numRows(), include, truncatedNames },
    truncated: truncatedNames.length > 0,
  });
}

/** The patents table with drugId and drugName put first. */
function withDrugColumns(patents: ColumnTable, drugIds: unknown[], drugNames: unknown[]): ColumnTable {
  const names = patents.columnNames();
  const columns: Record<string, unknown[]> = { drugId: drugIds, drugName: drugNames };
  for (const name of names) columns[name] = Array.from(patents.array(name));
  return setColumnTypes(corebookTable(columns, ["drugId", "drugName", ...names]), {
    drugId: text,
    drugName: text,
    ...(columnTypes(patents) ?? {}),
  });
}

const asList = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === "string") : []);
