// Options of a sandbox server and their defaults.
import type { Dataset, Scale } from "./dataset.js";
import type { FaultOptions } from "./http/faults.js";
import type { RequestWindowConfig } from "./http/rate-limit.js";

export const DEFAULT_API_KEY = "sandbox-key";
export const DEFAULT_CREDITS = 1_000_000_000;

export interface SandboxAppOptions {
  /** Admin keys (may read credits). Default ["sandbox-key"] (the client refuses keys shorter than 8 characters). */
  apiKeys?: string[];
  /** Member keys: everything except the credit balance (403). */
  memberKeys?: string[];
  /** Requests per window per key; `false` turns rate limiting (and its headers) off. Default 60 per 60 s. */
  rateLimit?: RequestWindowConfig | false;
  /** Starting credit balance of the organization (shared by every key). Default 1e9. */
  credits?: number;
  /**
   * What a search costs: `"per20:5"` (default, the addendum's 5 credits per started 20 of its
   * limit), `"per20:N"`, or `"flat:N"` (N credits a search whatever its limit). Only searches
   * change; the cost header and the credit balance both follow it.
   */
  searchPrice?: string;
  /** Make some requests fail with a 500 or 503, to test retries; default none. */
  faults?: FaultOptions;
  /** Clock for the rate limiter (tests). */
  now?: () => number;
}

/**
 * Options of `startSandbox` and `corebook sandbox`; every one has a default, so `startSandbox()` serves a small dataset on a
 * free port.
 */
export interface SandboxOptions extends SandboxAppOptions {
  /** TCP port to listen on; default 0, a free port chosen by the system (read it from `baseUrl`). */
  port?: number;
  /** Address to listen on; default `127.0.0.1` (this machine only). */
  host?: string;
  /** Seed of the generated dataset (default 42); the same seed and scale give the same records. */
  seed?: number;
  /** Dataset size: `small` (default), `medium` or `large` (run in a child process by default). */
  scale?: Scale;
  /** YYYY-MM-DD; the generator's clock. */
  today?: string;
  /** Serve this dataset instead of generating one. */
  dataset?: Dataset;
  /** Build every search index right after listening (default true). */
  warm?: boolean;
  /**
   * Where the sandbox runs: "inline" in this process, or "child" in a child Node process, so the
   * dataset's memory is not the caller's (a notebook kernel stays small). Default: "child" at scale
   * large, unless `dataset`, `now` or `faults.decide` is given (they cannot leave this process);
   * "inline" otherwise. In a child, `dataset` is not readable (read `served`) and setToday must be awaited.
   */
  process?: "inline" | "child";
}
