// Growable buffers for building Arrow columns: typed arrays that double their capacity, and a
// validity bitmap. Building straight into typed arrays avoids a JS value (and garbage) per cell,
// which matters because the table being exported is usually large and every GC pass scans it.

const INITIAL = 1024;

export class Float64Values {
  private array = new Float64Array(INITIAL);
  length = 0;

  push(value: number): void {
    if (this.length === this.array.length) {
      const grown = new Float64Array(this.array.length * 2);
      grown.set(this.array);
      this.array = grown;
    }
    this.array[this.length++] = value;
  }

  done(): Float64Array {
    return this.array.subarray(0, this.length);
  }
}

export class Int32Values {
  private array = new Int32Array(INITIAL);
  length = 0;

  push(value: number): void {
    if (this.length === this.array.length) {
      const grown = new Int32Array(this.array.length * 2);
      grown.set(this.array);
      this.array = grown;
    }
    this.array[this.length++] = value;
  }

  done(): Int32Array {
    return this.array.subarray(0, this.length);
  }
}

const TWO_32 = 4294967296;

/**
 * int64 values. Numbers are written as two 32-bit words (little-endian, as Arrow and every
 * platform Node runs on use) so a safe integer never becomes a BigInt on the way.
 */
export class Int64Values {
  private words = new Int32Array(2 * INITIAL);
  private bigints = new BigInt64Array(this.words.buffer);
  length = 0;

  push(value: number | bigint): void {
    if (2 * this.length === this.words.length) {
      const grown = new Int32Array(this.words.length * 2);
      grown.set(this.words);
      this.words = grown;
      this.bigints = new BigInt64Array(grown.buffer);
    }
    const at = this.length++;
    if (typeof value === "bigint") {
      this.bigints[at] = value;
    } else {
      // ToInt32 keeps the low word modulo 2^32; floor keeps the sign in the high word.
      this.words[2 * at] = value | 0;
      this.words[2 * at + 1] = Math.floor(value / TWO_32);
    }
  }

  done(): BigInt64Array {
    return this.bigints.subarray(0, this.length);
  }
}

/** A bitmap, one bit per entry, least significant bit first (Arrow's validity and boolean layout). */
export class Bitmap {
  private bytes = new Uint8Array(INITIAL >> 3);
  length = 0;
  unset = 0;

  push(bit: boolean): void {
    const i = this.length++;
    const byte = i >> 3;
    if (byte === this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    if (bit) this.bytes[byte] |= 1 << (i & 7);
    else this.unset++;
  }

  done(): Uint8Array {
    return this.bytes.subarray(0, (this.length + 7) >> 3);
  }
}
