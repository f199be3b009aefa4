// The bytes of a CSV slice, built in one reused buffer and written to the file in one call.
// Quotes inside JSON cells are doubled on the encoded bytes: String.prototype.replaceAll on the
// JSON text of nested values cost as much as serialising them, and made a second copy of each.
// Two buffers take turns: one is written to the file while the next slice is encoded into the
// other, so the encoding does not wait for the write (a thread-pool hop each, milliseconds under
// load).
import type { FileHandle } from "node:fs/promises";

/** Bytes written to the file at once: big enough for few calls, small enough to stay in cache. */
const FLUSH_BYTES = 1 << 20;
const QUOTE = 0x22;

export class CsvBytes {
  private bytes = Buffer.allocUnsafe(2 * FLUSH_BYTES);
  private spare = Buffer.allocUnsafe(2 * FLUSH_BYTES);
  private length = 0;
  /** The write of the previous slice, from `spare`. */
  private writing: Promise<unknown> = Promise.resolve();

  constructor(private readonly file: FileHandle) {}

  /** Text as it is (already a CSV field, separator or line end). */
  text(text: string): void {
    this.reserve(3 * text.length);
    this.length += this.bytes.write(text, this.length);
  }

  /**
   * JSON text as a CSV field. JSON.stringify escapes CR and LF and never starts or ends with a
   * blank, so only a quote or a comma calls for quoting; quotes are doubled in place.
   */
  json(text: string): void {
    if (!text.includes('"')) {
      this.text(text.includes(",") ? `"${text}"` : text);
      return;
    }
    // UTF-8 takes up to three bytes per UTF-16 unit, doubled quotes at most twice that. The UTF-8
    // is written past the room the doubled field can take, then copied forward once, each quote
    // twice: one pass over the bytes (counting the quotes first and moving the bytes back made two).
    const most = 3 * text.length;
    this.reserve(2 * most + 2);
    const bytes = this.bytes;
    const from = this.length + 1 + most;
    const end = from + bytes.write(text, from);
    let to = this.length;
    bytes[to++] = QUOTE;
    for (let i = from; i < end; i++) {
      const byte = bytes[i];
      bytes[to++] = byte;
      if (byte === QUOTE) bytes[to++] = QUOTE;
    }
    bytes[to++] = QUOTE;
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
    const written = this.file.write(bytes, 0, this.length);
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
