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
import { setInfo } from "../../src/tables/provenance.js";
import { provenanceLine } from "../../src/notebook/provenance-line.js";
import { isRichValue } from "../../src/notebook/rich-value.js";
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

  test("float noise from sums and means is not shown: the HTML and text views agree on 22.02", () => {
    const summed = aq.table({ years: [0.1, 0.2] }).rollup({ total: aq.op.sum("years") });
    const noisy = aq.table({ label: ["sum", "mean"], value: [22.020000000000003, 0.1 + 0.2], list: [[1.1 + 2.2], [1e-21]] });
    const bundle = tableBundle(noisy);
    expect(bundle["text/html"]).toContain(">22.02</td>");
    expect(bundle["text/html"]).toContain(">0.3</td>");
    expect(bundle["text/html"]).not.toContain("0000000");
    expect(bundle["text/plain"]).toMatch(/sum\s+22\.02\s/);
    expect(bundle["text/plain"]).not.toContain("0000000");
    expect(cellText([1.1 + 2.2])).toBe("[3.3]");
    expect(cellText(1e-21)).toBe("1e-21");
    expect(cellText(1 / 3)).toBe("0.333333333333");
    expect(cellText(12345678901234)).toBe("12345678901234");
    expect(cellText(Number.NaN)).toBe("NaN");
    expect(summed.get("total", 0)).toBe(0.30000000000000004);
    expect(tableBundle(summed)["text/plain"]).toMatch(/^total\n0\.3\s*\n/);
    // The table keeps its values: only their text is shorter.
    expect(noisy.get("value", 0)).toBe(22.020000000000003);
  });

  test("an empty table still has its header", () => {
    expect(tableBundle(aq.table({ a: [], b: [] }))["text/html"]).toContain("0 rows × 2 columns");
  });

  test("a table built by a session says where it came from under the row count", () => {
    const fetchedAt = new Date("2026-01-01T10:20:00Z");
    const built = setInfo(aq.table({ a: [1] }), {
      core: "trialcore",
      fetchedAt,
      asOf: { oldest: fetchedAt, newest: fetchedAt },
      requests: 2,
      credits: 1,
      cache: { hits: 1, misses: 1 },
      synthetic: true,
      truncated: true,
      missing: ["SVTC_x"],
    });
    const line =
      "trialcore, as of 2026-01-01 10:20 UTC · 2 requests, 1 credit · 1 response from the cache · synthetic sandbox data · truncated: more records match · 1 ID not found";
    expect(provenanceLine(built)).toBe(line);
    expect(tableBundle(built)["text/html"]).toContain(`1 row × 1 column<br>${line}`);
    expect(provenanceLine(aq.table({ a: [1] }))).toBeNull();
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

  test("tables and charts are the values shown richly; plain values are not", () => {
    expect(isRichValue(trialsTable(1))).toBe(true);
    expect(isRichValue(charts.trialsByPhase(trialsTable(3)))).toBe(true);
    expect(isRichValue({ [DISPLAY]: () => ({}) })).toBe(true);
    for (const plain of ["a string", 3, null, undefined, { a: 1 }, [1, 2], Promise.resolve(1)]) expect(isRichValue(plain)).toBe(false);
  });

  test("outside a notebook show() prints the text form", async () => {
    expect(currentKernel()).toBe("none");
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await show(trialsTable(2));
    expect(String(log.mock.calls[0][0])).toContain("(2 rows × 13 columns)");
  });
});

describe("in Deno", () => {
  type Message = { type: string; content: { data: Record<string, unknown>; transient?: { display_id?: string } } };
  const withDeno = async (jupyter: unknown, body: () => Promise<void>) => {
    Object.defineProperty(globalThis, "Deno", { value: jupyter, configurable: true });
    try {
      await body();
    } finally {
      Reflect.deleteProperty(globalThis, "Deno");
    }
  };

  test("outside `deno jupyter`, where reading Deno.jupyter throws, there is no kernel", async () => {
    const deno = {
      get jupyter(): never {
        throw new Error("Deno.jupyter is only available in `deno jupyter` subcommand");
      },
    };
    await withDeno(deno, async () => {
      expect(currentKernel()).toBe("none");
    });
  });

  test("show(chart) sends the spec at once with a display id, then updates it with the SVG", async () => {
    const sent: Message[] = [];
    const jupyter = {
      broadcast: async (type: string, content: Message["content"]) => {
        sent.push({ type, content });
      },
      display: async () => {},
    };
    await withDeno({ jupyter }, async () => {
      expect(currentKernel()).toBe("deno");
      const shown = show(charts.trialsByPhase(trialsTable(10)));
      // Sent before anything asynchronous ran: it lands in the cell that called show().
      expect(sent.map((m) => m.type)).toEqual(["display_data"]);
      expect(Object.keys(sent[0].content.data).sort()).toEqual(["application/vnd.vegalite.v5+json", "text/plain"]);
      await shown;
      expect(sent.map((m) => m.type)).toEqual(["display_data", "update_display_data"]);
      expect(sent[1].content.transient?.display_id).toBe(sent[0].content.transient?.display_id);
      expect(String(sent[1].content.data["image/svg+xml"])).toMatch(/^<svg/);
    });
  });

  test("show(table) sends the whole HTML table at once", async () => {
    const sent: Message[] = [];
    const jupyter = { broadcast: async (type: string, content: Message["content"]) => void sent.push({ type, content }) };
    await withDeno({ jupyter }, async () => {
      await show(trialsTable(2));
    });
    expect(sent.map((m) => m.type)).toEqual(["display_data"]);
    expect(String(sent[0].content.data["text/html"])).toContain("2 rows × 13 columns");
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

  test("a table displays itself as the HTML view, as Deno's kernel asks a cell's last value", () => {
    const table = aq.table({ phase: ["PHASE1"] }) as unknown as Record<symbol, () => Record<string, string>>;
    expect(table[DISPLAY]()["text/html"]).toContain("<table");
  });

  test("a chart names itself, its data and how to see it", () => {
    const chart = charts.trialsByPhase(trialsTable(10));
    expect(inspect(chart)).toMatch(/^Chart: .+ \(\d+ data points\) — show\(\) it$/);
  });
});
