// Records that parse to themselves. A record that passes the strict schema (no unknown field or
// value, nothing missing, every type as documented) raises no warning in any mode, and when the
// parse also gives it back unchanged, parsing it again adds nothing. The response cache marks such
// bodies with the schema's fingerprint, so a warm re-run serves them without parsing them again,
// for as long as the schema is the same (the fingerprint follows its every field, type and enum
// value, and the corebook version).
import { isDeepStrictEqual } from "node:util";
import * as z from "zod";
import { nodeCrypto } from "../common/index.js";
import type { CoreName } from "./enums.js";
import { recordSchema } from "./records/registry.js";

/** The schema's part of each core's fingerprint: describing a schema takes milliseconds. */
const described = new Map<CoreName, string>();

/** A short fingerprint of what `core`'s strict record schema accepts; `version` is corebook's. */
export function recordSchemaFingerprint(core: CoreName, version: string): string {
  let schema = described.get(core);
  if (schema === undefined) {
    const description = JSON.stringify(z.toJSONSchema(recordSchema(core, "strict"), { unrepresentable: "any" }));
    schema = nodeCrypto().hash("sha256", description, "hex").slice(0, 16);
    described.set(core, schema);
  }
  return `${version}:${schema}`;
}

/** Whether `data` (a record, or a list of records) passes the strict schema and `parsed`, what the client's parse made of it, is `data` unchanged. */
export function parsedVerbatim(core: CoreName, data: unknown, parsed: unknown): boolean {
  const strict = recordSchema(core, "strict");
  return (Array.isArray(data) ? z.array(strict) : strict).safeParse(data).success && isDeepStrictEqual(parsed, data);
}
