// Without a canvas, vega guesses every character at 0.8 em, so labels are cut at half their room and
// rotated titles inflate the chart. This estimate follows DejaVu Sans (the font PNGs use, close to
// Verdana in browsers) by character class, erring a little wide so nothing is clipped.
const NARROW = new Set("ijlI.,:;'|!()[]{}` ");
const SEMI = new Set('frt-"/\\*');
const WIDE = new Set("mwMW@%");

export function textWidth(text: string, fontSize: number, bold = false): number {
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

interface TextItem {
  text?: unknown;
  fontSize?: number;
  fontWeight?: unknown;
  limit?: number;
}

/** A `textMetrics.width` for vega: (item, text) -> pixels. */
export function vegaTextWidth(item: TextItem, text?: unknown): number {
  const t = text ?? item.text;
  const s = Array.isArray(t) ? t.join(" ") : t == null ? "" : String(t);
  const size = item.fontSize ?? 11;
  const w = item.fontWeight;
  return textWidth(s, size, w === "bold" || (typeof w === "number" && w >= 600));
}
