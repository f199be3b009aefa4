// JSON Lines writes one line per row, in slices through a file handle, so the whole text never
// sits in memory; the format only says how a row becomes a line. (CSV builds its slices as bytes,
// csv-bytes.ts, to write its JSON cells there with their quotes doubled.)
import type { ColumnTable } from "arquero";
import { open } from "node:fs/promises";

/** The line of table row `row` (an index into the columns), the `position`-th row written. */
type RowLine = (row: number, position: number) => string;

/**
 * Text is written once a slice holds `batchRows` rows or this many characters, whichever comes
 * first: a slice of long rows (abstracts, nested JSON) would otherwise hold tens of megabytes of
 * text and as much again as UTF-8 while it is written.
 */
const SLICE_CHARS = 1 << 20;

export async function writeLines(table: ColumnTable, path: string, batchRows: number, header: string | null, line: RowLine): Promise<void> {
  const rows = table.indices();
  const file = await open(path, "w");
  try {
    let chunk = header ?? "";
    let sliceRows = 0;
    for (let i = 0; i < rows.length; i++) {
      chunk += line(rows[i], i);
      if (++sliceRows === batchRows || chunk.length >= SLICE_CHARS) {
        await file.write(chunk);
        chunk = "";
        sliceRows = 0;
      }
    }
    if (chunk !== "") await file.write(chunk);
  } finally {
    await file.close();
  }
}
