// Requests Node's HTTP parser rejects before the app sees them (a malformed request line, raw
// bytes that are not HTTP, headers too large, a client that sends nothing) would get Node's bare
// answer with an empty body, or a silent close after a long wait. The service answers everything
// with its error body, so the sandbox does too, and gives up on a silent client within a second.
import type { Server, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { DATASET_HEADER } from "../../schema/index.js";

/** Server options for the listener: how long a client may take to send its headers. */
// requireHostHeader: Node would answer a missing Host itself, with an empty 400; the app answers instead.
// keepAliveTimeout: an idle connection is kept longer than corebook's client keeps one (10 s, or the
// server's hint less 2 s), so the client always lets go first. With Node's default of 5 s, an event
// loop that stalled past 5 s (a loaded machine; the in-process sandbox shares the client's loop)
// woke with the client sending on a pooled connection and the server's keep-alive timer closing it
// in the same turn, unread: ECONNRESET, retried, one request more than the work needed
// (test/tables/session.test.ts's flake; test/sandbox/keep-alive-stall.e2e.test.ts).
export const LISTENER_TIMEOUTS = {
  keepAliveTimeout: 65_000,
  headersTimeout: 600,
  requestTimeout: 10_000,
  connectionsCheckingInterval: 100,
  requireHostHeader: false,
} as const;

function reply(socket: Duplex, datasetHeader: string, status: number, code: string, message: string): void {
  const body = JSON.stringify({ error: { status, code, message, fields: { request: message }, in: "path" } });
  const reason = status === 431 ? "Request Header Fields Too Large" : status === 408 ? "Request Timeout" : "Bad Request";
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
      `${DATASET_HEADER}: ${datasetHeader}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** `datasetHeader`: the X-Corebook-Dataset value every response of this sandbox carries. */
export function answerClientErrors(server: Server, datasetHeader: string): void {
  server.on("clientError", (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || err.code === "ECONNRESET") {
      socket.destroy();
      return;
    }
    if (err.code === "HPE_HEADER_OVERFLOW") reply(socket, datasetHeader, 431, "BAD_REQUEST", "request headers are too large");
    else if (err.code === "ERR_HTTP_REQUEST_TIMEOUT") reply(socket, datasetHeader, 408, "BAD_REQUEST", "the request was not sent in time");
    else reply(socket, datasetHeader, 400, "BAD_REQUEST", "the request is not valid HTTP");
  });
}

/** A request whose target is not a path (`*`, `http://...`) or that has no Host: a 400 in the service's error body. */
export function answerNonPathTarget(res: ServerResponse, datasetHeader: string): void {
  const message = "the request target must be a path starting with / and the request must name its Host";
  const body = JSON.stringify({ error: { status: 400, code: "BAD_REQUEST", message, fields: { path: message }, in: "path" } });
  res.writeHead(400, { "content-type": "application/json", "content-length": Buffer.byteLength(body), [DATASET_HEADER]: datasetHeader });
  res.end(body);
}
