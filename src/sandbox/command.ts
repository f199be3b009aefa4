// `corebook sandbox [flags]`: parse the flags, start the server, say where it listens.
import { isDay } from "../days/index.js";
import { parseCommandArgs } from "../cli/index.js";
import { CommandMisuseError } from "../errors/index.js";
import type { Scale } from "./dataset.js";
import type { RequestWindowConfig } from "./http/rate-limit.js";
import { parseSearchPrice } from "./http/search-price.js";
import { DEFAULT_API_KEY, type SandboxOptions } from "./options.js";
import { startInProcess, type RunningSandbox } from "./start.js";

interface SandboxArgs {
  port: number;
  host: string;
  seed?: number;
  scale: Scale;
  apiKeys: string[];
  memberKeys: string[];
  rateLimit?: RequestWindowConfig | false;
  credits?: number;
  today?: string;
  searchPrice?: string;
}

// The CLI prints its usage text (which lists these flags) under the message.
const fail = (message: string): never => {
  throw new CommandMisuseError("sandbox", message);
};

const integer = (flag: string, v: string, min: number, max: number): number => {
  if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max)
    fail(`${flag} must be an integer from ${min} to ${max} (got ${JSON.stringify(v)})`);
  return Number(v);
};

function scale(v: string): Scale {
  if (v === "small" || v === "medium" || v === "large") return v;
  return fail(`--scale must be small, medium or large (got ${JSON.stringify(v)})`);
}

/** `60/60s`, `100/1s`, `10/500ms` or `off`. */
function rateLimit(v: string): RequestWindowConfig | false {
  if (v === "off") return false;
  const m = /^(\d+)\/(\d+)(ms|s|m)$/.exec(v);
  if (!m || Number(m[1]) < 1 || Number(m[2]) < 1)
    return fail(`--rate-limit must be N/Ws (e.g. 60/60s, 10/500ms, 100/1m) or off (got ${JSON.stringify(v)})`);
  const unit = m[3] === "ms" ? 1 : m[3] === "s" ? 1000 : 60_000;
  return { requests: Number(m[1]), windowMs: Number(m[2]) * unit };
}

export const SANDBOX_USAGE = `  sandbox [--port 8080] [--host 127.0.0.1] [--seed N] [--scale small|medium|large]
          [--api-key K]... [--member-key K]... [--rate-limit N/Ws|off] [--credits N]
          [--today YYYY-MM-DD] [--search-price per20:N|flat:N]
      serve the local sandbox of the service (synthetic data) until interrupted; --today picks
      the day it is served as of (default the dataset's anchor, 2026-01-01; 2024-01-02..2026-05-01);
      --search-price what a search costs (default per20:5, 5 credits per started 20 of its limit)`;

const SANDBOX_OPTIONS = {
  port: { type: "string", value: "N" },
  host: { type: "string", value: "HOST" },
  seed: { type: "string", value: "N" },
  scale: { type: "string", value: "small|medium|large" },
  "api-key": { type: "string", value: "KEY", multiple: true },
  "member-key": { type: "string", value: "KEY", multiple: true },
  "rate-limit": { type: "string", value: "N/Ws|off" },
  credits: { type: "string", value: "N" },
  today: { type: "string", value: "YYYY-MM-DD" },
  "search-price": { type: "string", value: "per20:N|flat:N" },
} as const;

export function parseSandboxArgs(argv: readonly string[]): SandboxArgs {
  const { values: v, positionals } = parseCommandArgs("sandbox", SANDBOX_OPTIONS, argv);
  if (positionals.length > 0) fail(`sandbox takes only options; got ${JSON.stringify(positionals[0])}`);
  const out: SandboxArgs = {
    port: 8080,
    host: "127.0.0.1",
    scale: "small",
    apiKeys: v["api-key"] ?? [],
    memberKeys: v["member-key"] ?? [],
  };
  if (v.port !== undefined) out.port = integer("--port", v.port, 0, 65535);
  if (v.host !== undefined) out.host = v.host;
  if (v.seed !== undefined) out.seed = integer("--seed", v.seed, 0, 2 ** 31 - 1);
  if (v.scale !== undefined) out.scale = scale(v.scale);
  if (v["rate-limit"] !== undefined) out.rateLimit = rateLimit(v["rate-limit"]);
  if (v.credits !== undefined) out.credits = integer("--credits", v.credits, 0, Number.MAX_SAFE_INTEGER);
  if (v.today !== undefined) {
    if (!isDay(v.today)) fail(`--today must be a date YYYY-MM-DD (got ${JSON.stringify(v.today)})`);
    out.today = v.today;
  }
  if (v["search-price"] !== undefined) {
    try {
      parseSearchPrice(v["search-price"], "--search-price");
    } catch (error) {
      fail((error as Error).message);
    }
    out.searchPrice = v["search-price"];
  }
  for (const k of [...out.apiKeys, ...out.memberKeys]) if (k.trim() === "") fail("API keys must not be empty");
  return out;
}

/** Whether a listen address reaches this machine only. */
function loopbackOnly(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, "").toLowerCase();
  return h === "localhost" || h === "::1" || /^127(\.\d{1,3}){3}$/.test(h);
}

/**
 * Starts the sandbox from CLI flags; resolves once listening. Keys given on the command line are
 * never printed. Served beyond this machine with the well-known default key, anyone who can reach
 * the port can use it: `warn` says so (the CLI's stderr).
 */
export async function runSandboxCommand(
  argv: readonly string[],
  log: (line: string) => void = console.log,
  warn: (line: string) => void = console.error,
): Promise<RunningSandbox> {
  const args = parseSandboxArgs(argv);
  const options: SandboxOptions = {
    port: args.port,
    host: args.host,
    seed: args.seed,
    scale: args.scale,
    today: args.today,
    apiKeys: args.apiKeys.length > 0 ? args.apiKeys : [DEFAULT_API_KEY],
    memberKeys: args.memberKeys,
    rateLimit: args.rateLimit,
    credits: args.credits,
    searchPrice: args.searchPrice,
  };
  const running = await startInProcess(options);
  log(`listening on ${running.baseUrl}`);
  const { version, seed, scale, today } = running.served;
  log(`serving synthetic data: sandbox dataset version ${version ?? "unknown"} (seed ${seed}, scale ${scale}), today ${today}`);
  if (args.apiKeys.length === 0) log(`accepted API key: ${DEFAULT_API_KEY}`);
  if (!loopbackOnly(args.host) && (options.apiKeys ?? []).includes(DEFAULT_API_KEY)) {
    warn(
      `corebook sandbox: warning: listening on ${args.host}, reachable from other machines, with the well-known key ${DEFAULT_API_KEY}: ` +
        "anyone who can reach this port can use it. Pass --api-key with a key of your own, or --host 127.0.0.1 to serve this machine only",
    );
  }
  return running;
}
