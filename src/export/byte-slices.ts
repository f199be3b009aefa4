// The bytes of a CSV or JSON Lines export, a slice at a time, built in one reused buffer and
// written to the file whole. Two buffers take turns: one is written to the file while the
// next slice is encoded into the other, so the encoding does not wait for the write (a thread-pool
// hop each, milliseconds under load). writeRowSlices runs a whole file's rows through them, for
// the CSV and the JSON Lines writers alike.
//
// Lists and structs are written as JSON straight into the slice, value by value (jsonCell, driven
// by json-cells.ts), with no JSON text made first: JSON.stringify (and, in CSV, the copy doubling
// its quotes) was most of an export's time. In CSV, where JSON is a quoted field, every quote of it
// is doubled, and JSON text made elsewhere has its quotes doubled on the encoded bytes:
// String.prototype.replaceAll on the text cost as much as serialising it, and made a second copy.
import { open, type FileHandle } from "node:fs/promises";

/** Bytes written to the file at once: big enough for few calls, small enough to stay in cache. */
const FLUSH_BYTES = 1 << 20;
const QUOTE = 0x22;
const COMMA = 0x2c;
const BACKSLASH = 0x5c;

/** Writes a non-null value's JSON into `out` with its primitives; false when it cannot take it. */
export type JsonCellWriter = (value: unknown, out: ByteSlices) => boolean;

/** What the slices hold: CSV, whose JSON sits in quoted fields, or JSON Lines. */
export type SliceFormat = "csv" | "jsonl";

export class ByteSlices {
  private bytes = Buffer.allocUnsafe(2 * FLUSH_BYTES);
  private spare = Buffer.allocUnsafe(2 * FLUSH_BYTES);
  private length = 0;
  /** Whether the JSON cell being written holds a quote or a comma, and so is quoted. */
  private cellQuoted = false;
  /** The write of the previous slice, from `spare`. */
  private writing: Promise<unknown> = Promise.resolve();

  /** Whether JSON's quotes are written twice (in CSV). */
  readonly doubleQuotes: boolean;

  constructor(
    private readonly file: FileHandle,
    format: SliceFormat,
  ) {
    this.doubleQuotes = format === "csv";
  }

  /** Text as it is (already a CSV field, separator or line end, or JSON in JSON Lines). */
  text(text: string): void {
    this.reserve(3 * text.length);
    this.length += this.bytes.write(text, this.length);
  }

  /**
   * JSON text, in CSV as a field. JSON.stringify escapes CR and LF and never starts or ends with a
   * blank, so only a quote or a comma calls for quoting; quotes are doubled in place.
   */
  json(text: string): void {
    if (!this.doubleQuotes) {
      this.text(text);
      return;
    }
    if (!text.includes('"')) {
      this.text(text.includes(",") ? `"${text}"` : text);
      return;
    }
    this.reserve(1);
    this.bytes[this.length++] = QUOTE;
    this.doubled(text);
    this.reserve(1);
    this.bytes[this.length++] = QUOTE;
  }

  /** Text as UTF-8 with every quote doubled. */
  private doubled(text: string): void {
    // UTF-8 takes up to three bytes per UTF-16 unit, doubled quotes at most twice that. The UTF-8
    // is written past the room the doubled text can take, then copied forward once, each quote
    // twice: one pass over the bytes (counting the quotes first and moving the bytes back made two).
    const most = 3 * text.length;
    this.reserve(2 * most);
    const bytes = this.bytes;
    const from = this.length + most;
    const end = from + bytes.write(text, from);
    let to = this.length;
    for (let i = from; i < end; i++) {
      const byte = bytes[i];
      bytes[to++] = byte;
      if (byte === QUOTE) bytes[to++] = QUOTE;
    }
    this.length = to;
  }

  /**
   * A value as JSON, written by `write` straight into the slice: the bytes json() writes for its
   * JSON.stringify text. False, with nothing written, when `write` cannot take the value (the
   * caller then converts it and calls json()).
   */
  jsonCell(write: JsonCellWriter, value: unknown): boolean {
    if (!this.doubleQuotes) {
      const start = this.length;
      if (write(value, this)) return true;
      this.length = start;
      return false;
    }
    this.reserve(1);
    // Room for the opening quote, which only a cell holding a quote or a comma keeps.
    const start = this.length++;
    this.cellQuoted = false;
    if (!write(value, this)) {
      this.length = start;
      return false;
    }
    if (this.cellQuoted) {
      this.reserve(1);
      this.bytes[start] = QUOTE;
      this.bytes[this.length++] = QUOTE;
    } else {
      // Quote-free cells are short ("[]", "[1]"): moving them back one byte costs nothing.
      this.bytes.copyWithin(start, start + 1, this.length);
      this.length--;
    }
    return true;
  }

  /** In a JSON cell: text that JSON writes as it is and that holds no quote or comma (digits, null). */
  ascii(text: string): void {
    this.reserve(text.length);
    const bytes = this.bytes;
    let to = this.length;
    for (let i = 0; i < text.length; i++) bytes[to++] = text.charCodeAt(i);
    this.length = to;
  }

  /** In a JSON cell: one bracket, brace or comma. */
  mark(code: number): void {
    if (code === COMMA) this.cellQuoted = true;
    this.reserve(1);
    this.bytes[this.length++] = code;
  }

  /** In a JSON cell: bytes encoded once for this format (a field's name with its separators). */
  encoded(part: Uint8Array): void {
    this.cellQuoted = true;
    this.reserve(part.length);
    const bytes = this.bytes;
    let to = this.length;
    for (let i = 0; i < part.length; i++) bytes[to++] = part[i];
    this.length = to;
  }

  /**
   * In a JSON cell: a string as JSON writes it (in CSV, quotes doubled). Printable ASCII without a
   * quote or a backslash (nearly every string of a core record) is copied as it is; any other
   * string goes through JSON.stringify, which escapes it (in CSV, then the quote-doubling copy).
   */
  jsonString(text: string): void {
    this.cellQuoted = true;
    const double = this.doubleQuotes;
    this.reserve(text.length + 4);
    const bytes = this.bytes;
    const start = this.length;
    let to = start;
    bytes[to++] = QUOTE;
    if (double) bytes[to++] = QUOTE;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code < 0x20 || code > 0x7e || code === QUOTE || code === BACKSLASH) {
        this.length = start;
        if (double) this.doubled(JSON.stringify(text));
        else this.text(JSON.stringify(text));
        return;
      }
      bytes[to++] = code;
    }
    bytes[to++] = QUOTE;
    if (double) bytes[to++] = QUOTE;
    this.length = to;
  }

  /** Whether the slice is big enough to be written. */
  get full(): boolean {
    return this.length >= FLUSH_BYTES;
  }

  /** Starts writing the slice to the file (once the previous one is written) and starts the next. */
  async flush(): Promise<void> {
    if (this.length === 0) return;
    await this.writing;
    const bytes = this.bytes;
    // writeFile on a handle writes from its position and loops until every byte is written: a
    // single write that the disk cuts short resolves with the bytes it took, and the file would be short.
    const written = this.file.writeFile(bytes.subarray(0, this.length));
    // Seen by the next flush or by finish; until then it must not count as unhandled.
    written.catch(() => {});
    this.writing = written;
    this.bytes = this.spare;
    this.spare = bytes;
    this.length = 0;
  }

  /** Writes what is left and waits for every write; a failed write throws here. */
  async finish(): Promise<void> {
    await this.flush();
    await this.writing;
  }

  /** Waits for the write under way, if any, whether or not it succeeds (before the file is closed). */
  async settle(): Promise<void> {
    await this.writing.catch(() => {});
  }

  private reserve(extra: number): void {
    if (this.length + extra <= this.bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(2 * this.bytes.length, this.length + extra));
    this.bytes.copy(grown, 0, 0, this.length);
    this.bytes = grown;
  }
}

/**
 * Writes `header`, then rows[0..] one at a time through `writeRow` (given the row and its
 * position in the file), to `path` in slices of at most `batchRows` rows and about a megabyte.
 */
export async function writeRowSlices(
  path: string,
  format: SliceFormat,
  header: string,
  rows: ArrayLike<number>,
  batchRows: number,
  writeRow: (out: ByteSlices, row: number, position: number) => void,
): Promise<void> {
  const file = await open(path, "w");
  const out = new ByteSlices(file, format);
  try {
    out.text(header);
    for (let i = 0; i < rows.length; i++) {
      writeRow(out, rows[i], i);
      if (out.full || (i + 1) % batchRows === 0) await out.flush();
    }
    await out.finish();
  } finally {
    await out.settle();
    await file.close();
  }
}
