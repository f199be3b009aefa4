// RegulatoryCore document sections in their three forms (reference 2.4): Evidence (search
// results, adds matchedText), table of contents (get-by-ID, adds nothing) and Section
// (single-section fetch, adds content).
import * as z from "zod";
import { DOC_TYPES } from "../enums.js";
import { isSectionId, sectionIdForm } from "../ids.js";
import { day, en, obj, perMode, sid, strN, type Mode, type Named, type Out } from "../mode.js";

function baseShape(m: Mode) {
  return {
    documentSectionId:
      m === "strict" ? z.string().refine(isSectionId, { message: `must be a document section ID (${sectionIdForm()})` }) : z.string(),
    serviceId: sid(m, "regulatorycore"),
    docType: en(m, DOC_TYPES, "DocumentSection.docType"),
    /** Numbered and stable for FDA_LABEL and EMA_SMPC; opaque for reviews and EPARs. */
    path: strN(),
    title: strN(),
    textType: strN(),
    sourceUrl: strN(),
    sourceDate: day(m).nullable(),
  };
}

const evidence = (m: Mode) => obj(m, { ...baseShape(m), matchedText: strN() });
const toc = (m: Mode) => obj(m, baseShape(m));
const section = (m: Mode) => obj(m, { ...baseShape(m), content: strN() });

/** A section as search results embed it, with the text that matched. */
export type DocumentSectionEvidence = { [K in keyof Out<typeof evidence>]: Out<typeof evidence>[K] };
/** A section as get-by-ID embeds it (table of contents). */
export type DocumentSectionToc = { [K in keyof Out<typeof toc>]: Out<typeof toc>[K] };
/** A section with its full content (single-section fetch). */
export type DocumentSection = { [K in keyof Out<typeof section>]: Out<typeof section>[K] };
/** What a record embeds: Evidence in search results, table of contents from get-by-ID. */
export type EmbeddedDocumentSection = DocumentSectionEvidence | DocumentSectionToc;

const documentSectionEvidenceSchema: Named<DocumentSectionEvidence> = perMode(evidence);
const documentSectionTocSchema: Named<DocumentSectionToc> = perMode(toc);
export const documentSectionSchema: Named<DocumentSection> = perMode(section);
export const embeddedDocumentSectionSchema: Named<EmbeddedDocumentSection> = perMode((m) =>
  z.union([documentSectionEvidenceSchema(m), documentSectionTocSchema(m)]),
);
