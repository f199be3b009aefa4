// The wire: one keep-alive undici Agent per client, JSON in and out, the bearer key, per-request
// timeouts and caller aborts. It knows nothing of retries, limits or credits (request.ts owns those);
// it only turns "no usable response" into ConnectionError / TimeoutError / AbortError. undici loads
// with the first request, not with `import("corebook")`: a notebook that only reads a cache, a
// snapshot or a table does not pay for it.
import type { Agent, Dispatcher } from "undici";
import { parseBaseUrl, requestPath, type BaseUrl } from "./base-url.js";
import { AbortError, ConnectionError, ResponseTooLargeError, TimeoutError } from "./errors.js";
import { readCappedBody } from "./response-body.js";
import { holdsKey, redactKey, redactSecret } from "./redact.js";

interface TransportOptions {
  baseUrl: string;
  apiKey: string;
  /** Default per-request timeout (whole request: connect, headers and body). */
  timeoutMs: number;
  /** Use this dispatcher instead of creating an Agent (it is then not closed by `close()`). */
  dispatcher?: Dispatcher;
  /** Options for the client's own keep-alive Agent. */
  agentOptions?: Agent.Options;
  userAgent?: string;
  /** The largest response body read, in bytes (response-body.ts). */
  maxResponseBytes: number;
}

interface TransportRequest {
  method: "GET" | "POST";
  /** `/api/v1/...` */
  path: string;
  /** Encoded query string without the leading `?`. */
  query?: string;
  /** Sent as JSON. */
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface TransportResponse {
  status: number;
  /** Lower-case names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** Parsed JSON body, or undefined when the body is empty or not JSON. */
  json: unknown;
  text: string;
  /** The body was not valid UTF-8: `text` holds U+FFFD where the bad bytes were (request.ts warns). */
  invalidUtf8: boolean;
  /** performance.now() when the response headers arrived: the server had counted the request by then. */
  headersAt: number;
}

export interface Transport {
  readonly baseUrl: BaseUrl;
  send(request: TransportRequest): Promise<TransportResponse>;
  /** Redacts this transport's key, and any `Bearer` token, from a text (for messages built elsewhere). */
  redact(text: string): string;
  /** Redacts this transport's key and nothing else (for data: the strings of a response body). */
  redactKey(text: string): string;
  /** Whether a text holds this transport's key in any form. */
  holdsKey(text: string): boolean;
  close(): Promise<void>;
}

// Error codes undici and Node use for a connection that failed or went away mid-request.
const CONNECTION_CODES = new Set([
  "ECONNRESET",
  "ECONNREFUSED",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_SOCKET",
  "UND_ERR_CLOSED",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_DESTROYED",
  "UND_ERR_REQ_CONTENT_LENGTH_MISMATCH",
  "UND_ERR_RES_CONTENT_LENGTH_MISMATCH",
]);

/** The status line and headers of a response whose body was lost (reset or timeout mid-body). */
interface LostBodyResponse {
  status: number;
  headers: Record<string, string>;
  headersAt: number;
}

const lostBodies = new WeakMap<object, LostBodyResponse>();

/**
 * The headers that arrived before an error lost the body, if any. The server billed and counted
 * that request: its credit cost and rate headers must still be read (see request.ts).
 */
export function lostBodyResponse(err: unknown): LostBodyResponse | undefined {
  return err !== null && typeof err === "object" ? lostBodies.get(err) : undefined;
}

/** The key lives only in this closure: never on an object that `console.log` or `util.inspect` could print. */
export function createTransport(options: TransportOptions): Transport {
  const base = parseBaseUrl(options.baseUrl);
  const authorization = `Bearer ${options.apiKey}`;
  const apiKey = options.apiKey;
  const ownsDispatcher = !options.dispatcher;
  let dispatcher: Promise<Dispatcher> | null = options.dispatcher ? Promise.resolve(options.dispatcher) : null;
  let closed = false;
  const ownAgent = async (): Promise<Dispatcher> => {
    const { Agent } = await import("undici");
    return new Agent({ keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000, connections: 16, ...options.agentOptions });
  };
  const userAgent = options.userAgent ?? "corebook";
  const redact = (text: string) => redactSecret(text, apiKey);

  async function send(req: TransportRequest): Promise<TransportResponse> {
    const shownPath = req.path + (req.query ? `?${req.query}` : "");
    const ctx = { method: req.method, path: redact(shownPath) };
    const timeoutMs = req.timeoutMs ?? options.timeoutMs;
    if (req.signal?.aborted) throw new AbortError({ code: "ABORTED", detail: "the request was aborted before sending", ...ctx });
    if (closed && ownsDispatcher) {
      throw new ConnectionError({ code: "CONNECTION_ERROR", detail: `the client for ${base.href} was closed before this request`, ...ctx });
    }
    dispatcher ??= ownAgent();
    const agent = await dispatcher;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    req.signal?.addEventListener("abort", onAbort, { once: true });

    const headers: Record<string, string> = {
      authorization,
      accept: "application/json",
      "user-agent": userAgent,
    };
    let body: string | undefined;
    if (req.body !== undefined) {
      body = JSON.stringify(req.body);
      headers["content-type"] = "application/json";
    }
    let received: LostBodyResponse | undefined;
    try {
      const res = await agent.request({
        origin: base.origin,
        path: requestPath(base, req.path, req.query),
        method: req.method,
        headers,
        body,
        signal: controller.signal,
        // The overall timer above is the one that matters; keep undici's own from firing first.
        headersTimeout: timeoutMs + 1000,
        bodyTimeout: timeoutMs + 1000,
      });
      const headersAt = performance.now();
      received = { status: res.statusCode, headers: flattenHeaders(res.headers), headersAt };
      const { text, invalidUtf8 } = await readCappedBody(res.body, received.headers, options.maxResponseBytes, ctx, received.status);
      return { ...received, json: parseJson(text), text, invalidUtf8 };
    } catch (err) {
      const keep = <E extends Error>(e: E): E => {
        if (received) lostBodies.set(e, received);
        return e;
      };
      // Too large is the server's answer, not an accident on the way: final, and its headers still count.
      if (err instanceof ResponseTooLargeError) throw keep(err);
      if (timedOut) {
        throw keep(new TimeoutError({ code: "TIMEOUT", detail: `no complete response within ${timeoutMs} ms`, ...ctx }));
      }
      if (req.signal?.aborted) {
        throw keep(new AbortError({ code: "ABORTED", detail: "the request was aborted by the caller", ...ctx }));
      }
      const code = errorCode(err);
      const reason = redact(err instanceof Error ? err.message : String(err));
      const cause = Object.assign(new Error(reason), code ? { code } : {});
      // Anything else that stops a response (refused, reset, DNS, socket closed) is a connection failure.
      const known = code !== undefined && (CONNECTION_CODES.has(code) || code.startsWith("UND_ERR"));
      throw keep(
        new ConnectionError({
          code: "CONNECTION_ERROR",
          detail: `${received ? `the response body from ${base.href} was cut off` : `could not get a response from ${base.href}`}${code ? ` (${code}${known ? "" : ", unexpected"})` : ""}: ${reason}`,
          cause,
          ...ctx,
        }),
      );
    } finally {
      clearTimeout(timer);
      req.signal?.removeEventListener("abort", onAbort);
    }
  }

  return {
    baseUrl: base,
    send,
    redact,
    redactKey: (text) => redactKey(text, apiKey),
    holdsKey: (text) => holdsKey(text, apiKey),
    async close() {
      closed = true;
      if (ownsDispatcher && dispatcher) await (await dispatcher).close();
    },
  };
}

function errorCode(err: unknown): string | undefined {
  let e: unknown = err;
  // undici wraps socket errors; the useful code may sit on the cause.
  for (let depth = 0; depth < 3 && e && typeof e === "object"; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

function flattenHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (v === undefined) continue;
    out[k.toLowerCase()] = Array.isArray(v) ? v.join(", ") : v;
  }
  return out;
}

function parseJson(text: string): unknown {
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
