// What a cache hit reads from an entry's header (cache-entry.ts), read in place from the stored
// value's bytes. A warm re-run reads thousands of headers: parsing each as JSON cost as much as
// checking its value, and decoding each line into a string to read it with string methods still
// made a megabyte of strings for a get of 2,000 records. So the five fields a hit serves are read
// from the bytes where put() lays them out: format and key first, fetchedAt and credits next,
// verbatim and dataset found by name (which only a field of the header can match: a quote inside a
// JSON string is always escaped, and a line holding an escape is not read here). A header laid
// out otherwise, or a key that is not ASCII, is parsed as JSON.
import { CACHE_FORMAT, headerAt, headerEnd, isServable, parseHeader } from "./cache-entry.js";

/**
 * What serving a hit reads from its header. The fetch time is a number (milliseconds since the
 * epoch, NaN when unreadable) and no field is a slice of the header line: a slice keeps the whole
 * line alive, and a warm get holds its hits until the last body is parsed.
 */
export interface HitEntry {
  key: string;
  fetchedAt: number;
  credits: number;
  verbatim?: string;
  dataset?: string;
}

const QUOTE = 0x22;
const COMMA = 0x2c;
const BACKSLASH = 0x5c;
const CLOSE_BRACE = 0x7d;

/** The bytes of an ASCII text. */
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const KEY_LEAD = ascii(`{"format":${CACHE_FORMAT},"key":"`);
const FETCHED_AT = ascii('","fetchedAt":"');
const CREDITS = ascii('","credits":');
const VERBATIM = ascii(',"verbatim":"');
const DATASET = ascii(',"dataset":"');

/**
 * The header of the entry stored for `key`, as a hit reads it, or null when the value is not an
 * entry of this format or is another key's (its check is made before: see valueIntact).
 */
export function hitHeaderOf(value: Buffer, key: string): { entry: HitEntry; bodyAt: number } | null {
  const at = headerAt(value);
  const end = headerEnd(value, at);
  if (end < 0) return null;
  const entry = laidOutHit(value, at, end, key) ?? parsedHit(value.toString("utf8", at, end));
  return entry && entry.key === key ? { entry, bodyAt: end + 1 } : null;
}

/** A hit's fields from a header line parsed as JSON; null when it is not an entry a hit can serve. */
function parsedHit(line: string): HitEntry | null {
  const entry = parseHeader(line, isServable);
  if (!entry) return null;
  const { key, fetchedAt, credits, verbatim, dataset } = entry;
  return { key, fetchedAt: Date.parse(fetchedAt), credits, verbatim, dataset };
}

/**
 * The hit's fields read from the header line `value[from, end)`, or null when it is not exactly as
 * put() writes it. Short comparisons byte by byte in JavaScript; searches through the line with
 * Buffer's indexOf, which crosses into C++ once (three times a hit) but is fast from a process's
 * first get, where a loop over every byte still runs unoptimized.
 */
function laidOutHit(value: Buffer, from: number, end: number, key: string): HitEntry | null {
  // Without escapes, the key's JSON is the key between quotes.
  const backslash = value.indexOf(BACKSLASH, from);
  if (backslash >= 0 && backslash < end) return null;
  if (!bytesAt(value, from, KEY_LEAD) || !asciiAt(value, from + KEY_LEAD.length, key)) return null;
  let at = from + KEY_LEAD.length + key.length;
  if (!bytesAt(value, at, FETCHED_AT)) return null;
  at += FETCHED_AT.length;
  const fetchedAtEnd = indexOfByte(value, QUOTE, at, end);
  if (fetchedAtEnd < 0 || !bytesAt(value, fetchedAtEnd, CREDITS)) return null;
  const fetchedAt = isoTime(value, at, fetchedAtEnd);
  at = fetchedAtEnd + CREDITS.length;
  let credits = 0;
  const digitsAt = at;
  for (let digit = value[at] - 48; digit >= 0 && digit <= 9; digit = value[++at] - 48) credits = credits * 10 + digit;
  if (at === digitsAt || (value[at] !== COMMA && value[at] !== CLOSE_BRACE)) return null;
  return { key, fetchedAt, credits, verbatim: stringField(value, VERBATIM, at, end), dataset: stringField(value, DATASET, at, end) };
}

/**
 * The time `value[at, end)` names, in milliseconds: read digit by digit when it is written as
 * toISOString() writes it (`2026-11-26T00:27:08.808Z`) on a day every month has; otherwise (the
 * 29th to the 31st, another form) through Date.parse, which alone knows what it accepts.
 */
function isoTime(value: Buffer, at: number, end: number): number {
  if (end - at === 24 && value[at + 10] === 0x54 && value[at + 23] === 0x5a) {
    const year = digits(value, at, 4);
    const month = digits(value, at + 5, 2);
    const day = digits(value, at + 8, 2);
    const hour = digits(value, at + 11, 2);
    const minute = digits(value, at + 14, 2);
    const second = digits(value, at + 17, 2);
    const ms = digits(value, at + 20, 3);
    const separated =
      value[at + 4] === 0x2d && value[at + 7] === 0x2d && value[at + 13] === 0x3a && value[at + 16] === 0x3a && value[at + 19] === 0x2e;
    // Date.UTC reads years 0-99 as 1900-1999, and rolls a day or an hour too many into the next.
    const date = year >= 1000 && month >= 1 && month <= 12 && day >= 1 && day <= 28;
    const time = hour <= 23 && minute <= 59 && second <= 59 && ms >= 0;
    if (separated && date && time) return Date.UTC(year, month - 1, day, hour, minute, second, ms);
  }
  return Date.parse(value.toString("latin1", at, end));
}

/** The number written in `count` decimal digits at `at`, or NaN when one is not a digit. */
function digits(value: Uint8Array, at: number, count: number): number {
  let n = 0;
  for (let i = at; i < at + count; i++) {
    const digit = value[i] - 48;
    if (!(digit >= 0 && digit <= 9)) return Number.NaN;
    n = n * 10 + digit;
  }
  return n;
}

/**
 * The last value read of each string field. Thousands of hits carry the same schema mark and
 * dataset, so a value equal to the last one is that string again, not a new one.
 */
const lastValues = new Map<Uint8Array, string>();

/** A string field of a header line (which holds no escapes), by its name; undefined when absent. */
function stringField(value: Buffer, named: Uint8Array, from: number, end: number): string | undefined {
  const at = value.indexOf(named, from);
  if (at < 0 || at + named.length > end) return undefined;
  const start = at + named.length;
  const close = indexOfByte(value, QUOTE, start, end);
  if (close < 0) return undefined;
  const last = lastValues.get(named);
  if (last !== undefined && last.length === close - start && asciiAt(value, start, last)) return last;
  const text = value.toString("utf8", start, close);
  lastValues.set(named, text);
  return text;
}

/** Whether `bytes` are at `at` in `value`. */
function bytesAt(value: Uint8Array, at: number, bytes: Uint8Array): boolean {
  if (at + bytes.length > value.length) return false;
  for (let i = 0; i < bytes.length; i++) if (value[at + i] !== bytes[i]) return false;
  return true;
}

/** Whether the ASCII text `text` is at `at` in `value` (false for a text that is not ASCII). */
function asciiAt(value: Uint8Array, at: number, text: string): boolean {
  if (at + text.length > value.length) return false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80 || value[at + i] !== c) return false;
  }
  return true;
}

function indexOfByte(value: Uint8Array, byte: number, from: number, end: number): number {
  for (let i = from; i < end; i++) if (value[i] === byte) return i;
  return -1;
}
