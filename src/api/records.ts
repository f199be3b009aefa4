// The record types the client returns, as the schema layer defines them.
export type { RecordOf, DocumentSection as SectionRecord } from "../schema/index.js";
import type { ParseOptions as SchemaParseOptions } from "../schema/index.js";

/** How responses are parsed for one client. */
export type RecordParseOptions = Required<Pick<SchemaParseOptions, "strict">> & Pick<SchemaParseOptions, "onWarning">;
