// CRC-32 (the IEEE polynomial, as zlib, gzip and PNG use it) of a value's bytes: the check that a
// cache entry is whole. node:zlib computes it natively on every Node release package.json allows
// (from 20.15 and 22.2) and on Deno 2.9; a runtime whose node:zlib lacks it (an earlier Deno 2
// may) uses the table below, the same function byte for byte. node:zlib loads with the first call.
import { nodeZlib } from "../common/index.js";

type Crc32 = (bytes: Uint8Array) => number;

let table: Uint32Array | null = null;

function crcTable(): Uint32Array {
  if (table) return table;
  table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}

/** The byte-at-a-time form, for runtimes whose zlib lacks crc32. */
export function tableCrc32(bytes: Uint8Array): number {
  const t = crcTable();
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = t[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

let native: Crc32 | undefined;

/** The CRC-32 of the bytes, as an unsigned 32-bit number. */
export const crc32: Crc32 = (bytes) => {
  native ??= (nodeZlib() as { crc32?: Crc32 }).crc32 ?? tableCrc32;
  return native(bytes);
};
