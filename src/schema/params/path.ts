// Path parameters: the service ID of get-by-ID and the RegulatoryCore document-section route.
import { CORE_TITLES } from "../core-titles.js";
import type { CoreName } from "../enums.js";
import { isSectionId, isServiceId, sectionIdForm, serviceIdForm } from "../ids.js";
import type { ParamsResult } from "./spec.js";

interface SectionPathParams {
  serviceId: string;
  documentSectionId: string;
}

function serviceIdMessage(core: CoreName, id: unknown): string {
  return `serviceId must be a ${CORE_TITLES[core]} service ID (${serviceIdForm(core)}) (got ${JSON.stringify(id)})`;
}

export function validateRecordPath(core: CoreName, serviceId: unknown): ParamsResult<{ serviceId: string }> {
  if (isServiceId(core, serviceId)) return { ok: true, value: { serviceId } };
  return { ok: false, fields: { serviceId: serviceIdMessage(core, serviceId) } };
}

export function validateSectionPath(input: { serviceId: unknown; documentSectionId: unknown }): ParamsResult<SectionPathParams> {
  const fields: Record<string, string> = {};
  if (!isServiceId("regulatorycore", input.serviceId)) fields.serviceId = serviceIdMessage("regulatorycore", input.serviceId);
  if (!isSectionId(input.documentSectionId)) {
    fields.documentSectionId = `documentSectionId must be a document section ID (${sectionIdForm()}) (got ${JSON.stringify(input.documentSectionId)})`;
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, value: { serviceId: input.serviceId as string, documentSectionId: input.documentSectionId as string } };
}
