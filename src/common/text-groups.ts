// Text encoded a group of values at a time, by the Parquet and the Arrow text writers: one native
// concatenation and one native write per group of up to GROUP_CHARS characters. Joined whole, a
// column's text made one string of megabytes per chunk or batch, which V8 frees only at a full
// collection (the measurements are beside each writer).

/** Characters concatenated and encoded at a time. */
const GROUP_CHARS = 1 << 15;

/**
 * Calls `group(from, to, text)` for runs of `texts[0..count)` of up to GROUP_CHARS characters (a
 * longer value alone), `text` their concatenation (a value that is not a string adds nothing).
 */
export function eachGroup(texts: readonly unknown[], count: number, group: (from: number, to: number, text: string) => void): void {
  let from = 0;
  let text = "";
  for (let i = 0; i < count; i++) {
    const value = texts[i];
    if (typeof value !== "string") continue;
    if (text.length > 0 && text.length + value.length > GROUP_CHARS) {
      group(from, i, text);
      from = i;
      text = "";
    }
    text += value;
  }
  if (from < count) group(from, count, text);
}
