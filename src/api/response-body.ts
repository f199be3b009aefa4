// Reading a response body with limits on what a server (or a proxy in front of it) can make us do:
// at most `maxBytes` are read, whatever the body's declared or real length, and bytes that are not
// UTF-8 are told apart from text that merely holds U+FFFD.
//
// Why 256 MiB by default: the largest page the service documents is a search of 300 records (the
// `limit` ceiling) with every include. The heaviest includes are PatentCore `claims` + `description`
// and BiomedCore `fulltext`: whole documents, a few hundred KB of text for a long one, near a MB for
// the longest patents. 300 such records, with their id lists and JSON escaping, come to a little
// under 256 MiB; any real page is far smaller. Past that size a body also stops being readable at
// all: V8 strings end near 512 M characters, so a 700 MB body failed as "cut off" and was fetched
// three times, after holding gigabytes.
import type { ErrorContext } from "./errors.js";
import { ResponseTooLargeError } from "./errors.js";

export const DEFAULT_MAX_RESPONSE_BYTES = 256 * 1024 * 1024;

interface Body extends AsyncIterable<Uint8Array> {
  destroy(error?: Error): unknown;
  on(event: "error", listener: (error: Error) => void): unknown;
}

/** Drops the rest of a body. undici reports a body destroyed unread as an "error" event: ours, so heard and ignored. */
function drop(body: Body): void {
  body.on("error", () => {});
  body.destroy();
}

export interface ReadBody {
  text: string;
  /** Some bytes were not UTF-8; `text` holds U+FFFD in their place. */
  invalidUtf8: boolean;
}

/**
 * The body as text, read up to `maxBytes`. A body declared (Content-Length) or found larger raises
 * ResponseTooLargeError once that is known: the rest is never read, and the connection is dropped.
 */
export async function readCappedBody(
  body: Body,
  headers: Record<string, string>,
  maxBytes: number,
  ctx: ErrorContext,
  status: number,
): Promise<ReadBody> {
  const declared = Number(headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    drop(body);
    throw tooLarge(status, ctx, maxBytes, `it declares ${describeBytes(declared)} (Content-Length)`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      chunks.length = 0;
      drop(body);
      throw tooLarge(status, ctx, maxBytes, `more than that arrived`);
    }
    chunks.push(chunk);
  }
  const bytes = Buffer.concat(chunks, size);
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), invalidUtf8: false };
  } catch {
    return { text: new TextDecoder("utf-8").decode(bytes), invalidUtf8: true };
  }
}

function tooLarge(status: number, ctx: ErrorContext, maxBytes: number, found: string): ResponseTooLargeError {
  return new ResponseTooLargeError({
    status,
    code: "RESPONSE_TOO_LARGE",
    detail:
      `the response body is larger than the ${describeBytes(maxBytes)} this client reads (option maxResponseBytes): ${found}; ` +
      "it was not read further, kept or retried",
    ...ctx,
  });
}

/** "512 B", "64 KB", "256 MB" (binary units, as the limit is set). */
function describeBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 ** 3) return `${Math.round(bytes / 1024 ** 2)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}
