// A small seeded PRNG (sfc32) with the helpers the generators need. Written here rather than
// imported so the dataset is byte-identical across platforms and dependency upgrades.

/** Mixes 32-bit words into one (murmur3-style finalizer); used to derive independent streams. */
export function mix32(...words: number[]): number {
  let h = 0x9e3779b9;
  for (const w of words) {
    h = Math.imul(h ^ (w >>> 0), 0x85ebca6b);
    h = (h << 13) | (h >>> 19);
    h = Math.imul(h, 0xc2b2ae35) ^ 0x27d4eb2f;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Hashes a short string to 32 bits (FNV-1a); names streams by purpose ("trial", "outcome"). */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** The 128-bit state is the four words themselves, so distinct (seed, stream, index) never share a stream. */
  constructor(seed: number, stream: number | string = 0, index = 0) {
    this.a = seed >>> 0;
    this.b = (typeof stream === "string" ? hashString(stream) : stream) >>> 0;
    this.c = index >>> 0;
    this.d = 1;
    for (let i = 0; i < 15; i++) this.next();
  }

  /** Uniform 32-bit unsigned integer. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.next() / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.float() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("Rng.pick: items is empty");
    return items[Math.floor(this.float() * items.length)] as T;
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of entries) total += w;
    let x = this.float() * total;
    for (const [v, w] of entries) {
      x -= w;
      if (x < 0) return v;
    }
    return entries[entries.length - 1][0];
  }

  /** `n` distinct items (fewer if the pool is smaller), in pick order. */
  sample<T>(items: readonly T[], n: number): T[] {
    const k = Math.min(n, items.length);
    if (k * 4 < items.length) {
      const seen = new Set<number>();
      const out: T[] = [];
      while (out.length < k) {
        const i = Math.floor(this.float() * items.length);
        if (!seen.has(i)) {
          seen.add(i);
          out.push(items[i] as T);
        }
      }
      return out;
    }
    const copy = items.slice();
    for (let i = 0; i < k; i++) {
      const j = i + Math.floor(this.float() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, k);
  }

  /** Approximately normal (sum of uniforms), for plausible measurement values. */
  normal(mean: number, sd: number): number {
    return mean + sd * (this.float() + this.float() + this.float() + this.float() - 2) * 1.7320508;
  }

  /** Base-62 string of length n. */
  chars(n: number, alphabet = BASE62): string {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[this.next() % alphabet.length];
    return s;
  }

  digits(n: number): string {
    return this.chars(n, "0123456789");
  }
}

export const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
