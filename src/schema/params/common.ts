// Parameters shared by several endpoints; each core's spec composes these.
import { INCLUDES, LIMITS, type CoreName } from "../enums.js";

export const queryParam = { kind: "string", required: true } as const;

export const searchLimitParam = {
  kind: "integer",
  min: 1,
  max: LIMITS.searchLimitMax,
  default: LIMITS.searchLimitDefault,
} as const;

export const dateParam = { kind: "date" } as const;
export const booleanParam = { kind: "boolean" } as const;

export function includeParam<C extends CoreName>(core: C) {
  return { kind: "enum", values: INCLUDES[core], repeatable: true } as const;
}

export function repeatableEnum<const V extends readonly string[]>(values: V) {
  return { kind: "enum", values, repeatable: true } as const;
}
