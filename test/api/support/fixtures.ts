// Small builders shared by the api tests.
import { ID_PREFIX, recordSchema, type CoreName } from "../../../src/schema/index.js";
import { createClient, type ClientOptions } from "../../../src/api/index.js";

export const API_KEY = "sk-test-5ecret-Key-0123456789";

/** A well-formed service ID of a core: prefix + 16 digits. */
export function idOf(core: CoreName, n: number): string {
  return ID_PREFIX[core] + String(n).padStart(16, "0");
}

/** A client with fast retries and no pacing unless the test asks for it. */
export function testClient(baseUrl: string, options: Partial<ClientOptions> = {}) {
  return createClient({
    apiKey: API_KEY,
    baseUrl,
    rateLimit: false,
    retry: { baseDelayMs: 5, maxDelayMs: 40 },
    timeoutMs: 5_000,
    ...options,
  });
}

/**
 * The smallest record of a core that its schema accepts: every default field present with an
 * empty value (null, [], false, 0), plus the given fields. Built by asking the schema what is missing,
 * so it follows the schema as it changes.
 */
export function minimalRecord(core: CoreName, fields: Record<string, unknown>): Record<string, unknown> {
  const record: Record<string, unknown> = { ...fields };
  const schema = recordSchema(core, "lenient");
  for (let round = 0; round < 200; round++) {
    const r = schema.safeParse(record);
    if (r.success) return record;
    let changed = false;
    for (const issue of r.error.issues) {
      if (issue.path.length !== 1) continue;
      const key = String(issue.path[0]);
      const expected = (issue as { expected?: string }).expected;
      const next =
        expected === "array" ? [] : expected === "boolean" ? false : expected === "number" ? 0 : expected === "string" ? "" : null;
      if (record[key] === undefined || (record[key] === null && next !== null)) {
        record[key] = next;
        changed = true;
      }
    }
    if (!changed) throw new Error(`cannot build a minimal ${core} record: ${r.error.message}`);
  }
  throw new Error(`cannot build a minimal ${core} record`);
}
