// One line under a table's HTML view saying where the table came from, from info(table): which
// core, as of when, what it cost, and anything that makes it incomplete. Nothing for a table that
// corebook did not build.
import type { ColumnTable } from "arquero";
import { info } from "../tables/index.js";

const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;

export function provenanceLine(table: ColumnTable): string | null {
  const p = info(table);
  if (!p) return null;
  const when = (p.asOf?.newest ?? p.fetchedAt).toISOString().slice(0, 16).replace("T", " ");
  // A table built from several fetches (a join, a follow) says so: its cost is theirs together.
  const fetches = p.sources.length > 1 ? ` (${p.sources.length} fetches)` : "";
  const parts = [
    `${p.core ?? "derived table"}, as of ${when} UTC`,
    `${plural(p.requests, "request")}, ${plural(p.credits, "credit")}${fetches}`,
  ];
  if (p.cache.hits > 0) parts.push(`${plural(p.cache.hits, "response")} from the cache`);
  if (p.snapshot) parts.push(`snapshot ${p.snapshot}`);
  if (p.synthetic) parts.push("synthetic sandbox data");
  if (p.truncated || p.truncatedWindows.length > 0) parts.push("truncated: more records match");
  if (p.missing.length > 0) parts.push(`${plural(p.missing.length, "ID")} not found`);
  if (p.failed.length > 0) parts.push(`${plural(p.failed.length, "item")} failed`);
  return parts.join(" · ");
}
