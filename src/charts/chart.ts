import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { chartPage, chartTitle } from "./html-page.js";
import { renderSVG, svgToPNG, type PngOptions } from "./render.js";
import type { VegaLiteSpec } from "./spec.js";
import { MisuseError } from "../errors/index.js";
import * as msg from "./messages.js";

export const VEGA_LITE_MIME = "application/vnd.vegalite.v5+json";

/**
 * The MIME bundle a notebook shows for a chart: the interactive spec, a static SVG and a text
 * fallback. No text/html: JupyterLab ranks HTML above vega-lite and would show the static copy
 * (or, in an untrusted notebook, its sanitized text); with SVG, JupyterLab draws the spec with
 * vega-embed, and nbconvert's reports (which know no vega-lite) show the SVG.
 */
interface ChartBundle {
  [VEGA_LITE_MIME]: VegaLiteSpec;
  "image/svg+xml": string;
  "text/plain": string;
}

const SAVE_FORMATS = [".svg", ".png", ".html", ".vl.json"] as const;

/** A Vega-Lite chart: a plain spec plus rendering to SVG, PNG and files, and rich display in notebooks. */
export class Chart {
  /** The Vega-Lite v5 spec, data inline; edit a copy and pass it to `charts.fromSpec` to restyle. */
  readonly spec: VegaLiteSpec;
  #svg: Promise<string> | undefined;

  constructor(spec: VegaLiteSpec) {
    if (spec == null || typeof spec !== "object") throw new MisuseError(msg.specNotObject(spec), { parameter: "spec", value: spec });
    this.spec = spec;
  }

  /** The chart's title text (`Chart` when the spec has none). */
  get title(): string {
    return chartTitle(this.spec);
  }

  /** The chart as SVG text, rendered headless with vega (rendered once, then reused). */
  toSVG(): Promise<string> {
    this.#svg ??= renderSVG(this.spec);
    // A failed render is not cached, so a caller may retry after fixing the environment.
    this.#svg.catch(() => {
      this.#svg = undefined;
    });
    return this.#svg;
  }

  /** The chart as PNG bytes; `scale` 2 (default) suits slides. */
  async toPNG(options: PngOptions = {}): Promise<Buffer> {
    return svgToPNG(await this.toSVG(), options);
  }

  /** Write the chart; the format follows the extension: .svg, .png, .html (self-contained), .vl.json. */
  async save(path: string, options: PngOptions = {}): Promise<string> {
    const lower = path.toLowerCase();
    const ext = SAVE_FORMATS.find((e) => lower.endsWith(e));
    if (!ext) {
      throw new MisuseError(msg.saveExtension(path, SAVE_FORMATS), {
        parameter: "path",
        value: path,
        allowed: SAVE_FORMATS,
      });
    }
    let content: string | Buffer;
    if (ext === ".svg") content = await this.toSVG();
    else if (ext === ".png") content = await this.toPNG(options);
    else if (ext === ".html") content = chartPage(this.spec, await this.toSVG());
    else content = `${JSON.stringify(this.spec, null, 2)}\n`;
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content);
    return path;
  }

  /** The display bundle for Jupyter (vega-lite for JupyterLab, SVG for nbconvert's reports, text). */
  async toMimeBundle(): Promise<ChartBundle> {
    return { [VEGA_LITE_MIME]: this.spec, "image/svg+xml": await this.toSVG(), "text/plain": this.toString() };
  }

  /** Deno's Jupyter kernel displays any object with this method. */
  [Symbol.for("Jupyter.display")](): Promise<ChartBundle> {
    return this.toMimeBundle();
  }

  /** What `JSON.stringify` writes: the spec itself. */
  toJSON(): VegaLiteSpec {
    return this.spec;
  }

  /** A one-line summary: the title and how many data points the chart draws. */
  toString(): string {
    const values = (this.spec.data as { values?: unknown[] } | undefined)?.values;
    return `Chart: ${this.title}${Array.isArray(values) ? ` (${values.length} data points)` : ""}`;
  }

  // A chart left as a cell's last expression is printed through util.inspect: say how to see it.
  [Symbol.for("nodejs.util.inspect.custom")](): string {
    return `${this.toString()} — show() it`;
  }
}
