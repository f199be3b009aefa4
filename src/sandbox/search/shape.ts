// Trimming a stored (full-form) record to what a response carries: include-only fields are left
// out unless asked for; an asked-for field that does not apply is null (addendum).
import { CORES, INCLUDES, type CoreName } from "../../schema/index.js";
import type { StoredSection } from "../dataset.js";
import type { Rec } from "../records/record.js";

const includeSets = new Map<CoreName, ReadonlySet<string>>(CORES.map((core) => [core, new Set<string>(INCLUDES[core])]));

export function shapeRecord(core: CoreName, full: Rec, include: readonly string[]): Rec {
  // Built field by field rather than copied and then trimmed with `delete`, which leaves V8 a
  // slow dictionary-mode object that also serializes slowly (this runs on every get and search hit).
  const includes = includeSets.get(core) ?? new Set<string>();
  const out: Rec = {};
  for (const name in full) {
    if (!includes.has(name)) out[name] = full[name];
    else if (include.includes(name)) out[name] = full[name] ?? null;
  }
  for (const name of include) if (includes.has(name) && !(name in out)) out[name] = null;
  // PatentCore sends an empty string, not null, for claims absent at the source (addendum).
  if (core === "patentcore" && include.includes("claims") && out.claims === null) out.claims = "";
  return out;
}

import { tocSection } from "../records/section-view.js";

export { tocSection };

export const evidenceSection = (s: StoredSection, matchedText: string | null): Rec => ({ ...tocSection(s), matchedText });

export const fullSection = (s: StoredSection): Rec => ({ ...tocSection(s), content: s.content });
