// A column of few distinct values held as small integer codes into the list of those values:
// one to four bytes a cell instead of a reference and, for text, a string per cell (V8 shares only
// the shortest strings JSON.parse makes). `at(row)` returns the value itself, the same string
// every time, so nothing a caller sees changes.
import { cellIndex } from "./cell-index.js";
import { CellColumn } from "./cell-column.js";

/** Codes as narrow as the number of distinct values allows. */
export type Codes = Uint8Array | Uint16Array | Uint32Array;

export class CodedColumn<T> extends CellColumn<T> {
  private readonly values: readonly T[];
  private readonly codes: Codes;

  /** `codes[row]` indexes `values`; every code must be one. */
  constructor(values: readonly T[], codes: Codes) {
    super();
    this.values = values;
    this.codes = codes;
  }

  get length(): number {
    return this.codes.length;
  }

  /** The cells as held: the distinct values and a code per cell (see column-storage.ts; not to be changed). */
  storage(): { form: "coded"; dictionary: readonly T[]; codes: Codes } {
    return { form: "coded", dictionary: this.values, codes: this.codes };
  }

  at(row: number): T | undefined {
    const code = this.codes[row];
    if (code !== undefined) return this.values[code];
    const index = cellIndex(row, this.codes.length);
    return index < 0 ? undefined : this.values[this.codes[index] as number];
  }
}

/** A code array of `length` cells able to hold codes up to `largest`. */
export function codesFor(length: number, largest: number): Codes {
  if (largest <= 0xff) return new Uint8Array(length);
  if (largest <= 0xffff) return new Uint16Array(length);
  return new Uint32Array(length);
}

/** `codes` copied into an array able to hold `code`, or `codes` itself when it already can. */
export function widenedFor(codes: Codes, code: number): Codes {
  const limit = codes instanceof Uint8Array ? 0xff : codes instanceof Uint16Array ? 0xffff : 0xffffffff;
  if (code <= limit) return codes;
  const wider = codesFor(codes.length, code);
  wider.set(codes);
  return wider;
}
