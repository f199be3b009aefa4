// A loopback proxy in front of the sandbox that counts every request it forwards, so a test can
// see what a client really sent (including requests of child processes) and stop a child at the
// n-th one.
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface CountingProxy {
  baseUrl: string;
  /** Every forwarded request, as path?query, in arrival order. */
  log: string[];
  /** Called before forwarding; return false to hold the request (it never gets an answer). */
  onRequest: (url: string) => boolean;
  close(): Promise<void>;
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const upstream = new URL(target);
  const proxy: CountingProxy = { baseUrl: "", log: [], onRequest: () => true, close: async () => {} };
  const server: Server = createServer((req, res) => {
    const url = req.url ?? "/";
    if (!proxy.onRequest(url)) return; // held: the child is being killed
    proxy.log.push(url);
    const forward = request(
      { host: upstream.hostname, port: upstream.port, path: url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  proxy.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () =>
    new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return proxy;
}
