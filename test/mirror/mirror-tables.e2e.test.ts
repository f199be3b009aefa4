// The mirror's write path on its own, with the sandbox's records and no HTTP: typed columns hold
// what each record says for every core, the update-date guard, several versions of a key in one
// batch, tombstones and history.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CORES, type CoreName } from "../../src/schema/index.js";
import { generateDataset } from "../../src/sandbox/generate/index.js";
import { CORE_COLUMNS, recordsToTable } from "../../src/tables/index.js";
import { coreColumnTypes } from "../../src/mirror/core-schema.js";
import { openDatabase, type MirrorDatabase } from "../../src/mirror/database.js";
import { sqlTable } from "../../src/mirror/read.js";
import { createSchema, writeBatch } from "../../src/mirror/mirror-tables.js";
import { canonRows } from "./helpers.js";

const dir = mkdtempSync(join(tmpdir(), "corebook-mirror-store-"));
let db: MirrorDatabase;
const dataset = generateDataset();

beforeAll(async () => {
  db = await openDatabase(dir, { create: true });
  await createSchema(db, CORES, null);
});

afterAll(() => {
  db?.close();
  rmSync(dir, { recursive: true, force: true });
});

const trial = (id: string, title: string) => ({ ...dataset.records.trialcore[0], serviceId: id, briefTitle: title });
const titleOf = async (id: string) => (await db.rows(`SELECT "briefTitle" AS t FROM trialcore_all WHERE "serviceId" = '${id}'`))[0]?.t;

describe("typed columns", () => {
  test.each(CORES.map((core) => [core]))(
    "%s: every typed column equals the search table built from the records",
    async (core: CoreName) => {
      const records = dataset.records[core] as Record<string, unknown>[];
      await writeBatch(db, { day: "2025-01-01", upserts: records.map((record) => ({ core, record, updateDate: "2025-01-01" })) });
      const names = Object.keys(coreColumnTypes(core));
      const include = Object.keys(CORE_COLUMNS[core].includes);
      const fromSql = await sqlTable(db, `SELECT ${names.map((n) => `"${n}"`).join(", ")} FROM "${core}_all"`);
      const fromRecords = recordsToTable(core, records, { include }).select(names);
      expect(fromSql.numRows()).toBe(records.length);
      expect(canonRows(fromSql)).toEqual(canonRows(fromRecords));
    },
  );
});

describe("upserts", () => {
  test("a newer version replaces a row, an older one never rolls it back, history keeps each version", async () => {
    await writeBatch(db, {
      day: "2025-02-01",
      upserts: [{ core: "trialcore", record: trial("T_GUARD", "v1"), updateDate: "2025-02-01" }],
    });
    await writeBatch(db, {
      day: "2025-02-03",
      upserts: [{ core: "trialcore", record: trial("T_GUARD", "v2"), updateDate: "2025-02-03" }],
    });
    await writeBatch(db, {
      day: "2025-02-04",
      upserts: [{ core: "trialcore", record: trial("T_GUARD", "v0"), updateDate: "2025-01-15" }],
    });
    expect(await titleOf("T_GUARD")).toBe("v2");
    // The open version keeps its body once, in the row's _record.
    const history = await db.rows(`SELECT CAST(validFrom AS VARCHAR) AS f, CAST(validTo AS VARCHAR) AS t,
      json_extract_string(COALESCE(h.body, r."_record"), '$.briefTitle') AS title, h.body IS NULL AS open
      FROM _history h LEFT JOIN trialcore_all r ON h.validTo IS NULL AND r."serviceId" = h.serviceId
      WHERE h.serviceId = 'T_GUARD' ORDER BY validFrom`);
    expect(history).toEqual([
      { f: "2025-02-01", t: "2025-02-03", title: "v1", open: false },
      { f: "2025-02-03", t: null, title: "v2", open: true },
    ]);
  });

  test("a redelivered version of the same date replaces the row without duplicating it", async () => {
    const again = {
      day: "2025-02-05",
      upserts: [{ core: "trialcore" as const, record: trial("T_GUARD", "v2b"), updateDate: "2025-02-03" }],
    };
    await writeBatch(db, again);
    await writeBatch(db, again);
    expect(await titleOf("T_GUARD")).toBe("v2b");
    expect((await db.rows(`SELECT count(*) AS n FROM trialcore_all WHERE "serviceId" = 'T_GUARD'`))[0].n).toBe(1n);
    expect((await db.rows(`SELECT count(*) AS n FROM _history WHERE serviceId = 'T_GUARD' AND validTo IS NULL`))[0].n).toBe(1n);
  });

  test("several versions of one key in a batch: the newest wins, and of equal dates the last", async () => {
    await writeBatch(db, {
      day: "2025-03-01",
      upserts: [
        { core: "trialcore", record: trial("T_DUP", "new"), updateDate: "2025-03-01" },
        { core: "trialcore", record: trial("T_DUP", "old"), updateDate: "2025-02-01" },
        { core: "trialcore", record: trial("T_TIE", "first"), updateDate: "2025-03-01" },
        { core: "trialcore", record: trial("T_TIE", "last"), updateDate: "2025-03-01" },
      ],
    });
    expect(await titleOf("T_DUP")).toBe("new");
    expect(await titleOf("T_TIE")).toBe("last");
    expect((await db.rows(`SELECT count(*) AS n FROM _history WHERE serviceId IN ('T_DUP', 'T_TIE')`))[0].n).toBe(2n);
  });

  test("a tombstone hides the row from the view, keeps its deletion day, and a later version revives it", async () => {
    await writeBatch(db, { day: "2025-04-01", tombstones: [{ core: "trialcore", serviceId: "T_DUP", deletedOn: "2025-03-20" }] });
    const dead = await db.rows(`SELECT CAST("_deletedOn" AS VARCHAR) AS d FROM trialcore_all WHERE "serviceId" = 'T_DUP'`);
    expect(dead).toEqual([{ d: "2025-03-20" }]);
    expect(await db.rows(`SELECT 1 FROM trialcore WHERE "serviceId" = 'T_DUP'`)).toEqual([]);
    await writeBatch(db, {
      day: "2025-04-02",
      upserts: [{ core: "trialcore", record: trial("T_DUP", "back"), updateDate: "2025-04-02" }],
    });
    expect(await db.rows(`SELECT "briefTitle" AS t FROM trialcore WHERE "serviceId" = 'T_DUP'`)).toEqual([{ t: "back" }]);
  });

  test("a batch that fails leaves rows, history and state as they were", async () => {
    const before = await db.rows(`SELECT (SELECT count(*) FROM trialcore_all) AS rows, (SELECT count(*) FROM _history) AS versions`);
    const bad = { core: "trialcore" as const, record: trial("T_FAIL", "x"), updateDate: "2025-05-01" };
    await expect(writeBatch(db, { day: "not-a-day", upserts: [bad], state: { probe: 1 } })).rejects.toThrow();
    expect(await db.rows(`SELECT (SELECT count(*) FROM trialcore_all) AS rows, (SELECT count(*) FROM _history) AS versions`)).toEqual(
      before,
    );
    expect(await db.rows(`SELECT 1 FROM _state WHERE key = 'probe'`)).toEqual([]);
  });
});

describe("format 1", () => {
  test("a format-1 mirror is brought up to format 2 in the schema's one script: body hashes, every record held for its IDs", async () => {
    const old = mkdtempSync(join(tmpdir(), "corebook-mirror-format1-"));
    const v1 = await openDatabase(old, { create: true });
    try {
      await createSchema(v1, ["drugcore"], null, { formatVersion: 2 });
      const records = dataset.records.drugcore.slice(0, 3) as Record<string, unknown>[];
      await writeBatch(v1, {
        day: "2025-01-01",
        upserts: records.map((record) => ({ core: "drugcore", record, updateDate: "2025-01-01" })),
      });
      // What format 1 held: no _bodyHash column, no reasons.
      await v1.script([
        `ALTER TABLE drugcore_all DROP COLUMN "_bodyHash"`,
        `DELETE FROM _membership`,
        `UPDATE _state SET value = '1' WHERE key = 'formatVersion'`,
      ]);
      await createSchema(v1, ["drugcore"], 1);
      const [row] = await v1.rows(`SELECT count(*) AS n, count("_bodyHash") AS hashed,
        (SELECT count(*) FROM _membership WHERE core = 'drugcore' AND via = 'ids') AS held,
        (SELECT CAST(value AS VARCHAR) FROM _state WHERE key = 'formatVersion') AS version FROM drugcore_all`);
      expect(row).toEqual({ n: 3n, hashed: 3n, held: 3n, version: "2" });
    } finally {
      v1.close();
      rmSync(old, { recursive: true, force: true });
    }
  });
});
