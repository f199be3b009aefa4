// Service ID shape (addendum "Wire names"): prefix + 16 to 32 characters of [0-9A-Za-z].
import { CORES, ID_PREFIX, SECTION_ID_PREFIX, type CoreName } from "./enums.js";

const BODY = "[0-9A-Za-z]{16,32}";

const patterns = Object.fromEntries(CORES.map((core) => [core, new RegExp(`^${ID_PREFIX[core]}${BODY}$`)])) as Record<CoreName, RegExp>;
const sectionPattern = new RegExp(`^${SECTION_ID_PREFIX}${BODY}$`);

export function isServiceId(core: CoreName, id: unknown): id is string {
  return typeof id === "string" && patterns[core].test(id);
}

export function isSectionId(id: unknown): id is string {
  return typeof id === "string" && sectionPattern.test(id);
}

/** The core a well-formed service ID belongs to, or null when it is not one. */
export function coreOfServiceId(id: unknown): CoreName | null {
  for (const core of CORES) if (isServiceId(core, id)) return core;
  return null;
}

/** Human description of the allowed form, for error messages. */
export function serviceIdForm(core: CoreName): string {
  return `${ID_PREFIX[core]} followed by 16 to 32 letters or digits`;
}

export function sectionIdForm(): string {
  return `${SECTION_ID_PREFIX} followed by 16 to 32 letters or digits`;
}
