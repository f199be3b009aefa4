// RegulatoryCore documentSections: one row per section entry. The three variants of a section
// (search evidence with matchedText, get-by-ID table of contents, single section with content)
// share one set of columns; a field the variant lacks is null. sourceDate becomes a day Date.
import type { ColumnTable } from "arquero";
import { date, int, text } from "../columns/shorthand.js";
import { dateOfDay } from "../../days/index.js";
import { ChildColumns } from "./child-table.js";
import { children, field, fields, readParents, type FlattenInput } from "./parents.js";

const DOCUMENT_SECTION_COLUMNS = {
  serviceId: text,
  sectionIndex: int,
  documentSectionId: text,
  docType: text,
  path: text,
  title: text,
  textType: text,
  sourceUrl: text,
  sourceDate: date,
  matchedText: text,
  content: text,
};

export function documentSections(input: FlattenInput): ColumnTable {
  const { serviceIds, values } = readParents(input, "documentSections");
  const out = new ChildColumns(DOCUMENT_SECTION_COLUMNS);
  values.forEach((value, p) => {
    children(value).forEach((s, i) => {
      out.row({
        serviceId: serviceIds[p],
        sectionIndex: i,
        ...fields(s, ["documentSectionId", "docType", "path", "title", "textType", "sourceUrl", "matchedText", "content"]),
        sourceDate: dateOfDay(field(s, "sourceDate")),
      });
    });
  });
  return out.table();
}
