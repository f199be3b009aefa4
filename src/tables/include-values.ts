// Checks `include` values against the reference list of a core, before any request is paid for.
import { INCLUDES, type CoreName } from "../schema/index.js";
import { MisuseError } from "../errors/index.js";
import * as msg from "./messages.js";

export function checkIncludes(core: CoreName, include: readonly string[] | string | undefined): string[] {
  const values = include === undefined ? [] : typeof include === "string" ? [include] : [...include];
  const allowed: readonly string[] = INCLUDES[core];
  for (const value of values) {
    if (!allowed.includes(value)) {
      throw new MisuseError(msg.includeValue(core, value, allowed), { parameter: "include", value, allowed });
    }
  }
  return [...new Set(values)];
}
