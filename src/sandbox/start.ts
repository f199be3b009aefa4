// Serving the sandbox app on a loopback port with @hono/node-server.
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { createServer } from "node:http";
import { createSandboxApp } from "./app.js";
import type { Dataset, Scale } from "./dataset.js";
import { answerClientErrors, answerNonPathTarget, LISTENER_TIMEOUTS } from "./http/client-errors.js";
import { DEFAULT_API_KEY, type SandboxOptions } from "./options.js";

export interface RunningSandbox {
  baseUrl: string;
  /** The first accepted admin key (default "sandbox"). */
  apiKey: string;
  dataset: Dataset;
  /** Milliseconds from the call to the port accepting connections. */
  startupMs: number;
  close(): Promise<void>;
}

export interface GenerateOptions { seed: number; scale: Scale; today: string }

const DEFAULT_SEED = 42;

async function generate(o: GenerateOptions): Promise<Dataset> {
  // Loaded on demand: a caller that passes its own dataset never pays for the generator.
  const { generateDataset } = await import("./generate/index.js");
  return generateDataset(o);
}

export const defaultToday = (): string => new Date().toISOString().slice(0, 10);

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const started = performance.now();
  const dataset = options.dataset ?? await generate({
    seed: options.seed ?? DEFAULT_SEED, scale: options.scale ?? "small", today: options.today ?? defaultToday(),
  });
  const { app, warm } = createSandboxApp(dataset, options);
  // Long URLs reach the app (and get a clean 400) instead of Node's bare 431.
  const listener = getRequestListener(app.fetch);
  const server = createServer({ maxHeaderSize: 256 * 1024, ...LISTENER_TIMEOUTS }, (req, res) => {
    // A request target that is not a path (`*`, an absolute URL), or one without a Host header,
    // cannot become a URL for the app.
    if (!req.url?.startsWith("/") || !req.headers.host) return answerNonPathTarget(res);
    return listener(req, res);
  });
  answerClientErrors(server);
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => { server.off("error", reject); resolve(); });
  });
  const startupMs = performance.now() - started;
  const { port } = server.address() as AddressInfo;
  let warming: NodeJS.Timeout | null = null;
  if (options.warm ?? true) warming = setTimeout(() => { warming = null; warm(); }, 0);
  const urlHost = host.includes(":") ? `[${host}]` : host;
  return {
    baseUrl: `http://${urlHost}:${port}`,
    apiKey: options.apiKeys?.[0] ?? DEFAULT_API_KEY,
    dataset,
    startupMs,
    close: () => new Promise<void>((resolve, reject) => {
      if (warming) clearTimeout(warming);
      if ("closeAllConnections" in server) server.closeAllConnections();
      server.close((err) => (err ? reject(err) : resolve()));
    }),
  };
}
