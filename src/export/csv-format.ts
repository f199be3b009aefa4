// RFC 4180 cells. A field is quoted when it holds a comma, a quote, CR or LF, or begins or ends
// with a space or tab (some readers trim unquoted fields). An empty string is written as `""` so
// it stays distinct from null (an empty, unquoted field). DuckDB reads `""` as NULL unless
// `allow_quoted_nulls = false`.

// One character class (a fast scan) plus the two ends, rather than one pattern with anchored
// alternatives, which cost a scan of long text per alternative.
const SPECIAL = /[",\r\n]/;
const isBlank = (code: number): boolean => code === 32 || code === 9;

export function csvField(text: string | null): string {
  if (text === null) return "";
  if (text === "" || isBlank(text.charCodeAt(0)) || isBlank(text.charCodeAt(text.length - 1)) || SPECIAL.test(text)) {
    return `"${text.includes('"') ? text.replaceAll('"', '""') : text}"`;
  }
  return text;
}

/**
 * Splits CSV text into rows of fields. Quoted fields may hold separators, quotes ("") and line
 * breaks; rows end at CRLF, LF or CR. A field is null when it is empty and unquoted.
 */
export function parseCsv(text: string): (string | null)[][] {
  const rows: (string | null)[][] = [];
  let row: (string | null)[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  if (i >= n) return rows;
  for (;;) {
    let field: string | null;
    if (text[i] === '"') {
      let value = "";
      let from = ++i;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote < 0) throw new Error(`readTable: CSV has an unterminated quoted field at character ${from - 1}`);
        if (text[quote + 1] === '"') {
          value += text.slice(from, quote + 1);
          from = quote + 2;
          continue;
        }
        value += text.slice(from, quote);
        i = quote + 1;
        break;
      }
      field = value;
    } else {
      let end = i;
      while (end < n && text[end] !== "," && text[end] !== "\n" && text[end] !== "\r") end++;
      field = end === i ? null : text.slice(i, end);
      i = end;
    }
    row.push(field);
    if (i >= n) {
      rows.push(row);
      return rows;
    }
    const separator = text[i];
    if (separator === ",") {
      i++;
      continue;
    }
    if (separator === "\r" || separator === "\n") {
      rows.push(row);
      row = [];
      i += separator === "\r" && text[i + 1] === "\n" ? 2 : 1;
      if (i >= n) return rows;
      continue;
    }
    throw new Error(`readTable: CSV has text after a closing quote at character ${i}`);
  }
}
