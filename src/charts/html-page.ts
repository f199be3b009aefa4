import type { VegaLiteSpec } from "./spec.js";
import { escapeHtml } from "../common/index.js";

/** JSON safe inside a <script> element: no `</script>` or `<!--` can close or confuse it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function chartTitle(spec: VegaLiteSpec): string {
  const t = (spec as { title?: unknown }).title;
  if (typeof t === "string") return t;
  if (t && typeof t === "object" && "text" in t) {
    const text = (t as { text: unknown }).text;
    return Array.isArray(text) ? text.join(" ") : String(text);
  }
  return "Chart";
}

/** A self-contained page: the rendered SVG, plus the spec as data for anyone who wants it back. No network. */
export function chartPage(spec: VegaLiteSpec, svg: string): string {
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
