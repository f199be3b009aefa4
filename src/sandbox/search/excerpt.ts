// The `matchedText` of an Evidence section: a window of text around the first place where the
// query's terms occur, so a reader sees why the section matched; null when no term occurs in the text.
import { tokenize } from "./text-fields.js";

const WINDOW = 240;

export function excerpt(content: string | null, query: string): string | null {
  if (!content) return null;
  const terms = new Set(tokenize(query));
  const word = /[\p{L}\p{N}]+/gu;
  let first = -1;
  let last = -1;
  for (let m = word.exec(content); m; m = word.exec(content)) {
    if (!terms.has(m[0].toLowerCase())) continue;
    if (first < 0) first = m.index;
    if (m.index - first > WINDOW) break;
    last = m.index + m[0].length;
  }
  if (first < 0) return null;
  const pad = Math.max(40, Math.floor((WINDOW - (last - first)) / 2));
  let start = Math.max(0, first - pad);
  let end = Math.min(content.length, last + pad);
  // Widen to word boundaries so the excerpt does not open or close mid-word.
  while (start > 0 && /\S/.test(content[start - 1])) start -= 1;
  while (end < content.length && /\S/.test(content[end])) end += 1;
  return `${start > 0 ? "…" : ""}${content.slice(start, end).trim()}${end < content.length ? "…" : ""}`;
}
