// Building blocks for search filters. A filter is a predicate over a full record; a param that
// is absent adds no predicate. Repeated values OR together, different params AND together.
import { asObject, objects, asText, asTexts, type Rec } from "../records/record.js";

export type Params = Record<string, unknown>;
type Predicate = (r: Rec) => boolean;

/** A repeated or comma-separated param as a list of non-empty values. */
export const values = (v: unknown): string[] => {
  const raw = Array.isArray(v) ? v.map(String) : v === undefined || v === null ? [] : [String(v)];
  return raw
    .flatMap((s) => s.split(","))
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
};

const present = (v: unknown): boolean => v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0);

export class FilterSet {
  readonly predicates: Predicate[] = [];

  add(param: unknown, make: (v: unknown) => Predicate): this {
    if (present(param)) this.predicates.push(make(param));
    return this;
  }

  test(r: Rec): boolean {
    for (const p of this.predicates) if (!p(r)) return false;
    return true;
  }
}

const upper = (s: string): string => s.toUpperCase();

/** Scalar or array field equal to any of the values (case-insensitive). */
export const anyOf =
  (get: (r: Rec) => unknown) =>
  (param: unknown): Predicate => {
    const wanted = new Set(values(param).map(upper));
    return (r) => {
      const v = get(r);
      const one = asText(v);
      const have = Array.isArray(v) ? asTexts(v) : one === null ? [] : [one];
      return have.some((h) => wanted.has(upper(h)));
    };
  };

export const fieldOf =
  (name: string) =>
  (r: Rec): unknown =>
    r[name];

/** Dates compare as ISO strings; a record without the date never passes a date filter. */
export const dateMin =
  (name: string) =>
  (param: unknown): Predicate => {
    const bound = String(param);
    return (r) => {
      const d = asText(r[name]);
      return d !== null && d >= bound;
    };
  };
export const dateMax =
  (name: string) =>
  (param: unknown): Predicate => {
    const bound = String(param);
    return (r) => {
      const d = asText(r[name]);
      return d !== null && d.slice(0, 10) <= bound;
    };
  };

export const numMin =
  (get: (r: Rec) => unknown) =>
  (param: unknown): Predicate => {
    const bound = Number(param);
    return (r) => {
      const v = get(r);
      return typeof v === "number" && v >= bound;
    };
  };
export const numMax =
  (get: (r: Rec) => unknown) =>
  (param: unknown): Predicate => {
    const bound = Number(param);
    return (r) => {
      const v = get(r);
      return typeof v === "number" && v <= bound;
    };
  };

const asBool = (v: unknown): boolean => v === true || v === "true";
export const boolEq =
  (get: (r: Rec) => unknown) =>
  (param: unknown): Predicate => {
    const want = asBool(param);
    return (r) => get(r) === want;
  };

/** Tokens of a name, lower-cased: `Smith J` -> ["smith", "j"]. */
const nameTokens = (s: string): string[] => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Free-text token match: every token of some wanted value is a whole token of the name. */
export const tokenMatch =
  (names: (r: Rec) => string[]) =>
  (param: unknown): Predicate => {
    const wanted = values(Array.isArray(param) ? param : [param])
      .map(nameTokens)
      .filter((t) => t.length > 0);
    return (r) =>
      names(r).some((n) => {
        const have = new Set(nameTokens(n));
        return wanted.some((w) => w.every((t) => have.has(t)));
      });
  };

export { asObject, objects, asText, asTexts };
