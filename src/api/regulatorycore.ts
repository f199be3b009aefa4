// RegulatoryCore: search, get-by-ID, lookup, the change feed (FDA and EMA share it), and the
// document-section endpoint that returns one section's full content.
import { creditCost, parseSection, validateSectionPath } from "../schema/index.js";
import type { CallOptions, ClientContext } from "./call-options.js";
import { createCoreClient, recordsPath, type CoreClient } from "./core-client.js";
import { createChangesClient, type ChangesClient } from "./changes.js";
import type { SectionRecord } from "./records.js";
import { parseWith } from "./response-parse.js";
import { runRequest } from "./request.js";
import { ensureValid } from "./validation.js";

/** The client of RegulatoryCore (FDA and EMA authorizations): search, get, lookup, the change feed and document sections. */
export interface RegulatoryCoreClient extends CoreClient<"regulatorycore">, ChangesClient<"regulatorycore"> {
  /** One document section with its full `content` (the record's get() gives the table of contents). */
  section(serviceId: string, documentSectionId: string, options?: CallOptions): Promise<SectionRecord>;
}

export function regulatorycoreClient(ctx: ClientContext): RegulatoryCoreClient {
  async function section(serviceId: string, documentSectionId: string, options: CallOptions = {}): Promise<SectionRecord> {
    const template = `${recordsPath("regulatorycore")}/{serviceId}/document-sections/{documentSectionId}`;
    const ids = ensureValid(validateSectionPath({ serviceId, documentSectionId }), { method: "GET", path: template });
    const path = `${recordsPath("regulatorycore")}/${ids.serviceId}/document-sections/${ids.documentSectionId}`;
    return runRequest(ctx.deps, {
      core: "regulatorycore",
      endpoint: "section",
      method: "GET",
      path,
      cost: creditCost("section"),
      timeoutMs: options.timeoutMs ?? ctx.timeoutMs,
      signal: options.signal,
      fresh: options.fresh,
      parse: (body) => parseWith(parseSection, body.data, { method: "GET", path }, ctx.parse),
    });
  }
  return { ...createCoreClient("regulatorycore", ctx), ...createChangesClient("regulatorycore", ctx), section };
}
