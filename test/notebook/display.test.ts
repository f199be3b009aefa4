// Display outside a kernel: bundles, the HTML table view, text fallbacks and progress bars.
import * as aq from "arquero";
import { afterEach, describe, expect, test, vi } from "vitest";
import { inspect } from "node:util";
import { charts, Chart } from "../../src/charts/index.js";
import {
  cellText,
  createProgress,
  currentKernel,
  displayBundle,
  progressListener,
  progressText,
  show,
  tableBundle,
  tableView,
} from "../../src/notebook/index.js";
import { setColumnTypes } from "../../src/tables/column-types.js";
import { useReadableTables } from "../../src/notebook/table-inspect.js";
import { trialsTable } from "../charts/fixtures.js";

const DISPLAY = Symbol.for("Jupyter.display");

afterEach(() => {
  vi.restoreAllMocks();
});

describe("table view", () => {
  const table = aq.from([
    {
      title: "<script>alert(1)</script> & more",
      when: new Date("2020-02-03T00:00:00Z"),
      tags: ["a", "b"],
      nested: { x: 1 },
      n: 3,
      missing: null,
    },
    { title: "second", when: null, tags: [], nested: null, n: 4.5, missing: null },
  ]);

  test("escapes every value, shows dates as days, lists and objects compactly, and the row count", () => {
    const { "text/html": html, "text/plain": text } = tableBundle(table);
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; more");
    expect(html).toContain(`<td style="text-align:left">2020-02-03</td>`);
    expect(html).toContain(`<td style="text-align:left">[&quot;a&quot;,&quot;b&quot;]</td>`);
    expect(html).toContain(`<td style="text-align:left">{&quot;x&quot;:1}</td>`);
    expect(html).toContain("2 rows × 6 columns");
    expect(html).toMatch(/when<br><small[^>]*>date</);
    expect(text).toContain("(2 rows × 6 columns)");
  });

  test("text columns are left-aligned and numbers right-aligned, over Jupyter's right-aligned cells", () => {
    const html = tableBundle(table)["text/html"];
    expect(html).toContain(`<td style="text-align:left">second</td>`);
    expect(html).toContain(`<td style="text-align:right">4.5</td>`);
    expect(html).toMatch(/<th title="string" style="text-align:left">title</);
    expect(html).toMatch(/<th title="integer" style="text-align:right">n</);
  });

  test("uses the declared column types of tables built by corebook", () => {
    const typed = setColumnTypes(aq.from([{ ids: null }]), { ids: { kind: "list", of: { kind: "string" } } });
    expect(tableBundle(typed)["text/html"]).toMatch(/ids<br><small[^>]*>list&lt;string&gt;</);
  });

  test("shows the first rows only and says so", () => {
    const html = tableBundle(trialsTable(30), { rows: 5 })["text/html"];
    expect(html.match(/<tr>/g)).toHaveLength(6);
    expect(html).toContain("30 rows × 13 columns, first 5 shown");
  });

  test("cell text cuts long values and formats dates inside lists", () => {
    expect(cellText("x".repeat(200), 10)).toBe(`${"x".repeat(9)}…`);
    expect(cellText([new Date("2021-01-02T00:00:00Z")])).toBe('["2021-01-02"]');
    expect(cellText(null)).toBe("");
  });

  test("an empty table still has its header", () => {
    expect(tableBundle(aq.table({ a: [], b: [] }))["text/html"]).toContain("0 rows × 2 columns");
  });
});

describe("bundles for Deno and show()", () => {
  test("a chart's Jupyter.display is the three-type bundle", async () => {
    const chart = charts.trialsByPhase(trialsTable(10));
    const bundle = await (chart as unknown as Record<symbol, () => Promise<Record<string, unknown>>>)[DISPLAY]();
    expect(Object.keys(bundle).sort()).toEqual(["application/vnd.vegalite.v5+json", "image/svg+xml", "text/plain"]);
    expect(bundle["image/svg+xml"]).toMatch(/^<svg/);
  });

  test("tableView wraps a table for Deno", () => {
    const view = tableView(trialsTable(3)) as unknown as Record<symbol, () => Record<string, string>>;
    expect(view[DISPLAY]()["text/html"]).toContain("<table");
  });

  test("displayBundle: tables, charts, custom displays, other values", async () => {
    expect(Object.keys(await displayBundle(trialsTable(2)))).toEqual(["text/html", "text/plain"]);
    expect(await displayBundle({ [DISPLAY]: () => ({ "text/markdown": "# hi" }) })).toEqual({ "text/markdown": "# hi" });
    expect(await displayBundle({ a: 1 })).toEqual({ "text/plain": "{ a: 1 }" });
    expect((await displayBundle(new Chart(charts.pipeline([]).spec)))["text/plain"]).toContain("Drug pipeline");
  });

  test("outside a notebook show() prints the text form", async () => {
    expect(currentKernel()).toBe("none");
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await show(trialsTable(2));
    expect(String(log.mock.calls[0][0])).toContain("(2 rows × 13 columns)");
  });
});

describe("progress", () => {
  test("the text bar", () => {
    expect(progressText("Fetching", 3, 12)).toBe(`Fetching [${"#".repeat(6)}${"-".repeat(18)}] 3/12 (25%)`);
    expect(progressText("Empty", 0, 0)).toContain("0/0 (0%)");
  });

  test("is silent off a terminal and outside notebooks", () => {
    const write = vi.spyOn(process.stderr, "write");
    const isTTY = process.stderr.isTTY;
    Object.defineProperty(process.stderr, "isTTY", { value: false, configurable: true });
    try {
      const bar = createProgress(5, "quiet");
      bar.tick(2);
      bar.tick(3);
      bar.done();
      expect(write).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(process.stderr, "isTTY", { value: isTTY, configurable: true });
    }
  });

  test("draws on a terminal, ending with a newline", () => {
    const chunks: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((c: string | Uint8Array) => {
      chunks.push(String(c));
      return true;
    });
    const isTTY = process.stderr.isTTY;
    Object.defineProperty(process.stderr, "isTTY", { value: true, configurable: true });
    try {
      const bar = createProgress(2, "tty");
      bar.tick();
      bar.tick();
      bar.done();
    } finally {
      Object.defineProperty(process.stderr, "isTTY", { value: isTTY, configurable: true });
    }
    expect(chunks[0]).toContain("tty [");
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's erase-line escape is what is checked
    expect(chunks.at(-1)).toMatch(/2\/2 \(100%\)\x1b\[K\n$/);
  });

  test("rejects a bad total, naming it", () => {
    expect(() => createProgress(Number.NaN)).toThrow(/total must be a finite number >= 0, got null/);
  });

  test("the tables listener follows events without throwing", () => {
    const listen = progressListener();
    expect(() => {
      listen({ id: 1, operation: "get", core: "trialcore", done: 0, total: 4, finished: false });
      listen({ id: 1, operation: "get", core: "trialcore", done: 4, total: 4, finished: true });
      listen({ id: 2, operation: "lookup", core: "drugcore", done: 1, total: 1, finished: true });
    }).not.toThrow();
  });
});

describe("a value left as a cell's last expression (tslab prints it with util.inspect)", () => {
  // connect() registers this; test/notebook/cell-display.e2e.test.ts checks it in a real tslab cell.
  useReadableTables();

  test("a table prints as the short text table, not Arquero's internals", () => {
    const table = aq.table({ phase: ["PHASE1", "PHASE2"], n: [3, 4] });
    const printed = inspect(table);
    expect(printed).toBe(tableBundle(table)["text/plain"]);
    expect(printed).toContain("PHASE1");
    expect(printed).toContain("(2 rows × 2 columns)");
    expect(printed).not.toContain("_data");
    expect(printed).not.toContain("ColumnTable");
  });

  test("a chart names itself, its data and how to see it", () => {
    const chart = charts.trialsByPhase(trialsTable(10));
    expect(inspect(chart)).toMatch(/^Chart: .+ \(\d+ data points\) — show\(\) it$/);
  });
});
