// src/export/csv-format.ts
var NEEDS_QUOTES = /[",\r\n]|^[ \t]|[ \t]$/;
function csvField(text) {
  if (text === null) return "";
  if (text === "" || NEEDS_QUOTES.test(text)) return `"${text.replaceAll('"', '""')}"`;
  return text;
}
function parseCsv(text) {
  const rows = [];
  let row = [];
  let i = text.charCodeAt(0) === 65279 ? 1 : 0;
  const n = text.length;
  if (i >= n) return rows;
  for (; ; ) {
    let field;
    if (text[i] === '"') {
      let value = "";
      let from = ++i;
      for (; ; ) {
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

export {
  csvField,
  parseCsv
};
