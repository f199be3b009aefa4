// A declarative description of an endpoint's query parameters. One spec drives client-side
// validation, URL encoding and server-side decoding, so the three can never disagree.
import type { CoreName } from "../enums.js";

interface Common {
  required?: boolean;
}

export type ParamSpec =
  | (Common & { kind: "string" })
  | (Common & { kind: "integer" | "number"; min?: number; max?: number; default?: number })
  | (Common & { kind: "date" })
  | (Common & { kind: "boolean" })
  | (Common & { kind: "enum"; values: readonly string[]; repeatable: boolean; caseInsensitive?: boolean })
  /** Free strings: repeated keys (`a=x&a=y`) or one comma-joined value (`a=x,y`). */
  | (Common & { kind: "strings"; encoding: "repeat" | "comma" })
  /** Repeatable service IDs of one core, one per repetition. */
  | (Common & { kind: "serviceIds"; core: CoreName; max: number })
  /** A single service ID of one core. */
  | (Common & { kind: "serviceId"; core: CoreName });

export type ParamsSpec = Readonly<Record<string, ParamSpec>>;

type EnumValue<P> = P extends { values: readonly (infer V)[] } ? V : never;
type OneOrMany<T> = T | readonly T[];

/** What a caller may pass for one parameter (arrays for repeatables, Date objects for dates). */
type ParamInputOf<P extends ParamSpec> = P extends { kind: "string" | "serviceId" }
  ? string
  : P extends { kind: "integer" | "number" }
    ? number
    : P extends { kind: "date" }
      ? string | Date
      : P extends { kind: "boolean" }
        ? boolean
        : P extends { kind: "enum"; repeatable: true; caseInsensitive: true }
          ? OneOrMany<EnumValue<P> | Lowercase<EnumValue<P>>>
          : P extends { kind: "enum"; repeatable: true }
            ? OneOrMany<EnumValue<P>>
            : P extends { kind: "enum"; caseInsensitive: true }
              ? EnumValue<P> | Lowercase<EnumValue<P>>
              : P extends { kind: "enum" }
                ? EnumValue<P>
                : P extends { kind: "strings" | "serviceIds" }
                  ? OneOrMany<string>
                  : never;

/** The normalized value after validation: dates as YYYY-MM-DD, repeatables as arrays. */
type ParamValueOf<P extends ParamSpec> = P extends { kind: "string" | "serviceId" | "date" }
  ? string
  : P extends { kind: "integer" | "number" }
    ? number
    : P extends { kind: "boolean" }
      ? boolean
      : P extends { kind: "enum"; repeatable: true }
        ? EnumValue<P>[]
        : P extends { kind: "enum" }
          ? EnumValue<P>
          : P extends { kind: "strings" | "serviceIds" }
            ? string[]
            : never;

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type RequiredIn<S extends ParamsSpec> = { [K in keyof S]: S[K] extends { required: true } ? K : never }[keyof S];
type PresentOut<S extends ParamsSpec> = {
  [K in keyof S]: S[K] extends { required: true } ? K : S[K] extends { default: number } ? K : never;
}[keyof S];

/** Parameters as a caller writes them. */
export type ParamsInput<S extends ParamsSpec> = Simplify<
  { [K in RequiredIn<S>]: ParamInputOf<S[K]> } & { [K in Exclude<keyof S, RequiredIn<S>>]?: ParamInputOf<S[K]> }
>;

/** Parameters after validation or decoding (defaults applied). */
export type ParamsValue<S extends ParamsSpec> = Simplify<
  { [K in PresentOut<S>]: ParamValueOf<S[K]> } & { [K in Exclude<keyof S, PresentOut<S>>]?: ParamValueOf<S[K]> }
>;

export type ParamsResult<V> = { ok: true; value: V } | { ok: false; fields: Record<string, string> };
