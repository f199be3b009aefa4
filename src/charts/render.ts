// vega and vega-lite are ESM with top-level await (vega-canvas); tslab loads corebook with `require`,
// which cannot load such a graph. So they are imported lazily, inside functions, never at module top.
import { existsSync } from "node:fs";
import type { VegaLiteSpec } from "./spec.js";
import { vegaTextWidth } from "./text-width.js";
import { MisuseError } from "../errors/index.js";
import * as msg from "./messages.js";

type Vega = typeof import("vega");
type VegaLite = typeof import("vega-lite");

let modules: Promise<{ vega: Vega; vl: VegaLite }> | undefined;

function loadVega(): Promise<{ vega: Vega; vl: VegaLite }> {
  modules ??= Promise.all([import("vega"), import("vega-lite")]).then(([vega, vl]) => {
    // vega supports a user-defined width function (vl-convert does the same); only when no canvas measures text.
    // textMetrics is vega's, but not in its type declarations.
    const metrics: unknown = Reflect.get(vega, "textMetrics");
    if (metrics !== null && typeof metrics === "object" && Reflect.get(metrics, "width") === Reflect.get(metrics, "estimateWidth")) {
      Reflect.set(metrics, "width", vegaTextWidth);
    }
    return { vega, vl };
  });
  return modules;
}

/** Compile a Vega-Lite spec to Vega (throws with vega-lite's message when the spec is invalid). */
export async function compileSpec(spec: VegaLiteSpec): Promise<unknown> {
  const { vl } = await loadVega();
  return vl.compile(structuredClone(spec) as Parameters<VegaLite["compile"]>[0]).spec;
}

/** Render a Vega-Lite spec to an SVG string, headless (no canvas package needed). */
export async function renderSVG(spec: VegaLiteSpec): Promise<string> {
  const { vega, vl } = await loadVega();
  // vega tags inline data rows with a symbol id; render from a copy so the chart's spec stays plain data.
  const compiled = vl.compile(structuredClone(spec) as Parameters<VegaLite["compile"]>[0]).spec;
  const view = new vega.View(vega.parse(compiled), { renderer: "none" });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

const FONT_DIRS = ["/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/TTF", "/usr/share/fonts/dejavu", "/Library/Fonts"];
const FONT_FILES = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf"];

/** DejaVu Sans files on this machine (fonts-dejavu-core on Debian); empty when not installed. */
function sansFontFiles(): string[] {
  for (const dir of FONT_DIRS) {
    const files = FONT_FILES.map((f) => `${dir}/${f}`).filter((f) => existsSync(f));
    if (files.length) return files;
  }
  return [];
}

/** Options of `toPNG` and of `save` to a `.png` file. */
export interface PngOptions {
  /** Pixel density: 2 gives a crisp image for slides. Default 2. */
  scale?: number;
}

/** Rasterize an SVG to PNG with resvg, with DejaVu Sans (or the system fonts when it is missing). */
export async function svgToPNG(svg: string, options: PngOptions = {}): Promise<Buffer> {
  const scale = options.scale ?? 2;
  if (!(typeof scale === "number" && scale > 0 && scale <= 10)) {
    throw new MisuseError(msg.pngScale(scale), { parameter: "options.scale", value: scale });
  }
  const { Resvg } = await import("@resvg/resvg-js");
  const fontFiles = sansFontFiles();
  const resvg = new Resvg(svg, {
    background: "white",
    fitTo: { mode: "zoom", value: scale },
    font: fontFiles.length
      ? { loadSystemFonts: false, fontFiles, defaultFontFamily: "DejaVu Sans", sansSerifFamily: "DejaVu Sans" }
      : { loadSystemFonts: true },
  });
  return resvg.render().asPng();
}
