// Hits served without parsing again: a stored body whose records passed the strict schema unchanged
// carries the schema's fingerprint, and only while the client's schema has that fingerprint is it
// served as stored; under any other fingerprint it is parsed (and warned about) like a fresh body.
import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { open as openLmdb } from "lmdb";
import { afterEach, expect, test } from "vitest";
import { CORES, INCLUDES, recordSchemaFingerprint } from "../../src/schema/index.js";
import { columnTypes } from "../../src/tables/column-types.js";
import { corebookVersion } from "../../src/cache/corebook-version.js";
import type { CoreSession } from "../../src/tables/index.js";
import { quietSandboxSession } from "../support/quiet-session.js";

const open: CoreSession[] = [];
afterEach(async () => {
  for (const sv of open.splice(0)) await sv.close();
});

async function session(dir: string, onWarning?: (warning: unknown) => void) {
  const sv = await quietSandboxSession("2026-03-01", { cache: { dir, mode: "use" }, onWarning });
  open.push(sv);
  return sv;
}

/** Every stored get: its LMDB key, header and body (a value is a hash line, a header line, the body). */
function storedGets(dir: string) {
  const db = openLmdb<Buffer, string>({ path: join(dir, "responses-v3"), encoding: "binary", compression: false });
  const entries = [...db.getRange()].map(({ key, value }) => {
    const text = Buffer.from(value).toString("utf8");
    const at = text.indexOf("\n") + 1;
    const end = text.indexOf("\n", at);
    return { id: key, header: JSON.parse(text.slice(at, end)) as Record<string, unknown>, body: text.slice(end + 1) };
  });
  return { db, gets: entries.filter((e) => e.header.endpoint === "get") };
}

test("records stored verbatim are served as stored while the schema is the same, and parsed again under another", async () => {
  const dir = mkdtempSync(join(tmpdir(), "corebook-verbatim-"));
  const first = await session(dir);
  const ids = (await first.trialcore.search({ query: "cancer", limit: 3 })).array("serviceId") as string[];
  const fetched = (await first.trialcore.get(ids)).objects();
  await first.close();

  const { db, gets } = storedGets(dir);
  expect(gets).toHaveLength(3);
  for (const { header } of gets) expect(header.verbatim).toBe(recordSchemaFingerprint("trialcore", corebookVersion()));

  const second = await session(dir);
  expect((await second.trialcore.get(ids)).objects()).toEqual(fetched);
  expect(second.usage.requests).toBe(0);
  await second.close();

  // One entry marked under another schema, its record carrying a status this schema does not know:
  // it must go through the parser, which keeps the value and warns (a verbatim hit would not warn).
  const [changed] = gets;
  const body = JSON.parse(changed.body) as { data: Record<string, unknown> };
  body.data.overallStatus = "PAUSED_BY_A_LATER_SERVICE";
  const rest = `${JSON.stringify({ ...changed.header, verbatim: "0.0.0:another-schema" })}\n${JSON.stringify(body)}`;
  db.putSync(changed.id, Buffer.from(`${createHash("sha256").update(rest).digest("hex")}\n${rest}`));
  await db.close();
  const warnings: unknown[] = [];
  const third = await session(dir, (warning) => warnings.push(warning));
  const served = (await third.trialcore.get(ids)).objects() as Record<string, unknown>[];
  expect(third.usage.requests).toBe(0);
  expect(served.find((row) => row.serviceId === body.data.serviceId)?.overallStatus).toBe("PAUSED_BY_A_LATER_SERVICE");
  expect(JSON.stringify(warnings)).toMatch(/unknown value \\"PAUSED_BY_A_LATER_SERVICE\\" in TrialCoreRecord.overallStatus/);
});

test("a table of verbatim hits, whose values are not checked against their columns again, has the types the fetched table had", async () => {
  const dir = mkdtempSync(join(tmpdir(), "corebook-verbatim-types-"));
  const first = await session(dir);
  const fetched = new Map<string, { ids: string[]; types: unknown; rows: unknown[] }>();
  for (const core of CORES) {
    const ids = (await first[core].search({ query: core === "genecore" ? "protein" : "cancer", limit: 20 })).array("serviceId") as string[];
    const table = await first[core].get(ids, { include: [...INCLUDES[core]] });
    fetched.set(core, { ids, types: columnTypes(table), rows: table.objects() });
  }
  await first.close();

  const second = await session(dir);
  for (const core of CORES) {
    const { ids, types, rows } = fetched.get(core) ?? { ids: [], types: null, rows: [] };
    expect(ids.length, core).toBeGreaterThan(0);
    const table = await second[core].get(ids, { include: [...INCLUDES[core]] });
    expect(columnTypes(table), core).toEqual(types);
    expect(table.objects(), core).toEqual(rows);
  }
  expect(second.usage.requests).toBe(0);
  expect(second.usage.cacheHits).toBeGreaterThan(0);
});
