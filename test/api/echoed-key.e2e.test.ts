// A gateway that echoes the API key into a 200 body (plain, URL-encoded, base64) must not get it
// into anything the user keeps: table cells and column names, info() and its warnings, exported
// CSV/Parquet/JSON Lines/Arrow files, the response cache, a snapshot. And redaction must never
// alter data that merely contains some of the key's characters.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { writeExport, readExport } from "../../src/export/index.js";
import { CacheMissError } from "../../src/cache/index.js";
import { openSession, info } from "../../src/tables/index.js";
import { ok, startScriptedServer, type ScriptedServer } from "./support/scripted-server.js";
import { idOf, minimalRecord } from "./support/fixtures.js";

// Characters that percent-encoding and base64 both change, so each form is a different text.
const KEY = "sk/test+5ecret=Key_0123456789";
const FORMS = {
  plain: KEY,
  urlEncoded: encodeURIComponent(KEY),
  urlEncodedLower: encodeURIComponent(KEY).toLowerCase(),
  base64: Buffer.from(KEY).toString("base64"),
  base64url: Buffer.from(KEY).toString("base64url"),
  // A Basic credential: the key's base64 at another alignment, inside a longer token.
  basicCredential: Buffer.from(`user:${KEY}`).toString("base64"),
};

let server: ScriptedServer | undefined;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "corebook-echoed-key-"));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await server?.close();
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** Every file under a folder, as text (binary bytes included as latin1, so a plain key shows). */
function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true })
    .map((name) => join(root, String(name)))
    .filter((path) => statSync(path).isFile())
    .map((path) => readFileSync(path).toString("latin1"));
}

function expectNoKey(what: string, text: string): void {
  for (const [form, value] of Object.entries(FORMS)) {
    expect(text.includes(value), `${what} holds the key (${form})`).toBe(false);
  }
}

describe("a key echoed in a success body", () => {
  it("is found nowhere: tables, info(), warnings, exported files, the response cache, a snapshot", async () => {
    // The echoes are added to valid records (building them through the schema would raise
    // warnings of the test's own making).
    const echoing = {
      ...minimalRecord("trialcore", { serviceId: idOf("trialcore", 1) }),
      phase: FORMS.plain,
      overallStatus: `Bearer ${FORMS.plain}`,
      briefTitle: `gateway saw Authorization: Basic ${FORMS.basicCredential}`,
      officialTitle: `https://gateway.example/records?api_key=${FORMS.urlEncoded}&x=1`,
      acronym: FORMS.base64url,
      keywords: [`token ${FORMS.base64}`, "asthma"],
      [FORMS.plain]: "a field named after the key",
      [`x-${FORMS.urlEncodedLower}`]: 1,
    };
    const honest = minimalRecord("trialcore", { serviceId: idOf("trialcore", 2), phase: "PHASE3", briefTitle: "an honest record" });
    server = await startScriptedServer({ handler: () => ok([echoing, honest]) });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const sv = await openSession({
      apiKey: KEY,
      baseUrl: server.baseUrl,
      rateLimit: false,
      quiet: true,
      env: {},
      onProgress: false,
      cache: { dir: join(dir, "store") },
      snapshot: { path: join(dir, "run.cbsnap"), mode: "record" },
    });
    const table = await sv.trialcore.search({ query: "asthma", limit: 5 });
    const shown = JSON.stringify({ rows: table.objects(), columns: table.columnNames() });
    expectNoKey("the table", shown);
    expect(shown).toContain("[redacted]");
    expect(table.objects()[1]).toMatchObject({ phase: "PHASE3", briefTitle: "an honest record" });

    const provenance = info(table);
    expectNoKey("info()", JSON.stringify(provenance));
    const echoed = provenance?.warnings.find((w) => w.kind === "echoed-key");
    expect(echoed?.message).toMatch(
      /^corebook: the response to GET \/api\/v1\/cores\/trialcore\/records echoed the API key; it was replaced by \[redacted\] in data\[\]\.\w+, .* and 2 more/,
    );
    expect(echoed?.message).toContain("data[].phase");
    expect(echoed?.message).toContain("not kept in the response cache or snapshot");
    const told = warn.mock.calls.map((call) => call.join(" ")).join("\n");
    expect(told).toContain("echoed the API key");
    expectNoKey("the warnings told", told);

    for (const ext of ["csv", "parquet", "jsonl", "arrow"]) {
      const path = join(dir, `trials.${ext}`);
      await writeExport(table, path);
      expectNoKey(`the exported .${ext} file`, readFileSync(path).toString("latin1"));
      const back = await readExport(path);
      expectNoKey(`the .${ext} file read back`, JSON.stringify({ rows: back.objects(), columns: back.columnNames() }));
    }
    await sv.close();

    for (const text of filesUnder(join(dir, "store"))) expectNoKey("the response cache", text);
    expectNoKey("the snapshot", readFileSync(join(dir, "run.cbsnap")).toString("latin1"));
    // Not kept: an offline session has nothing to serve (a later run asks again, and is warned again).
    const offline = await openSession({
      apiKey: KEY,
      baseUrl: server.baseUrl,
      rateLimit: false,
      quiet: true,
      env: {},
      cache: { dir: join(dir, "store"), mode: "offline" },
    });
    await expect(offline.trialcore.search({ query: "asthma", limit: 5 })).rejects.toBeInstanceOf(CacheMissError);
    await offline.close();
  });
});
