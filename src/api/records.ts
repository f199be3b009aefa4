// The adapter between the client and the schema layer's record parsers: the only file that knows
// how a record body becomes a typed record.
import type { CoreName, WarningSink } from "../schema/index.js";
import { parseBody } from "./response-parse.js";
import type { ErrorContext } from "./errors.js";
import { z } from "zod";

/** A parsed record of a core. */
export type RecordOf<C extends CoreName> = { serviceId: string } & Record<string, unknown> & { readonly __core?: C };
export type SectionRecord = { documentSectionId: string } & Record<string, unknown>;

export interface ParseOptions {
  strict: boolean;
  onWarning?: WarningSink;
}

const looseRecord = z.looseObject({ serviceId: z.string() });
const looseSection = z.looseObject({ documentSectionId: z.string() });

export function parseRecordData<C extends CoreName>(core: C, data: unknown, ctx: ErrorContext, options: ParseOptions): RecordOf<C> {
  void core;
  return parseBody(looseRecord, data, ctx, options.onWarning) as RecordOf<C>;
}

export function parseSectionData(data: unknown, ctx: ErrorContext, options: ParseOptions): SectionRecord {
  return parseBody(looseSection, data, ctx, options.onWarning) as SectionRecord;
}
