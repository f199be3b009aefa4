// Column writers kept from one Parquet export to the next. A writer's scratch (its typed arrays
// and text heap) grows to the largest chunk it has written; made anew for every export it was
// about 14 MB of buffers per export of 9,416 BiomedCore records, which the allocator kept resident
// once they were collected, so a session's RSS grew by that much with each of its first exports.
// A writer taken here belongs to one export; given back, it lets go of the table's values and is
// kept while the pool holds less than POOL_BYTES (the rest are left to the collector).
import { vectorWriter } from "./vectors.js";
import type { VectorWriter } from "./vector-parts.js";
import type { ValueConverter, VectorType } from "./vector-type.js";

/** The most scratch the pool keeps between exports. */
const POOL_BYTES = 32 * 2 ** 20;

const keyOf = (type: VectorType, rawPointers: boolean | undefined): string => `${String(rawPointers)} ${JSON.stringify(type)}`;

/** Idle writers of one converter (a writer keeps the converter it was made with). */
export class WriterPool {
  private readonly idle = new Map<string, VectorWriter[]>();
  private pooledBytes = 0;

  constructor(private readonly convert: ValueConverter) {}

  /** A writer for a column of `type`: an idle one of the same type when there is one. */
  take(type: VectorType, rawPointers: boolean | undefined): VectorWriter {
    const writer = this.idle.get(keyOf(type, rawPointers))?.pop();
    if (!writer) return vectorWriter(type, this.convert, rawPointers);
    this.pooledBytes -= writer.retainedBytes();
    return writer;
  }

  /** Hands back a writer whose export is over (finished or failed: DuckDB calls it no more). */
  giveBack(type: VectorType, rawPointers: boolean | undefined, writer: VectorWriter): void {
    writer.release();
    const bytes = writer.retainedBytes();
    if (this.pooledBytes + bytes > POOL_BYTES) return;
    const key = keyOf(type, rawPointers);
    const list = this.idle.get(key);
    if (list) list.push(writer);
    else this.idle.set(key, [writer]);
    this.pooledBytes += bytes;
  }

  /** Bytes of scratch kept between exports (for tests). */
  get scratchBytes(): number {
    return this.pooledBytes;
  }
}
