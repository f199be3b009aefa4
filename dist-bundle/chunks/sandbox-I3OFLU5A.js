import {
  DEFAULT_API_KEY,
  Store,
  createSandboxApp,
  startSandbox
} from "./chunk-FG7XBMSW.js";
import {
  ANCHOR_DATE,
  HISTORY_SPAN
} from "./chunk-NRAGCCIA.js";
import "./chunk-EISH2INW.js";
import "./chunk-VJREQHXH.js";
import {
  CommandUsageError
} from "./chunk-CTKS2RRK.js";
import {
  isDay
} from "./chunk-VNTWYCCD.js";

// src/sandbox/command.ts
var fail = (message) => {
  throw new CommandUsageError("sandbox", message);
};
var integer = (flag, v, min, max) => {
  if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) fail(`${flag} must be an integer from ${min} to ${max} (got ${JSON.stringify(v)})`);
  return Number(v);
};
function rateLimit(v) {
  if (v === "off") return false;
  const m = /^(\d+)\/(\d+)(ms|s|m)$/.exec(v);
  if (!m || Number(m[1]) < 1 || Number(m[2]) < 1) return fail(`--rate-limit must be N/Ws (e.g. 60/60s, 10/500ms, 100/1m) or off (got ${JSON.stringify(v)})`);
  const unit = m[3] === "ms" ? 1 : m[3] === "s" ? 1e3 : 6e4;
  return { requests: Number(m[1]), windowMs: Number(m[2]) * unit };
}
function parseSandboxArgs(argv) {
  const out = { port: 8080, host: "127.0.0.1", scale: "small", apiKeys: [], memberKeys: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const eq = arg.indexOf("=");
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    const value = () => {
      if (eq > 0) return arg.slice(eq + 1);
      const v = argv[i + 1];
      if (v === void 0 || v.startsWith("--")) fail(`${flag} needs a value`);
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
        out.scale = v;
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
async function runSandboxCommand(argv, log = console.log) {
  const args = parseSandboxArgs(argv);
  const options = {
    port: args.port,
    host: args.host,
    seed: args.seed,
    scale: args.scale,
    today: args.today,
    apiKeys: args.apiKeys.length > 0 ? args.apiKeys : [DEFAULT_API_KEY],
    memberKeys: args.memberKeys,
    rateLimit: args.rateLimit,
    credits: args.credits
  };
  const running = await startSandbox(options);
  log(`listening on ${running.baseUrl}`);
  if (args.apiKeys.length === 0) log(`accepted API key: ${DEFAULT_API_KEY}`);
  return running;
}

// src/sandbox/store/records-on.ts
function recordsOn(dataset, day = dataset.today) {
  return new Store({ ...dataset, today: day }).records;
}
export {
  ANCHOR_DATE,
  DEFAULT_API_KEY,
  HISTORY_SPAN,
  createSandboxApp,
  parseSandboxArgs,
  recordsOn,
  runSandboxCommand,
  startSandbox
};
