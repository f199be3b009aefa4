// RegulatoryCore document sections in their three forms (reference 2.4): Evidence (search
// results, adds matchedText), table of contents (get-by-ID, adds nothing) and Section
// (single-section fetch, adds content).
import { z } from "zod";
import { DOC_TYPES } from "../enums.js";
import { isSectionId, sectionIdForm } from "../ids.js";
import { day, en, obj, perMode, sid, strN, type Mode } from "../mode.js";

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

export const documentSectionEvidenceSchema = perMode((m) => obj(m, { ...baseShape(m), matchedText: strN() }));
export const documentSectionTocSchema = perMode((m) => obj(m, baseShape(m)));
export const documentSectionSchema = perMode((m) => obj(m, { ...baseShape(m), content: strN() }));

/** What a record embeds: Evidence in search results, table of contents from get-by-ID. */
export const embeddedDocumentSectionSchema = perMode((m) =>
  z.union([documentSectionEvidenceSchema(m), documentSectionTocSchema(m)]),
);

export type DocumentSectionEvidence = z.infer<ReturnType<typeof documentSectionEvidenceSchema>>;
export type DocumentSectionToc = z.infer<ReturnType<typeof documentSectionTocSchema>>;
export type DocumentSection = z.infer<ReturnType<typeof documentSectionSchema>>;
