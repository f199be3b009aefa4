// connect(): a session on the real service when an API key is known (option or SV_API_KEY, with
// SV_BASE_URL), else on the sandbox started in this process over synthetic data. This is the one
// place tables/ touches the sandbox: the embedded default that makes every notebook run offline.
import {
  createClient,
  DEFAULT_RATE_LIMIT,
  parseBaseUrl,
  ServicePaceEstimate,
  type ClientOptions,
  type RateLimitConfig,
} from "../api/index.js";
import type { SandboxOptions } from "../sandbox/index.js";
import type { ProgressListener } from "./progress.js";
import { checkOptionNames } from "./option-names.js";
import { useDayOps } from "./day-ops.js";
import { createSession, type CoreSession } from "./session.js";
import {
  checkCacheOption,
  openResponseCache,
  readSessionDay,
  recordedDay,
  resolveSnapshot,
  type CacheOptions,
  type SnapshotOption,
} from "../cache/index.js";
import { MisuseError } from "../errors/index.js";
import * as msg from "./messages.js";
import { DATASET_VERSION } from "../sandbox/dataset-version.js";
import { describeDataset, formatDatasetHeader, parseDatasetHeader } from "../schema/index.js";
import type { SnapshotContents } from "../cache/index.js";

/**
 * Options of `connect`; all are optional and an unknown name is refused (a misspelt `apikey` must not silently mean the
 * sandbox).
 */
export interface ConnectOptions {
  /** The service API key; default SV_API_KEY. Without one, the in-process sandbox is used. */
  apiKey?: string;
  /** The service address; default SV_BASE_URL (required with a key). */
  baseUrl?: string;
  /**
   * Client pacing (default the service's 60 per 60 s); false turns it off. Offline, given here, the sandbox enforces the same;
   * not given, the in-process sandbox and the client are unpaced (see `sandbox.rateLimit`).
   */
  rateLimit?: RateLimitConfig | false;
  /** Refuse any request that would take the credits spent by this session above this. */
  maxCredits?: number | null;
  /** Per-request timeout in ms (default 30 s). */
  timeoutMs?: number;
  /** Timeout for PatentCore claims/description requests in ms (default 180 s). */
  longTimeoutMs?: number;
  /** The largest response body read, in bytes (default 256 MiB); a larger one raises ResponseTooLargeError. */
  maxResponseBytes?: number;
  /** Retries after a 5xx, lost connection or timeout (default 4). */
  retries?: number;
  /** Finer retry settings: backoff base and cap, 429 retries, and the longest Retry-After waited for (default 10 minutes). */
  retry?: ClientOptions["retry"];
  /** Reject unknown fields and enum values in responses instead of keeping them with a warning (default false). */
  strict?: boolean;
  /** Where warnings about data that did not match the reference go (default `console.warn`, once per field and value). */
  onWarning?: ClientOptions["onWarning"];
  /** Folder of the quota file shared by processes using the same key (default in the cache folder); false: this process only. */
  quotaDir?: ClientOptions["quotaDir"];
  /** Requests in flight at once for get, follow and searchAll (default 8). */
  concurrency?: number;
  /** Progress listener for this session's long operations (default: the registered one). */
  onProgress?: ProgressListener | false;
  /** No notice line when the sandbox starts. */
  quiet?: boolean;
  /** Options of the embedded sandbox (seed, scale, today, faults, rateLimit...), offline only. */
  sandbox?: ConnectSandboxOptions;
  /** Where the notice line goes (default console.error; corebook's connect() uses stdout in a notebook kernel). */
  log?: (line: string) => void;
  /** Environment to read SV_API_KEY and SV_BASE_URL from (default process.env). */
  env?: Record<string, string | undefined>;
  /** The response cache: { dir, mode, maxAge }, or false for none. Default: mode "use" with an API key, off on the in-process sandbox. */
  cache?: CacheOptions | false;
  /** Record every response into one file, or replay from it with no key and no network ("analysis.cbsnap" or { path, mode }). */
  snapshot?: SnapshotOption;
}

/** Options of the sandbox connect() starts with no key. */
export interface ConnectSandboxOptions extends Omit<SandboxOptions, "rateLimit"> {
  /**
   * Its pace. Default false: served without pacing, so an offline notebook runs at the machine's speed, and the session says
   * at close (and `sv.usage.serviceTimeMs` at any moment) how long its requests would take on the service. "service" emulates
   * the service's 60 requests a minute (sandbox and client both pace); `{ requests, windowMs }` another window.
   */
  rateLimit?: "service" | RateLimitConfig | false;
}

const DEFAULT_CONCURRENCY = 8;

// Every ConnectOptions key: a misspelt one (apikey) must not silently mean "no key, use the sandbox".
const CONNECT_OPTIONS = [
  "apiKey",
  "baseUrl",
  "rateLimit",
  "maxCredits",
  "timeoutMs",
  "longTimeoutMs",
  "maxResponseBytes",
  "retries",
  "retry",
  "strict",
  "onWarning",
  "quotaDir",
  "concurrency",
  "onProgress",
  "quiet",
  "sandbox",
  "log",
  "env",
  "cache",
  "snapshot",
] as const satisfies readonly (keyof ConnectOptions)[];
// A new ConnectOptions key that is not listed above fails to compile here.
const listsEveryOption: Exclude<keyof ConnectOptions, (typeof CONNECT_OPTIONS)[number]> extends never ? true : never = true;
void listsEveryOption;

export async function openSession(options: ConnectOptions = {}): Promise<CoreSession> {
  checkOptionNames("connect", options, CONNECT_OPTIONS);
  useDayOps();
  const env = options.env ?? process.env;
  const apiKey = options.apiKey ?? (env.SV_API_KEY || undefined);
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new MisuseError(msg.connectConcurrency(options.concurrency), { parameter: "concurrency", value: options.concurrency });
  }
  const defaults = { concurrency, onProgress: options.onProgress };
  const cacheOption = checkCacheOption(options.cache);
  const snapshot = await resolveSnapshot(options.snapshot);
  const clientOptions = {
    rateLimit: options.rateLimit,
    maxCredits: options.maxCredits,
    timeoutMs: options.timeoutMs,
    longTimeoutMs: options.longTimeoutMs,
    maxResponseBytes: options.maxResponseBytes,
    retries: options.retries,
    retry: options.retry,
    strict: options.strict,
    quotaDir: options.quotaDir,
    onWarning: options.onWarning,
  };

  if (snapshot?.mode === "replay" && snapshot.contents) {
    // Everything comes from the file: no key, no network, no sandbox. The client is only the
    // parsing and table machinery; its cache refuses (names) any request the file lacks.
    const { header } = snapshot.contents;
    warnOnOtherDataset(snapshot.given, snapshot.contents, options.log ?? console.warn);
    const cache = await openResponseCache(false, snapshot, { defaultMode: "off", service: header.service, synthetic: header.synthetic });
    // Nothing is sent; a sandbox snapshot names its dataset rather than an address.
    const baseUrl = /^https?:\/\//.test(header.service) ? header.service : "http://127.0.0.1:9";
    // The recorded day, not the machine's: every date default (searchAll's `to`, ...) is the one
    // the recording used, so the same line asks for the same stored responses on any later day.
    const day = dayClock(recordedDay(header));
    const client = createClient({
      ...clientOptions,
      rateLimit: false,
      apiKey: "snapshot-replay",
      baseUrl,
      serviceName: header.service,
      cache,
      now: day,
    });
    return createSession(client, defaults, { offline: true, synthetic: header.synthetic });
  }

  if (apiKey !== undefined) {
    const baseUrl = options.baseUrl ?? (env.SV_BASE_URL || undefined);
    if (!baseUrl) {
      throw new MisuseError(msg.connectNoBaseUrl(), { parameter: "baseUrl" });
    }
    const service = parseBaseUrl(baseUrl).href;
    const cache = await openResponseCache(cacheOption, snapshot, { defaultMode: "use", service, synthetic: false });
    // Read offline, the cache answers as of the last day it stored a response, not the machine's date.
    const storedDay = cache?.mode === "offline" && cache.store ? await readSessionDay(cache.store.dir, service) : null;
    const now = storedDay === null ? undefined : dayClock(storedDay);
    return createSession(createClient({ ...clientOptions, apiKey, baseUrl, cache, now }), defaults, { offline: false, synthetic: false });
  }

  // Loaded only when needed, so a session on the real service never loads the sandbox.
  const { startSandbox } = await import("../sandbox/index.js");
  const pace = sandboxPace(options);
  const sandbox = await startSandbox({ ...options.sandbox, rateLimit: pace });
  const { version, seed, scale, today } = sandbox.served;
  if (!options.quiet) {
    const where = sandbox.process === "child" ? "in a child process" : "in this process";
    (options.log ?? console.error)(
      // No port here: it changes on every run, and a notebook re-run must give the same output.
      `corebook: offline sandbox with synthetic data (dataset version ${version ?? "unknown"}, seed ${seed}, scale ${scale}, today ${today}) ${where}; ` +
        `for the real service set SV_API_KEY and SV_BASE_URL`,
    );
  }
  try {
    // The sandbox's day, read on each use: it moves when the sandbox's clock does.
    const now = () => dayClock(sandbox.served.today)();
    // Stored responses and snapshots name the dataset, not the port, which changes on every run.
    // The dataset version is part of it: responses stored from another version are never served as this one's.
    const serviceName = `corebook-generated:seed=${seed},scale=${scale},version=${version ?? "unknown"}`;
    if (snapshot?.contents) warnOnOtherDataset(snapshot.given, snapshot.contents, options.log ?? console.warn);
    const cache = await openResponseCache(cacheOption, snapshot, {
      defaultMode: "off",
      service: serviceName,
      synthetic: true,
      dataset: formatDatasetHeader({ version, seed, scale }),
      createdAt: now(),
    });
    // The client paces as asked, else as the sandbox does: a client at the service's pace in front
    // of an unpaced sandbox would bring the wait back (blind, at one request a second).
    const rateLimit = options.rateLimit ?? pace;
    const client = createClient({ ...clientOptions, rateLimit, apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, cache, now, serviceName });
    const servicePace = rateLimit === false ? new ServicePaceEstimate() : null;
    const stopPace = servicePace ? client.usage.observeRequests(() => servicePace.sent()) : () => {};
    const onClose = async () => {
      stopPace();
      if (servicePace && !options.quiet) sayServicePace(servicePace, options.log ?? console.error);
      await sandbox.close();
    };
    return createSession(client, defaults, { offline: true, synthetic: true, onClose, servicePace });
  } catch (error) {
    await sandbox.close();
    throw error;
  }
}

const SANDBOX_PACES = ["service", false, "{ requests, windowMs }"];

/** The window the sandbox connect() starts enforces: sandbox.rateLimit, else the session's rateLimit, else none. */
function sandboxPace(options: ConnectOptions): RateLimitConfig | false {
  const given = options.sandbox?.rateLimit;
  if (given === undefined) return options.rateLimit ?? false;
  if (given === "service") return DEFAULT_RATE_LIMIT;
  if (given === false) return false;
  if (typeof given === "object" && given !== null && Number.isInteger(given.requests) && given.requests > 0 && given.windowMs > 0) {
    return { requests: given.requests, windowMs: given.windowMs };
  }
  throw new MisuseError(msg.connectSandboxPace(given), { parameter: "sandbox.rateLimit", value: given, allowed: SANDBOX_PACES });
}

/** Once, at close: what the requests the unpaced sandbox served would cost in time on the service, when it would make them wait. */
function sayServicePace(pace: ServicePaceEstimate, log: (line: string) => void): void {
  if (pace.serviceMs - pace.actualMs < 1000) return;
  const perMinute = Math.round((pace.config.requests * 60_000) / pace.config.windowMs);
  log(msg.sandboxServicePace(pace.requests, pace.actualMs, pace.serviceMs, perMinute));
}

/** A clock that stands at the start (UTC) of one day. */
function dayClock(day: string): () => Date {
  return () => new Date(`${day}T00:00:00Z`);
}

/**
 * A snapshot of sandbox data from another dataset version than this corebook's sandbox serves (or
 * from before versions were named) replays as recorded, but recording it again would give other
 * data: said once, when the snapshot is opened. The header names the dataset when the recording
 * session started the sandbox; otherwise its responses do.
 */
function warnOnOtherDataset(path: string, contents: SnapshotContents, log: (line: string) => void): void {
  const named = contents.header.dataset ?? [...contents.entries.values()].find((e) => e.dataset !== undefined)?.dataset;
  if (!contents.header.synthetic && named === undefined) return;
  const recorded = parseDatasetHeader(named);
  if (recorded?.version === DATASET_VERSION) return;
  const what = recorded ? describeDataset(recorded) : "a sandbox dataset from before dataset versions were named (version 1)";
  log(
    `corebook: the snapshot ${path} was recorded on ${what}; this corebook's sandbox serves dataset version ${DATASET_VERSION}. ` +
      "Replayed, it gives the data as recorded; recorded again, it would give other data (see the dataset changelog in docs/sandbox.md)",
  );
}
