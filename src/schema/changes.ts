// Change-feed entries and pages (reference 2.7 and 4.5; addendum for DrugCore and GeneCore).
import * as z from "zod";
import { SECTION_UPDATE_TYPES, UPDATE_TYPES, type ChangesCoreName } from "./enums.js";
import { day, en, obj, perMode, sid, type Mode, type Named, type Out } from "./mode.js";
import { isSectionId } from "./ids.js";

/** BiomedCore, TrialCore, DrugCore and GeneCore: no `unchanged`, no sections. */
const RECORD_UPDATE_TYPES = SECTION_UPDATE_TYPES;

function entryShape(m: Mode, core: Exclude<ChangesCoreName, "regulatorycore">) {
  return obj(m, {
    serviceId: sid(m, core),
    updateType: en(m, RECORD_UPDATE_TYPES, "ChangeEntry.updateType"),
    updateDate: day(m),
    createDate: day(m).nullable(),
  });
}

type RecordEntryShape = z.output<ReturnType<typeof entryShape>>;
/** A change-feed entry of BiomedCore, TrialCore, DrugCore or GeneCore (one record). */
export type ChangeEntry = { [K in keyof RecordEntryShape]: RecordEntryShape[K] };

const entryByCore: Record<Exclude<ChangesCoreName, "regulatorycore">, Named<ChangeEntry>> = {
  biomedcore: perMode((m) => entryShape(m, "biomedcore")),
  trialcore: perMode((m) => entryShape(m, "trialcore")),
  drugcore: perMode((m) => entryShape(m, "drugcore")),
  genecore: perMode((m) => entryShape(m, "genecore")),
};

export function changeEntrySchema(core: Exclude<ChangesCoreName, "regulatorycore">, m: Mode = "lenient"): z.ZodType<ChangeEntry, unknown> {
  return entryByCore[core](m);
}

const sectionChange = (m: Mode) =>
  obj(m, {
    documentSectionId: m === "strict" ? z.string().refine(isSectionId, { message: "must be a document section ID" }) : z.string(),
    updateType: en(m, SECTION_UPDATE_TYPES, "RegulatoryChangeEntry.documentSections[].updateType"),
    updateDate: day(m).nullable(),
    createDate: day(m).nullable(),
  });
/** A document section's change inside a RegulatoryCore entry. */
export type SectionChangeEntry = { [K in keyof Out<typeof sectionChange>]: Out<typeof sectionChange>[K] };
const sectionChangeSchema: Named<SectionChangeEntry> = perMode(sectionChange);

const regulatoryChangeEntry = (m: Mode) =>
  obj(m, {
    serviceId: sid(m, "regulatorycore"),
    updateType: en(m, UPDATE_TYPES, "RegulatoryChangeEntry.updateType"),
    updateDate: day(m).nullable(),
    createDate: day(m).nullable(),
    documentSections: z.array(sectionChangeSchema(m)),
  });
/** A RegulatoryCore change-feed entry: the record's change and its sections' changes. */
export type RegulatoryChangeEntry = {
  [K in keyof Out<typeof regulatoryChangeEntry>]: Out<typeof regulatoryChangeEntry>[K];
};
export const regulatoryChangeEntrySchema: Named<RegulatoryChangeEntry> = perMode(regulatoryChangeEntry);

/** The entry type of each core's feed; an indexed access (not a conditional) so it resolves to the name. */
export interface ChangeEntryByCore {
  /** Publications created, updated or deleted. */
  biomedcore: ChangeEntry;
  /** Trials created, updated or removed from their registry (including revised results). */
  trialcore: ChangeEntry;
  /** Drugs created, updated or deleted. */
  drugcore: ChangeEntry;
  /** Authorizations, with the changes of their document sections. */
  regulatorycore: RegulatoryChangeEntry;
  /** Genes created, updated or deleted. */
  genecore: ChangeEntry;
}
/** The change-feed entry type of core `C`: `RegulatoryChangeEntry` for RegulatoryCore, `ChangeEntry` otherwise. */
export type ChangeEntryOf<C extends ChangesCoreName> = ChangeEntryByCore[C];

export interface ChangesPage<E> {
  data: E[];
  nextCursor: string | null;
}

/** The schema of one feed page of a core. */
export function changesPageSchema(core: ChangesCoreName, m: Mode = "lenient") {
  const entry = core === "regulatorycore" ? regulatoryChangeEntrySchema(m) : changeEntrySchema(core, m);
  return obj(m, { data: z.array(entry as z.ZodType<ChangeEntry | RegulatoryChangeEntry>), nextCursor: z.string().nullable() });
}
