// Serving the sandbox app on a loopback port with @hono/node-server.
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { createServer } from "node:http";
import { createSandboxApp } from "./app.js";
import { datasetHeaderOf, type Dataset, type DatasetClock, type Scale } from "./dataset.js";
import { ANCHOR_DATE, HISTORY_SPAN } from "./generate/clock.js";
import { answerClientErrors, answerNonPathTarget, LISTENER_TIMEOUTS } from "./http/client-errors.js";
import { DEFAULT_API_KEY, type SandboxOptions } from "./options.js";
import { checkDay, type RunningSandbox } from "./running.js";

export type { RunningSandbox, ServedDataset } from "./running.js";

interface GenerateOptions {
  seed: number;
  scale: Scale;
  today: string;
}

const DEFAULT_SEED = 42;

async function generate(o: GenerateOptions): Promise<Dataset> {
  // Loaded on demand: a caller that passes its own dataset never pays for the generator.
  const { generateDataset } = await import("./generate/index.js");
  return generateDataset(o);
}

/** A generated dataset's own clock; a hand-made dataset without one may be served as of any day. */
function clockOf(dataset: Dataset): DatasetClock {
  return dataset.clock ?? { anchor: dataset.today, earliest: "0001-01-01", latest: "9999-12-31" };
}

export async function startInProcess(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const started = performance.now();
  if (options.today !== undefined && !options.dataset) checkDay(options.today, { anchor: ANCHOR_DATE, ...HISTORY_SPAN }, "startSandbox");
  const dataset =
    options.dataset ??
    (await generate({
      seed: options.seed ?? DEFAULT_SEED,
      scale: options.scale ?? "small",
      today: options.today ?? ANCHOR_DATE,
    }));
  const clock = clockOf(dataset);
  if (options.dataset && options.today !== undefined) {
    checkDay(options.today, clock, "startSandbox");
    dataset.today = options.today;
  }
  const { app, warm, state } = createSandboxApp(dataset, options);
  const datasetHeader = datasetHeaderOf(dataset);
  // Long URLs reach the app (and get a clean 400) instead of Node's bare 431.
  const listener = getRequestListener(app.fetch);
  const server = createServer({ maxHeaderSize: 256 * 1024, ...LISTENER_TIMEOUTS }, (req, res) => {
    // A request target that is not a path (`*`, an absolute URL), or one without a Host header,
    // cannot become a URL for the app.
    if (!req.url?.startsWith("/") || !req.headers.host) return answerNonPathTarget(res, datasetHeader);
    return listener(req, res);
  });
  answerClientErrors(server, datasetHeader);
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const startupMs = performance.now() - started;
  const { port } = server.address() as AddressInfo;
  let warming: NodeJS.Timeout | null = null;
  if (options.warm ?? true)
    warming = setTimeout(() => {
      warming = null;
      warm();
    }, 0);
  const urlHost = host.includes(":") ? `[${host}]` : host;
  return {
    baseUrl: `http://${urlHost}:${port}`,
    apiKey: options.apiKeys?.[0] ?? DEFAULT_API_KEY,
    dataset,
    served: {
      version: dataset.version ?? null,
      seed: dataset.seed,
      scale: dataset.scale,
      get today() {
        return dataset.today;
      },
      description: dataset.description,
    },
    process: "inline",
    clock,
    setToday: (day: string) => {
      checkDay(day, clock, "setToday");
      state.setToday(day);
      return Promise.resolve();
    },
    startupMs,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (warming) clearTimeout(warming);
        if ("closeAllConnections" in server) server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
