// Trimming a stored (full-form) record to what a response carries: include-only fields are left
// out unless asked for; an asked-for field that does not apply is null (addendum).
import { INCLUDES, type CoreName } from "../../schema/enums.js";
import type { StoredSection } from "../dataset.js";
import type { Rec } from "../store/record.js";

export function shapeRecord(core: CoreName, full: Rec, include: readonly string[]): Rec {
  const out: Rec = { ...full };
  const asked = new Set(include);
  for (const name of INCLUDES[core] as readonly string[]) {
    if (!asked.has(name)) {
      delete out[name];
      continue;
    }
    const v = full[name];
    out[name] = v === undefined ? null : v;
  }
  // PatentCore sends an empty string, not null, for claims absent at the source (addendum).
  if (core === "patentcore" && asked.has("claims") && (out.claims === null || out.claims === undefined)) out.claims = "";
  return out;
}

import { tocSection } from "../store/section-view.js";

export { tocSection };

export const evidenceSection = (s: StoredSection, matchedText: string | null): Rec => ({ ...tocSection(s), matchedText });

export const fullSection = (s: StoredSection): Rec => ({ ...tocSection(s), content: s.content });
