// What every compact form shares: a column read cell by cell through `at(row)`, whose iteration and
// `toArray()` (Arquero's toArrow reads a column whole through it) follow from `at` and `length`.

export abstract class CellColumn<T> {
  abstract get length(): number;
  abstract at(row: number): T | undefined;

  *[Symbol.iterator](): IterableIterator<T> {
    for (let row = 0; row < this.length; row++) yield this.at(row) as T;
  }

  /** The cells as an Array. */
  toArray(): T[] {
    return Array.from(this, (value) => value);
  }
}
