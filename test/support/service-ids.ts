// Well-formed service IDs for hand-built test records: prefix + the number padded to 16 characters
// (the addendum allows 16 to 32 of [0-9A-Za-z]), one short helper per core.
export const id = (prefix: string, n: number | string): string => `${prefix}${String(n).padStart(16, "0")}`;
export const B = (n: number) => id("SVBC_", n);
export const T = (n: number) => id("SVTC_", n);
export const D = (n: number) => id("SVDC_", n);
export const R = (n: number) => id("SVRC_", n);
export const G = (n: number) => id("SVGC_", n);
export const P = (n: number) => id("SVPC_", n);
export const S = (n: number) => id("SVRCDS_", n);
