import {
  cellValue,
  inferTextType
} from "./chunks/chunk-ERT5TQEY.js";
import {
  ANCHOR_DATE
} from "./chunks/chunk-NRAGCCIA.js";
import {
  AbortError,
  AuthenticationError,
  BadRequestError,
  BudgetExceededError,
  ConnectionError,
  DEFAULT_MAX_AGE,
  FEED_MAX_AGE,
  InsufficientCreditsError,
  InternalServerError,
  LINK_FIELDS,
  MirrorLockedError,
  NotFoundError,
  PartialResultError,
  PermissionDeniedError,
  RateLimitError,
  SearchAllCostError,
  ServiceError,
  SnapshotFormatError,
  StoreMissError,
  TimeoutError,
  UnprocessableEntityError,
  ValidationError,
  ageAt,
  applyChanges,
  connect,
  createClient,
  dayOps,
  defaultCacheDir,
  estimateCost,
  feedDecisions,
  feedTable,
  flatten,
  joinOn,
  links,
  pairs,
  parseNumber,
  patentsOfDrugs,
  setProgressListener
} from "./chunks/chunk-YL54ILGM.js";
import {
  SchemaParseError
} from "./chunks/chunk-EISH2INW.js";
import {
  AGENCIES,
  AUTHORIZATION_STATUSES,
  CLINICAL_STAGES,
  DESIGNATION_AXES,
  DESIGNATION_BASES,
  DESIGNATION_TYPES,
  DESIGN_ALLOCATIONS,
  DESIGN_INTERVENTION_MODELS,
  DESIGN_MASKINGS,
  DESIGN_PRIMARY_PURPOSES,
  DISPERSION_TYPES,
  DOC_TYPES,
  DRUG_TYPES,
  ENROLLMENT_TYPES,
  GENE_TYPES,
  INTERVENTION_TYPES,
  MOLECULE_TYPES,
  OUTCOME_TYPES,
  OVERALL_STATUSES,
  PARAM_TYPES,
  PROCEDURE_TYPES,
  SOURCE_REGISTRIES,
  SPONSOR_TYPES,
  STUDY_TYPES,
  TRIAL_PHASES,
  enums_exports
} from "./chunks/chunk-VJREQHXH.js";
import "./chunks/chunk-JKA62Z2D.js";
import "./chunks/chunk-P6FUFX46.js";
import {
  buildTable
} from "./chunks/chunk-GBAG7RWB.js";
import "./chunks/chunk-DXTUKQIR.js";
import {
  info
} from "./chunks/chunk-XFNLBLKI.js";
import {
  inferColumnTypes,
  tableExportTypes,
  toPlain
} from "./chunks/chunk-QNJ3X5SK.js";
import {
  columnTypes
} from "./chunks/chunk-LWM6EHWR.js";
import {
  CommandUsageError,
  CorebookError,
  UsageError
} from "./chunks/chunk-CTKS2RRK.js";
import {
  dayOfDate,
  daysBetween,
  yearOf
} from "./chunks/chunk-VNTWYCCD.js";

// src/mirror/session.ts
function withMirror(session) {
  return Object.assign(session, {
    mirror: async (dir, definition) => (await import("./chunks/mirror-I2MBIIVW.js")).openMirror(session, dir, definition)
  });
}

// src/notebook/kernel.ts
import { createRequire } from "node:module";
var require2 = createRequire(import.meta.url);
function tslabExports() {
  const cache = require2.cache;
  for (const [path, mod] of Object.entries(cache)) {
    if (!/[\\/]tslab[\\/]dist[\\/]jupyter\.js$/.test(path)) continue;
    const exported = mod?.exports;
    if (typeof exported?.lastWriteDisplayData === "function") return exported;
  }
  return null;
}
function tslabWriter() {
  const exported = tslabExports();
  if (!exported) return null;
  return (message, update) => exported.lastWriteDisplayData({ metadata: {}, ...message }, update);
}
function tslabCellWriter() {
  const write = tslabExports()?.lastWriteDisplayData;
  if (!write) return null;
  return (message, update) => write({ metadata: {}, ...message }, update);
}
function denoJupyter() {
  const deno = globalThis.Deno;
  return deno?.jupyter && typeof deno.jupyter.broadcast === "function" ? deno.jupyter : null;
}
function currentKernel() {
  if (tslabWriter()) return "tslab";
  if (denoJupyter()) return "deno";
  return "none";
}
var pending = /* @__PURE__ */ new Set();
var holding = false;
function holdCellFor(work) {
  keepCellsOpenForDisplays();
  const tracked = work.then(() => {
  }, () => {
  }).finally(() => pending.delete(tracked));
  pending.add(tracked);
}
function keepCellsOpenForDisplays() {
  if (holding) return;
  const proto = tslabExports()?.JupyterHandlerImpl?.prototype;
  const original = proto?.handleExecuteImpl;
  if (!proto || typeof original !== "function") return;
  holding = true;
  proto.handleExecuteImpl = async function(...args) {
    try {
      return await original.apply(this, args);
    } finally {
      while (pending.size > 0) await Promise.all([...pending]);
    }
  };
}

// src/notebook/table-inspect.ts
import { ColumnTable } from "arquero";
import { inspect } from "node:util";

// src/charts/html-page.ts
var HTML_ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
function escapeHtml(s) {
  return s.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);
}
function scriptJson(value) {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
function chartTitle(spec) {
  const t = spec.title;
  if (typeof t === "string") return t;
  if (t && typeof t === "object" && "text" in t) {
    const text = t.text;
    return Array.isArray(text) ? text.join(" ") : String(text);
  }
  return "Chart";
}
function chartPage(spec, svg) {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(chartTitle(spec))}</title>
<style>body{margin:24px;font-family:"DejaVu Sans",Verdana,sans-serif;background:#fff}</style>
</head>
<body>
<figure class="corebook-chart">${svg}</figure>
<script type="application/vnd.vegalite.v5+json" id="vega-lite-spec">${scriptJson(spec)}</script>
</body>
</html>
`;
}

// src/notebook/table-html.ts
function isColumnTable(x) {
  const t = x;
  return t != null && typeof t === "object" && typeof t.numRows === "function" && typeof t.columnNames === "function" && typeof t.array === "function";
}
function typeName(t, sample) {
  if (t) return t.kind === "list" ? `list<${typeName(t.of, void 0)}>` : t.kind;
  if (sample === void 0) return "empty";
  if (sample instanceof Date) return "date";
  if (Array.isArray(sample)) return "list";
  if (typeof sample === "number") return Number.isInteger(sample) ? "integer" : "float";
  if (typeof sample === "object") return "object";
  return typeof sample;
}
function cellText(v, maxChars = 80) {
  let s;
  if (v == null) s = "";
  else if (v instanceof Date) s = Number.isNaN(v.getTime()) ? "Invalid date" : v.toISOString().slice(0, 10);
  else if (typeof v === "object") {
    s = JSON.stringify(v, (_k, x) => x instanceof Date || typeof x === "string" && /^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/.test(x) ? String(x instanceof Date ? x.toISOString() : x).slice(0, 10) : typeof x === "bigint" ? Number(x) : x);
  } else s = String(v);
  return s.length > maxChars ? `${s.slice(0, maxChars - 1)}\u2026` : s;
}
function columnInfo(table, n) {
  const declared = columnTypes(table) ?? {};
  return table.columnNames().map((name) => {
    const values = table.array(name).slice(0, n);
    const sample = table.array(name).find((v) => v != null);
    return { name, type: typeName(declared[name], sample), values };
  });
}
function tableHtml(table, options = {}) {
  const n = Math.min(options.rows ?? 10, table.numRows());
  const cols = columnInfo(table, n);
  const head = cols.map((c) => `<th title="${escapeHtml(c.type)}">${escapeHtml(c.name)}<br><small style="font-weight:normal;color:#777">${escapeHtml(c.type)}</small></th>`).join("");
  const body = Array.from({ length: n }, (_, i) => `<tr>${cols.map((c) => `<td>${escapeHtml(cellText(c.values[i], options.maxChars))}</td>`).join("")}</tr>`).join("\n");
  const total = table.numRows();
  const caption = `${total.toLocaleString("en-US")} row${total === 1 ? "" : "s"} \xD7 ${cols.length} column${cols.length === 1 ? "" : "s"}${n < total ? `, first ${n} shown` : ""}`;
  return `<div class="corebook-table"><table class="dataframe" style="font-size:12px">
<thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody>
</table>
<p style="color:#555;font-size:12px">${escapeHtml(caption)}</p></div>`;
}
function tableText(table, options = {}) {
  const n = Math.min(options.rows ?? 10, table.numRows());
  const cols = columnInfo(table, n);
  const width = (c) => Math.min(24, Math.max(c.name.length, ...c.values.map((v) => cellText(v, 24).length)));
  const pad = (s, w) => s.length > w ? `${s.slice(0, w - 1)}\u2026` : s.padEnd(w);
  const lines = [cols.map((c) => pad(c.name, width(c))).join("  ")];
  for (let i = 0; i < n; i++) lines.push(cols.map((c) => pad(cellText(c.values[i], 24), width(c))).join("  "));
  lines.push(`(${table.numRows()} rows \xD7 ${cols.length} columns${n < table.numRows() ? `, first ${n} shown` : ""})`);
  return lines.join("\n");
}
function tableBundle(table, options = {}) {
  return { "text/html": tableHtml(table, options), "text/plain": tableText(table, options) };
}

// src/notebook/table-inspect.ts
function useReadableTables() {
  const proto = ColumnTable.prototype;
  if (Object.hasOwn(proto, inspect.custom)) return;
  Object.defineProperty(proto, inspect.custom, {
    configurable: true,
    writable: true,
    value() {
      return tableText(this);
    }
  });
}

// src/notebook/progress.ts
import { randomBytes } from "node:crypto";
var BAR_WIDTH = 24;
var MIN_INTERVAL_MS = 150;
function progressText(label, done, total) {
  const frac = total > 0 ? Math.min(1, done / total) : 0;
  const full = Math.round(frac * BAR_WIDTH);
  return `${label} [${"#".repeat(full)}${"-".repeat(BAR_WIDTH - full)}] ${done}/${total} (${Math.round(frac * 100)}%)`;
}
function progressBundle(label, done, total) {
  const max = Math.max(total, 1);
  return {
    "text/html": `<div class="corebook-progress" style="font:12px sans-serif"><span>${escapeHtml(label)}</span> <progress value="${Math.min(done, max)}" max="${max}" style="width:240px"></progress> <span>${done}/${total}</span></div>`,
    "text/plain": progressText(label, done, total)
  };
}
function notebookDraw() {
  const id = randomBytes(8).toString("hex");
  let shown = false;
  if (tslabWriter()) {
    return (bundle) => {
      const write = tslabWriter();
      if (!write) return;
      write({ data: bundle, metadata: {}, transient: { display_id: id } }, shown);
      shown = true;
    };
  }
  const deno = denoJupyter();
  if (deno) {
    return (bundle) => {
      void deno.broadcast(shown ? "update_display_data" : "display_data", { data: bundle, metadata: {}, transient: { display_id: id } });
      shown = true;
    };
  }
  return null;
}
function terminalDraw(stream) {
  return (bundle, final) => {
    stream.write(`\r${String(bundle["text/plain"])}\x1B[K${final ? "\n" : ""}`);
  };
}
function createProgress(total, label = "Progress") {
  if (!(Number.isFinite(total) && total >= 0)) {
    throw new RangeError(`createProgress: total must be a finite number >= 0, got ${JSON.stringify(total)}`);
  }
  const draw = notebookDraw() ?? (process.stderr.isTTY ? terminalDraw(process.stderr) : null);
  let done = 0;
  let last = 0;
  let finished = false;
  const render = (force) => {
    if (!draw) return;
    const now = Date.now();
    if (!force && now - last < MIN_INTERVAL_MS) return;
    last = now;
    try {
      draw(progressBundle(label, done, total), finished);
    } catch {
    }
  };
  render(true);
  return {
    tick(n = 1) {
      if (finished) return;
      done += n;
      render(done >= total);
    },
    setTotal(t) {
      if (finished || !(Number.isFinite(t) && t >= 0)) return;
      total = t;
      render(false);
    },
    done() {
      if (finished) return;
      finished = true;
      render(true);
    }
  };
}

// src/notebook/table-progress.ts
function progressListener() {
  const bars = /* @__PURE__ */ new Map();
  return (e) => {
    let entry = bars.get(e.id);
    if (!entry) {
      if (e.finished || e.total <= 1) return;
      entry = { bar: createProgress(e.total, `${e.core} ${e.operation}`), done: 0 };
      bars.set(e.id, entry);
    }
    entry.bar.setTotal(e.total);
    if (e.done > entry.done) {
      entry.bar.tick(e.done - entry.done);
      entry.done = e.done;
    }
    if (e.finished) {
      entry.bar.done();
      bars.delete(e.id);
    }
  };
}
var barsRegistered = false;
function useProgressBars() {
  if (barsRegistered) return;
  barsRegistered = true;
  const previous = setProgressListener(null);
  setProgressListener(previous ?? progressListener());
}

// src/connect.ts
async function connect2(options) {
  useProgressBars();
  useReadableTables();
  keepCellsOpenForDisplays();
  return withMirror(await connect(inNotebook(options)));
}
function inNotebook(options) {
  if (options?.log || currentKernel() === "none") return options;
  return { ...options, log: (line) => console.log(line) };
}

// src/charts/chart.ts
import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

// src/charts/render.ts
import { existsSync } from "node:fs";

// src/charts/text-width.ts
var NARROW = new Set("ijlI.,:;'|!()[]{}` ");
var SEMI = new Set('frt-"/\\*');
var WIDE = new Set("mwMW@%");
function textWidth(text, fontSize, bold = false) {
  let em = 0;
  for (const ch of text) {
    if (NARROW.has(ch)) em += 0.33;
    else if (SEMI.has(ch)) em += 0.45;
    else if (WIDE.has(ch)) em += 0.95;
    else if (ch >= "A" && ch <= "Z") em += 0.72;
    else if (ch >= "0" && ch <= "9") em += 0.64;
    else em += 0.62;
  }
  return Math.ceil(em * fontSize * (bold ? 1.12 : 1) * 1.04);
}
function vegaTextWidth(item, text) {
  const t = text ?? item.text;
  const s = Array.isArray(t) ? t.join(" ") : t == null ? "" : String(t);
  const size = item.fontSize ?? 11;
  const w = item.fontWeight;
  return textWidth(s, size, w === "bold" || typeof w === "number" && w >= 600);
}

// src/charts/render.ts
var modules;
function loadVega() {
  modules ??= Promise.all([import("vega"), import("vega-lite")]).then(([vega, vl]) => {
    const metrics = Reflect.get(vega, "textMetrics");
    if (metrics !== null && typeof metrics === "object" && Reflect.get(metrics, "width") === Reflect.get(metrics, "estimateWidth")) {
      Reflect.set(metrics, "width", vegaTextWidth);
    }
    return { vega, vl };
  });
  return modules;
}
async function renderSVG(spec) {
  const { vega, vl } = await loadVega();
  const compiled = vl.compile(structuredClone(spec)).spec;
  const view = new vega.View(vega.parse(compiled), { renderer: "none" });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}
var FONT_DIRS = ["/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/TTF", "/usr/share/fonts/dejavu", "/Library/Fonts"];
var FONT_FILES = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf"];
function sansFontFiles() {
  for (const dir of FONT_DIRS) {
    const files = FONT_FILES.map((f) => `${dir}/${f}`).filter((f) => existsSync(f));
    if (files.length) return files;
  }
  return [];
}
async function svgToPNG(svg, options = {}) {
  const scale = options.scale ?? 2;
  if (!(typeof scale === "number" && scale > 0 && scale <= 10)) {
    throw new UsageError(`toPNG: options.scale must be a number in (0, 10], got ${JSON.stringify(scale)}`);
  }
  const { Resvg } = await import("@resvg/resvg-js");
  const fontFiles = sansFontFiles();
  const resvg = new Resvg(svg, {
    background: "white",
    fitTo: { mode: "zoom", value: scale },
    font: fontFiles.length ? { loadSystemFonts: false, fontFiles, defaultFontFamily: "DejaVu Sans", sansSerifFamily: "DejaVu Sans" } : { loadSystemFonts: true }
  });
  return resvg.render().asPng();
}

// src/charts/chart.ts
var VEGA_LITE_MIME = "application/vnd.vegalite.v5+json";
var SAVE_FORMATS = [".svg", ".png", ".html", ".vl.json"];
var Chart = class {
  spec;
  #svg;
  constructor(spec) {
    if (spec == null || typeof spec !== "object") throw new UsageError(`Chart: spec must be a Vega-Lite object, got ${typeof spec}`);
    this.spec = spec;
  }
  get title() {
    return chartTitle(this.spec);
  }
  /** The chart as SVG text, rendered headless with vega (rendered once, then reused). */
  toSVG() {
    this.#svg ??= renderSVG(this.spec);
    this.#svg.catch(() => {
      this.#svg = void 0;
    });
    return this.#svg;
  }
  /** The chart as PNG bytes; `scale` 2 (default) suits slides. */
  async toPNG(options = {}) {
    return svgToPNG(await this.toSVG(), options);
  }
  /** Write the chart; the format follows the extension: .svg, .png, .html (self-contained), .vl.json. */
  async save(path, options = {}) {
    const lower = path.toLowerCase();
    const ext = SAVE_FORMATS.find((e) => lower.endsWith(e));
    if (!ext) {
      throw new UsageError(`save: path ${JSON.stringify(path)} has an unsupported extension; use one of ${SAVE_FORMATS.join(", ")}`, { parameter: "path", value: path, allowed: SAVE_FORMATS });
    }
    let content;
    if (ext === ".svg") content = await this.toSVG();
    else if (ext === ".png") content = await this.toPNG(options);
    else if (ext === ".html") content = chartPage(this.spec, await this.toSVG());
    else content = `${JSON.stringify(this.spec, null, 2)}
`;
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content);
    return path;
  }
  /** The display bundle for Jupyter (vega-lite for JupyterLab, SVG for nbconvert's reports, text). */
  async toMimeBundle() {
    return { [VEGA_LITE_MIME]: this.spec, "image/svg+xml": await this.toSVG(), "text/plain": this.toString() };
  }
  /** Deno's Jupyter kernel displays any object with this method. */
  [/* @__PURE__ */ Symbol.for("Jupyter.display")]() {
    return this.toMimeBundle();
  }
  toJSON() {
    return this.spec;
  }
  toString() {
    const values = this.spec.data?.values;
    return `Chart: ${this.title}${Array.isArray(values) ? ` (${values.length} data points)` : ""}`;
  }
  // A chart left as a cell's last expression is printed through util.inspect: say how to see it.
  [/* @__PURE__ */ Symbol.for("nodejs.util.inspect.custom")]() {
    return `${this.toString()} \u2014 show() it`;
  }
};

// src/charts/rows.ts
function isColumnTable2(x) {
  const t = x;
  return t != null && typeof t === "object" && typeof t.numRows === "function" && typeof t.array === "function" && typeof t.columnNames === "function";
}
function readRows(input, columns, filter) {
  let rows;
  if (isColumnTable2(input)) {
    const names = new Set(input.columnNames());
    const wanted = typeof filter === "function" ? [...names] : [.../* @__PURE__ */ new Set([...columns, ...Object.keys(filter ?? {})])].filter((c) => names.has(c));
    const arrays = wanted.map((c) => [c, input.array(c)]);
    const n = input.numRows();
    rows = new Array(n);
    for (let i = 0; i < n; i++) {
      const row = {};
      for (const [c, values] of arrays) row[c] = values[i];
      rows[i] = row;
    }
  } else if (Array.isArray(input)) {
    rows = input.map((r) => r != null && typeof r === "object" ? r : {});
  } else {
    throw new UsageError(
      `table: expected an Arquero table or an array of records, got ${describe(input)}`
    );
  }
  return filter ? rows.filter(toPredicate(filter)) : rows;
}
function describe(x) {
  if (x === null) return "null";
  if (typeof x === "object") return `an object of type ${x.constructor?.name ?? "Object"}`;
  return `${typeof x} ${JSON.stringify(x)}`;
}
function toPredicate(filter) {
  if (typeof filter === "function") return filter;
  if (filter === null || typeof filter !== "object") {
    throw new UsageError(`filter: expected a function or an object of field: value(s), got ${describe(filter)}`);
  }
  const tests = Object.entries(filter).map(([field, allowed]) => {
    const set = new Set((Array.isArray(allowed) ? allowed : [allowed]).map(key));
    return (row) => {
      const v = row[field];
      return Array.isArray(v) ? v.some((e) => set.has(key(e))) : set.has(key(v));
    };
  });
  return (row) => tests.every((t) => t(row));
}
function key(v) {
  return v instanceof Date ? isoDay(v) : v;
}
function isoDay(v) {
  if (v instanceof Date) return dayOfDate(v);
  if (typeof v === "string" && /^\d{4}-\d{2}-\d{2}/.test(v)) return v.slice(0, 10);
  if (typeof v === "number" && Number.isFinite(v)) return dayOfDate(new Date(v));
  return null;
}
function numberOf(v) {
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  if (typeof v === "bigint") return Number(v);
  if (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v))) return Number(v);
  return null;
}
function stringOf(v) {
  if (v == null) return null;
  if (typeof v === "string") return v === "" ? null : v;
  return String(v);
}
function listOf(v) {
  if (Array.isArray(v)) return v;
  if (v != null && typeof v === "object" && Symbol.iterator in v && typeof v !== "string") return [...v];
  return v == null ? [] : [v];
}

// src/charts/categories.ts
var ENUM_ORDER = {
  phase: TRIAL_PHASES,
  overallStatus: OVERALL_STATUSES,
  studyType: STUDY_TYPES,
  enrollmentType: ENROLLMENT_TYPES,
  sponsorType: SPONSOR_TYPES,
  interventionTypes: INTERVENTION_TYPES,
  designAllocation: DESIGN_ALLOCATIONS,
  designInterventionModel: DESIGN_INTERVENTION_MODELS,
  designPrimaryPurpose: DESIGN_PRIMARY_PURPOSES,
  designMasking: DESIGN_MASKINGS,
  outcomeType: OUTCOME_TYPES,
  paramType: PARAM_TYPES,
  dispersionType: DISPERSION_TYPES,
  sourceRegistry: SOURCE_REGISTRIES,
  drugType: DRUG_TYPES,
  maxClinicalStage: CLINICAL_STAGES,
  agency: AGENCIES,
  moleculeType: MOLECULE_TYPES,
  authorizationStatus: AUTHORIZATION_STATUSES,
  procedureType: PROCEDURE_TYPES,
  type: DESIGNATION_TYPES,
  axis: DESIGNATION_AXES,
  basis: DESIGNATION_BASES,
  docType: DOC_TYPES,
  geneType: GENE_TYPES
};
var MISSING_LABEL = "Not given";
var ACRONYMS = /* @__PURE__ */ new Set([
  "FDA",
  "EMA",
  "NIH",
  "FED",
  "IND",
  "RMAT",
  "PRIME",
  "MA",
  "NDA",
  "BLA",
  "ANDA",
  "ECT",
  "NA",
  "SMPC",
  "EPAR",
  "GOV",
  "INDIV",
  "PROTAC"
]);
var SPECIAL = {
  NA: "Not applicable",
  EARLY_PHASE1: "Early phase 1",
  "PHASE1/PHASE2": "Phase 1/2",
  "PHASE2/PHASE3": "Phase 2/3",
  CONDITIONAL_MA: "Conditional MA",
  NCRNA: "ncRNA",
  TRNA: "tRNA",
  RRNA: "rRNA",
  SNRNA: "snRNA",
  SCRNA: "scRNA",
  SNORNA: "snoRNA",
  MISCRNA: "miscRNA",
  clinicaltrials_gov: "ClinicalTrials.gov"
};
function categoryLabel(value) {
  if (value == null || value === "") return MISSING_LABEL;
  if (SPECIAL[value]) return SPECIAL[value];
  if (!/^[A-Z0-9_/]+$/.test(value)) return value;
  const words = value.split("_").map((w, i) => {
    if (ACRONYMS.has(w)) return w;
    const spaced = w.replace(/^([A-Z]+)(\d+)$/, "$1 $2").toLowerCase();
    return i === 0 ? spaced[0].toUpperCase() + spaced.slice(1) : spaced;
  });
  return words.join(" ");
}
function orderedValues(present, known = []) {
  const seen = new Set(present);
  const out = known.filter((k) => seen.has(k));
  const knownSet = new Set(known);
  out.push(...[...seen].filter((v) => v != null && !knownSet.has(v)).sort());
  if (seen.has(null)) out.push(null);
  return out;
}
function orderedLabels(present, field) {
  return [...new Set(orderedValues(present, ENUM_ORDER[field]).map(categoryLabel))];
}
function categoryOf(v) {
  if (v == null || v === "") return null;
  return typeof v === "string" ? v : String(v);
}

// src/charts/spec.ts
var VEGA_LITE_SCHEMA = "https://vega.github.io/schema/vega-lite/v5.json";
var CHART_FONT = "DejaVu Sans, Verdana, Helvetica, Arial, sans-serif";
function frameSpec(frame, options, body) {
  const notes = frame.values.length === 0 ? ["No rows to show", ...frame.notes] : frame.notes;
  return {
    $schema: VEGA_LITE_SCHEMA,
    title: notes.length ? { text: options.title ?? frame.title, subtitle: notes.join(" \xB7 ") } : options.title ?? frame.title,
    width: options.width ?? frame.width,
    height: options.height ?? frame.height,
    data: { values: frame.values },
    ...body,
    config: {
      font: CHART_FONT,
      background: "white",
      padding: 12,
      view: { stroke: null },
      axis: { labelFontSize: 11, titleFontSize: 12, labelLimit: 220 },
      legend: { labelFontSize: 11, titleFontSize: 12, labelLimit: 260, titleLimit: 260 },
      title: { fontSize: 14, subtitleFontSize: 11, subtitleColor: "#555", anchor: "start" }
    }
  };
}
var COUNT_AXIS = { tickMinStep: 1, format: "d", tickCount: 5 };
var COUNT_SCALE = { nice: 5 };
function omittedNote(count, what) {
  return count > 0 ? [`${count} ${what} not shown`] : [];
}
var TABLEAU10 = ["#4c78a8", "#f58518", "#e45756", "#72b7b2", "#54a24b", "#eeca3b", "#b279a2", "#ff9da6", "#9d755d", "#bab0ac"];
var TABLEAU20 = [
  "#4c78a8",
  "#9ecae9",
  "#f58518",
  "#ffbf79",
  "#54a24b",
  "#88d27a",
  "#b79a20",
  "#f2cf5b",
  "#439894",
  "#83bcb6",
  "#e45756",
  "#ff9d98",
  "#79706e",
  "#bab0ac",
  "#d67195",
  "#fcbfd2",
  "#b279a2",
  "#d6a5c9",
  "#9e765f",
  "#d8b5a5"
];
var MISSING_COLOR = "#c7c7c7";
function colorChannel(field, title, domain, colors) {
  const palette = domain.length > 10 ? TABLEAU20 : TABLEAU10;
  let i = 0;
  const range = colors ?? domain.map((label) => label === MISSING_LABEL ? MISSING_COLOR : palette[i++ % palette.length]);
  return { field, type: "nominal", title, sort: domain, scale: { domain, range } };
}

// src/charts/preset-input.ts
function checkPresetInput(preset, table, need) {
  const what = need.core ? `a ${need.core} table` : "a table";
  const hint = `charts.${preset} needs ${what} with ${need.columns.join(", ")} (${need.how})`;
  if (isColumnTable2(table)) {
    const core = info(table)?.core ?? null;
    if (need.core && core && core !== need.core) throw new UsageError(`${hint}; got a ${core} table`);
    const missing = table.numCols() === 0 ? [] : need.columns.filter((c) => !table.columnNames().includes(c));
    if (missing.length > 0) throw new UsageError(`${hint}; the table has no ${missing.join(", ")} column${missing.length > 1 ? "s" : ""}`);
    return;
  }
  if (Array.isArray(table) && table.length > 0) {
    const missing = need.columns.filter((c) => !table.some((r) => r != null && typeof r === "object" && c in r));
    if (missing.length > 0) throw new UsageError(`${hint}; no row has ${missing.join(", ")}`);
  }
}

// src/charts/field-titles.ts
var TITLES = {
  phase: "Trial phase",
  overallStatus: "Overall status",
  studyType: "Study type",
  sponsorType: "Sponsor type",
  enrollmentType: "Enrollment type",
  sourceRegistry: "Registry",
  drugType: "Drug type",
  maxClinicalStage: "Highest clinical stage",
  agency: "Agency",
  authorizationStatus: "Authorization status",
  moleculeType: "Molecule type",
  procedureType: "Procedure type",
  isOrphan: "Orphan designation",
  isRetracted: "Retracted",
  type: "Designation type",
  axis: "Designation axis",
  geneType: "Gene type",
  outcomeType: "Outcome type",
  category: "Category",
  classification: "Classification",
  hasResults: "Results posted"
};
function fieldTitle(field) {
  if (TITLES[field]) return TITLES[field];
  const words = field.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words[0].toUpperCase() + words.slice(1);
}

// src/charts/options.ts
function checkOptions(preset, options) {
  const o = options ?? {};
  if (typeof o !== "object") throw new UsageError(`${preset}: options must be an object, got ${typeof o}`);
  for (const k of ["width", "height"]) {
    const v = o[k];
    if (v !== void 0 && !(typeof v === "number" && Number.isFinite(v) && v > 0)) {
      throw new UsageError(`${preset}: options.${k} must be a positive number of pixels, got ${JSON.stringify(v)}`, { parameter: `options.${k}`, value: v });
    }
  }
  if (o.title !== void 0 && typeof o.title !== "string") {
    throw new UsageError(`${preset}: options.title must be a string, got ${typeof o.title}`, { parameter: "options.title", value: o.title });
  }
  if (o.color !== void 0 && typeof o.color !== "string") {
    throw new UsageError(`${preset}: options.color must be a field name (string), got ${typeof o.color}`, { parameter: "options.color", value: o.color });
  }
  return o;
}

// src/charts/presets/approvals-timeline.ts
function approvalsTimelineSpec(table, options) {
  const o = checkOptions("approvalsTimeline", options);
  const dateField = options?.dateField ?? "authorizationDate";
  const colorField = o.color ?? "authorizationStatus";
  checkPresetInput("approvalsTimeline", table, { core: "regulatorycore", columns: ["agency", dateField], how: "sv.regulatorycore.search / searchAll / get" });
  const rows = readRows(table, ["agency", dateField, colorField], o.filter);
  const dated = rows.map((r) => ({ r, year: yearOf(r[dateField]) })).filter((d) => d.year != null);
  const agencies = dated.map((d) => categoryOf(d.r.agency));
  const colors = dated.map((d) => categoryOf(d.r[colorField]));
  const agencyDomain = orderedLabels(agencies, "agency");
  const colorDomain = orderedLabels(colors, colorField);
  const values = dated.map((d, i) => {
    const color = categoryLabel(colors[i]);
    return { year: `${d.year}-01-01`, agency: categoryLabel(agencies[i]), color, colorRank: colorDomain.indexOf(color) };
  });
  const notes = [`${dated.length} authorizations`, ...omittedNote(rows.length - dated.length, "authorizations without a date")];
  return frameSpec({ title: "Authorizations over time", notes, width: 480, height: 130, values }, o, {
    mark: { type: "bar", tooltip: true },
    encoding: {
      row: { field: "agency", type: "nominal", title: "Agency", sort: agencyDomain, header: { labelAngle: 0, labelAlign: "left" } },
      x: { field: "year", type: "temporal", timeUnit: "utcyear", axis: { format: "%Y" }, title: `Year of ${fieldTitle(dateField).toLowerCase()}` },
      y: { aggregate: "count", type: "quantitative", title: "Authorizations", axis: COUNT_AXIS, scale: COUNT_SCALE },
      color: colorChannel("color", fieldTitle(colorField), colorDomain),
      order: { field: "colorRank", type: "quantitative" }
    }
  });
}

// src/charts/presets/approval-lag.ts
function approvalLagSpec(table, options) {
  const o = checkOptions("approvalLag", options);
  checkPresetInput("approvalLag", table, { core: "regulatorycore", columns: ["fdaDate", "emaDate", "lagDays"], how: "pairs.authorizations(a RegulatoryCore table)" });
  const rows = readRows(table, ["fdaDate", "emaDate", "lagDays", "fdaName", "emaName", "activeSubstance", "firstAgency"], o.filter);
  const values = rows.flatMap((r) => {
    const fdaDate = isoDay(r.fdaDate);
    const lag = numberOf(r.lagDays);
    if (fdaDate === null || lag === null || isoDay(r.emaDate) === null) return [];
    return [{
      fdaDate,
      emaDate: isoDay(r.emaDate),
      lagDays: lag,
      product: stringOf(r.activeSubstance) ?? stringOf(r.fdaName) ?? "",
      first: lag > 0 ? "FDA first" : lag < 0 ? "EMA first" : "Same day"
    }];
  });
  const notes = [`${values.length} FDA/EMA pairs`, ...omittedNote(rows.length - values.length, "pairs without both dates")];
  return frameSpec({ title: "EMA authorization lag behind the FDA", notes, width: 480, height: 260, values }, o, {
    layer: [
      { mark: { type: "rule", color: "#888" }, encoding: { y: { datum: 0 } } },
      {
        mark: { type: "circle", size: 40, opacity: 0.75, tooltip: true },
        encoding: {
          x: { field: "fdaDate", type: "temporal", title: "FDA authorization date", axis: { format: "%Y" } },
          y: { field: "lagDays", type: "quantitative", title: "EMA date minus FDA date (days)" },
          color: { field: "first", type: "nominal", title: "First agency", scale: { domain: ["FDA first", "EMA first", "Same day"] } },
          tooltip: [
            { field: "product", title: "Product" },
            { field: "fdaDate", type: "temporal", title: "FDA" },
            { field: "emaDate", type: "temporal", title: "EMA" },
            { field: "lagDays", title: "Lag (days)" }
          ]
        }
      }
    ]
  });
}

// src/charts/presets/changes.ts
var ORDER = ["created", "updated", "deleted", "unchanged"];
function changesSpec(table, options) {
  const o = checkOptions("changes", options);
  checkPresetInput("changes", table, { core: null, columns: ["updateType", "updateDate"], how: "feedTable(sv.<core>.changes({ since }))" });
  const rows = readRows(table, ["updateType", "updateDate"], o.filter);
  const values = rows.flatMap((r) => {
    const day = isoDay(r.updateDate);
    return day === null ? [] : [{ day, updateType: stringOf(r.updateType) ?? "Not given" }];
  });
  const notes = [`${values.length} feed entries`, ...omittedNote(rows.length - values.length, "entries without an update date")];
  return frameSpec({ title: "Change-feed activity", notes, width: 480, height: 200, values }, o, {
    mark: { type: "bar", tooltip: true },
    encoding: {
      x: { field: "day", type: "temporal", timeUnit: "utcyearweek", title: "Week of update", axis: { format: "%Y-%m-%d" } },
      y: { aggregate: "count", type: "quantitative", title: "Entries", axis: COUNT_AXIS },
      color: { field: "updateType", type: "nominal", title: "Change", scale: { domain: ORDER.filter((t) => values.some((v) => v.updateType === t)) } }
    }
  });
}

// src/charts/presets/patent-landscape.ts
function patentLandscapeSpec(table, options) {
  const { dateField = "publicationDate", maxAssignees = 15, ...rest } = options ?? {};
  const o = checkOptions("patentLandscape", rest);
  checkPresetInput("patentLandscape", table, { core: "patentcore", columns: ["assignees", dateField], how: "sv.patentcore.search / searchAll, or patentsOfDrugs(sv, drugs)" });
  const rows = readRows(table, ["assignees", dateField], o.filter);
  const pairs2 = rows.flatMap((r) => {
    const year = yearOf(r[dateField]);
    if (year === null) return [];
    const names = listOf(r.assignees).map(stringOf).filter((s) => !!s);
    return (names.length > 0 ? names : ["Not given"]).map((assignee) => ({ assignee, year }));
  });
  const counts = /* @__PURE__ */ new Map();
  for (const p of pairs2) counts.set(p.assignee, (counts.get(p.assignee) ?? 0) + 1);
  const top = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, maxAssignees).map(([a]) => a);
  const other = "Other assignees";
  const values = pairs2.map((p) => ({ assignee: top.includes(p.assignee) ? p.assignee : other, year: `${p.year}-01-01` }));
  const dated = rows.filter((r) => yearOf(r[dateField]) !== null).length;
  const notes = [`${dated} patents`, ...omittedNote(rows.length - dated, "patents without a date")];
  return frameSpec({ title: "Patent landscape", notes, width: 480, height: Math.max(120, 18 * (top.length + 1)), values }, o, {
    mark: { type: "rect", tooltip: true },
    encoding: {
      x: { field: "year", type: "temporal", timeUnit: "utcyear", title: "Year", axis: { format: "%Y" } },
      y: { field: "assignee", type: "nominal", title: "Assignee", sort: [...top, other] },
      color: { aggregate: "count", type: "quantitative", title: "Patents", scale: { scheme: "blues" } }
    }
  });
}

// src/charts/presets/citations.ts
var EDGES = [0, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1e3, 2e3, 5e3, 1e4, 2e4, 5e4, 1e5];
function binOf(n) {
  for (let i = 0; i < EDGES.length - 1; i++) if (n < EDGES[i + 1]) return [EDGES[i], EDGES[i + 1]];
  const top = EDGES[EDGES.length - 1];
  let hi = top * 2;
  while (n >= hi) hi *= 2;
  return [hi / 2, hi];
}
function binLabel(lo, hi) {
  return hi - lo === 1 ? `${lo}` : `${lo}\u2013${hi - 1}`;
}
function citationsSpec(table, options) {
  const o = checkOptions("citations", options);
  const field = options?.field ?? "citationCount";
  checkPresetInput("citations", table, { core: "biomedcore", columns: [], how: "sv.biomedcore.search / searchAll / get" });
  const rows = readRows(table, [field], o.filter);
  const counts = rows.map((r) => numberOf(r[field])).filter((n) => n != null && n >= 0);
  const bins = /* @__PURE__ */ new Map();
  for (const n of counts) {
    const [lo, hi] = binOf(n);
    const b = bins.get(lo) ?? { lo, hi, records: 0 };
    b.records++;
    bins.set(lo, b);
  }
  const values = [...bins.values()].sort((a, b) => a.lo - b.lo).map((b) => ({ ...b, range: binLabel(b.lo, b.hi) }));
  const what = field === "citedByCount" ? "patents" : "publications";
  const notes = [`${counts.length} ${what}`, ...omittedNote(rows.length - counts.length, `${what} without a count`)];
  return frameSpec({ title: field === "citedByCount" ? "Citing patents" : "Citations", notes, width: 460, height: 240, values }, o, {
    mark: { type: "rect", tooltip: true, color: "#4c78a8", stroke: "white", strokeWidth: 1 },
    encoding: {
      x: {
        field: "lo",
        type: "quantitative",
        title: `Times cited (log scale; bins ${EDGES.slice(0, 5).join(", ")}, \u2026)`,
        scale: { type: "symlog" },
        axis: { values: EDGES, labelOverlap: "greedy" }
      },
      x2: { field: "hi" },
      y: { field: "records", type: "quantitative", title: `Number of ${what}`, axis: COUNT_AXIS, scale: COUNT_SCALE },
      y2: { datum: 0 },
      tooltip: [{ field: "range", title: "Times cited" }, { field: "records", title: `Number of ${what}` }]
    }
  });
}

// src/charts/presets/designations.ts
function designationsSpec(table, options) {
  const o = checkOptions("designations", options);
  checkPresetInput("designations", table, { core: "regulatorycore", columns: ["type", "agency"], how: "flatten.designations(a RegulatoryCore table)" });
  const rows = readRows(table, ["type", "agency", "axis", "serviceId"], o.filter);
  const types = rows.map((r) => categoryOf(r.type));
  const agencies = rows.map((r) => categoryOf(r.agency));
  const typeDomain = orderedLabels(types, "type");
  const agencyDomain = orderedLabels(agencies, "agency");
  const cells = /* @__PURE__ */ new Map();
  rows.forEach((_, i) => {
    const type = categoryLabel(types[i]);
    const agency = categoryLabel(agencies[i]);
    const k = `${type}\0${agency}`;
    const c = cells.get(k) ?? { type, agency, designations: 0 };
    c.designations++;
    cells.set(k, c);
  });
  const values = [...cells.values()];
  const dmax = Math.max(0, ...values.map((v) => v.designations));
  const records = new Set(rows.map((r) => r.serviceId).filter((s) => s != null)).size;
  const notes = [`${rows.length} designations${records ? ` on ${records} authorizations` : ""}`];
  const x = { field: "agency", type: "nominal", title: "Agency", sort: agencyDomain, axis: { labelAngle: 0, orient: "top" } };
  const y = { field: "type", type: "nominal", title: "Designation type", sort: typeDomain };
  return frameSpec({
    title: "Designations by type and agency",
    notes,
    width: Math.max(120, agencyDomain.length * 90),
    height: Math.max(80, typeDomain.length * 28),
    values
  }, o, {
    layer: [
      {
        mark: { type: "rect", tooltip: true },
        encoding: {
          x,
          y,
          color: { field: "designations", type: "quantitative", title: "Designations", scale: { scheme: "blues", zero: true } }
        }
      },
      {
        mark: { type: "text", fontSize: 12 },
        encoding: {
          x,
          y,
          text: { field: "designations", type: "quantitative" },
          color: { condition: { test: `datum.designations > ${0.6 * dmax}`, value: "white" }, value: "black" }
        }
      }
    ]
  });
}

// src/charts/presets/enrollment.ts
function enrollmentSpec(table, options) {
  const o = checkOptions("enrollment", options);
  checkPresetInput("enrollment", table, { core: "trialcore", columns: ["enrollment"], how: "sv.trialcore.search / searchAll / get" });
  const rows = readRows(table, ["phase", "enrollment", "serviceId"], o.filter);
  const kept = rows.map((r) => ({ phase: categoryOf(r.phase), enrollment: numberOf(r.enrollment) })).filter((r) => r.enrollment != null && r.enrollment > 0);
  const domain = orderedLabels(kept.map((r) => r.phase), "phase");
  const values = kept.map((r) => ({ phase: categoryLabel(r.phase), enrollment: r.enrollment }));
  const notes = [`${kept.length} trials`, ...omittedNote(rows.length - kept.length, "trials without enrollment")];
  return frameSpec({ title: "Enrollment by phase", notes, width: 460, height: Math.max(120, domain.length * 34), values }, o, {
    mark: { type: "boxplot", extent: "min-max", size: 18 },
    encoding: {
      y: { field: "phase", type: "nominal", title: "Trial phase", sort: domain },
      x: { field: "enrollment", type: "quantitative", title: "Participants enrolled (log scale)", scale: { type: "log" } },
      color: { field: "phase", type: "nominal", legend: null, sort: domain, scale: { domain, scheme: "tableau10" } }
    }
  });
}

// src/charts/presets/gene-constraint.ts
function get(obj, path) {
  let cur = obj;
  for (const k of path) {
    if (cur == null || typeof cur !== "object") return void 0;
    cur = cur[k];
  }
  return cur;
}
function loeufOf(r) {
  return numberOf(r.loeuf) ?? numberOf(get(r.gnomadConstraint, ["lossOfFunction", "loeuf"]));
}
function geneEffectOf(r) {
  return numberOf(r.meanGeneEffect) ?? numberOf(get(r.depmapEssentiality, ["meanGeneEffect"]));
}
function essentialOf(r) {
  const v = r.isEssential ?? get(r.depmapEssentiality, ["isEssential"]);
  return typeof v === "boolean" ? v : null;
}
var ESSENTIAL = ["Essential in DepMap", "Not essential", "Essentiality unknown"];
var ESSENTIAL_COLORS = ["#d62728", "#4c78a8", "#aaaaaa"];
function geneConstraintSpec(table, options) {
  const o = checkOptions("geneConstraint", options);
  checkPresetInput("geneConstraint", table, { core: "genecore", columns: [], how: "sv.genecore.search / searchAll / get" });
  const rows = readRows(table, ["serviceId", "symbol", "name", "loeuf", "meanGeneEffect", "isEssential", "gnomadConstraint", "depmapEssentiality"], o.filter);
  const points = rows.map((r) => ({ r, loeuf: loeufOf(r), effect: geneEffectOf(r) })).filter((p) => p.loeuf != null && p.effect != null);
  const values = points.map((p) => {
    const e = essentialOf(p.r);
    return {
      gene: stringOf(p.r.symbol) ?? stringOf(p.r.serviceId) ?? "",
      name: stringOf(p.r.name),
      loeuf: p.loeuf,
      meanGeneEffect: p.effect,
      essential: e === true ? ESSENTIAL[0] : e === false ? ESSENTIAL[1] : ESSENTIAL[2]
    };
  });
  const domain = ESSENTIAL.filter((g) => values.some((v) => v.essential === g));
  const notes = [`${values.length} genes`, "lower LOEUF: less tolerant of loss of function; lower effect: more essential", ...omittedNote(rows.length - values.length, "genes without both scores")];
  return frameSpec({ title: "Gene constraint and essentiality", notes, width: 420, height: 300, values }, o, {
    layer: [
      {
        mark: { type: "point", filled: true, size: 60, opacity: 0.8, tooltip: true },
        encoding: {
          x: { field: "loeuf", type: "quantitative", title: "LOEUF (gnomAD loss-of-function constraint)" },
          y: { field: "meanGeneEffect", type: "quantitative", title: "Mean DepMap gene effect" },
          color: colorChannel("essential", "Essentiality", domain, domain.map((g) => ESSENTIAL_COLORS[ESSENTIAL.indexOf(g)])),
          tooltip: [
            { field: "gene", title: "Gene" },
            { field: "name", title: "Name" },
            { field: "loeuf", title: "LOEUF", format: ".2f" },
            { field: "meanGeneEffect", title: "Mean gene effect", format: ".2f" },
            { field: "essential", title: "Essentiality" }
          ]
        }
      },
      {
        mark: { type: "text", dx: 6, align: "left", fontSize: 10, color: "#333" },
        transform: [{ window: [{ op: "row_number", as: "rank" }], sort: [{ field: "meanGeneEffect", order: "ascending" }] }, { filter: "datum.rank <= 12" }],
        encoding: {
          x: { field: "loeuf", type: "quantitative" },
          y: { field: "meanGeneEffect", type: "quantitative" },
          text: { field: "gene" }
        }
      }
    ]
  });
}

// src/charts/presets/outcome-measurements.ts
var INTERVAL_NAMES = {
  STANDARD_DEVIATION: "\xB1 standard deviation",
  STANDARD_ERROR: "\xB1 standard error",
  INTER_QUARTILE_RANGE: "interquartile range",
  FULL_RANGE: "full range",
  CONFIDENCE_80: "80% confidence interval",
  CONFIDENCE_90: "90% confidence interval",
  CONFIDENCE_95: "95% confidence interval",
  CONFIDENCE_975: "97.5% confidence interval",
  CONFIDENCE_99: "99% confidence interval",
  CONFIDENCE_OTHER: "confidence interval"
};
function pickOutcome(rows, want) {
  if (want === void 0) {
    const first = rows[0];
    if (!first) return [];
    return rows.filter((r) => r.serviceId === first.serviceId && numberOf(r.outcomeIndex) === numberOf(first.outcomeIndex));
  }
  if (typeof want === "string") {
    const hits2 = rows.filter((r) => r.outcomeTitle === want);
    return hits2.length ? pickOutcome(hits2, void 0) : [];
  }
  if (want === null || typeof want !== "object") {
    throw new UsageError(`outcomeMeasurements: options.outcome must be { serviceId, outcomeIndex } or an outcome title, got ${JSON.stringify(want)}`);
  }
  const hits = rows.filter((r) => (want.serviceId === void 0 || r.serviceId === want.serviceId) && (want.outcomeIndex === void 0 || numberOf(r.outcomeIndex) === want.outcomeIndex));
  return pickOutcome(hits, void 0);
}
function outcomeMeasurementsSpec(table, options) {
  const o = checkOptions("outcomeMeasurements", options);
  checkPresetInput("outcomeMeasurements", table, { core: "trialcore", columns: [], how: "flatten.measurements(a TrialCore table fetched with include outcomes)" });
  const rows = readRows(table, [
    "serviceId",
    "outcomeIndex",
    "measurementIndex",
    "outcomeTitle",
    "outcomeType",
    "units",
    "paramType",
    "dispersionType",
    "group",
    "groupId",
    "classification",
    "category",
    "paramValue",
    "value",
    "dispersion",
    "lower",
    "upper"
  ], o.filter);
  const chosen = pickOutcome(rows, options?.outcome);
  const first = chosen[0] ?? {};
  const dispersionType = stringOf(first.dispersionType);
  const values = chosen.map((r) => {
    const value = numberOf(r.value) ?? numberOf(r.paramValue);
    let lower = numberOf(r.lower);
    let upper = numberOf(r.upper);
    const d = numberOf(r.dispersion);
    if ((lower == null || upper == null) && d != null && value != null && (dispersionType === "STANDARD_DEVIATION" || dispersionType === "STANDARD_ERROR")) {
      lower = value - d;
      upper = value + d;
    }
    const sub = [stringOf(r.classification), stringOf(r.category)].filter((s) => s != null).join(" \xB7 ");
    return { group: stringOf(r.group) ?? stringOf(r.groupId) ?? "Group not given", subgroup: sub || "All", value, lower, upper };
  });
  const drawn = values.filter((v) => v.value != null);
  const subgroups = [...new Set(drawn.map((v) => v.subgroup))];
  const split = subgroups.length > 1;
  const units = stringOf(first.units);
  const param = stringOf(first.paramType);
  const interval = dispersionType ? INTERVAL_NAMES[dispersionType] : void 0;
  const xTitle = [param ? categoryLabel(param) : "Value", units ? `(${units})` : ""].filter(Boolean).join(" ");
  const outcomeTitle = stringOf(first.outcomeTitle);
  const notes = [
    ...outcomeTitle ? [outcomeTitle.length > 90 ? `${outcomeTitle.slice(0, 89)}\u2026` : outcomeTitle] : [],
    ...interval ? [`bars: ${interval}`] : [],
    ...omittedNote(values.length - drawn.length, "measurements without a numeric value")
  ];
  const groups = [...new Set(drawn.map((v) => v.group))];
  const y = { field: "group", type: "nominal", title: "Group", sort: groups };
  const yOffset = split ? { yOffset: { field: "subgroup", type: "nominal", sort: subgroups } } : {};
  const color = split ? { color: colorChannel("subgroup", "Category", subgroups) } : {};
  return frameSpec({ title: "Outcome measurements", notes, width: 440, height: Math.max(100, groups.length * (split ? 18 * subgroups.length : 30)), values: drawn }, o, {
    encoding: { y, ...yOffset },
    layer: [
      {
        mark: { type: "rule", strokeWidth: 2, color: "#4c78a8" },
        transform: [{ filter: "isValid(datum.lower) && isValid(datum.upper)" }],
        encoding: { x: { field: "lower", type: "quantitative", title: xTitle }, x2: { field: "upper" }, ...color }
      },
      {
        mark: { type: "point", filled: true, size: 70, color: "#1f3b63", tooltip: true },
        encoding: { x: { field: "value", type: "quantitative", title: xTitle }, ...color }
      }
    ]
  });
}

// src/charts/presets/pipeline.ts
function pipelineSpec(table, options) {
  const o = checkOptions("pipeline", options);
  const colorField = o.color ?? "drugType";
  checkPresetInput("pipeline", table, { core: "drugcore", columns: ["maxClinicalStage"], how: "sv.drugcore.search / searchAll / get" });
  const rows = readRows(table, ["maxClinicalStage", colorField], o.filter);
  const stages = rows.map((r) => categoryOf(r.maxClinicalStage));
  const colors = rows.map((r) => categoryOf(r[colorField]));
  const stageDomain = orderedLabels(stages, "maxClinicalStage");
  const colorDomain = orderedLabels(colors, colorField);
  const values = rows.map((_, i) => {
    const color = categoryLabel(colors[i]);
    return { stage: categoryLabel(stages[i]), color, colorRank: colorDomain.indexOf(color) };
  });
  return frameSpec({ title: "Drug pipeline", notes: [`${rows.length} drugs`], width: 460, height: 260, values }, o, {
    mark: { type: "bar", tooltip: true },
    encoding: {
      x: { field: "stage", type: "nominal", title: "Highest clinical stage reached", sort: stageDomain, axis: { labelAngle: -30 } },
      y: { aggregate: "count", type: "quantitative", title: "Number of drugs", axis: COUNT_AXIS, scale: COUNT_SCALE },
      color: colorChannel("color", fieldTitle(colorField), colorDomain),
      order: { field: "colorRank", type: "quantitative" }
    }
  });
}

// src/charts/presets/publications-by-year.ts
var BY = ["publicationType", "retraction"];
function retraction(v) {
  return v === true ? "Retracted" : v === false ? "Not retracted" : "Retraction unknown";
}
function publicationsByYearSpec(table, options) {
  const o = checkOptions("publicationsByYear", options);
  const by = options?.by;
  if (by !== void 0 && !BY.includes(by)) {
    throw new UsageError(`publicationsByYear: options.by must be one of ${BY.join(", ")}, got ${JSON.stringify(by)}`, { parameter: "options.by", value: by, allowed: BY });
  }
  checkPresetInput("publicationsByYear", table, { core: "biomedcore", columns: ["publicationDate"], how: "sv.biomedcore.search / searchAll / get" });
  const rows = readRows(table, ["publicationDate", "publicationTypes", "isRetracted", o.color ?? ""], o.filter);
  const dated = rows.map((r) => ({ r, year: yearOf(r.publicationDate) })).filter((d) => d.year != null);
  const notes = [`${dated.length} publications`, ...omittedNote(rows.length - dated.length, "publications without a date")];
  let values;
  let domain = [];
  let legendTitle = "";
  if (by === "publicationType") {
    const typesOf = (r) => {
      const t = listOf(r.publicationTypes).map(stringOf).filter((s) => s != null);
      return t.length ? [...new Set(t)] : ["No type given"];
    };
    const freq = /* @__PURE__ */ new Map();
    for (const d of dated) for (const t of typesOf(d.r)) freq.set(t, (freq.get(t) ?? 0) + 1);
    const topN = options?.topTypes ?? 8;
    const top = new Set([...freq].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, topN).map(([t]) => t));
    const other = "Other types";
    values = dated.flatMap((d) => [...new Set(typesOf(d.r).map((t) => top.has(t) ? t : other))].map((group) => ({ year: `${d.year}-01-01`, group })));
    domain = [...top];
    if (freq.size > top.size) domain.push(other);
    legendTitle = "Publication type";
    notes.push("a publication counts once per type");
  } else if (by === "retraction" || o.color === "isRetracted") {
    values = dated.map((d) => ({ year: `${d.year}-01-01`, group: retraction(d.r.isRetracted) }));
    domain = ["Not retracted", "Retracted", "Retraction unknown"].filter((g) => values.some((v) => v.group === g));
    legendTitle = "Retraction";
  } else {
    values = dated.map((d) => ({ year: `${d.year}-01-01`, group: "Publications" }));
  }
  const split = by !== void 0 || o.color === "isRetracted";
  const rank = new Map(domain.map((g, i) => [g, i]));
  return frameSpec({
    title: "Publications by year",
    notes,
    width: 480,
    height: 240,
    values: values.map((v) => ({ ...v, groupRank: rank.get(v.group) ?? 0 }))
  }, o, {
    mark: { type: "bar", tooltip: true, ...split ? {} : { color: "#4c78a8" } },
    encoding: {
      x: { field: "year", type: "temporal", timeUnit: "utcyear", axis: { format: "%Y" }, title: "Year of publication" },
      y: { aggregate: "count", type: "quantitative", title: "Number of publications", axis: COUNT_AXIS, scale: COUNT_SCALE },
      ...split ? {
        color: colorChannel("group", legendTitle, domain),
        order: { field: "groupRank", type: "quantitative" }
      } : {}
    }
  });
}

// src/charts/presets/trial-timeline.ts
function shorten(s, n) {
  return s.length > n ? `${s.slice(0, n - 1)}\u2026` : s;
}
function trialTimelineSpec(table, options) {
  const o = checkOptions("trialTimeline", options);
  const max = options?.maxTrials ?? 40;
  if (!Number.isInteger(max) || max < 1) {
    throw new UsageError(`trialTimeline: options.maxTrials must be a positive integer, got ${JSON.stringify(max)}`);
  }
  const colorField = o.color ?? "overallStatus";
  checkPresetInput("trialTimeline", table, { core: "trialcore", columns: ["startDate", "completionDate"], how: "sv.trialcore.search / searchAll / get" });
  const rows = readRows(table, ["serviceId", "nctId", "registryId", "briefTitle", "acronym", "startDate", "completionDate", colorField], o.filter);
  const dated = rows.map((r) => ({ r, start: isoDay(r.startDate), end: isoDay(r.completionDate) })).filter((d) => d.start != null && d.end != null).sort((a, b) => a.start.localeCompare(b.start));
  const shown = dated.slice(0, max);
  const colors = shown.map((d) => categoryOf(d.r[colorField]));
  const colorDomain = orderedLabels(colors, colorField);
  const used = /* @__PURE__ */ new Map();
  const values = shown.map((d, i) => {
    const id = stringOf(d.r.nctId) ?? stringOf(d.r.registryId) ?? stringOf(d.r.serviceId) ?? `row ${i + 1}`;
    const name = stringOf(d.r.acronym) ?? stringOf(d.r.briefTitle);
    let label = name ? `${id} \xB7 ${shorten(name, 32)}` : id;
    const n = used.get(label) ?? 0;
    used.set(label, n + 1);
    if (n > 0) label = `${label} #${n + 1}`;
    return {
      trial: label,
      title: stringOf(d.r.briefTitle),
      startDate: d.start,
      completionDate: d.end,
      color: categoryLabel(colors[i])
    };
  });
  const notes = [
    ...omittedNote(rows.length - dated.length, "trials without both dates"),
    ...omittedNote(dated.length - shown.length, "later trials")
  ];
  return frameSpec({ title: "Trial timeline", notes, width: 520, height: Math.max(120, values.length * 16), values }, o, {
    mark: { type: "bar", cornerRadius: 2, tooltip: true },
    encoding: {
      y: { field: "trial", type: "nominal", title: null, sort: null, axis: { labelLimit: 360 } },
      x: { field: "startDate", type: "temporal", timeUnit: "utcyearmonthdate", title: "Start to completion date", axis: { format: "%Y" } },
      x2: { field: "completionDate", timeUnit: "utcyearmonthdate" },
      color: colorChannel("color", fieldTitle(colorField), colorDomain),
      tooltip: [
        { field: "trial", title: "Trial" },
        { field: "title", title: "Title" },
        { field: "startDate", title: "Start" },
        { field: "completionDate", title: "Completion" },
        { field: "color", title: fieldTitle(colorField) }
      ]
    }
  });
}

// src/charts/presets/trials-by-country.ts
var regionNames;
function countryName(code) {
  if (regionNames === void 0) {
    try {
      regionNames = new Intl.DisplayNames(["en"], { type: "region" });
    } catch {
      regionNames = null;
    }
  }
  if (!regionNames || !/^[A-Z]{2}$/.test(code)) return code;
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}
function trialsByCountrySpec(table, options) {
  const o = checkOptions("trialsByCountry", options);
  const top = options?.top ?? 20;
  if (!Number.isInteger(top) || top < 1) {
    throw new UsageError(`trialsByCountry: options.top must be a positive integer, got ${JSON.stringify(top)}`);
  }
  checkPresetInput("trialsByCountry", table, { core: "trialcore", columns: ["facilityCountries"], how: "sv.trialcore.search / searchAll / get" });
  const rows = readRows(table, ["facilityCountries"], o.filter);
  const counts = /* @__PURE__ */ new Map();
  let without = 0;
  for (const r of rows) {
    const codes = new Set(listOf(r.facilityCountries).map(stringOf).filter((c) => c != null).map((c) => c.toUpperCase()));
    if (codes.size === 0) without++;
    for (const c of codes) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const values = ranked.slice(0, top).map(([code, trials]) => ({ country: `${countryName(code)} (${code})`, code, trials }));
  const notes = [
    `${rows.length} trials`,
    ...omittedNote(without, "trials without a facility country"),
    ...omittedNote(ranked.length - values.length, "further countries")
  ];
  return frameSpec({ title: "Trials by country", notes, width: 420, height: Math.max(120, values.length * 18), values }, o, {
    mark: { type: "bar", tooltip: true, color: "#4c78a8" },
    encoding: {
      y: { field: "country", type: "nominal", title: "Facility country", sort: values.map((v) => v.country) },
      x: { field: "trials", type: "quantitative", title: "Number of trials", axis: COUNT_AXIS, scale: COUNT_SCALE }
    }
  });
}

// src/charts/presets/trials-by-phase.ts
function trialsByPhaseSpec(table, options) {
  const o = checkOptions("trialsByPhase", options);
  const colorField = o.color ?? "overallStatus";
  checkPresetInput("trialsByPhase", table, { core: "trialcore", columns: ["phase"], how: "sv.trialcore.search / searchAll / get" });
  const rows = readRows(table, ["phase", colorField], o.filter);
  const phases = rows.map((r) => categoryOf(r.phase));
  const colors = rows.map((r) => categoryOf(r[colorField]));
  const phaseDomain = orderedLabels(phases, "phase");
  const colorDomain = orderedLabels(colors, colorField);
  const values = rows.map((_, i) => {
    const color = categoryLabel(colors[i]);
    return { phase: categoryLabel(phases[i]), color, colorRank: colorDomain.indexOf(color) };
  });
  return frameSpec({ title: "Trials by phase", notes: [`${rows.length} trials`], width: 420, height: 260, values }, o, {
    mark: { type: "bar", tooltip: true },
    encoding: {
      x: { field: "phase", type: "nominal", title: "Trial phase", sort: phaseDomain, axis: { labelAngle: -30 } },
      y: { aggregate: "count", type: "quantitative", title: "Number of trials", axis: COUNT_AXIS, scale: COUNT_SCALE },
      color: colorChannel("color", fieldTitle(colorField), colorDomain),
      order: { field: "colorRank", type: "quantitative", sort: "ascending" }
    }
  });
}

// src/charts/index.ts
var specs = {
  trialsByPhase: trialsByPhaseSpec,
  trialTimeline: trialTimelineSpec,
  enrollment: enrollmentSpec,
  trialsByCountry: trialsByCountrySpec,
  publicationsByYear: publicationsByYearSpec,
  citations: citationsSpec,
  approvalsTimeline: approvalsTimelineSpec,
  designations: designationsSpec,
  pipeline: pipelineSpec,
  geneConstraint: geneConstraintSpec,
  outcomeMeasurements: outcomeMeasurementsSpec,
  approvalLag: approvalLagSpec,
  changes: changesSpec,
  patentLandscape: patentLandscapeSpec
};
function chartOf(preset) {
  return (table, options) => new Chart(preset(table, options));
}
function fromSpec(...args) {
  if (args.length === 1) return new Chart(args[0]);
  const [table, spec] = args;
  const rows = readRows(table, []);
  const values = rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v instanceof Date ? v.toISOString().slice(0, 10) : v])));
  return new Chart({ ...spec, $schema: spec.$schema ?? VEGA_LITE_SCHEMA, data: { values } });
}
var charts = {
  trialsByPhase: chartOf(specs.trialsByPhase),
  trialTimeline: chartOf(specs.trialTimeline),
  enrollment: chartOf(specs.enrollment),
  trialsByCountry: chartOf(specs.trialsByCountry),
  publicationsByYear: chartOf(specs.publicationsByYear),
  citations: chartOf(specs.citations),
  approvalsTimeline: chartOf(specs.approvalsTimeline),
  designations: chartOf(specs.designations),
  pipeline: chartOf(specs.pipeline),
  geneConstraint: chartOf(specs.geneConstraint),
  outcomeMeasurements: chartOf(specs.outcomeMeasurements),
  approvalLag: chartOf(specs.approvalLag),
  changes: chartOf(specs.changes),
  patentLandscape: chartOf(specs.patentLandscape),
  fromSpec
};

// src/notebook/show.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { inspect as inspect2 } from "node:util";
var DISPLAY = /* @__PURE__ */ Symbol.for("Jupyter.display");
async function displayBundle(x, options = {}) {
  if (x instanceof Chart) return { ...await x.toMimeBundle() };
  if (isColumnTable(x)) return tableBundle(x, options);
  const custom = x?.[DISPLAY];
  if (typeof custom === "function") return await custom.call(x);
  return { "text/plain": plainText(x) };
}
function plainText(x) {
  return typeof x === "string" ? x : inspect2(x, { depth: 4, colors: false, maxArrayLength: 50 });
}
function immediateBundle(x, options) {
  if (x instanceof Chart) return { bundle: { [VEGA_LITE_MIME]: x.spec, "text/plain": x.toString() }, complete: false };
  if (isColumnTable(x)) return { bundle: tableBundle(x, options), complete: true };
  const custom = x?.[DISPLAY];
  if (typeof custom === "function") return { bundle: { "text/plain": "\u2026" }, complete: false };
  return { bundle: { "text/plain": plainText(x) }, complete: true };
}
function quietPromise(promise) {
  promise.catch(() => {
  });
  Object.defineProperty(promise, inspect2.custom, { value: () => "", enumerable: false });
  return promise;
}
function show(x, options = {}) {
  const cell = tslabCellWriter();
  if (cell) {
    const shown = showInTslab(cell, x, options);
    holdCellFor(shown);
    return quietPromise(shown);
  }
  return quietPromise(showElsewhere(x, options));
}
async function showInTslab(cell, x, options) {
  const { bundle, complete } = immediateBundle(x, options);
  if (complete) {
    cell({ data: bundle, metadata: {} }, false);
    return;
  }
  const displayId = `corebook-${randomBytes2(8).toString("hex")}`;
  cell({ data: bundle, metadata: {}, transient: { display_id: displayId } }, false);
  let full;
  try {
    full = await displayBundle(x, options);
  } catch (err) {
    tslabWriter()?.({ data: { "text/plain": `show: ${String(err)}` }, metadata: {}, transient: { display_id: displayId } }, true);
    throw err;
  }
  const now = tslabWriter() ?? cell;
  now({ data: full, metadata: {}, transient: { display_id: displayId } }, true);
}
async function showElsewhere(x, options) {
  const bundle = await displayBundle(x, options);
  const deno = denoJupyter();
  if (deno) {
    await deno.display(bundle, { raw: true });
    return;
  }
  console.log(bundle["text/plain"]);
}

// src/export/on-first-use.ts
async function exportTable(table, path, opts) {
  const { exportTable: write } = await import("./chunks/export-table-TUFSUKEU.js");
  return write(table, path, opts);
}
async function readTable(path, opts) {
  const { readTable: read } = await import("./chunks/read-table-MRIB3ERD.js");
  return read(path, opts);
}

// src/export/danfo.ts
function toDanfo(table, dfd) {
  if (!dfd || typeof dfd.DataFrame !== "function") {
    throw new UsageError('toDanfo: dfd must be the danfo module (import * as dfd from "danfojs"), with a DataFrame constructor');
  }
  const types = tableExportTypes(table);
  const names = table.columnNames();
  const rows = table.indices();
  const data = {};
  for (const name of names) {
    const type = types[name];
    const column = table.column(name);
    data[name] = Array.from(rows, (row, i) => {
      const value = column.at(row);
      if (value === null || value === void 0) return null;
      if (type.kind === "list" || type.kind === "struct" || type.kind === "json") {
        return JSON.stringify(toPlain(value, type, `"${name}" row ${i}`));
      }
      return value;
    });
  }
  return new dfd.DataFrame(data, { columns: names });
}
function fromDanfo(df) {
  if (!df || !Array.isArray(df.columns)) {
    throw new UsageError("fromDanfo: df must be a danfo DataFrame (with columns and values)");
  }
  const names = [...df.columns];
  const rows = df.values ?? [];
  const cell = (row, c) => Array.isArray(row) ? row[c] : row;
  const raw = names.map((_, c) => rows.map((row) => {
    const value = cell(row, c);
    return value === void 0 || typeof value === "number" && Number.isNaN(value) ? null : value;
  }));
  const types = inferColumnTypes(Object.fromEntries(names.map((name, c) => [name, raw[c]])), false);
  const columns = names.map((name, c) => {
    if (types[name].kind !== "string") return raw[c];
    const textType = inferTextType(raw[c], false);
    if (textType.kind !== "list" && textType.kind !== "struct" && textType.kind !== "json") return raw[c];
    types[name] = textType;
    return raw[c].map((value) => cellValue(value, textType));
  });
  return buildTable(names, columns, types);
}

// src/sandbox/launch.ts
async function startSandbox(options) {
  const { startSandbox: start } = await import("./chunks/start-6DHHN5LR.js");
  return start(options);
}
export {
  ANCHOR_DATE,
  AbortError,
  AuthenticationError,
  BadRequestError,
  BudgetExceededError,
  Chart,
  CommandUsageError,
  ConnectionError,
  CorebookError,
  DEFAULT_MAX_AGE,
  FEED_MAX_AGE,
  InsufficientCreditsError,
  InternalServerError,
  LINK_FIELDS,
  MirrorLockedError,
  NotFoundError,
  PartialResultError,
  PermissionDeniedError,
  RateLimitError,
  SchemaParseError,
  SearchAllCostError,
  ServiceError,
  SnapshotFormatError,
  StoreMissError,
  TimeoutError,
  UnprocessableEntityError,
  UsageError,
  ValidationError,
  ageAt,
  applyChanges,
  charts,
  columnTypes,
  connect2 as connect,
  createClient,
  createProgress,
  dayOps,
  daysBetween,
  defaultCacheDir,
  estimateCost,
  exportTable,
  feedDecisions,
  feedTable,
  flatten,
  fromDanfo,
  info,
  joinOn,
  links,
  pairs,
  parseNumber,
  patentsOfDrugs,
  readTable,
  show,
  startSandbox,
  toDanfo,
  enums_exports as vocab,
  yearOf
};
