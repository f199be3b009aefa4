// A small loopback HTTP server that each test scripts: queued replies, or a handler, answer the
// requests; every request is recorded. It can enforce "N requests per W ms" the way a strict
// service would (sliding window by arrival, 429 with Retry-After), drop connections, and delay.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { performance } from "node:perf_hooks";

export interface SeenRequest {
  method: string;
  /** Path without query. */
  path: string;
  query: URLSearchParams;
  /** Raw request target (path and query as sent). */
  url: string;
  headers: IncomingHttpHeaders;
  text: string;
  body: unknown;
  /** performance.now() at arrival. */
  at: number;
  /** Client port: equal ports mean one reused connection. */
  remotePort: number | undefined;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** Objects are sent as JSON; strings and Buffers (raw bytes) as is. */
  body?: unknown;
  delayMs?: number;
  /** Destroy the socket instead of answering (a connection reset). */
  drop?: boolean;
  /** Send the status, the headers and half the body, then reset the connection (a body lost mid-way). */
  cutMidBody?: boolean;
}

export type Handler = (req: SeenRequest, index: number) => Reply | Promise<Reply>;

export interface ServerRateLimit {
  requests: number;
  windowMs: number;
  /** How Retry-After is written (default seconds, rounded up). */
  retryAfter?: "seconds" | "date";
  /** Add the precise `error.retryAfter` to the 429 body (default true). */
  bodyRetryAfter?: boolean;
  /** Send X-RateLimit-Limit, -Remaining and -Reset (default true); false: a gateway that strips them. */
  rateHeaders?: boolean;
}

export interface ScriptedServer {
  baseUrl: string;
  requests: SeenRequest[];
  /** 429 answers sent by the built-in limit. */
  rejected: number;
  /** Highest number of requests being handled at once. */
  maxConcurrent: number;
  /** Replies used (first in, first out) before the handler. */
  enqueue(...replies: Reply[]): void;
  handler: Handler;
  close(): Promise<void>;
}

export const ok = (data: unknown, headers: Record<string, string> = {}): Reply => ({ status: 200, body: { data }, headers });

export function errorReply(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Reply {
  return { status, headers, body: { error: { status, code, message, ...extra } } };
}

export async function startScriptedServer(options: { handler?: Handler; rateLimit?: ServerRateLimit } = {}): Promise<ScriptedServer> {
  const queue: Reply[] = [];
  const arrivals: number[] = [];
  const sockets = new Set<Socket>();
  let active = 0;

  const state: ScriptedServer = {
    baseUrl: "",
    requests: [],
    rejected: 0,
    maxConcurrent: 0,
    enqueue: (...replies) => {
      queue.push(...replies);
    },
    handler: options.handler ?? (() => ok({ remaining: 1000 })),
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  function limitHeaders(now: number): { remaining: number; headers: Record<string, string> } {
    const rl = options.rateLimit!;
    while (arrivals.length > 0 && arrivals[0] <= now - rl.windowMs) arrivals.shift();
    const remaining = Math.max(0, rl.requests - arrivals.length);
    const resetInMs = arrivals.length > 0 ? arrivals[0] + rl.windowMs - now : 0;
    if (rl.rateHeaders === false) return { remaining, headers: {} };
    return {
      remaining,
      headers: {
        "x-ratelimit-limit": String(rl.requests),
        "x-ratelimit-remaining": String(remaining),
        "x-ratelimit-reset": new Date(Date.now() + resetInMs).toISOString(),
      },
    };
  }

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const seen: SeenRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      url: req.url ?? "/",
      headers: req.headers,
      text,
      body,
      at: performance.now(),
      remotePort: req.socket.remotePort,
    };
    const index = state.requests.length;
    state.requests.push(seen);
    active++;
    state.maxConcurrent = Math.max(state.maxConcurrent, active);
    try {
      let extraHeaders: Record<string, string> = {};
      if (options.rateLimit) {
        const rl = options.rateLimit;
        const now = performance.now();
        const view = limitHeaders(now);
        if (view.remaining === 0) {
          state.rejected++;
          const waitMs = arrivals[0] + rl.windowMs - now;
          const retryAfter =
            rl.retryAfter === "date"
              ? new Date(Date.now() + waitMs + 1000).toUTCString() // HTTP dates have whole seconds: round up
              : String(Math.ceil(waitMs / 1000));
          const extra = rl.bodyRetryAfter === false ? {} : { retryAfter: waitMs / 1000 };
          return send(
            res,
            errorReply(429, "TOO_MANY_REQUESTS", "rate limit exceeded", extra, { "retry-after": retryAfter, ...view.headers }),
          );
        }
        arrivals.push(now);
        extraHeaders = limitHeaders(now).headers;
      }
      const reply = queue.length > 0 ? queue.shift()! : await state.handler(seen, index);
      if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
      if (reply.drop) {
        req.socket.destroy();
        return;
      }
      send(res, { ...reply, headers: { ...extraHeaders, ...reply.headers } });
    } finally {
      active--;
    }
  });
  server.on("connection", (s: Socket) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

function send(res: import("node:http").ServerResponse, reply: Reply): void {
  if (res.destroyed) return;
  const status = reply.status ?? 200;
  const isText = typeof reply.body === "string" || Buffer.isBuffer(reply.body);
  const payload = reply.body === undefined ? "" : isText ? (reply.body as string | Buffer) : JSON.stringify(reply.body);
  res.writeHead(status, {
    "content-type": isText ? "text/plain" : "application/json",
    "content-length": String(Buffer.byteLength(payload)),
    ...reply.headers,
  });
  if (reply.cutMidBody) {
    res.write(payload.slice(0, Math.floor(payload.length / 2)), () => res.socket?.destroy());
    return;
  }
  res.end(payload);
}
