// Every DuckDB error reaches the user as a mirror error with DuckDB's own as the cause: damage as
// MirrorDamagedError (a checksum failure is damage, never "another writer"), a refused query of the
// user's as a MisuseError, anything else as MirrorError; an empty file left by a killed init is
// removed rather than reported, and one holding only part of DuckDB's headers is set aside by an init.
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test, vi } from "vitest";
import { MisuseError } from "../../src/errors/index.js";
import { DATABASE_FILE, deferredDatabase, openDatabase, type MirrorDatabase } from "../../src/mirror/database.js";
import { createDatabaseFile } from "../../src/mirror/database-file.js";
import { MirrorDamagedError, MirrorError, MirrorLockedError } from "../../src/mirror/mirror-errors.js";
import { sqlTable } from "../../src/mirror/read.js";

const root = mkdtempSync(join(tmpdir(), "corebook-mirror-db-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A small DuckDB file written through the mirror's database layer and closed. */
async function written(name: string): Promise<string> {
  const dir = join(root, name);
  mkdirSync(dir);
  const db = await openDatabase(dir, { create: true });
  await db.script([`CREATE TABLE t AS SELECT range AS x, 'row ' || range AS label FROM range(50000)`]);
  db.close();
  return dir;
}

/** Opens the database and reads every row of the table `written` made. */
async function openAndReadAll(dir: string): Promise<unknown> {
  const db = await openDatabase(dir, { create: false });
  try {
    return await db.rows(`SELECT count(*) AS n, sum(x) AS x, sum(length(label)) AS label FROM t`);
  } finally {
    db.close();
  }
}

function zeroPage(path: string, at: number): void {
  const fd = openSync(path, "r+");
  writeSync(fd, Buffer.alloc(4096), 0, 4096, at);
  closeSync(fd);
}

describe("damage is MirrorDamagedError, with DuckDB's message as the cause and the way out", () => {
  test("a block that fails its checksum (DuckDB's message says 'checksum ... in block', which once read as a lock)", async () => {
    const dir = await written("checksum");
    zeroPage(join(dir, DATABASE_FILE), 4096);
    const error = await openDatabase(dir, { create: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MirrorDamagedError);
    expect(error).not.toBeInstanceOf(MirrorLockedError);
    expect((error as MirrorDamagedError).reason).toMatch(/checksum/);
    expect((error as Error).cause).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/is damaged.*The way out: move .*mirror\.duckdb.*mirror init/s);
  });

  test("a truncated file, cut through its metadata or its data, and a foreign file", async () => {
    // DuckDB reads the metadata when it opens the file and a data block when a query needs it:
    // where the cut falls decides which one fails, and both must be MirrorDamagedError.
    for (const fraction of [0.25, 0.5, 0.9]) {
      const truncated = await written(`truncated-${fraction}`);
      truncateSync(join(truncated, DATABASE_FILE), Math.floor(statSync(join(truncated, DATABASE_FILE)).size * fraction));
      await expect(openAndReadAll(truncated)).rejects.toThrow(MirrorDamagedError);
    }
    const foreign = await written("foreign");
    writeFileSync(join(foreign, DATABASE_FILE), "not a database\n".repeat(1000));
    await expect(openDatabase(foreign, { create: false })).rejects.toThrow(/not a valid DuckDB database file/);
  });

  test("an empty file (an init killed while DuckDB created it) is removed: opened to create, it becomes a new database", async () => {
    const dir = await written("empty");
    writeFileSync(join(dir, DATABASE_FILE), "");
    await expect(openDatabase(dir, { create: false })).rejects.toThrow(MisuseError);
    writeFileSync(join(dir, DATABASE_FILE), "");
    const db = await openDatabase(dir, { create: true });
    expect(await db.rows(`SELECT count(*) AS n FROM duckdb_tables()`)).toEqual([{ n: 0n }]);
    db.close();
  });

  /** Damaged to a read; opened to create, moved aside with a warning matching `said`, and a new database made. */
  async function movedAsideWhenCreating(dir: string, said: string): Promise<void> {
    await expect(openDatabase(dir, { create: false })).rejects.toThrow(MirrorDamagedError);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const db = await openDatabase(dir, { create: true });
      expect(await db.rows(`SELECT count(*) AS n FROM duckdb_tables()`)).toEqual([{ n: 0n }]);
      db.close();
      expect(warn.mock.calls.flat().join("\n")).toMatch(new RegExp(`${said}.*moved to .*unfinished-`));
    } finally {
      warn.mockRestore();
    }
    expect(readdirSync(dir).filter((name) => name.startsWith(`${DATABASE_FILE}.unfinished-`))).toHaveLength(1);
  }

  test("a file shorter than DuckDB's headers is damaged to a read; opened to create, it is moved aside, said, and a new database made", async () => {
    // What an init killed while DuckDB wrote a new file's three 4 KB headers left, when corebook
    // had DuckDB create the file in place; a file cut short looks the same.
    for (const size of [4096, 8192]) {
      const dir = await written(`short-${size}`);
      truncateSync(join(dir, DATABASE_FILE), size);
      await movedAsideWhenCreating(dir, `was ${size} bytes, shorter than a DuckDB file's headers`);
    }
  });

  test("a file of zeros as long as DuckDB's headers or longer (sized, never written) is moved aside when creating, and damaged to a read", async () => {
    // What an init killed after DuckDB sized a new file and before it wrote a header left, when
    // corebook had DuckDB create the file in place.
    for (const size of [3 * 4096, 256 * 1024]) {
      const dir = await written(`zeros-${size}`);
      writeFileSync(join(dir, DATABASE_FILE), Buffer.alloc(size));
      await movedAsideWhenCreating(dir, `was ${size} bytes, its headers never written`);
    }
  });

  test("a file past the headers with data in them is not taken for an unfinished one: it is damaged, also when creating", async () => {
    const dir = await written("garbage");
    writeFileSync(join(dir, DATABASE_FILE), Buffer.alloc(3 * 4096, 7));
    await expect(openDatabase(dir, { create: true })).rejects.toThrow(MirrorDamagedError);
    expect(readdirSync(dir).filter((name) => name.includes(".unfinished-"))).toHaveLength(0);
  });
});

describe("a new file is created whole, under another name, then linked", () => {
  test("the created file opens, and no file of the creation is left", async () => {
    const dir = join(root, "whole");
    mkdirSync(dir);
    await createDatabaseFile(join(dir, DATABASE_FILE));
    expect(readdirSync(dir)).toEqual([DATABASE_FILE]);
    const db = await openDatabase(dir, { create: false });
    expect(await db.rows("SELECT 1 AS one")).toEqual([{ one: 1 }]);
    db.close();
  });

  test("a file another process created meanwhile is kept as it is", async () => {
    const dir = await written("created-meanwhile");
    const before = statSync(join(dir, DATABASE_FILE)).size;
    await createDatabaseFile(join(dir, DATABASE_FILE));
    expect(statSync(join(dir, DATABASE_FILE)).size).toBe(before);
    expect(await openAndReadAll(dir)).toEqual([expect.objectContaining({ n: 50000n })]);
  });

  test("a creation a killed process left is removed when the mirror is next opened to write; a live process's is kept", async () => {
    const dir = await written("abandoned");
    const dead = spawnSync(process.execPath, ["-e", ""]).pid;
    const abandoned = [`${DATABASE_FILE}.creating-${dead}-0a1b2c3d`, `${DATABASE_FILE}.creating-${dead}-0a1b2c3d.wal`];
    const live = `${DATABASE_FILE}.creating-${process.pid}-00000000`;
    for (const name of [...abandoned, live]) writeFileSync(join(dir, name), Buffer.alloc(4096));
    (await openDatabase(dir, { create: false, readOnly: true })).close();
    expect(readdirSync(dir)).toEqual(expect.arrayContaining(abandoned));
    (await openDatabase(dir, { create: false })).close();
    expect(readdirSync(dir).filter((name) => name.includes(".creating-"))).toEqual([live]);
  });
});

describe("other DuckDB errors are never raw", () => {
  test("a refused query of the user's is a MisuseError naming DuckDB's message; a failed write of ours is a MirrorError", async () => {
    const dir = await written("queries");
    const db = await openDatabase(dir, { create: false });
    try {
      const refused = await sqlTable(db, "SELEC x FROM t").catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(MisuseError);
      expect((refused as Error).message).toMatch(/mirror\.sql: DuckDB refused the query: Parser Error/);
      await expect(sqlTable(db, "SELECT nope FROM t")).rejects.toThrow(/Binder Error/);
      const failed = await db.run("INSERT INTO missing VALUES (1)").catch((e: unknown) => e);
      expect(failed).toBeInstanceOf(MirrorError);
      expect(failed).not.toBeInstanceOf(MirrorDamagedError);
      expect((failed as Error).message).toMatch(/DuckDB failed while writing: Catalog Error/);
      // A failed script leaves no transaction open: the next one works.
      await expect(db.script(["INSERT INTO t VALUES (1, 'a')", "INSERT INTO missing VALUES (1)"])).rejects.toThrow(MirrorError);
      await db.script(["INSERT INTO t VALUES (-1, 'b')"]);
      expect(await db.rows(`SELECT count(*) AS n FROM t WHERE x < 0`)).toEqual([{ n: 1n }]);
    } finally {
      db.close();
    }
  });

  test("append writes text, integers and nulls as rows; a value the column refuses is a MirrorError and appends nothing", async () => {
    const dir = join(root, "append");
    mkdirSync(dir);
    const db = await openDatabase(dir, { create: true });
    try {
      await db.run(`CREATE TABLE a (name VARCHAR, n INTEGER, day DATE, body JSON)`);
      await db.append("a", [
        ["x", 1, "2025-09-01", '{"k":[1,2]}'],
        ["y", null, null, null],
      ]);
      expect(await db.rows(`SELECT name, n, CAST(day AS VARCHAR) AS day, body->>'$.k[1]' AS k FROM a ORDER BY name`)).toEqual([
        { name: "x", n: 1, day: "2025-09-01", k: "2" },
        { name: "y", n: null, day: null, k: null },
      ]);
      const refused = await db.append("a", [["z", 3, "not-a-day", null]]).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(MirrorError);
      expect((refused as Error).message).toMatch(/DuckDB failed while writing: .*not-a-day/);
      expect(await db.rows(`SELECT count(*) AS n FROM a`)).toEqual([{ n: 2n }]);
    } finally {
      db.close();
    }
  });

  test("a second writer in this process is MirrorLockedError", async () => {
    const dir = await written("twice");
    const db = await openDatabase(dir, { create: false });
    try {
      await expect(openDatabase(dir, { create: false })).rejects.toThrow(MirrorLockedError);
    } finally {
      db.close();
    }
  });

  test("two opens of one file started together: one gets it, the other is MirrorLockedError (the path is taken before DuckDB loads)", async () => {
    const dir = join(root, "together");
    mkdirSync(dir);
    const [a, b] = await Promise.allSettled([openDatabase(dir, { create: true }), openDatabase(dir, { create: true })]);
    const opened = [a, b].filter((r): r is PromiseFulfilledResult<MirrorDatabase> => r.status === "fulfilled");
    const refused = [a, b].filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(opened).toHaveLength(1);
    expect(refused.map((r) => r.reason)).toEqual([expect.any(MirrorLockedError)]);
    opened[0].value.close();
    // Closed: the file can be opened again.
    (await openDatabase(dir, { create: false })).close();
  });

  test("a database still opening: calls wait for it, close() before the open ends closes it once open, a failed open is each call's error", async () => {
    const dir = await written("deferred");
    const db = deferredDatabase(dir, openDatabase(dir, { create: false }));
    expect(await db.rows(`SELECT count(*) AS n FROM t`)).toEqual([{ n: 50000n }]);
    db.close();
    const early = deferredDatabase(dir, openDatabase(dir, { create: false }));
    early.close();
    // The close lands when the open ends; then the file is free again.
    const freed = async () => {
      try {
        (await openDatabase(dir, { create: false })).close();
        return "free";
      } catch (error) {
        return error;
      }
    };
    await expect.poll(freed).toBe("free");
    const failed = deferredDatabase(join(root, "nowhere"), openDatabase(join(root, "nowhere"), { create: false }));
    await expect(failed.rows("SELECT 1")).rejects.toThrow(MirrorError);
    await expect(failed.script(["SELECT 1"])).rejects.toThrow(/Cannot open file/);
    failed.close();
  });
});
