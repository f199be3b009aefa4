// A loopback proxy between the client and the sandbox that injects the faults a real network and
// a real service produce: 500/502/503, 429 with Retry-After, connection resets before the headers
// and in the middle of the body, 200 bodies cut short (with a matching Content-Length, so only the
// JSON is broken), and answers slower than the client's timeout. Which request gets which fault is
// drawn from a seeded generator, so a failing run can be repeated.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type Fault = "500" | "502" | "503" | "429" | "reset-before-headers" | "reset-mid-body" | "truncated-200" | "slow";
export const FAULTS: readonly Fault[] = ["500", "502", "503", "429", "reset-before-headers", "reset-mid-body", "truncated-200", "slow"];

export interface FaultProxy {
  baseUrl: string;
  /** Faults injected so far, by kind. */
  injected: Record<Fault, number>;
  requests: number;
  close(): Promise<void>;
}

/** Mulberry32: small, fast and good enough to spread faults evenly. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function startFaultProxy(upstream: string, options: { rate: number; seed: number; slowMs: number }): Promise<FaultProxy> {
  const target = new URL(upstream);
  const random = seeded(options.seed);
  const injected = Object.fromEntries(FAULTS.map((f) => [f, 0])) as Record<Fault, number>;
  const sockets = new Set<Socket>();
  const state = { requests: 0 };

  const forward = (
    req: IncomingMessage,
    body: Buffer,
    onResponse: (status: number, headers: Record<string, string | string[] | undefined>, payload: Buffer) => void,
    onError: () => void,
  ) => {
    const out = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host, connection: "keep-alive" },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => onResponse(res.statusCode ?? 502, res.headers, Buffer.concat(chunks)));
        res.on("error", onError);
      },
    );
    out.on("error", onError);
    out.end(body);
  };

  const handle = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    state.requests++;
    const fault = random() < options.rate ? FAULTS[Math.floor(random() * FAULTS.length)] : null;
    if (fault) injected[fault]++;
    const fail = () => {
      if (!res.headersSent) {
        res.writeHead(502);
        res.end();
      } else res.socket?.destroy();
    };
    const errorBody = (status: number, code: string) => JSON.stringify({ error: { status, code, message: `injected ${status}` } });
    switch (fault) {
      case "500":
      case "502":
      case "503": {
        const status = Number(fault);
        res.writeHead(status, { "content-type": "application/json" });
        return void res.end(
          errorBody(status, status === 500 ? "INTERNAL_SERVER_ERROR" : status === 502 ? "BAD_GATEWAY" : "SERVICE_UNAVAILABLE"),
        );
      }
      case "429":
        res.writeHead(429, { "content-type": "application/json", "retry-after": "0" });
        return void res.end(errorBody(429, "TOO_MANY_REQUESTS"));
      case "reset-before-headers":
        return void req.socket.destroy();
      case "slow":
        return void setTimeout(
          () =>
            forward(
              req,
              body,
              (status, headers, payload) => {
                if (res.destroyed) return;
                res.writeHead(status, headers);
                res.end(payload);
              },
              fail,
            ),
          options.slowMs,
        );
      default:
        return forward(
          req,
          body,
          (status, headers, payload) => {
            if (fault === "reset-mid-body") {
              res.writeHead(status, headers);
              return void res.write(payload.subarray(0, Math.floor(payload.length / 2)), () => res.socket?.destroy());
            }
            if (fault === "truncated-200" && status === 200) {
              const cut = payload.subarray(0, Math.floor(payload.length * 0.7));
              res.writeHead(status, { ...headers, "content-length": String(cut.length) });
              return void res.end(cut);
            }
            res.writeHead(status, headers);
            res.end(payload);
          },
          fail,
        );
    }
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => handle(req, res, Buffer.concat(chunks)));
  });
  server.on("connection", (s: Socket) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    injected,
    get requests() {
      return state.requests;
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
