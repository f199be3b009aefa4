// LMDB's data file read without LMDB: whether LMDB can map it without crashing the process
// (checkLmdbFile), and the entries still readable from a damaged one (salvageLmdbFile).
//
// LMDB does not checksum its pages: it follows every page number and offset it reads from the map,
// so a file shorter than its meta page says (truncated), or whose page headers, node offsets or
// sizes were damaged, makes the process die by SIGBUS or SIGSEGV on open or on a read, which no
// JavaScript can catch. The check reads the file with ordinary reads (a damaged file is only data
// here) and walks every page LMDB can reach from a meta record, checking each value LMDB would
// dereference or trust:
//
// - the meta pages: magic number, format version, page size, and a file long enough for the last
//   page they name;
// - every branch, leaf and overflow page reachable from the roots of the main and the free-page
//   trees: the page's own number, its kind, the bounds of its node index, every node inside the
//   page with its key and inline data, every child page number inside the file and at the right
//   level, each page reached once, and each overflow run inside the file, starting with an
//   overflow page header, and as long as its value needs (LMDB frees the run its header names: an
//   overlap with another page would hand that page out again);
// - every record of the free-page tree (read by any process that writes): a page list whose length
//   fits its value and whose page numbers are inside the file;
// - the counts of entries and of branch, leaf and overflow pages the newest meta record keeps.
//
// The layout is that of the LMDB inside the `lmdb` package (its mdb.c: MDB_page, MDB_node,
// MDB_meta, MDB_db, MDB_ovpage) on 64-bit little-endian machines. Where that does not hold the
// check says so rather than guess.
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { arch, endianness } from "node:os";
import { CorebookError } from "../errors/index.js";

const MAGIC = 0xbeefc0de;
const DATA_VERSION = 2;
const PAGE_HEADER = 24;
const NODE_HEADER = 8;
const OVPAGE_INFO = 24;
const META_AT = PAGE_HEADER;
const DB_RECORD = 48;

const P_BRANCH = 0x01;
const P_LEAF = 0x02;
const P_OVERFLOW = 0x04;
const P_LEAF2 = 0x20;
const P_SUBP = 0x40;
const F_BIGDATA = 0x01;
const F_SUBDATA = 0x02;
const F_DUPDATA = 0x04;
const MDB_DUPSORT = 0x04;

/**
 * `ok: true` with `badKeys`: entries whose key is not a cache id (a damaged key: LMDB never finds
 * them, so they do no harm, but they are damage to report).
 */
type LmdbCheck =
  | { ok: true; pages: number; entries: number; badKeys: number }
  | { ok: false; problem: string }
  | { ok: "unchecked"; why: string };

/** The store's keys: the SHA-256 of a request's canonical key, in lowercase hex. */
function isStoreId(key: Buffer): boolean {
  if (key.length !== 64) return false;
  for (const byte of key) if (!((byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x66))) return false;
  return true;
}

interface Db {
  flags: number;
  depth: number;
  branchPages: number;
  leafPages: number;
  overflowPages: number;
  entries: number;
  root: number;
}

interface Meta {
  /** Where the meta record sits in the file, for messages. */
  at: number;
  pageSize: number;
  free: Db;
  main: Db;
  lastPage: number;
  txnid: number;
}

/** A 64-bit field as a number; values past 2^53 are as damaged as any out-of-range number. */
function u64(buf: Buffer, at: number): number {
  return Number(buf.readBigUInt64LE(at));
}

function readDb(buf: Buffer, at: number): Db {
  return {
    flags: buf.readUInt16LE(at + 4),
    depth: buf.readUInt16LE(at + 6),
    branchPages: u64(buf, at + 8),
    leafPages: u64(buf, at + 16),
    overflowPages: u64(buf, at + 24),
    entries: u64(buf, at + 32),
    root: u64(buf, at + 40),
  };
}

/** A page that does not hold what its header says: the walk stops there (never thrown out of this module). */
class Damage extends CorebookError {}

/** P_INVALID, the root of an empty tree. */
const NO_PAGE = Number(0xffffffffffffffffn);

class PageFile {
  private readonly fd: number;
  readonly size: number;

  constructor(
    path: string,
    readonly pageSize: number,
  ) {
    this.fd = openSync(path, "r");
    this.size = fstatSync(this.fd).size;
  }

  /** The first `into.length` bytes of page `pgno`. */
  read(pgno: number, into: Buffer): Buffer {
    const got = readSync(this.fd, into, 0, into.length, pgno * this.pageSize);
    if (got !== into.length) throw new Damage(`page ${pgno} lies past the end of the file`);
    return into;
  }

  close(): void {
    closeSync(this.fd);
  }
}

function readMetas(path: string): Meta[] | string {
  const fd = openSync(path, "r");
  try {
    const buf = Buffer.alloc(PAGE_HEADER + 144);
    if (readSync(fd, buf, 0, buf.length, 0) !== buf.length) return "the file is shorter than a meta page";
    if (buf.readUInt32LE(META_AT) !== MAGIC) return "the first page is not an LMDB meta page (no magic number)";
    const pageSize = buf.readUInt32LE(META_AT + 24);
    if (pageSize < 512 || pageSize > 65536 || (pageSize & (pageSize - 1)) !== 0) return `the meta page names a page size of ${pageSize}`;
    const metas: Meta[] = [];
    // Meta pages 0 and 1, and the record lmdb-js keeps of the last flushed transaction in page 0's
    // second half (written from its map size on: it has no magic number or version of its own).
    for (const at of [0, pageSize, pageSize / 2]) {
      if (readSync(fd, buf, 0, buf.length, at) !== buf.length) return `the meta page at byte ${at} is cut off`;
      const m = META_AT;
      const flushed = at === pageSize / 2;
      if (flushed) {
        // Absent until the file is first synced.
        if (buf.subarray(m, m + 144).every((b) => b === 0)) continue;
      } else {
        if (buf.readUInt32LE(m) !== MAGIC) return `the meta page at byte ${at} has no magic number`;
        if ((buf.readUInt32LE(m + 4) & 0xffff) !== DATA_VERSION) return `the meta page at byte ${at} is of another LMDB data version`;
      }
      if (buf.readUInt32LE(m + 24) !== pageSize) return `the meta record at byte ${at} names another page size`;
      metas.push({
        at,
        pageSize,
        free: readDb(buf, m + 24),
        main: readDb(buf, m + 24 + DB_RECORD),
        lastPage: u64(buf, m + 120),
        txnid: u64(buf, m + 128),
      });
    }
    return metas;
  } finally {
    closeSync(fd);
  }
}

interface Walk {
  file: PageFile;
  meta: Meta;
  /** Every page reached so far, across the trees walked: its level (1 = leaf, 0 = overflow). */
  seen: Map<number, number>;
  overflowHead: Buffer;
}

/** What a tree holds, compared with its DB record. */
interface Tally {
  branch: number;
  leaf: number;
  overflow: number;
  entries: number;
}

function checkRange(walk: Walk, pgno: number, count: number, what: string): void {
  if (!Number.isSafeInteger(pgno) || pgno < 2 || pgno + count - 1 > walk.meta.lastPage)
    throw new Damage(`${what} names page ${pgno}${count > 1 ? ` (and ${count - 1} more)` : ""}, outside pages 2..${walk.meta.lastPage}`);
}

/** Claims pages for one use; a page reached twice (a cycle, or two values on one page) is damage. */
function claim(walk: Walk, first: number, count: number, level: number, what: string): boolean {
  const before = walk.seen.get(first);
  if (before !== undefined) {
    // Shared with a tree walked before (an older snapshot keeps the pages it has in common).
    if (before === level) return false;
    throw new Damage(`${what}: page ${first} is reached twice, in different roles`);
  }
  for (let i = 0; i < count; i++) {
    if (walk.seen.has(first + i)) throw new Damage(`${what}: page ${first + i} is reached twice, in different roles`);
    walk.seen.set(first + i, level);
  }
  return true;
}

/**
 * What a walk does with the entries it reaches, and with damage. A check passes no `problems` list:
 * the first damage throws. A salvage passes one: a damaged page or value is noted there and
 * skipped, and the walk goes on with the rest.
 */
interface Visit {
  /** Each entry's key. */
  onKey?: (key: Buffer) => void;
  /** Each entry's key and value (an overflow value is read only when this is given). */
  onEntry?: (key: Buffer, value: Buffer, pgno: number) => void;
  problems?: string[];
}

/** Runs `step`; in a tolerant walk, damage is noted and the step skipped. */
function guarded(visit: Visit, step: () => void): void {
  if (!visit.problems) {
    step();
    return;
  }
  try {
    step();
  } catch (error) {
    if (!(error instanceof Damage)) throw error;
    visit.problems.push(error.message);
  }
}

/** Walks one tree from its root, checking every page and node LMDB would follow. */
function walkTree(walk: Walk, db: Db, name: string, visit: Visit): Tally {
  const tally: Tally = { branch: 0, leaf: 0, overflow: 0, entries: 0 };
  if (db.root === NO_PAGE) {
    if (db.entries !== 0) throw new Damage(`the ${name} tree is empty but its record counts ${db.entries} entries`);
    return tally;
  }
  if (db.depth < 1 || db.depth > 64) throw new Damage(`the ${name} tree has a depth of ${db.depth}`);
  if ((db.flags & MDB_DUPSORT) !== 0) throw new Damage(`the ${name} tree is flagged for duplicate keys, which the cache never uses`);
  checkRange(walk, db.root, 1, `the ${name} tree's root`);
  const pending: Array<{ pgno: number; level: number }> = [{ pgno: db.root, level: db.depth }];
  while (pending.length > 0) {
    const { pgno, level } = pending.pop() as { pgno: number; level: number };
    guarded(visit, () => walkPage(walk, db, name, visit, pgno, level, pending, tally));
  }
  return tally;
}

function walkPage(
  walk: Walk,
  db: Db,
  name: string,
  visit: Visit,
  pgno: number,
  level: number,
  pending: Array<{ pgno: number; level: number }>,
  tally: Tally,
): void {
  const { pageSize } = walk.meta;
  const room = pageSize - PAGE_HEADER;
  const where = `page ${pgno} (${name} tree)`;
  if (!claim(walk, pgno, 1, level, where)) return;
  // Its own buffer: reading an overflow value below must not overwrite it.
  const page = walk.file.read(pgno, Buffer.allocUnsafe(pageSize));
  if (u64(page, 0) !== pgno) throw new Damage(`${where} carries the header of page ${u64(page, 0)}`);
  const flags = page.readUInt16LE(18);
  const kind = level > 1 ? P_BRANCH : P_LEAF;
  if ((flags & (P_BRANCH | P_LEAF | P_OVERFLOW | P_LEAF2 | P_SUBP)) !== kind)
    throw new Damage(`${where} should be a ${level > 1 ? "branch" : "leaf"} page; its flags are 0x${flags.toString(16)}`);
  const lower = page.readUInt16LE(20);
  const upper = page.readUInt16LE(22);
  if (lower % 2 !== 0 || lower > upper || upper > room) throw new Damage(`${where} has a node index (${lower}..${upper}) outside its page`);
  const count = lower >> 1;
  if (count === 0 && pgno !== db.root) throw new Damage(`${where} holds no nodes`);
  if (level > 1) tally.branch++;
  else tally.leaf++;
  for (let i = 0; i < count; i++) {
    guarded(visit, () => {
      const ptr = page.readUInt16LE(PAGE_HEADER + 2 * i);
      if (ptr < upper || ptr + NODE_HEADER > room) throw new Damage(`${where}: node ${i} starts outside the page's node area`);
      const node = PAGE_HEADER + ptr;
      const lo = page.readUInt16LE(node);
      const hi = page.readUInt16LE(node + 2);
      const nodeFlags = page.readUInt16LE(node + 4);
      const keyAt = node + NODE_HEADER;
      const dataAt = keyAt + page.readUInt16LE(node + 6);
      if (dataAt > pageSize) throw new Damage(`${where}: node ${i}'s key runs past the page`);
      if (level > 1) {
        const child = lo + hi * 0x10000 + nodeFlags * 0x100000000;
        checkRange(walk, child, 1, `${where}, node ${i}`);
        pending.push({ pgno: child, level: level - 1 });
        return;
      }
      if ((nodeFlags & (F_SUBDATA | F_DUPDATA)) !== 0) throw new Damage(`${where}: node ${i} is a sub-database, which the cache never has`);
      tally.entries++;
      const size = lo + hi * 0x10000;
      const key = page.subarray(keyAt, dataAt);
      visit.onKey?.(key);
      if ((nodeFlags & F_BIGDATA) === 0) {
        if (dataAt + size > pageSize) throw new Damage(`${where}: node ${i}'s value (${size} bytes) runs past the page`);
        visit.onEntry?.(key, page.subarray(dataAt, dataAt + size), pgno);
        return;
      }
      if (dataAt + OVPAGE_INFO > pageSize) throw new Damage(`${where}: node ${i}'s overflow reference runs past the page`);
      const first = u64(page, dataAt);
      const needed = Math.floor((PAGE_HEADER - 1 + size) / pageSize) + 1;
      const what = `${where}, node ${i}'s value (${size} bytes)`;
      checkRange(walk, first, needed, what);
      const head = walk.file.read(first, walk.overflowHead);
      if (u64(head, 0) !== first || (head.readUInt16LE(18) & (P_BRANCH | P_LEAF | P_OVERFLOW)) !== P_OVERFLOW)
        throw new Damage(`${what} should start with an overflow page at page ${first}`);
      // A run can be longer than its value needs (a value overwritten by a smaller one keeps its pages),
      // and LMDB frees as many pages as the run's header says: all of them must be the run's own.
      const pages = head.readUInt32LE(20);
      if (pages < needed) throw new Damage(`${what} needs ${needed} overflow pages; page ${first} holds ${pages}`);
      checkRange(walk, first, pages, what);
      if (!claim(walk, first, pages, 0, what)) return;
      tally.overflow += pages;
      if (visit.onEntry) visit.onEntry(key, readRun(walk.file, first, size), first);
    });
  }
}

/** An overflow value's bytes. */
function readRun(file: PageFile, first: number, size: number): Buffer {
  const out = Buffer.alloc(PAGE_HEADER + size);
  file.read(first, out);
  return out.subarray(PAGE_HEADER);
}

/** A free-page record: a count, then that many page numbers (or, in lmdb-js, negative run lengths). */
function checkPageList(lastPage: number, value: Buffer, pgno: number): void {
  const where = `the free-page list on page ${pgno}`;
  if (value.length < 8 || value.length % 8 !== 0) throw new Damage(`${where} is ${value.length} bytes long`);
  const count = u64(value, 0);
  if ((count + 1) * 8 > value.length) throw new Damage(`${where} counts ${count} pages in ${value.length} bytes`);
  for (let i = 1; i <= count; i++) {
    const entry = value.readBigInt64LE(i * 8);
    if (entry > BigInt(lastPage)) throw new Damage(`${where} names page ${entry}, past the last page (${lastPage})`);
  }
}

function compare(tally: Tally, db: Db, name: string, meta: Meta): void {
  const pairs: Array<[string, number, number]> = [
    ["entries", tally.entries, db.entries],
    ["branch pages", tally.branch, db.branchPages],
    ["leaf pages", tally.leaf, db.leafPages],
    ["overflow pages", tally.overflow, db.overflowPages],
  ];
  for (const [what, found, recorded] of pairs)
    if (found !== recorded)
      throw new Damage(`the ${name} tree holds ${found} ${what}; the meta page at byte ${meta.at} records ${recorded}`);
}

/** The transaction ids of the meta records: they change with every commit of another process. */
function commitStamp(path: string): string {
  try {
    const metas = readMetas(path);
    return typeof metas === "string" ? metas : metas.map((m) => m.txnid).join(",");
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * Checks a data file (`data.mdb`). `ok: false` names the first problem found; `ok: "unchecked"` is
 * a machine whose layout this check does not know. Another process may be writing the file
 * meanwhile: a walk that met a problem while a commit landed saw a mix of two states, and is done
 * again (a commit leaves the two latest snapshots intact, so a walk that overlaps no commit is exact).
 */
export function checkLmdbFile(path: string): LmdbCheck {
  if (endianness() !== "LE" || !["x64", "arm64", "ppc64", "riscv64", "loong64"].includes(arch()))
    return { ok: "unchecked", why: `this check knows LMDB's layout on 64-bit little-endian machines, not ${arch()}` };
  for (let attempt = 1; ; attempt++) {
    const before = commitStamp(path);
    const result = checkOnce(path);
    if (result.ok !== false || attempt === 5 || commitStamp(path) === before) return result;
  }
}

function checkOnce(path: string): LmdbCheck {
  let file: PageFile | undefined;
  try {
    const metas = readMetas(path);
    if (typeof metas === "string") return { ok: false, problem: metas };
    file = new PageFile(path, metas[0].pageSize);
    const seen = new Map<number, number>();
    // Newest first, with its counts compared; older snapshots share most pages, checked once.
    const [newest, ...older] = [...metas].sort((a, b) => b.txnid - a.txnid);
    let result: LmdbCheck = { ok: true, pages: 0, entries: 0, badKeys: 0 };
    for (const meta of [newest, ...older]) {
      const need = (meta.lastPage + 1) * meta.pageSize;
      if (meta.lastPage < 1 || file.size < need)
        return { ok: false, problem: `the file is ${file.size} bytes long; the meta record at byte ${meta.at} needs ${need}` };
      const walk: Walk = { file, meta, seen, overflowHead: Buffer.alloc(PAGE_HEADER) };
      let badKeys = 0;
      const main = walkTree(walk, meta.main, "main", {
        onKey: (key) => {
          if (!isStoreId(key)) badKeys++;
        },
      });
      const free = walkTree(walk, meta.free, "free-page", { onEntry: (_, list, pgno) => checkPageList(meta.lastPage, list, pgno) });
      if (meta === newest) {
        compare(main, meta.main, "main", meta);
        compare(free, meta.free, "free-page", meta);
        result = { ok: true, pages: seen.size, entries: main.entries, badKeys };
      }
    }
    return result;
  } catch (error) {
    if (error instanceof Damage) return { ok: false, problem: error.message };
    return { ok: false, problem: `cannot be read (${(error as Error).message})` };
  } finally {
    file?.close();
  }
}

/**
 * Reads every entry still readable from a damaged data file, without LMDB: the main trees of its
 * meta records, newest first, skipping each damaged page or value (named in `problems`). An entry
 * is given once, from the newest snapshot that holds it; `onEntry` gets copies it may keep.
 */
export function salvageLmdbFile(path: string, onEntry: (key: Buffer, value: Buffer) => void): { problems: string[] } {
  const problems: string[] = [];
  let file: PageFile | undefined;
  try {
    const metas = readMetas(path);
    if (typeof metas === "string") return { problems: [metas] };
    file = new PageFile(path, metas[0].pageSize);
    const seen = new Map<number, number>();
    const given = new Set<string>();
    for (const meta of [...metas].sort((a, b) => b.txnid - a.txnid)) {
      const walk: Walk = { file, meta, seen, overflowHead: Buffer.alloc(PAGE_HEADER) };
      guarded({ problems }, () =>
        walkTree(walk, meta.main, "main", {
          problems,
          onEntry: (key, value) => {
            const id = key.toString("latin1");
            if (given.has(id)) return;
            given.add(id);
            onEntry(Buffer.from(key), Buffer.from(value));
          },
        }),
      );
    }
    // A file cut short loses the pages written last, which hold its trees' roots (LMDB writes a
    // transaction's pages at the end): the walk above then reaches nothing. Every leaf page still
    // in the file is read too, wherever it is; an entry found there that the walk did not give is
    // given now (the caller checks each value's own check and key, so an older copy of an entry,
    // left on a page LMDB has since freed, is still a whole response).
    const pages = file;
    guarded({ problems }, () =>
      scanLeafPages(pages, (key, value) => {
        const id = key.toString("latin1");
        if (given.has(id)) return;
        given.add(id);
        onEntry(Buffer.from(key), Buffer.from(value));
      }),
    );
  } catch (error) {
    problems.push(`cannot be read (${(error as Error).message})`);
  } finally {
    file?.close();
  }
  return { problems };
}

/** Every entry on a leaf page of the file, by reading each page in turn (no tree is followed); damaged nodes are skipped. */
function scanLeafPages(file: PageFile, onEntry: (key: Buffer, value: Buffer) => void): void {
  const { pageSize } = file;
  const count = Math.floor(file.size / pageSize);
  const page = Buffer.allocUnsafe(pageSize);
  const head = Buffer.alloc(PAGE_HEADER);
  const room = pageSize - PAGE_HEADER;
  for (let pgno = 2; pgno < count; pgno++) {
    file.read(pgno, page);
    if (u64(page, 0) !== pgno || (page.readUInt16LE(18) & (P_BRANCH | P_LEAF | P_OVERFLOW | P_LEAF2 | P_SUBP)) !== P_LEAF) continue;
    const lower = page.readUInt16LE(20);
    const upper = page.readUInt16LE(22);
    if (lower % 2 !== 0 || lower > upper || upper > room) continue;
    for (let i = 0; i < lower >> 1; i++) {
      const ptr = page.readUInt16LE(PAGE_HEADER + 2 * i);
      if (ptr < upper || ptr + NODE_HEADER > room) continue;
      const node = PAGE_HEADER + ptr;
      const size = page.readUInt16LE(node) + page.readUInt16LE(node + 2) * 0x10000;
      const nodeFlags = page.readUInt16LE(node + 4);
      const keyAt = node + NODE_HEADER;
      const dataAt = keyAt + page.readUInt16LE(node + 6);
      if (dataAt > pageSize || (nodeFlags & (F_SUBDATA | F_DUPDATA)) !== 0) continue;
      const key = page.subarray(keyAt, dataAt);
      if ((nodeFlags & F_BIGDATA) === 0) {
        if (dataAt + size <= pageSize) onEntry(key, page.subarray(dataAt, dataAt + size));
        continue;
      }
      if (dataAt + OVPAGE_INFO > pageSize) continue;
      const first = u64(page, dataAt);
      const needed = Math.floor((PAGE_HEADER - 1 + size) / pageSize) + 1;
      if (!Number.isSafeInteger(first) || first < 2 || first + needed > count) continue;
      file.read(first, head);
      if (u64(head, 0) !== first || (head.readUInt16LE(18) & (P_BRANCH | P_LEAF | P_OVERFLOW)) !== P_OVERFLOW) continue;
      onEntry(key, readRun(file, first, size));
    }
  }
}
