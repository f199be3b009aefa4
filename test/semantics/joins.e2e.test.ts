// joinOn (inner, left, right, full) and pairs.authorizations against nested loops over raw records:
// row counts, distinct keys, unmatched keys, null cells in unmatched rows (null, never undefined),
// and provenance summed over the inputs.
import type * as aq from "arquero";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { flatten, info, joinOn, pairs, type CoreSession, type JoinHow } from "../../src/tables/index.js";
import { rawGetAll, rawLookup, rawSearch, semanticSession, type RawRecord } from "./support/raw-service.js";
import { column, distinct, elements, notNullMissing } from "./support/reference.js";

let sv: CoreSession;
beforeAll(async () => {
  sv = await semanticSession();
});
afterAll(async () => {
  await sv?.close();
  vi.restoreAllMocks();
});

type Row = Record<string, any>;
interface JoinCase {
  title: string;
  /** Builds both tables through corebook, and the same rows from raw records. */
  load(): Promise<{ left: aq.ColumnTable; right: aq.ColumnTable; leftRows: Row[]; rightRows: Row[] }>;
  keys: { left: string[]; right: string[] };
}

const JOINS: JoinCase[] = [
  {
    title: "outcomes of 40 diabetes trials with the first 20 of those trials, by serviceId",
    keys: { left: ["serviceId"], right: ["serviceId"] },
    async load() {
      const many = await rawSearch(sv, "trialcore", { query: "diabetes", limit: 40, include: ["outcomes"] });
      const few = await rawSearch(sv, "trialcore", { query: "diabetes", limit: 20 });
      const left = flatten.outcomes(await sv.trialcore.search({ query: "diabetes", limit: 40, include: ["outcomes"] }));
      const right = await sv.trialcore.search({ query: "diabetes", limit: 20 });
      const leftRows = many.flatMap((r) => elements(r.outcomes).map((o) => ({ serviceId: r.serviceId, title: o.title ?? null })));
      return { left, right, leftRows, rightRows: few };
    },
  },
  {
    title: "targets of inhibitor drugs with kinase and receptor genes, ensemblId = ensemblGeneId",
    keys: { left: ["ensemblId"], right: ["ensemblGeneId"] },
    async load() {
      const drugs = await rawSearch(sv, "drugcore", { query: "inhibitor", limit: 60 });
      const genes = [
        ...(await rawSearch(sv, "genecore", { query: "kinase", limit: 100 })),
        ...(await rawSearch(sv, "genecore", { query: "receptor", limit: 100 })),
      ];
      const uniqueGenes = [...new Map(genes.map((g) => [g.serviceId, g])).values()];
      const left = flatten.targets(await sv.drugcore.search({ query: "inhibitor", limit: 60 }));
      const right = await sv.genecore.get(uniqueGenes.map((g) => g.serviceId));
      const leftRows = drugs.flatMap((d) =>
        elements(d.mechanismsOfAction).flatMap((m) => elements(m.targets).map((t) => ({ ensemblId: t.ensemblId ?? null }))),
      );
      return {
        left,
        right,
        leftRows,
        rightRows: await rawGetAll(
          sv,
          "genecore",
          uniqueGenes.map((g) => g.serviceId),
        ),
      };
    },
  },
  {
    title: "diabetes trials (nctId null for non-US registries) with a lookup of some of their nctIds",
    keys: { left: ["nctId"], right: ["nctId"] },
    async load() {
      const trials = await rawSearch(sv, "trialcore", { query: "diabetes", limit: 40 });
      const items = [
        ...trials
          .filter((t) => t.nctId)
          .slice(0, 8)
          .map((t) => ({ nctId: t.nctId as string })),
        { nctId: "NCT99999999" },
      ];
      const answers = await rawLookup(sv, "trialcore", items);
      const rightRows = answers.flatMap((a, i) =>
        Array.from({ length: Math.max(1, a.serviceIds?.length ?? 0) }, () => ({ nctId: items[i].nctId })),
      );
      const left = await sv.trialcore.search({ query: "diabetes", limit: 40 });
      const right = await sv.trialcore.lookup(items);
      return { left, right, leftRows: trials, rightRows };
    },
  },
];

const keyText = (row: Row, names: string[]) => (names.some((n) => row[n] == null) ? null : names.map((n) => String(row[n])).join("|"));

describe.each(JOINS)("joinOn: $title", (c) => {
  let t: Awaited<ReturnType<JoinCase["load"]>>;
  beforeAll(async () => {
    t = await c.load();
  });

  test("the inputs match the raw records row for row (the reference reads the same rows)", () => {
    expect(t.left.numRows()).toBe(t.leftRows.length);
    expect(t.right.numRows()).toBe(t.rightRows.length);
  });

  test.each(["inner", "left", "right", "full"] as JoinHow[])("how %s: rows by nested loops, unmatched keys, nulls", (how) => {
    const lk = t.leftRows.map((r) => keyText(r, c.keys.left));
    const rk = t.rightRows.map((r) => keyText(r, c.keys.right));
    let inner = 0;
    for (const a of lk) for (const b of rk) if (a !== null && a === b) inner++;
    const leftAlone = lk.filter((a) => a === null || !rk.includes(a)).length;
    const rightAlone = rk.filter((b) => b === null || !lk.includes(b)).length;
    const expected = inner + (how === "left" || how === "full" ? leftAlone : 0) + (how === "right" || how === "full" ? rightAlone : 0);
    expect(inner).toBeGreaterThan(0);
    const j = joinOn(t.left, t.right, c.keys, { how });
    expect(j.numRows()).toBe(expected);
    // Unmatched rows hold null in the other side's columns: never undefined, never the text "null".
    expect(notNullMissing(j)).toEqual([]);
    const rightOnly = t.right.columnNames().filter((n) => !t.left.columnNames().includes(n) && !c.keys.right.includes(n));
    if (how === "left" || how === "full") {
      const rightNulls = rightOnly.length ? column(j, rightOnly[0]).filter((v) => v === null).length : 0;
      const matchedNulls = t.rightRows.filter((r) => r[rightOnly[0]] == null).length;
      expect(rightNulls).toBeGreaterThanOrEqual(leftAlone);
      expect(rightNulls).toBeLessThanOrEqual(leftAlone + matchedNulls * Math.max(1, inner));
    }
    const i = info(j)!;
    const nonNull = (keys: (string | null)[]) => [...new Set(keys.filter((k): k is string => k !== null))];
    expect(new Set(i.unmatched!.left.filter((k) => k !== null))).toEqual(new Set(nonNull(lk).filter((k) => !rk.includes(k))));
    expect(new Set(i.unmatched!.right.filter((k) => k !== null))).toEqual(new Set(nonNull(rk).filter((k) => !lk.includes(k))));
    expect([...i.unmatched!.left, ...i.unmatched!.right].filter((k) => k === "null" || k === "undefined")).toEqual([]);
  });

  test("provenance composes: the join reports the summed requests and credits of both inputs", () => {
    const j = joinOn(t.left, t.right, c.keys, { how: "left" });
    const [a, b] = [info(t.left)!, info(t.right)!];
    expect(a.requests + b.requests).toBeGreaterThan(1);
    expect([info(j)!.requests, info(j)!.credits]).toEqual([a.requests + b.requests, a.credits + b.credits]);
  });
});

describe.each([
  { query: "treatment", limit: 100 },
  { query: "cancer", limit: 50 },
])("pairs.authorizations of the regulatorycore search $query", ({ query, limit }) => {
  let raw: RawRecord[];
  let expected: Map<string, { fda: string; ema: string }>;
  beforeAll(async () => {
    raw = await rawSearch(sv, "regulatorycore", { query, limit });
    expected = new Map();
    for (const r of raw)
      for (const l of elements(r.authorizationsByAgency)) {
        if (!["FDA", "EMA"].includes(l.agency) || l.agency === r.agency || !["FDA", "EMA"].includes(r.agency)) continue;
        const fda = r.agency === "FDA" ? r.serviceId : l.serviceId;
        const ema = r.agency === "EMA" ? r.serviceId : l.serviceId;
        expected.set(`${fda}|${ema}`, { fda, ema });
      }
  });
  const days = (a?: string | null, b?: string | null) => (a && b ? Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000) : null);

  test("without sv: each pair once from either side; a lag only where both records are in the table", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const table = await sv.regulatorycore.search({ query, limit });
    const p = pairs.authorizations(table);
    warn.mockRestore();
    const keys = (p.objects() as Row[]).map((r) => `${r.fdaServiceId}|${r.emaServiceId}`);
    expect(expected.size).toBeGreaterThan(0);
    expect(keys.length).toBe(expected.size);
    expect(new Set(keys)).toEqual(new Set(expected.keys()));
    const byId = new Map(raw.map((r) => [r.serviceId, r]));
    for (const row of p.objects() as Row[]) {
      const [fda, ema] = [byId.get(row.fdaServiceId), byId.get(row.emaServiceId)];
      expect(row.lagDays).toBe(days(fda?.authorizationDate, ema?.authorizationDate));
      expect(row.missingTwin).toBe(!fda ? "FDA" : !ema ? "EMA" : null);
    }
    expect(notNullMissing(p)).toEqual([]);
  });

  test("without sv, provenance composes: the pairs tell the search's cost", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const table = await sv.regulatorycore.search({ query, limit });
    const p = pairs.authorizations(table);
    warn.mockRestore();
    expect([info(p)!.requests, info(p)!.credits]).toEqual([info(table)!.requests, info(table)!.credits]);
  });

  test("with sv: every twin fetched (one request each), so every pair with both dates has its lag", async () => {
    const table = await sv.regulatorycore.search({ query, limit });
    const inTable = new Set(raw.map((r) => r.serviceId));
    const twins = [...new Set([...expected.values()].flatMap((e) => [e.fda, e.ema]).filter((id) => !inTable.has(id)))];
    const all = new Map([...raw, ...(await rawGetAll(sv, "regulatorycore", twins))].map((r) => [r.serviceId, r]));
    const p = await pairs.authorizations(table, sv);
    expect(p.numRows()).toBe(expected.size);
    expect(distinct((p.objects() as Row[]).map((r) => `${r.fdaServiceId}|${r.emaServiceId}`))).toBe(p.numRows());
    for (const row of p.objects() as Row[]) {
      expect(row.lagDays).toBe(days(all.get(row.fdaServiceId)?.authorizationDate, all.get(row.emaServiceId)?.authorizationDate));
      expect(row.missingTwin).toBe(null);
    }
    expect(column(p, "lagDays").filter((v) => v === null).length).toBe(
      [...expected.values()].filter((e) => !all.get(e.fda)?.authorizationDate || !all.get(e.ema)?.authorizationDate).length,
    );
    expect(notNullMissing(p)).toEqual([]);
  });

  test("with sv, provenance composes: the search's cost plus one get per twin", async () => {
    const table = await sv.regulatorycore.search({ query, limit });
    const inTable = new Set(raw.map((r) => r.serviceId));
    const twins = new Set([...expected.values()].flatMap((e) => [e.fda, e.ema]).filter((id) => !inTable.has(id)));
    const p = await pairs.authorizations(table, sv);
    expect([info(p)!.requests, info(p)!.credits]).toEqual([info(table)!.requests + twins.size, info(table)!.credits + twins.size]);
  });
});
