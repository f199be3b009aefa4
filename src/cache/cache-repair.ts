// Putting a cache right (`corebook cache verify --repair`, and `cache prune` first): a damaged
// LMDB file is set aside; the intact entries of every cache set aside (now, or earlier by a
// session that found it damaged) are copied into the live cache, read without LMDB
// (lmdb-file.ts); then the copies set aside are removed, and so are the live cache's entries whose
// header or body is damaged.
import { rm } from "node:fs/promises";
import { keyHash } from "./canonical-key.js";
import { salvageLmdbFile } from "./lmdb-file.js";
import type { CacheDatabase } from "./cache-database.js";
import { headerOf, valueIntact } from "./cache-entry.js";
import { asideCopies, dataFile, inspectCache, moveAside } from "./cache-health.js";

export interface RepairReport {
  /** The live cache was damaged: where it was set aside, and why. */
  setAside: { aside: string; problem: string } | null;
  /** Copies set aside (now or earlier) whose intact entries were copied back, then removed. */
  copies: string[];
  /** Intact entries copied back into the live cache (an entry it already had is kept as it is). */
  copiedBack: number;
  /** Entries of those copies that could not be copied back: damaged, or on damaged pages (see problems). */
  lost: number;
  /** The damage met in those copies, as found. */
  problems: string[];
  /** Entries of the live cache removed because their header or body was damaged. */
  removedEntries: number;
}

export async function repairCache(store: CacheDatabase): Promise<RepairReport> {
  const report: RepairReport = { setAside: null, copies: [], copiedBack: 0, lost: 0, problems: [], removedEntries: 0 };
  const { damaged } = inspectCache(store.root, { fresh: true });
  if (damaged) {
    const aside = await moveAside(store.root, damaged);
    if (aside) report.setAside = { aside, problem: damaged.problem };
  }
  for (const copy of asideCopies(store.root)) {
    const intact: Array<{ id: string; value: Buffer }> = [];
    const { problems } = salvageLmdbFile(dataFile(copy), (key, value) => {
      const id = key.toString("latin1");
      const header = valueIntact(value) ? headerOf(value) : null;
      if (header && keyHash(header.entry.key) === id) intact.push({ id, value });
      else report.lost++;
    });
    report.problems.push(...problems.map((problem) => `${copy}: ${problem}`));
    // Together, so LMDB writes them in one transaction rather than one commit each.
    const copied = await Promise.all(intact.map(({ id, value }) => store.putValueIfAbsent(id, value)));
    report.copiedBack += copied.filter(Boolean).length;
    await rm(copy, { recursive: true, force: true });
    report.copies.push(copy);
  }
  const { entries, damaged: unreadable } = await store.scan();
  const failing: string[] = [];
  for (const { id } of entries) if (!(await store.check(id))) failing.push(id);
  await Promise.all([...unreadable, ...failing].map((id) => store.remove(id)));
  report.removedEntries = unreadable.length + failing.length;
  return report;
}
