// Stored bodies parsed many at a time: their UTF-8 bytes copied side by side into one JSON array
// and parsed with one JSON.parse. Why: a warm get of 2,000 records that decoded and parsed each
// body as its own string spent a third more CPU on it than one parse of the same bytes a megabyte
// at a time (bench/cache-hits.mjs). Each of those strings lands in V8's young generation, filling
// it sooner, and every scavenge then copies the records parsed since the last one; a text of a
// megabyte is allocated outside the young generation and is never copied.
const BATCH_BYTES = 1 << 20;
const OPEN = 0x5b; // [
const COMMA = 0x2c;
const CLOSE = 0x5d; // ]

/**
 * Collects bodies with what they belong to (`item`) and parses them a batch at a time as it fills;
 * parsed() hands every body back, in the order added, beside its item. A body that is not JSON
 * comes back as undefined, alone: the others of its batch are parsed one by one then.
 *
 * The results are returned, not passed to a callback: a callback is a closure over the caller's
 * results, and V8 keeps the last closure a call site called in that site's feedback. That hold is
 * weak, but the young-generation collector treats it as strong, so every record of the pass stayed
 * alive through each scavenge until the next full collection (a warm get of 2,000 trials then
 * copied about 6 MB per scavenge that was garbage: bench/cache-hits.mjs).
 */
export class StoredBodies<Item> {
  private buffer = Buffer.allocUnsafe(BATCH_BYTES);
  private length = 0;
  private readonly items: Item[] = [];
  /** Where each body starts in the buffer; the next one's start (less its comma) is its end. */
  private readonly starts: number[] = [];
  private readonly done: { items: Item[]; bodies: unknown[] } = { items: [], bodies: [] };

  /** Copies the body at once: `bytes` may be a lent buffer that the next store read reuses. */
  add(item: Item, bytes: Uint8Array): void {
    if (this.length + bytes.length + 2 > this.buffer.length) {
      this.flush();
      if (bytes.length + 2 > this.buffer.length) this.buffer = Buffer.allocUnsafe(bytes.length + 2);
    }
    this.buffer[this.length++] = this.items.length === 0 ? OPEN : COMMA;
    this.starts.push(this.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
    this.items.push(item);
  }

  /** Every body added, parsed, in the order added: `bodies[i]` is the body of `items[i]`. */
  parsed(): { items: Item[]; bodies: unknown[] } {
    this.flush();
    return this.done;
  }

  private flush(): void {
    const n = this.items.length;
    if (n === 0) return;
    this.buffer[this.length] = CLOSE;
    const bodies = this.parseAll();
    for (let i = 0; i < n; i++) {
      this.done.items.push(this.items[i]);
      this.done.bodies.push(bodies ? bodies[i] : this.parseOne(i));
    }
    this.items.length = 0;
    this.starts.length = 0;
    this.length = 0;
    if (this.buffer.length > BATCH_BYTES) this.buffer = Buffer.allocUnsafe(BATCH_BYTES);
  }

  /** The batch's bodies, or null when the batch is not an array of exactly its bodies. */
  private parseAll(): unknown[] | null {
    try {
      const bodies: unknown = JSON.parse(this.buffer.toString("utf8", 0, this.length + 1));
      return Array.isArray(bodies) && bodies.length === this.items.length ? bodies : null;
    } catch {
      return null;
    }
  }

  private parseOne(i: number): unknown {
    const end = i + 1 < this.starts.length ? this.starts[i + 1] - 1 : this.length;
    try {
      return JSON.parse(this.buffer.toString("utf8", this.starts[i], end)) as unknown;
    } catch {
      return undefined;
    }
  }
}
