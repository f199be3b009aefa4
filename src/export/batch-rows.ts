// Exports work in slices of `batchRows` rows (an Arrow record batch, a Parquet row group, a block
// of text lines), so no more than one slice of converted values exists at a time.
import { MisuseError } from "../errors/index.js";

const DEFAULT_BATCH_ROWS = 65_536;

export function checkBatchRows(batchRows: number | undefined): number {
  const value = batchRows ?? DEFAULT_BATCH_ROWS;
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new MisuseError(`exportTable: opts.batchRows must be a positive integer, got ${String(batchRows)}`);
  }
  return value;
}
