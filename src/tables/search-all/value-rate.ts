// The rate a value split plans with: records found per unit of sample mass in the values searched
// so far, or the rate it was given until it rests on enough of the sample. Pure bookkeeping, read
// by the value split (value-split.ts).

/** Sample mass the measured rate of a value split must rest on before it replaces the given rate. */
const MEASURED_MASS = 20;

export class ValueRate {
  /** Sample mass of the values searched so far, and the records they held. */
  doneMass = 0;
  private doneRecords = 0;

  /** `rate`: the rate given (from the parent), or null while none is known. */
  constructor(public rate: number | null) {}

  /** Values holding `mass` of the sample were searched and held `records`. */
  add(mass: number, records: number): void {
    this.doneMass += mass;
    this.doneRecords += records;
  }

  /** The rate measured so far becomes the rate (after a calibration), or null with under `min` of mass behind it. */
  settle(min: number): void {
    this.rate = this.doneMass >= min ? this.doneRecords / this.doneMass : null;
  }

  /** The measured rate once it rests on MEASURED_MASS, else the rate. */
  measured(): number | null {
    return this.doneMass >= MEASURED_MASS ? this.doneRecords / this.doneMass : this.rate;
  }

  /** Records a value of sample mass `weight` is expected to hold (at least half a sample record's worth). */
  expectedOf(weight: number): number {
    return (this.measured() ?? 0) * Math.max(weight, 0.5);
  }
}
