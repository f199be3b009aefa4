// startSandbox as the package exports it. The sandbox's code (hono, minisearch, the dataset
// generator) loads on the first call, so `import("corebook")` on the real service never pays for it.
// It runs in this process, or in a child process: the default at scale large (see
// child/start-in-child.ts), unless the options hold what cannot cross to another process.
import { MisuseError } from "../errors/index.js";
import { parseSearchPrice } from "./http/search-price.js";
import type { SandboxOptions } from "./options.js";
import type { RunningSandbox } from "./running.js";

const PLACES = ["inline", "child"] as const;

/**
 * Starts a sandbox: a local implementation of the service over a generated, synthetic dataset, on loopback HTTP. Resolves once
 * the port accepts connections.
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  // Checked here, so a child process is not started for a price it would refuse.
  if (options.searchPrice !== undefined) parseSearchPrice(options.searchPrice, "startSandbox: searchPrice");
  if (placeOf(options) === "child") {
    const { startSandboxInChild } = await import("./child/start-in-child.js");
    const { dataset: _dataset, now: _now, process: _process, faults, ...rest } = options;
    return startSandboxInChild({
      ...rest,
      ...(faults ? { faults: { failEvery: faults.failEvery, status: faults.status, paths: faults.paths } } : {}),
    });
  }
  const { startInProcess: start } = await import("./start.js");
  return start(options);
}

/** Where a sandbox with these options runs; throws on a place it cannot run in. */
export function placeOf(options: SandboxOptions): "inline" | "child" {
  const given = options.process;
  if (given !== undefined && !PLACES.includes(given)) {
    throw new MisuseError(`startSandbox: process must be one of ${PLACES.join(", ")}; got ${JSON.stringify(given)}`, {
      parameter: "process",
      value: given,
      allowed: PLACES,
    });
  }
  // A dataset object and functions stay in this process.
  const local = [
    options.dataset !== undefined ? "dataset" : null,
    options.now !== undefined ? "now" : null,
    options.faults?.decide !== undefined ? "faults.decide" : null,
  ].filter((name) => name !== null);
  if (given === "child" && local.length > 0) {
    throw new MisuseError(`startSandbox: a sandbox in a child process cannot take ${local.join(", ")}; use process: "inline"`, {
      parameter: "process",
      value: given,
      allowed: ["inline"],
    });
  }
  if (given !== undefined) return given;
  return options.scale === "large" && local.length === 0 ? "child" : "inline";
}
