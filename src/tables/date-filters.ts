// The date fields searchAll can slice by: every field with both a min<Field> and a max<Field>
// search parameter in the core's parameter spec (so a new filter pair in the spec is picked up).
// minCreateDate has no max: it cannot bound a window and is not offered.
import { LIMITS, SEARCH_PARAMS, type CoreName } from "../schema/index.js";
import { MisuseError } from "../errors/index.js";

export function dateFilters(core: CoreName): string[] {
  const names = Object.keys(SEARCH_PARAMS[core]);
  return names
    .filter((name) => name.startsWith("min") && names.includes(`max${name.slice(3)}`))
    .filter((name) => (SEARCH_PARAMS[core] as Record<string, { kind: string }>)[name].kind === "date")
    .map((name) => name.charAt(3).toLowerCase() + name.slice(4));
}

/** The min/max parameter names for a `by` value, or a clear error naming the allowed values. */
export function dateFilterParams(core: CoreName, by: string | undefined): { min: string; max: string; by: string } {
  const allowed = dateFilters(core);
  if (allowed.length === 0) {
    throw new MisuseError(
      `searchAll: ${core} has no date filter to slice by, so it cannot page past the ${LIMITS.searchLimitMax} cap; ` +
        `narrow the search with filters instead (search() with limit up to 300)`,
    );
  }
  const chosen = by ?? allowed[0];
  if (!allowed.includes(chosen)) {
    throw new MisuseError(`searchAll: by must be one of ${allowed.join(", ")} for ${core}; got ${JSON.stringify(by)}`, {
      parameter: "by",
      value: by,
      allowed,
    });
  }
  const field = chosen.charAt(0).toUpperCase() + chosen.slice(1);
  return { min: `min${field}`, max: `max${field}`, by: chosen };
}

// Dates that registries hold as plans: a trial not yet recruiting starts in the future and most
// ongoing trials carry an estimated completion. A range ending today would silently leave them out.
const PLANNED_DATES: Partial<Record<CoreName, readonly string[]>> = { trialcore: ["startDate", "completionDate"] };
const PLANNED_HORIZON_YEARS = 10;

/** The default last day of a searchAll range: today, or ten years ahead for dates that can be planned. */
export function defaultRangeEnd(core: CoreName, by: string, today = new Date()): Date {
  if (!PLANNED_DATES[core]?.includes(by)) return today;
  const end = new Date(today);
  end.setUTCFullYear(end.getUTCFullYear() + PLANNED_HORIZON_YEARS);
  return end;
}
