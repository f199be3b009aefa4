// Redaction must never alter data that merely contains some of the key's characters: with a
// 2-character key, 17 of 2,000 record IDs holding it were rewritten (and, holding "the key", never
// stored). Keys shorter than 8 characters are refused; longer ones are redacted only where they
// appear whole (as is, percent-encoded, or in base64).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createClient } from "../../src/api/index.js";
import { MisuseError } from "../../src/errors/index.js";
import { openSession } from "../../src/tables/index.js";
import { ok, startScriptedServer, type ScriptedServer } from "./support/scripted-server.js";
import { idOf, minimalRecord } from "./support/fixtures.js";

let server: ScriptedServer | undefined;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "corebook-short-key-"));
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

describe("data that merely contains the key's characters", () => {
  it("a key shorter than 8 characters is refused by name, before anything is sent, without showing it", async () => {
    for (const apiKey of ["k9", "sandbox"]) {
      const attempt = () => createClient({ apiKey, baseUrl: "http://127.0.0.1:9" });
      expect(attempt).toThrow(MisuseError);
      expect(attempt).toThrow(/^apiKey \(SV_API_KEY for connect\(\)\) is \d characters? long; an API key has at least 8/);
      try {
        attempt();
      } catch (error) {
        expect((error as MisuseError).parameter).toBe("apiKey");
        expect((error as Error).message).not.toContain(apiKey);
      }
    }
    await expect(openSession({ env: { SV_API_KEY: "k9", SV_BASE_URL: "http://127.0.0.1:9" }, quiet: true })).rejects.toThrow(
      /apiKey \(SV_API_KEY for connect\(\)\) is 2 characters long/,
    );
  });

  it("2,100 record IDs and texts holding parts of an 8-character key come back unaltered and are stored", async () => {
    const key = "Ab3dE5gH";
    // IDs carry all but one character of the key at every position; texts carry "Bearer", the
    // key's first half, and its base64 cut short.
    const idFor = (page: number, i: number) => {
      const n = page * 300 + i;
      const part = n % 2 === 0 ? key.slice(0, 7) : key.slice(1);
      const digits = String(n).padStart(9, "0");
      const at = n % 10;
      return `SVTC_${(digits + part).slice(0, at)}${part}${digits.slice(at)}`.slice(0, 21);
    };
    const pages = 7;
    const template = minimalRecord("trialcore", { serviceId: idOf("trialcore", 1) });
    const served = Array.from({ length: pages }, (_, page) =>
      Array.from({ length: 300 }, (_, i) => ({
        ...template,
        serviceId: idFor(page, i),
        briefTitle: `Bearer shares ${key.slice(0, 4)} ${Buffer.from(key).toString("base64").slice(0, 7)}`,
      })),
    );
    server = await startScriptedServer({ handler: (req) => ok(served[Number(req.query.get("query")?.slice(1))]) });
    const options = { apiKey: key, baseUrl: server.baseUrl, rateLimit: false as const, quiet: true, env: {}, onProgress: false as const };
    const sv = await openSession({ ...options, cache: { dir } });
    const got: Record<string, unknown>[] = [];
    for (let page = 0; page < pages; page++)
      got.push(...((await sv.trialcore.search({ query: `q${page}`, limit: 300 })).objects() as Record<string, unknown>[]));
    await sv.close();
    expect(got).toHaveLength(2100);
    expect(new Set(got.map((r) => r.serviceId)).size).toBe(2100);
    expect(got.map((r) => r.serviceId)).toEqual(served.flat().map((r) => r.serviceId));
    expect(got.map((r) => r.briefTitle)).toEqual(served.flat().map((r) => r.briefTitle));
    expect(JSON.stringify(got)).not.toContain("[redacted]");

    // Every response was stored: an offline session serves all seven pages without a request.
    const requests = server.requests.length;
    const offline = await openSession({ ...options, cache: { dir, mode: "offline" } });
    for (let page = 0; page < pages; page++) await offline.trialcore.search({ query: `q${page}`, limit: 300 });
    expect(offline.usage.cacheHits).toBe(pages);
    await offline.close();
    expect(server.requests).toHaveLength(requests);
  });
});
