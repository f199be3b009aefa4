// Change-feed entries and pages (reference 2.7 and 4.5; addendum for DrugCore and GeneCore).
import { z } from "zod";
import { SECTION_UPDATE_TYPES, UPDATE_TYPES, type FeedCoreName } from "./enums.js";
import { day, en, obj, perMode, sid, type Mode } from "./mode.js";
import { isSectionId } from "./ids.js";

/** BiomedCore, TrialCore, DrugCore and GeneCore: no `unchanged`, no sections. */
const RECORD_UPDATE_TYPES = SECTION_UPDATE_TYPES;

function entryShape(m: Mode, core: Exclude<FeedCoreName, "regulatorycore">) {
  return obj(m, {
    serviceId: sid(m, core),
    updateType: en(m, RECORD_UPDATE_TYPES, "ChangeEntry.updateType"),
    updateDate: day(m),
    createDate: day(m).nullable(),
  });
}

const entryByCore = {
  biomedcore: perMode((m) => entryShape(m, "biomedcore")),
  trialcore: perMode((m) => entryShape(m, "trialcore")),
  drugcore: perMode((m) => entryShape(m, "drugcore")),
  genecore: perMode((m) => entryShape(m, "genecore")),
};

export function changeEntrySchema(core: Exclude<FeedCoreName, "regulatorycore">, m: Mode = "lenient") {
  return entryByCore[core](m);
}

export const sectionChangeSchema = perMode((m) =>
  obj(m, {
    documentSectionId: m === "strict" ? z.string().refine(isSectionId, { message: "must be a document section ID" }) : z.string(),
    updateType: en(m, SECTION_UPDATE_TYPES, "RegulatoryChangeEntry.documentSections[].updateType"),
    updateDate: day(m).nullable(),
    createDate: day(m).nullable(),
  }),
);

export const regulatoryChangeEntrySchema = perMode((m) =>
  obj(m, {
    serviceId: sid(m, "regulatorycore"),
    updateType: en(m, UPDATE_TYPES, "RegulatoryChangeEntry.updateType"),
    updateDate: day(m).nullable(),
    createDate: day(m).nullable(),
    documentSections: z.array(sectionChangeSchema(m)),
  }),
);

export type ChangeEntry = z.infer<ReturnType<typeof changeEntrySchema>>;
export type SectionChangeEntry = z.infer<ReturnType<typeof sectionChangeSchema>>;
export type RegulatoryChangeEntry = z.infer<ReturnType<typeof regulatoryChangeEntrySchema>>;
export type ChangeEntryOf<C extends FeedCoreName> = C extends "regulatorycore" ? RegulatoryChangeEntry : ChangeEntry;

export interface ChangesPage<E> {
  data: E[];
  nextCursor: string | null;
}

/** The schema of one feed page of a core. */
export function changesPageSchema(core: FeedCoreName, m: Mode = "lenient") {
  const entry = core === "regulatorycore" ? regulatoryChangeEntrySchema(m) : changeEntrySchema(core, m);
  return obj(m, { data: z.array(entry as z.ZodType<ChangeEntry | RegulatoryChangeEntry>), nextCursor: z.string().nullable() });
}
