// `corebook sandbox [flags]`: parse the flags, start the server, say where it listens.
import { isDay } from "../days/day-dates.js";
import { CommandUsageError } from "../errors/index.js";
import type { Scale } from "./dataset.js";
import type { RateLimitConfig } from "./http/rate-limit.js";
import { DEFAULT_API_KEY, type SandboxOptions } from "./options.js";
import { startSandbox, type RunningSandbox } from "./start.js";

export interface SandboxArgs {
  port: number;
  host: string;
  seed?: number;
  scale: Scale;
  apiKeys: string[];
  memberKeys: string[];
  rateLimit?: RateLimitConfig | false;
  credits?: number;
  today?: string;
}

// The CLI prints its usage text (which lists these flags) under the message.
const fail = (message: string): never => {
  throw new CommandUsageError("sandbox", message);
};

const integer = (flag: string, v: string, min: number, max: number): number => {
  if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max)
    fail(`${flag} must be an integer from ${min} to ${max} (got ${JSON.stringify(v)})`);
  return Number(v);
};

/** `60/60s`, `100/1s`, `10/500ms` or `off`. */
function rateLimit(v: string): RateLimitConfig | false {
  if (v === "off") return false;
  const m = /^(\d+)\/(\d+)(ms|s|m)$/.exec(v);
  if (!m || Number(m[1]) < 1 || Number(m[2]) < 1)
    return fail(`--rate-limit must be N/Ws (e.g. 60/60s, 10/500ms, 100/1m) or off (got ${JSON.stringify(v)})`);
  const unit = m[3] === "ms" ? 1 : m[3] === "s" ? 1000 : 60_000;
  return { requests: Number(m[1]), windowMs: Number(m[2]) * unit };
}

export function parseSandboxArgs(argv: readonly string[]): SandboxArgs {
  const out: SandboxArgs = { port: 8080, host: "127.0.0.1", scale: "small", apiKeys: [], memberKeys: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const eq = arg.indexOf("=");
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    const value = (): string => {
      if (eq > 0) return arg.slice(eq + 1);
      const v = argv[i + 1];
      if (v === undefined || v.startsWith("--")) fail(`${flag} needs a value`);
      i += 1;
      return v;
    };
    switch (flag) {
      case "--port":
        out.port = integer("--port", value(), 0, 65535);
        break;
      case "--host":
        out.host = value();
        break;
      case "--seed":
        out.seed = integer("--seed", value(), 0, 2 ** 31 - 1);
        break;
      case "--scale": {
        const v = value();
        if (v !== "small" && v !== "medium" && v !== "large") fail(`--scale must be small, medium or large (got ${JSON.stringify(v)})`);
        out.scale = v as Scale;
        break;
      }
      case "--api-key":
        out.apiKeys.push(value());
        break;
      case "--member-key":
        out.memberKeys.push(value());
        break;
      case "--rate-limit":
        out.rateLimit = rateLimit(value());
        break;
      case "--credits":
        out.credits = integer("--credits", value(), 0, Number.MAX_SAFE_INTEGER);
        break;
      case "--today": {
        const v = value();
        if (!isDay(v)) fail(`--today must be a date YYYY-MM-DD (got ${JSON.stringify(v)})`);
        out.today = v;
        break;
      }
      default:
        fail(`unknown flag ${JSON.stringify(arg)}`);
    }
  }
  for (const k of [...out.apiKeys, ...out.memberKeys]) if (k.trim() === "") fail("API keys must not be empty");
  return out;
}

/** Starts the sandbox from CLI flags; resolves once listening. Keys given on the command line are never printed. */
export async function runSandboxCommand(argv: readonly string[], log: (line: string) => void = console.log): Promise<RunningSandbox> {
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
  };
  const running = await startSandbox(options);
  log(`listening on ${running.baseUrl}`);
  const { version, seed, scale, today } = running.served;
  log(`serving synthetic data: sandbox dataset version ${version ?? "unknown"} (seed ${seed}, scale ${scale}), today ${today}`);
  if (args.apiKeys.length === 0) log(`accepted API key: ${DEFAULT_API_KEY}`);
  return running;
}
