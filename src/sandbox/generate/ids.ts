// Service IDs: prefix + 20 base-62 characters. The last 6 characters encode a seeded bijection of
// the record's index, so IDs are unique by construction (live and deleted records draw distinct
// indexes); the first 14 are filler from the record's own stream so IDs look like real ones.
import { BASE62, mix32, Rng, hashString } from "./random.js";

/** An invertible scramble of 32-bit integers keyed by `key`: distinct inputs give distinct outputs. */
function permute32(x: number, key: number): number {
  let v = (x ^ key) >>> 0;
  v = Math.imul(v, 0x2c1b3c6d) >>> 0;
  v = (v ^ (v >>> 12)) >>> 0;
  v = Math.imul(v, 0x297a2d39) >>> 0;
  v = (v ^ (v >>> 15)) >>> 0;
  v = (v + key) >>> 0;
  return v;
}

function base62Fixed(x: number, width: number): string {
  let s = "";
  let v = x;
  for (let i = 0; i < width; i++) {
    s = BASE62[v % 62] + s;
    v = Math.floor(v / 62);
  }
  return s;
}

/** The ID of record `index` of the stream named `kind` (e.g. "biomedcore", "section"). */
export function makeId(prefix: string, seed: number, kind: string, index: number): string {
  const key = mix32(seed, hashString(kind));
  const filler = new Rng(key, "id-filler", index).chars(14);
  // 62^6 > 2^32, so 6 characters hold any permuted 32-bit value without loss.
  return prefix + filler + base62Fixed(permute32(index, key), 6);
}
