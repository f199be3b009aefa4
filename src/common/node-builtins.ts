// Node's crypto and zlib, loaded by the first call that needs them rather than at import: the
// response cache's hashes, random names of temporary files and displays, CRC-32. Importing the two
// modules was a few percent of the CPU `import("corebook")` costs (bench/import.mjs), and a session
// that never writes a file or a cache entry needs neither. createRequire rather than
// process.getBuiltinModule, which Deno only has from 2.1. Depends on nothing.
import type * as Crypto from "node:crypto";
import { createRequire } from "node:module";
import type * as Zlib from "node:zlib";

let load: NodeJS.Require | undefined;
let crypto: typeof Crypto | undefined;
let zlib: typeof Zlib | undefined;

function builtin(id: string): unknown {
  load ??= createRequire(import.meta.url);
  return load(id);
}

/** node:crypto, loaded on the first call. */
export function nodeCrypto(): typeof Crypto {
  crypto ??= builtin("node:crypto") as typeof Crypto;
  return crypto;
}

/** node:zlib, loaded on the first call. */
export function nodeZlib(): typeof Zlib {
  zlib ??= builtin("node:zlib") as typeof Zlib;
  return zlib;
}
