// RegulatoryCore documentSections: one row per section entry. The three variants of a section
// (search evidence with matchedText, get-by-ID table of contents, single section with content)
// share one set of columns; a field the variant lacks is null. sourceDate becomes a day Date.
import type { ColumnTable } from "arquero";
import { date, int, str } from "../columns/shorthand.js";
import { toDayDate } from "../day-date.js";
import { ChildColumns } from "./child-table.js";
import { children, field, readParents, type FlattenInput } from "./parents.js";

export const DOCUMENT_SECTION_COLUMNS = {
  serviceId: str, sectionIndex: int, documentSectionId: str, docType: str, path: str, title: str, textType: str,
  sourceUrl: str, sourceDate: date, matchedText: str, content: str,
};

export function documentSections(input: FlattenInput): ColumnTable {
  const { serviceIds, values } = readParents(input, "documentSections", "documentSections");
  const out = new ChildColumns(DOCUMENT_SECTION_COLUMNS);
  values.forEach((value, p) => {
    children(value).forEach((s, i) => {
      out.row([
        serviceIds[p], i, field(s, "documentSectionId"), field(s, "docType"), field(s, "path"), field(s, "title"),
        field(s, "textType"), field(s, "sourceUrl"), toDayDate(field(s, "sourceDate")), field(s, "matchedText"),
        field(s, "content"),
      ]);
    });
  });
  return out.table();
}
