// duckdb_string_t as duckdb.h publishes it: 16 bytes, a uint32 length, then either the bytes
// themselves (up to 12, zero-padded) or their first four and the address of all of them.

/** Bytes of one string struct. */
export const STRING_T = 16;
/** The longest string held inside its struct. */
export const INLINE_MAX = 12;
export const TWO_32 = 4294967296;

export function writeUint32(bytes: Uint8Array, at: number, value: number): void {
  bytes[at] = value & 0xff;
  bytes[at + 1] = (value >>> 8) & 0xff;
  bytes[at + 2] = (value >>> 16) & 0xff;
  bytes[at + 3] = value >>> 24;
}

/** A little-endian 64-bit address as a number: user-space addresses are below 2^47, so it is exact. */
export function readPointer(bytes: Uint8Array, at: number): number {
  const low = (bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24)) >>> 0;
  const high = (bytes[at + 4] | (bytes[at + 5] << 8) | (bytes[at + 6] << 16) | (bytes[at + 7] << 24)) >>> 0;
  return high * TWO_32 + low;
}
