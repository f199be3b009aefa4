// What one table operation spent and used, read as the change in the client's counters between
// its start and end, plus the fetch times of every response it used (for info().asOf) and the
// schema warnings raised meanwhile (values lenient parsing kept although they drifted). Operations
// that overlap on one session (Promise.all of two gets) each count the other's too; sequential
// notebook cells, the common case, are exact.
import { basename } from "node:path";
import type { CoreApi } from "../api/index.js";
import { warningMark, warningsSince, type SandboxDataset } from "../schema/index.js";
import { corebookVersion } from "../cache/index.js";
import type { Provenance } from "./provenance.js";

export interface Meter {
  read(): Pick<
    Provenance,
    "requests" | "credits" | "fetchedAt" | "asOf" | "cache" | "snapshot" | "day" | "synthetic" | "dataset" | "corebookVersion" | "warnings"
  >;
}

// Facts about the session a client belongs to that the client itself does not know.
const sessionFacts = new WeakMap<CoreApi, { synthetic: boolean }>();

export function setSessionFacts(client: CoreApi, facts: { synthetic: boolean }): void {
  sessionFacts.set(client, facts);
}

export function startMeter(client: CoreApi): Meter {
  const start = { requests: client.usage.requests, credits: client.usage.credits, warnings: warningMark() };
  let oldest: Date | null = null;
  let newest: Date | null = null;
  const cache = { hits: 0, misses: 0 };
  let dataset: SandboxDataset | null = null;
  const stop = client.usage.observe((fetchedAt, hit, named) => {
    if (hit) cache.hits++;
    else cache.misses++;
    dataset ??= named;
    if (!oldest || fetchedAt < oldest) oldest = fetchedAt;
    if (!newest || fetchedAt > newest) newest = fetchedAt;
  });
  return {
    read: () => {
      stop();
      return {
        requests: client.usage.requests - start.requests,
        credits: client.usage.credits - start.credits,
        // With every response from the cache, the table is as old as its newest response.
        fetchedAt: newest ?? client.now(),
        asOf: oldest && newest ? { oldest, newest } : null,
        cache: { ...cache },
        // The file's name only: the folder differs from machine to machine (and may name the user).
        snapshot: client.cache?.snapshot ? basename(client.cache.snapshot.path) : null,
        day: client.now().toISOString().slice(0, 10),
        // A sandbox names its dataset on every response, stored ones included: synthetic whoever started it.
        synthetic: (sessionFacts.get(client)?.synthetic ?? false) || dataset !== null,
        dataset,
        corebookVersion: corebookVersion(),
        warnings: warningsSince(start.warnings),
      };
    },
  };
}
