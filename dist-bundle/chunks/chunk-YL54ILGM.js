import {
  CORE_TITLES,
  SEARCH_PARAMS,
  SchemaParseError,
  biomedcoreDefaultShape,
  biomedcoreIncludeShape,
  columnKindOf,
  coreOfServiceId,
  creditCost,
  drugcoreDefaultShape,
  drugcoreIncludeShape,
  encodeQuery,
  errorCodeForStatus,
  feedParamsSpec,
  genecoreDefaultShape,
  genecoreIncludeShape,
  getParamsSpec,
  isServiceId,
  parseCapabilities,
  parseChangesPage,
  parseCredits,
  parseLookupResults,
  parseRecord,
  parseRecords,
  parseSection,
  patentcoreDefaultShape,
  patentcoreIncludeShape,
  readErrorBody,
  recordUrlShape,
  regulatorycoreDefaultShape,
  regulatorycoreIncludeShape,
  trialcoreDefaultShape,
  trialcoreIncludeShape,
  validateLookupItems,
  validateParams,
  validateRecordPath,
  validateSectionPath,
  warningMark,
  warningsSince
} from "./chunk-EISH2INW.js";
import {
  AGENCIES,
  AUTHORIZATION_STATUSES,
  CLINICAL_STAGES,
  CORES,
  DRUG_TYPES,
  FEED_CORES,
  GENE_TYPES,
  ID_PREFIX,
  INCLUDES,
  LIMITS,
  LOOKUP_KEYS,
  MOLECULE_TYPES,
  OVERALL_STATUSES,
  SPONSOR_TYPES,
  STUDY_TYPES,
  TARGET_CLASSES,
  TRIAL_PHASES
} from "./chunk-VJREQHXH.js";
import {
  processAlive
} from "./chunk-P6FUFX46.js";
import {
  corebookTable
} from "./chunk-DXTUKQIR.js";
import {
  info,
  inheritedProvenance,
  setInfo
} from "./chunk-XFNLBLKI.js";
import {
  columnTypes,
  setColumnTypes
} from "./chunk-LWM6EHWR.js";
import {
  CorebookError,
  UsageError
} from "./chunk-CTKS2RRK.js";
import {
  addDays,
  dateOfDay,
  dayOfDate,
  daysBetween,
  isDay,
  yearOf
} from "./chunk-VNTWYCCD.js";

// src/mirror/mirror-errors.ts
var MirrorLockedError = class extends CorebookError {
  constructor(dir) {
    super(`mirror ${dir} is being written by another process (a sync is running); wait for it to finish, or stop that process, then try again. Only one writer at a time can open a mirror.`);
    this.name = "MirrorLockedError";
  }
};

// src/api/errors.ts
var ServiceError = class extends CorebookError {
  /** HTTP status, or null when no response was received (connection, timeout, client-side checks). */
  status;
  code;
  /** Per-field messages (server `error.fields`, or the client validator's). */
  fields;
  /** The part of the request at fault (server `error.in`, e.g. "query" or "body"). */
  in;
  method;
  /** Path and query of the request (`/api/v1/...?...`); the base URL and the API key are never part of it. */
  path;
  /** Seconds to wait before retrying, when the server said so (429). */
  retryAfter;
  /** The reason alone, without the prefix that `message` adds. */
  detail;
  constructor(init) {
    super(formatMessage(init), { cause: init.cause });
    this.status = init.status ?? null;
    this.code = init.code;
    this.detail = init.detail;
    this.fields = init.fields ?? null;
    this.in = init.in ?? null;
    this.method = init.method ?? null;
    this.path = init.path ?? null;
    this.retryAfter = init.retryAfter ?? null;
  }
  toJSON() {
    return requestErrorJSON(this);
  }
};
function requestErrorJSON(e) {
  return {
    name: e.name,
    status: e.status,
    code: e.code,
    message: e.message,
    fields: e.fields,
    in: e.in,
    method: e.method,
    path: e.path,
    retryAfter: e.retryAfter
  };
}
function formatMessage(init, sent = true) {
  const head = init.status ? `${init.status} ${init.code}` : init.code;
  const request = init.method && init.path ? `${init.method} ${stripQuery(init.path)}` : "";
  const where = sent ? request ? ` on ${request}` : "" : `: ${request ? `${request} was` : "the request was"} not sent`;
  const unsaid = Object.entries(init.fields ?? {}).filter(([, v]) => !init.detail.includes(v));
  const extra = unsaid.slice(0, 5).map(([k, v]) => `${k}: ${v}`).join("; ") + (unsaid.length > 5 ? `; and ${unsaid.length - 5} more` : "");
  const detail = [init.detail, extra ? `(${extra})` : ""].filter(Boolean).join(" ");
  return `${head}${where}: ${detail || "no details given"}`;
}
function stripQuery(path) {
  const q = path.indexOf("?");
  return q === -1 ? path : path.slice(0, q);
}
var BadRequestError = class extends ServiceError {
};
var AuthenticationError = class extends ServiceError {
};
var InsufficientCreditsError = class extends ServiceError {
};
var PermissionDeniedError = class extends ServiceError {
};
var NotFoundError = class extends ServiceError {
};
var UnprocessableEntityError = class extends ServiceError {
};
var RateLimitError = class extends ServiceError {
};
var InternalServerError = class extends ServiceError {
};
var ConnectionError = class extends ServiceError {
};
var TimeoutError = class extends ConnectionError {
};
var ValidationError = class extends UsageError {
  status = null;
  code;
  /** Per-parameter messages from the client's validator. */
  fields;
  in;
  method;
  /** Path and query the request would have had. */
  path;
  retryAfter = null;
  detail;
  constructor(init) {
    const names = Object.keys(init.fields ?? {});
    super(formatMessage(init, false), { cause: init.cause, parameter: names.length === 1 ? names[0] : void 0 });
    this.code = init.code;
    this.detail = init.detail;
    this.fields = init.fields ?? null;
    this.in = init.in ?? null;
    this.method = init.method ?? null;
    this.path = init.path ?? null;
  }
  toJSON() {
    return requestErrorJSON(this);
  }
};
var BudgetExceededError = class extends ServiceError {
};
var AbortError = class extends ServiceError {
};
function errorClassFor(status) {
  switch (status) {
    case 400:
      return BadRequestError;
    case 401:
      return AuthenticationError;
    case 402:
      return InsufficientCreditsError;
    case 403:
      return PermissionDeniedError;
    case 404:
      return NotFoundError;
    case 422:
      return UnprocessableEntityError;
    case 429:
      return RateLimitError;
    default:
      return status >= 500 ? InternalServerError : ServiceError;
  }
}

// src/api/ledger.ts
var CreditLedger = class {
  maxCredits;
  recentLimit;
  spent = 0;
  reserved = 0;
  byCore = /* @__PURE__ */ new Map();
  log = [];
  constructor(options = {}) {
    const max = options.maxCredits ?? null;
    if (max !== null && !(typeof max === "number" && max >= 0 && Number.isFinite(max))) {
      throw new UsageError(`maxCredits must be a non-negative number; got ${JSON.stringify(max)}`);
    }
    this.maxCredits = max;
    this.recentLimit = options.recentLimit ?? 1e3;
  }
  /** Credits charged so far. */
  get total() {
    return this.spent;
  }
  /** Credits left under `maxCredits` (counting requests in flight at their price), or null without a budget. */
  get remaining() {
    return this.maxCredits === null ? null : Math.max(0, this.maxCredits - this.spent - this.reserved);
  }
  /** Credits charged per core (cores without requests are absent). */
  perCore() {
    return Object.fromEntries(this.byCore);
  }
  /** The most recent requests, oldest first. */
  recent() {
    return [...this.log];
  }
  /**
   * Holds `cost` credits for a request about to be sent, or throws BudgetExceededError when it would
   * not fit. An unknown cost (null) goes through while anything is left, and is settled at the
   * server's price.
   */
  reserve(cost, ctx) {
    const left = this.remaining;
    if (left !== null) {
      const need = cost ?? 0;
      if (need > left || cost === null && left <= 0) {
        throw new BudgetExceededError({
          code: "BUDGET_EXCEEDED",
          detail: `this request costs ${cost ?? "an unknown number of"} credits but only ${left} of maxCredits ${this.maxCredits} are left (${this.spent} spent${this.reserved ? `, ${this.reserved} held by requests in flight` : ""})`,
          ...ctx
        });
      }
    }
    const held = cost ?? 0;
    this.reserved += held;
    let done = false;
    const free = () => {
      if (done) return false;
      done = true;
      this.reserved -= held;
      return true;
    };
    return {
      settle: (entry) => {
        if (!free()) return;
        this.record(entry);
      },
      cancel: () => {
        free();
      }
    };
  }
  record(entry) {
    this.spent += entry.credits;
    if (entry.core && entry.credits) this.byCore.set(entry.core, (this.byCore.get(entry.core) ?? 0) + entry.credits);
    this.log.push({ at: (/* @__PURE__ */ new Date()).toISOString(), ...entry });
    if (this.log.length > this.recentLimit) this.log.splice(0, this.log.length - this.recentLimit);
  }
  toJSON() {
    return { total: this.spent, maxCredits: this.maxCredits, remaining: this.remaining, perCore: this.perCore() };
  }
};
function creditCostHeader(headers) {
  const raw = headers["x-service-credit-cost"];
  if (raw === void 0) return 0;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : 0;
}
function estimateCost(core, endpoint, params = {}) {
  void core;
  return creditCost(endpoint, params);
}

// src/store/cache-dir.ts
import { homedir } from "node:os";
import { join } from "node:path";
function defaultCacheDir(env = process.env) {
  if (env.COREBOOK_CACHE) return env.COREBOOK_CACHE;
  const xdg = env.XDG_CACHE_HOME;
  if (xdg && xdg.startsWith("/")) return join(xdg, "corebook");
  return join(homedir(), ".cache", "corebook");
}

// src/api/unreadable-body.ts
var refusedByStrictSchema = /* @__PURE__ */ new WeakSet();
function markStrictRefusal(err) {
  refusedByStrictSchema.add(err);
  return err;
}
function isUnreadableBody(err) {
  return err instanceof ServiceError && err.code === "INVALID_RESPONSE" && err.status !== null && err.status < 400 && !refusedByStrictSchema.has(err);
}
function gaveUp(err, attempts) {
  const ErrorClass = err.constructor;
  return new ErrorClass({
    status: err.status,
    code: err.code,
    detail: `${err.detail} (the same after ${attempts} attempts)`,
    in: err.in,
    method: err.method ?? void 0,
    path: err.path ?? void 0,
    retryAfter: err.retryAfter,
    cause: err.cause
  });
}

// src/api/response-parse.ts
function parseWith(parser, json, ctx, opts) {
  try {
    return parser(json, opts);
  } catch (err) {
    if (err instanceof SchemaParseError) {
      const problems = err.problems.slice(0, 5).map((p) => `${p.path}: ${p.message}`).join("; ");
      const more = err.problems.length > 5 ? ` and ${err.problems.length - 5} more` : "";
      const error = invalidResponse(ctx, `${err.what}: ${problems}${more}`, err);
      throw opts.strict ? markStrictRefusal(error) : error;
    }
    throw err;
  }
}
function invalidResponse(ctx, detail, cause) {
  return new ServiceError({
    status: 200,
    code: "INVALID_RESPONSE",
    detail: `the response does not have the documented shape: ${detail}`,
    cause,
    ...ctx
  });
}

// src/api/rate-headers.ts
var EPOCH_SECONDS_FLOOR = 1e9;
var EPOCH_MS_FLOOR = 1e12;
var ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
var HTTP_DATE = /^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/;
function parseDate(text) {
  if (!ISO_DATE.test(text) && !HTTP_DATE.test(text)) return null;
  const at = Date.parse(text);
  return Number.isFinite(at) ? at : null;
}
function parseResetHeader(value, now) {
  if (value === null || value === void 0) return null;
  const text = value.trim();
  if (text === "") return null;
  if (/^\d+(\.\d+)?$/.test(text)) {
    const n = Number(text);
    if (n >= EPOCH_MS_FLOOR) return n;
    if (n >= EPOCH_SECONDS_FLOOR) return n * 1e3;
    return now + n * 1e3;
  }
  return parseDate(text);
}
function parseRetryAfter(value, now) {
  if (value === null || value === void 0) return null;
  const text = value.trim();
  if (text === "") return null;
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  const at = parseDate(text);
  return at === null ? null : Math.max(0, (at - now) / 1e3);
}
function parseRemainingHeader(value) {
  if (value === null || value === void 0 || !/^\s*-?\d+\s*$/.test(value)) return null;
  return Math.max(0, Number(value));
}

// src/api/error-response.ts
function errorFromResponse(res, ctx, redact, now = Date.now()) {
  const body = readErrorBody2(res.json);
  const code = typeof body.code === "string" && body.code ? redact(body.code) : errorCodeForStatus(res.status);
  let detail = typeof body.message === "string" && body.message ? body.message : fallbackDetail(res);
  detail = redact(detail);
  const fields2 = isStringMap(body.fields) ? Object.fromEntries(Object.entries(body.fields).map(([k, v]) => [redact(k), redact(v)])) : null;
  const where = typeof body.in === "string" ? redact(body.in) : null;
  let retryAfter = null;
  if (res.status === 429) {
    retryAfter = typeof body.retryAfter === "number" && body.retryAfter >= 0 ? body.retryAfter : parseRetryAfter(res.headers["retry-after"], now);
  }
  const ErrorClass = errorClassFor(res.status);
  return new ErrorClass({
    status: res.status,
    code,
    detail,
    fields: fields2,
    in: where,
    retryAfter,
    method: ctx.method,
    path: ctx.path === void 0 ? void 0 : redact(ctx.path)
  });
}
function readErrorBody2(json) {
  const exact = readErrorBody(json);
  if (exact) return exact.error;
  if (json && typeof json === "object" && "error" in json) {
    const e = json.error;
    if (e && typeof e === "object") return e;
    if (typeof e === "string") return { message: e };
  }
  return {};
}
function fallbackDetail(res) {
  const text = res.text.trim();
  if (!text) return "the server gave no explanation";
  if (text.startsWith("<")) return `the server answered with a non-JSON body (${text.length} characters)`;
  return text.length > 300 ? text.slice(0, 297) + "..." : text;
}
function isStringMap(v) {
  return !!v && typeof v === "object" && !Array.isArray(v) && Object.values(v).every((x) => typeof x === "string");
}

// src/api/retry.ts
var DEFAULT_RETRY_POLICY = {
  retries: 4,
  rateLimitRetries: 10,
  baseDelayMs: 500,
  maxDelayMs: 2e4,
  random: Math.random
};
var RETRYABLE_SERVER_STATUSES = /* @__PURE__ */ new Set([500, 502, 503, 504]);
function backoffDelay(attempt, policy) {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return policy.random() * ceiling;
}
function retryKind(err) {
  if (err instanceof RateLimitError) return "rate-limit";
  if (err instanceof InternalServerError) return err.status !== null && RETRYABLE_SERVER_STATUSES.has(err.status) ? "transient" : "final";
  if (err instanceof ConnectionError || isUnreadableBody(err)) return "transient";
  if (err instanceof ServiceError && err.status === 408) return "transient";
  return "final";
}
function retryDelay(err, attempt, policy) {
  const kind = retryKind(err);
  if (kind === "final") return null;
  if (kind === "rate-limit") {
    if (attempt >= policy.rateLimitRetries) return null;
    const after = err.retryAfter;
    return after !== null && after >= 0 ? after * 1e3 : backoffDelay(attempt, policy);
  }
  if (attempt >= policy.retries) return null;
  return backoffDelay(attempt, policy);
}

// src/api/redact-error.ts
function ownTexts(err) {
  let own = "";
  try {
    own = JSON.stringify(Object.fromEntries(Object.entries(err)));
  } catch {
    own = "";
  }
  return `${err.name}
${err.message}
${err.stack ?? ""}
${own}`;
}
function holdsSecret(err, redact, depth = 0) {
  if (!(err instanceof Error) || depth > 8) return typeof err === "string" && redact(err) !== err;
  const text = ownTexts(err);
  return redact(text) !== text || holdsSecret(err.cause, redact, depth + 1);
}
function redactedCause(cause, redact, depth) {
  if (!(cause instanceof Error)) return typeof cause === "string" ? redact(cause) : void 0;
  const copy = new Error(redact(cause.message), depth < 8 && cause.cause !== void 0 ? { cause: redactedCause(cause.cause, redact, depth + 1) } : void 0);
  copy.name = cause.name;
  copy.stack = redact(cause.stack ?? "");
  for (const [key, value] of Object.entries(cause)) {
    if (key === "cause") continue;
    try {
      Reflect.set(copy, redact(key), JSON.parse(redact(JSON.stringify(value) ?? "null")));
    } catch {
    }
  }
  return copy;
}
function redactError(err, redact) {
  if (!(err instanceof Error) || !holdsSecret(err, redact)) return err;
  const cause = err.cause === void 0 ? void 0 : redactedCause(err.cause, redact, 0);
  if (err instanceof ValidationError) {
    const rebuilt2 = new ValidationError({
      code: redact(err.code),
      detail: redact(err.detail),
      fields: err.fields && redactFields(err.fields, redact),
      in: err.in === null ? null : redact(err.in),
      method: err.method ?? void 0,
      path: err.path === null ? void 0 : redact(err.path),
      cause
    });
    rebuilt2.stack = redact(rebuilt2.stack ?? "");
    return rebuilt2;
  }
  if (!(err instanceof ServiceError)) {
    const copy = new Error(redact(err.message), cause === void 0 ? void 0 : { cause });
    copy.name = err.name;
    copy.stack = redact(err.stack ?? "");
    return copy;
  }
  const ErrorClass = err.constructor;
  const rebuilt = new ErrorClass({
    status: err.status,
    code: redact(err.code),
    detail: redact(err.detail),
    fields: err.fields && redactFields(err.fields, redact),
    in: err.in === null ? null : redact(err.in),
    method: err.method ?? void 0,
    path: err.path === null ? void 0 : redact(err.path),
    retryAfter: err.retryAfter,
    cause
  });
  rebuilt.stack = redact(rebuilt.stack ?? "");
  return rebuilt;
}
function redactFields(fields2, redact) {
  return Object.fromEntries(Object.entries(fields2).map(([k, v]) => [redact(k), redact(v)]));
}

// src/api/transport.ts
import { Agent } from "undici";
import { performance } from "node:perf_hooks";

// src/api/base-url.ts
function parseBaseUrl(input) {
  let url;
  try {
    url = new URL(input.trim());
  } catch {
    throw new UsageError(`baseUrl must be an absolute http(s) URL such as "http://127.0.0.1:8080"; got ${JSON.stringify(input)}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new UsageError(`baseUrl must use http or https; got ${JSON.stringify(url.protocol)}`);
  }
  if (url.username || url.password) {
    throw new UsageError("baseUrl must not carry credentials; pass the key as apiKey");
  }
  let mount = url.pathname.replace(/\/+$/, "");
  mount = mount.replace(/\/api\/v1$/, "");
  return { origin: url.origin, mount, href: url.origin + mount };
}
function requestPath(base, path, query) {
  const p = path.startsWith("/") ? path : "/" + path;
  return base.mount + p + (query ? "?" + query : "");
}

// src/api/redact.ts
var REDACTED = "[redacted]";
function base64Forms(secret) {
  const bytes = Buffer.from(secret, "utf8");
  const out = [];
  for (let offset = 0; offset < 3; offset++) {
    const padded = Buffer.concat([Buffer.alloc(offset), bytes]);
    const first = Math.ceil(offset / 3);
    const last = Math.floor((offset + bytes.length) / 3);
    if (last - first < 2) continue;
    for (const encoding of ["base64", "base64url"]) {
      out.push(padded.toString(encoding).slice(first * 4, last * 4));
    }
  }
  return out;
}
function secretForms(secret) {
  const encoded = encodeURIComponent(secret);
  const forms = /* @__PURE__ */ new Set([secret, encoded, encoded.replace(/%20/g, "+"), encodeURI(secret), ...base64Forms(secret)]);
  return [...forms].sort((a, b) => b.length - a.length);
}
function redactSecret(text, secret) {
  let out = text;
  if (secret && secret.length > 0) {
    for (const form of secretForms(secret)) {
      out = out.split(form).join(REDACTED);
      if (form.includes("%")) out = out.replace(new RegExp(escapeRegExp(form), "gi"), REDACTED);
    }
  }
  return out.replace(/Bearer\s+[^\s"',;]+/gi, `Bearer ${REDACTED}`);
}
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// src/api/transport.ts
var CONNECTION_CODES = /* @__PURE__ */ new Set([
  "ECONNRESET",
  "ECONNREFUSED",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_SOCKET",
  "UND_ERR_CLOSED",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_DESTROYED",
  "UND_ERR_REQ_CONTENT_LENGTH_MISMATCH",
  "UND_ERR_RES_CONTENT_LENGTH_MISMATCH"
]);
var lostBodies = /* @__PURE__ */ new WeakMap();
function lostBodyResponse(err) {
  return err !== null && typeof err === "object" ? lostBodies.get(err) : void 0;
}
function createTransport(options) {
  const base = parseBaseUrl(options.baseUrl);
  const authorization = `Bearer ${options.apiKey}`;
  const apiKey = options.apiKey;
  const ownsDispatcher = !options.dispatcher;
  const dispatcher = options.dispatcher ?? new Agent({
    keepAliveTimeout: 1e4,
    keepAliveMaxTimeout: 6e4,
    connections: 16,
    ...options.agentOptions
  });
  const userAgent = options.userAgent ?? "corebook";
  const redact = (text) => redactSecret(text, apiKey);
  async function send(req) {
    const shownPath = req.path + (req.query ? "?" + req.query : "");
    const ctx = { method: req.method, path: redact(shownPath) };
    const timeoutMs = req.timeoutMs ?? options.timeoutMs;
    if (req.signal?.aborted) throw new AbortError({ code: "ABORTED", detail: "the request was aborted before sending", ...ctx });
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    req.signal?.addEventListener("abort", onAbort, { once: true });
    const headers = {
      authorization,
      accept: "application/json",
      "user-agent": userAgent
    };
    let body;
    if (req.body !== void 0) {
      body = JSON.stringify(req.body);
      headers["content-type"] = "application/json";
    }
    let received;
    try {
      const res = await dispatcher.request({
        origin: base.origin,
        path: requestPath(base, req.path, req.query),
        method: req.method,
        headers,
        body,
        signal: controller.signal,
        // The overall timer above is the one that matters; keep undici's own from firing first.
        headersTimeout: timeoutMs + 1e3,
        bodyTimeout: timeoutMs + 1e3
      });
      const headersAt = performance.now();
      received = { status: res.statusCode, headers: flattenHeaders(res.headers), headersAt };
      const text = await res.body.text();
      return { ...received, json: parseJson(text), text };
    } catch (err) {
      const keep = (e) => {
        if (received) lostBodies.set(e, received);
        return e;
      };
      if (timedOut) {
        throw keep(new TimeoutError({ code: "TIMEOUT", detail: `no complete response within ${timeoutMs} ms`, ...ctx }));
      }
      if (req.signal?.aborted) {
        throw keep(new AbortError({ code: "ABORTED", detail: "the request was aborted by the caller", ...ctx }));
      }
      const code = errorCode(err);
      const reason = redact(err instanceof Error ? err.message : String(err));
      const cause = Object.assign(new Error(reason), code ? { code } : {});
      const known = code !== void 0 && (CONNECTION_CODES.has(code) || code.startsWith("UND_ERR"));
      throw keep(new ConnectionError({
        code: "CONNECTION_ERROR",
        detail: `${received ? `the response body from ${base.href} was cut off` : `could not get a response from ${base.href}`}${code ? ` (${code}${known ? "" : ", unexpected"})` : ""}: ${reason}`,
        cause,
        ...ctx
      }));
    } finally {
      clearTimeout(timer);
      req.signal?.removeEventListener("abort", onAbort);
    }
  }
  return {
    baseUrl: base,
    send,
    redact,
    async close() {
      if (ownsDispatcher) await dispatcher.close();
    }
  };
}
function errorCode(err) {
  let e = err;
  for (let depth = 0; depth < 3 && e && typeof e === "object"; depth++) {
    const code = e.code;
    if (typeof code === "string") return code;
    e = e.cause;
  }
  return void 0;
}
function flattenHeaders(raw) {
  const out = {};
  for (const [k, v] of Object.entries(raw)) {
    if (v === void 0) continue;
    out[k.toLowerCase()] = Array.isArray(v) ? v.join(", ") : v;
  }
  return out;
}
function parseJson(text) {
  if (text.length === 0) return void 0;
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}

// src/api/stored-response.ts
function storedRequest(deps, req) {
  return {
    core: req.core,
    endpoint: req.endpoint,
    method: req.method,
    baseUrl: deps.serviceName,
    path: req.path,
    query: req.query,
    body: req.body
  };
}
async function readStoredResponse(deps, req) {
  if (!deps.cache || req.fresh) return null;
  const hit = await deps.cache.read(storedRequest(deps, req), deps.now());
  if (!hit) return null;
  let value;
  try {
    const body = JSON.parse(hit.text);
    if (!body || typeof body !== "object" || Array.isArray(body) || !("data" in body)) return null;
    value = req.parse(body);
  } catch {
    return null;
  }
  deps.usage.recordHit(hit.credits, hit.fetchedAt);
  return { value };
}
async function writeStoredResponse(deps, req, res, credits) {
  const fetchedAt = deps.now();
  deps.usage.recordFetch(fetchedAt);
  if (!deps.cache || res.status < 200 || res.status >= 300) return;
  const request = storedRequest(deps, req);
  if (deps.transport.redact(res.text) !== res.text || deps.transport.redact(JSON.stringify(request)) !== JSON.stringify(request)) return;
  try {
    await deps.cache.write(request, { text: res.text, credits, fetchedAt });
  } catch (error) {
    deps.usage.storeErrors++;
    if (deps.usage.storeErrors === 1) {
      console.warn(`corebook: could not write to the response store (${deps.transport.redact(error instanceof Error ? error.message : String(error))}); responses are served but not kept`);
    }
  }
}

// src/api/request.ts
async function runRequest(deps, req) {
  const { transport, limiter, ledger, usage } = deps;
  const ctx = { method: req.method, path: transport.redact(req.path + (req.query ? "?" + req.query : "")) };
  const attempts = { "rate-limit": 0, transient: 0 };
  const stored = await readStoredResponse(deps, req);
  if (stored) return stored.value;
  for (let attempt = 0; ; attempt++) {
    const reservation = ledger.reserve(req.cost, ctx);
    let ticket;
    try {
      ticket = await limiter.acquire({ signal: req.signal, priority: attempt > 0 });
    } catch (err) {
      reservation.cancel();
      throw err;
    }
    if (ticket.waited) {
      usage.rateLimitWaits++;
      usage.waitedMs += ticket.waitedMs;
    }
    usage.requests++;
    let res = null;
    let failure;
    try {
      res = await transport.send({
        method: req.method,
        path: req.path,
        query: req.query,
        body: req.body,
        timeoutMs: req.timeoutMs,
        signal: req.signal
      });
    } catch (err) {
      failure = err;
    }
    const entry = { core: req.core, endpoint: req.endpoint, method: req.method, path: ctx.path ?? req.path };
    const received = res ?? lostBodyResponse(failure) ?? null;
    if (received === null) {
      ticket.release();
      reservation.settle({ ...entry, status: null, credits: 0 });
    } else {
      const now = Date.now();
      ticket.observe({
        remaining: parseRemainingHeader(received.headers["x-ratelimit-remaining"]),
        resetAt: parseResetHeader(received.headers["x-ratelimit-reset"], now),
        limit: parseRemainingHeader(received.headers["x-ratelimit-limit"])
      });
      ticket.release(received.headersAt, received.status !== 429);
      const credits = creditCostHeader(received.headers);
      reservation.settle({ ...entry, status: received.status, credits });
      usage.credits += credits;
      if (res !== null && res.status < 400) {
        let value;
        try {
          value = parseSuccess(res, req, ctx);
        } catch (err) {
          const unreadable = isUnreadableBody(err);
          const redacted = redactError(err, transport.redact);
          if (!unreadable) throw redacted;
          failure = redacted;
        }
        if (failure === void 0) {
          await writeStoredResponse(deps, req, res, credits);
          return value;
        }
      } else if (res !== null) {
        failure = errorFromResponse(res, ctx, transport.redact, now);
      }
    }
    usage.errors++;
    if (failure instanceof AbortError) throw failure;
    const kind = retryKind(failure);
    if (kind === "final") throw failure;
    const delay = retryDelay(failure, attempts[kind]++, deps.retry);
    if (delay === null) throw isUnreadableBody(failure) ? gaveUp(failure, attempt + 1) : failure;
    if (kind === "rate-limit") {
      limiter.pause(delay);
      usage.rateLimitWaits++;
    }
    usage.retries++;
    usage.waitedMs += delay;
    await sleep(delay, req.signal, ctx);
  }
}
function parseSuccess(res, req, ctx) {
  const body = res.json;
  if (!body || typeof body !== "object" || Array.isArray(body) || !("data" in body)) {
    throw new ServiceError({
      status: res.status,
      code: "INVALID_RESPONSE",
      detail: `expected a JSON object with a "data" key; got ${res.text.length === 0 ? "an empty body" : `${res.text.length} characters that are not`}`,
      ...ctx
    });
  }
  return req.parse(body);
}
function sleep(ms, signal, ctx) {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve3, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(new AbortError({ code: "ABORTED", detail: "the request was aborted while waiting to retry", ...ctx }));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve3();
    }, ms);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener("abort", onAbort, { once: true });
  });
}

// src/api/validation.ts
function ensureValid(result, ctx) {
  if (result.ok) return result.value;
  throw validationError(result.fields, ctx);
}
function validationError(fields2, ctx) {
  const messages = Object.values(fields2);
  const shown = messages.slice(0, 5).join("; ") + (messages.length > 5 ? `; and ${messages.length - 5} more` : "");
  return new ValidationError({ code: "INVALID_PARAMS", detail: shown, fields: fields2, in: "client", ...ctx });
}

// src/api/lookup.ts
function lookupPath(core) {
  return `/api/v1/cores/${core}/records/lookup`;
}
function chunk(items, size) {
  const out = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
async function lookupInBatches(core, ctx, items, options = {}) {
  const path = lookupPath(core);
  const where = { method: "POST", path };
  if (!Array.isArray(items)) throw validationError({ items: `items must be an array of lookup items (got ${typeof items})` }, where);
  if (items.length === 0) return [];
  const batches = chunk(items, LIMITS.lookupItemsMax);
  const fields2 = {};
  batches.forEach((batch, b) => {
    const checked = validateLookupItems(core, batch);
    if (checked.ok) return;
    for (const [key, message] of Object.entries(checked.fields)) {
      const renumbered = renumber(key, message, b * LIMITS.lookupItemsMax);
      fields2[renumbered.key] = renumbered.message;
    }
  });
  if (Object.keys(fields2).length > 0) throw validationError(fields2, where);
  const results = await Promise.all(batches.map((batch) => runRequest(ctx.deps, {
    core,
    endpoint: "lookup",
    method: "POST",
    path,
    body: { items: batch },
    cost: creditCost("lookup"),
    timeoutMs: options.timeoutMs ?? ctx.timeoutMs,
    signal: options.signal,
    fresh: options.fresh,
    parse: (body) => {
      const data = body.data;
      if (!Array.isArray(data) || data.length !== batch.length) {
        throw invalidResponse(where, `expected ${batch.length} results, one per item, got ${Array.isArray(data) ? data.length : typeof data}`);
      }
      return parseWith(parseLookupResults, data, where, ctx.parse);
    }
  })));
  return results.flat();
}
function renumber(key, message, offset) {
  const m = /^items\[(\d+)\]$/.exec(key);
  if (!m || offset === 0) return { key, message };
  const at = `items[${Number(m[1]) + offset}]`;
  return { key: at, message: message.replace(key, at) };
}

// src/api/core-client.ts
var LONG_INCLUDES = { patentcore: ["claims", "description"] };
function recordsPath(core) {
  return `/api/v1/cores/${core}/records`;
}
function timeoutFor(ctx, core, include, options = {}) {
  if (options.timeoutMs !== void 0) return options.timeoutMs;
  const long = LONG_INCLUDES[core];
  return long && include?.some((v) => long.includes(v)) ? ctx.longTimeoutMs : ctx.timeoutMs;
}
function createCoreClient(core, ctx) {
  const searchSpec = SEARCH_PARAMS[core];
  const getSpec = getParamsSpec(core);
  async function search(params, options = {}) {
    const path = recordsPath(core);
    const where = { method: "GET", path };
    const value = ensureValid(validateParams(searchSpec, params ?? {}), where);
    const query = encodeQuery(searchSpec, value).toString();
    return runRequest(ctx.deps, {
      core,
      endpoint: "search",
      method: "GET",
      path,
      query,
      cost: creditCost("search", { limit: value.limit }),
      timeoutMs: timeoutFor(ctx, core, value.include, options),
      signal: options.signal,
      fresh: options.fresh,
      parse: (body) => parseWith((json, o) => parseRecords(core, json, o), body.data, { method: "GET", path: `${path}?${query}` }, ctx.parse)
    });
  }
  async function get(serviceId, options = {}) {
    const { signal, timeoutMs, fresh, ...params } = options;
    const path = recordsPath(core) + "/" + (typeof serviceId === "string" ? encodeURIComponent(serviceId) : "{serviceId}");
    const where = { method: "GET", path };
    const shape = validateRecordPath(core, serviceId);
    if (!shape.ok) {
      const message = `${CORE_TITLES[core]} get() takes a ${ID_PREFIX[core]} service ID; ${shape.fields.serviceId}`;
      throw validationError({ serviceId: message }, { method: "GET", path: recordsPath(core) + "/{serviceId}" });
    }
    const value = ensureValid(validateParams(getSpec, params), where);
    const query = encodeQuery(getSpec, value).toString();
    return runRequest(ctx.deps, {
      core,
      endpoint: "get",
      method: "GET",
      path,
      query: query || void 0,
      cost: creditCost("get"),
      timeoutMs: timeoutFor(ctx, core, value.include, { timeoutMs }),
      signal,
      fresh,
      parse: (body) => parseWith((json, o) => parseRecord(core, json, o), body.data, { method: "GET", path }, ctx.parse)
    });
  }
  return {
    core,
    search,
    get,
    lookup: (items, options = {}) => lookupInBatches(core, ctx, items, options),
    estimateCost: (endpoint, params) => estimateCost(core, endpoint, params)
  };
}
function clientOf(clients, core) {
  return clients[core];
}

// src/api/changes.ts
function withResumePoint(error, point) {
  if (error instanceof Error) Object.defineProperty(error, "resumeFrom", { value: point, enumerable: true });
  return error;
}
function changesPath(core) {
  return `/api/v1/cores/${core}/changes`;
}
function createFeedClient(core, ctx) {
  const spec = feedParamsSpec(core);
  const path = changesPath(core);
  const where = { method: "GET", path };
  function plan(params) {
    const input = { ...params ?? {} };
    const raw = input.serviceId;
    const ids = raw === void 0 || raw === null ? [] : Array.isArray(raw) ? raw : [raw];
    const scopedToNone = Array.isArray(raw) && raw.length === 0;
    const scopes = ids.length === 0 ? [void 0] : chunk(ids, LIMITS.feedServiceIdsMax);
    if (scopes.length > 1 && input.cursor !== void 0) {
      throw validationError({
        cursor: `cursor cannot be combined with more than ${LIMITS.feedServiceIdsMax} serviceId values (got ${ids.length}): a cursor is bound to one id set of at most ${LIMITS.feedServiceIdsMax}`
      }, where);
    }
    const fields2 = {};
    const plans = [];
    for (const scope of scopes) {
      const checked = validateParams(spec, { ...input, serviceId: scope });
      if (!checked.ok) Object.assign(fields2, checked.fields);
      else plans.push({ query: encodeQuery(spec, checked.value), ids: scope });
    }
    if (Object.keys(fields2).length > 0) throw validationError(fields2, where);
    return scopedToNone ? [] : plans;
  }
  async function* changePages(params, options = {}) {
    const plans = plan(params);
    for (const { query, ids } of plans) {
      let cursor = query.get("cursor");
      do {
        const q = new URLSearchParams(query);
        if (cursor !== null) q.set("cursor", cursor);
        const text = q.toString();
        const page = await runRequest(ctx.deps, {
          core,
          endpoint: "changes",
          method: "GET",
          path,
          query: text,
          cost: creditCost("changes"),
          timeoutMs: options.timeoutMs ?? ctx.timeoutMs,
          signal: options.signal,
          fresh: options.fresh,
          parse: (body) => parseWith((json, o) => parseChangesPage(core, json, o), body, { method: "GET", path: `${path}?${text}` }, ctx.parse)
        }).catch((error) => {
          throw withResumePoint(error, { cursor, ...ids ? { serviceId: ids } : {} });
        });
        yield { data: page.data, nextCursor: page.nextCursor, ...ids ? { serviceId: ids } : {} };
        cursor = page.nextCursor;
      } while (cursor !== null);
    }
  }
  async function* changes(params, options = {}) {
    for await (const page of changePages(params, options)) {
      for (const entry of page.data) yield entry;
    }
  }
  return { changes, changePages };
}
function feedClientOf(clients, core) {
  return clients[core];
}

// src/api/biomedcore.ts
function biomedcoreClient(ctx) {
  return { ...createCoreClient("biomedcore", ctx), ...createFeedClient("biomedcore", ctx) };
}

// src/api/drugcore.ts
function drugcoreClient(ctx) {
  return { ...createCoreClient("drugcore", ctx), ...createFeedClient("drugcore", ctx) };
}

// src/api/genecore.ts
function genecoreClient(ctx) {
  return { ...createCoreClient("genecore", ctx), ...createFeedClient("genecore", ctx) };
}

// src/api/patentcore.ts
function patentcoreClient(ctx) {
  return createCoreClient("patentcore", ctx);
}

// src/api/quota-file.ts
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync, writeSync } from "node:fs";
import { join as join2 } from "node:path";
var EMPTY = { allowance: 0, granted: 0, until: 0, inFlight: {}, probe: null, answered: [], pausedUntil: 0, keepMs: 0 };
var STALE_LOCK_MS = 1e3;
function defaultQuotaDir(env = process.env) {
  return env.COREBOOK_QUOTA_DIR || join2(defaultCacheDir(env), "quota");
}
var pause = new Int32Array(new SharedArrayBuffer(4));
var QuotaFile = class {
  path;
  lockPath;
  constructor(dir, keyHash2) {
    mkdirSync(dir, { recursive: true });
    this.path = join2(dir, `${keyHash2}.json`);
    this.lockPath = `${this.path}.lock`;
  }
  /** Runs `update` on the shared state under the lock and writes back what it leaves. */
  update(update) {
    this.lock();
    try {
      const state = this.read();
      const result = update(state);
      const tmp = `${this.path}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify(state));
      renameSync(tmp, this.path);
      return result;
    } finally {
      this.unlock();
    }
  }
  read() {
    let state;
    try {
      state = { ...EMPTY, ...JSON.parse(readFileSync(this.path, "utf8")) };
    } catch {
      state = { ...EMPTY, inFlight: {}, answered: [] };
    }
    if (!Array.isArray(state.answered)) state.answered = [];
    for (const [pid, n] of Object.entries(state.inFlight)) {
      if (processAlive(Number(pid))) continue;
      delete state.inFlight[pid];
      for (let i = 0; i < n; i++) state.answered.push(Date.now());
    }
    if (state.probe && (!processAlive(state.probe.pid) || state.probe.until < Date.now())) state.probe = null;
    return state;
  }
  lock() {
    for (let attempt = 0; ; attempt++) {
      try {
        const fd = openSync(this.lockPath, "wx");
        writeSync(fd, JSON.stringify({ pid: process.pid, at: Date.now() }));
        closeSync(fd);
        return;
      } catch (err) {
        if (err.code !== "EEXIST") throw err;
        if (this.lockIsStale()) {
          try {
            unlinkSync(this.lockPath);
          } catch {
          }
          continue;
        }
        Atomics.wait(pause, 0, 0, Math.min(5, 1 + attempt));
      }
    }
  }
  lockIsStale() {
    try {
      const { pid, at } = JSON.parse(readFileSync(this.lockPath, "utf8"));
      return !processAlive(pid) || Date.now() - at > STALE_LOCK_MS;
    } catch {
      try {
        return Date.now() - statSync(this.lockPath).mtimeMs > STALE_LOCK_MS;
      } catch {
        return true;
      }
    }
  }
  unlock() {
    try {
      unlinkSync(this.lockPath);
    } catch {
    }
  }
};

// src/api/rate-limiter.ts
import { createHash } from "node:crypto";
import { performance as performance2 } from "node:perf_hooks";
var DEFAULT_RATE_LIMIT = { requests: 60, windowMs: 6e4 };
var MARGIN_MS = 1;
var SHARED_POLL_MS = 25;
var RESET_MARGIN_MS = 15;
var PROBE_TIMEOUT_MS = 3e4;
var CLOCK_MARGIN_MS = 5;
var MAX_ANSWERED = 1e4;
var RateLimiter = class {
  config;
  /** Response times of recent requests; Infinity while a request is in flight. */
  slots = [];
  inFlight = 0;
  queue = [];
  timer = null;
  timerAt = Infinity;
  pausedUntil = 0;
  /** The server's own view: at most `allowance` more grants until `until` (performance time). */
  hint = null;
  /**
   * Slow start: while the server sends rate headers (assumed until a response lacks them), a moment without a fresh view of its count
   * (the first request, a window that just reset, the end of a 429 pause) lets one request go
   * alone; its response tells how many may follow. The configured rate is then only a ceiling,
   * so a quota smaller than the client assumed (or shared with other notebooks) draws no storm.
   */
  serverPaces = true;
  probing = false;
  /** The view of the server's count shared with other processes on this key, when enabled. */
  quota;
  /** Requests of other processes in flight (from the quota file). */
  othersInFlight = 0;
  constructor(config = DEFAULT_RATE_LIMIT, quota = null) {
    this.config = checkConfig(config);
    this.quota = quota;
  }
  /**
   * Runs a decision on the server's view with the other processes' view loaded first and the
   * result written back, under the quota file's lock; without a file, just runs it.
   */
  shared(decide) {
    if (!this.quota) return decide(null);
    return this.quota.update((state) => {
      const nowPerf = performance2.now();
      const nowEpoch = Date.now();
      const toPerf = (epoch) => nowPerf + (epoch - nowEpoch);
      this.hint = state.until > nowEpoch ? { allowance: state.allowance, granted: state.granted, until: toPerf(state.until) } : null;
      this.probing = state.probe !== null;
      this.othersInFlight = Object.entries(state.inFlight).reduce((n, [pid, k]) => n + (Number(pid) === process.pid ? 0 : k), 0);
      this.pausedUntil = Math.max(this.pausedUntil, toPerf(state.pausedUntil));
      state.keepMs = Math.max(state.keepMs, this.config.windowMs);
      const keepFrom = nowEpoch - state.keepMs;
      state.answered = state.answered.filter((t) => t > keepFrom).slice(-MAX_ANSWERED);
      this.slots = state.answered.map((t) => toPerf(t) + CLOCK_MARGIN_MS);
      for (let i = this.inFlight + this.othersInFlight; i > 0; i--) this.slots.push(Infinity);
      const result = decide(state);
      state.pausedUntil = Math.max(state.pausedUntil, nowEpoch + (this.pausedUntil - nowPerf));
      if (this.hint) {
        state.allowance = this.hint.allowance;
        state.granted = this.hint.granted;
        state.until = nowEpoch + (this.hint.until - nowPerf);
      } else state.until = 0;
      if (this.inFlight > 0) state.inFlight[process.pid] = this.inFlight;
      else delete state.inFlight[process.pid];
      if (!this.probing) state.probe = null;
      else if (state.probe === null) state.probe = { pid: process.pid, until: nowEpoch + PROBE_TIMEOUT_MS };
      return result;
    });
  }
  get settings() {
    return { ...this.config };
  }
  /** Adopts a stricter configuration (used when a second client shares this limiter). */
  tighten(config) {
    const next = checkConfig(config);
    if (next.requests / next.windowMs < this.config.requests / this.config.windowMs) this.config = next;
  }
  acquire(options = {}) {
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(abortError());
    return new Promise((resolve3, reject) => {
      const waiter = { resolve: resolve3, reject, signal, enqueuedAt: performance2.now() };
      if (signal) {
        waiter.onAbort = () => {
          const i = this.queue.indexOf(waiter);
          if (i !== -1) this.queue.splice(i, 1);
          reject(abortError());
          this.pump();
        };
        signal.addEventListener("abort", waiter.onAbort, { once: true });
      }
      if (options.priority) this.queue.unshift(waiter);
      else this.queue.push(waiter);
      this.pump();
    });
  }
  pause(ms) {
    if (!(ms > 0)) return;
    this.shared(() => {
      this.pausedUntil = Math.max(this.pausedUntil, performance2.now() + ms);
    });
    this.reschedule();
  }
  /** Milliseconds until the next request may go; 0 when it may go now; Infinity when only a release can free a slot. */
  blockedFor(now) {
    let wait = 0;
    if (now < this.pausedUntil) wait = this.pausedUntil - now;
    const horizon = now - this.config.windowMs;
    this.slots = this.slots.filter((t) => t > horizon);
    if (this.slots.length >= this.config.requests) {
      const earliest = Math.min(...this.slots);
      wait = Math.max(wait, earliest === Infinity ? Infinity : earliest + this.config.windowMs - now);
    }
    const hint = this.hint;
    if (hint) {
      if (now >= hint.until) this.hint = null;
      else if (hint.granted >= hint.allowance) wait = Math.max(wait, hint.until - now);
    }
    if (this.serverPaces && this.hint === null && this.probing) wait = Math.max(wait, Infinity);
    return wait;
  }
  pump() {
    if (this.queue.length === 0) return this.schedule(Infinity);
    const now = performance2.now();
    const granted = [];
    const wait = this.shared(() => {
      while (this.queue.length > 0) {
        const blocked = this.blockedFor(now);
        if (blocked > 0) return blocked;
        const waiter = this.queue.shift();
        granted.push({ waiter, ticket: this.grant(waiter, now) });
      }
      return 0;
    });
    for (const { waiter, ticket } of granted) {
      if (waiter.signal && waiter.onAbort) waiter.signal.removeEventListener("abort", waiter.onAbort);
      waiter.resolve(ticket);
    }
    if (this.queue.length === 0) return this.schedule(Infinity);
    const at = wait === Infinity ? Infinity : now + wait + MARGIN_MS;
    this.schedule(this.quota ? Math.min(at, now + SHARED_POLL_MS) : at);
  }
  grant(waiter, now) {
    this.slots.push(Infinity);
    this.inFlight++;
    if (this.hint) this.hint.granted++;
    const probe = this.hint === null;
    if (probe) this.probing = true;
    const waitedMs = now - waiter.enqueuedAt;
    let released = false;
    let observed = null;
    return {
      // A grant inside the same tick as the request did not wait, even if a microtask passed.
      waited: waitedMs > MARGIN_MS,
      waitedMs,
      observe: (hint) => {
        if (released) this.observe(hint);
        else observed = hint;
      },
      release: (headersAt = performance2.now(), counted = true) => {
        if (released) return;
        released = true;
        this.shared((state) => {
          if (observed) this.observeLocked(observed);
          this.inFlight--;
          if (probe) this.probing = false;
          if (state) {
            if (counted) insertSorted(state.answered, Date.now() - (performance2.now() - headersAt));
            return;
          }
          const i = this.slots.indexOf(Infinity);
          if (i !== -1) {
            if (counted) this.slots[i] = headersAt;
            else this.slots.splice(i, 1);
          }
        });
        this.pump();
      }
    };
  }
  observe(hint) {
    this.shared(() => this.observeLocked(hint));
  }
  observeLocked(hint) {
    const nowPerf = performance2.now();
    this.serverPaces = hint.remaining !== null && hint.resetAt !== null;
    if (hint.remaining === null || hint.resetAt === null) return;
    const untilPerf = nowPerf + Math.min(Math.max(0, hint.resetAt - Date.now()), this.config.windowMs * 2) + RESET_MARGIN_MS;
    const allowance = Math.max(0, hint.remaining - Math.max(0, this.inFlight + this.othersInFlight - 1));
    this.hint = { allowance, until: untilPerf, granted: 0 };
  }
  schedule(at) {
    if (at === this.timerAt) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.timerAt = at;
    if (at === Infinity) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.timerAt = Infinity;
      this.pump();
    }, Math.max(0, at - performance2.now()));
  }
  reschedule() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.timerAt = Infinity;
    this.pump();
  }
};
var UnlimitedLimiter = class {
  acquire(options = {}) {
    if (options.signal?.aborted) return Promise.reject(abortError());
    return Promise.resolve({ waited: false, waitedMs: 0, release() {
    }, observe() {
    } });
  }
  pause() {
  }
};
function insertSorted(list2, value) {
  let i = list2.length;
  while (i > 0 && list2[i - 1] > value) i--;
  list2.splice(i, 0, value);
}
function checkConfig(config) {
  const { requests, windowMs } = config;
  if (!Number.isInteger(requests) || requests < 1) {
    throw new UsageError(`rateLimit.requests must be a positive integer; got ${JSON.stringify(requests)}`);
  }
  if (typeof windowMs !== "number" || !(windowMs > 0) || !Number.isFinite(windowMs)) {
    throw new UsageError(`rateLimit.windowMs must be a positive number of milliseconds; got ${JSON.stringify(windowMs)}`);
  }
  return { requests, windowMs };
}
function abortError() {
  return new AbortError({ code: "ABORTED", detail: "the request was aborted while waiting for its turn under the rate limit" });
}
var registry = /* @__PURE__ */ new Map();
function limiterKey(apiKey, baseHref) {
  return createHash("sha256").update(baseHref).update("\0").update(apiKey).digest("hex");
}
function sharedLimiter(apiKey, baseHref, config, quotaDir = false) {
  if (config === false) return { limiter: new UnlimitedLimiter(), release() {
  } };
  const key = limiterKey(apiKey, baseHref);
  const registryKey = `${key}\0${quotaDir || ""}`;
  let entry = registry.get(registryKey);
  if (entry) entry.limiter.tighten(config);
  else {
    entry = { limiter: new RateLimiter(config, quotaFileOrNone(quotaDir, key)), refs: 0 };
    registry.set(registryKey, entry);
  }
  entry.refs++;
  const held = entry;
  let released = false;
  return {
    limiter: held.limiter,
    release() {
      if (released) return;
      released = true;
      held.refs--;
      if (held.refs === 0 && registry.get(registryKey) === held) registry.delete(registryKey);
    }
  };
}
function quotaFileOrNone(dir, keyHash2) {
  if (dir === false) return null;
  try {
    return new QuotaFile(dir, keyHash2);
  } catch {
    return null;
  }
}

// src/api/regulatorycore.ts
function regulatorycoreClient(ctx) {
  async function section(serviceId, documentSectionId, options = {}) {
    const template = `${recordsPath("regulatorycore")}/{serviceId}/document-sections/{documentSectionId}`;
    const ids = ensureValid(validateSectionPath({ serviceId, documentSectionId }), { method: "GET", path: template });
    const path = `${recordsPath("regulatorycore")}/${ids.serviceId}/document-sections/${ids.documentSectionId}`;
    return runRequest(ctx.deps, {
      core: "regulatorycore",
      endpoint: "section",
      method: "GET",
      path,
      cost: creditCost("section"),
      timeoutMs: options.timeoutMs ?? ctx.timeoutMs,
      signal: options.signal,
      fresh: options.fresh,
      parse: (body) => parseWith(parseSection, body.data, { method: "GET", path }, ctx.parse)
    });
  }
  return { ...createCoreClient("regulatorycore", ctx), ...createFeedClient("regulatorycore", ctx), section };
}

// src/api/trialcore.ts
function trialcoreClient(ctx) {
  return { ...createCoreClient("trialcore", ctx), ...createFeedClient("trialcore", ctx) };
}

// src/api/usage.ts
var Usage = class {
  requests = 0;
  credits = 0;
  retries = 0;
  rateLimitWaits = 0;
  waitedMs = 0;
  errors = 0;
  cacheHits = 0;
  creditsSaved = 0;
  /** Responses that could not be written to the store (served all the same). */
  storeErrors = 0;
  #observers = /* @__PURE__ */ new Set();
  snapshot() {
    return {
      requests: this.requests,
      credits: this.credits,
      retries: this.retries,
      rateLimitWaits: this.rateLimitWaits,
      waitedMs: Math.round(this.waitedMs),
      errors: this.errors,
      cacheHits: this.cacheHits,
      creditsSaved: this.creditsSaved
    };
  }
  /** Calls `observer` for every response from now on; returns the function that stops it. */
  observe(observer) {
    this.#observers.add(observer);
    return () => this.#observers.delete(observer);
  }
  recordHit(credits, fetchedAt) {
    this.cacheHits++;
    this.creditsSaved += credits;
    for (const observer of this.#observers) observer(fetchedAt, true);
  }
  recordFetch(fetchedAt) {
    for (const observer of this.#observers) observer(fetchedAt, false);
  }
  toJSON() {
    return this.snapshot();
  }
};

// src/api/client.ts
var CLIENT_OPTIONS = [
  "apiKey",
  "baseUrl",
  "rateLimit",
  "retries",
  "retry",
  "timeoutMs",
  "longTimeoutMs",
  "maxCredits",
  "strict",
  "quotaDir",
  "onWarning",
  "dispatcher",
  "agentOptions",
  "userAgent",
  "cache",
  "now",
  "serviceName"
];
var DEFAULT_TIMEOUT_MS = 3e4;
var DEFAULT_LONG_TIMEOUT_MS = 18e4;
function createClient(options) {
  if (!options || typeof options.apiKey !== "string" || options.apiKey.trim() === "") {
    throw new UsageError("createClient needs apiKey: a non-empty string (your service API key)");
  }
  const unknown = Object.keys(options).filter((name) => !CLIENT_OPTIONS.includes(name));
  if (unknown.length > 0) {
    throw new UsageError(
      `createClient: unknown option${unknown.length > 1 ? "s" : ""} ${unknown.map((n) => JSON.stringify(n)).join(", ")}; allowed: ${CLIENT_OPTIONS.join(", ")}`
    );
  }
  if (typeof options.baseUrl !== "string") {
    throw new UsageError('createClient needs baseUrl, e.g. "http://127.0.0.1:8080"');
  }
  const timeoutMs = positive("timeoutMs", options.timeoutMs, DEFAULT_TIMEOUT_MS);
  const longTimeoutMs = positive("longTimeoutMs", options.longTimeoutMs, DEFAULT_LONG_TIMEOUT_MS);
  const retries = options.retries ?? DEFAULT_RETRY_POLICY.retries;
  if (!Number.isInteger(retries) || retries < 0) throw new UsageError(`retries must be a non-negative integer; got ${JSON.stringify(retries)}`);
  const transport = createTransport({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    timeoutMs,
    dispatcher: options.dispatcher,
    agentOptions: options.agentOptions,
    userAgent: options.userAgent
  });
  const shared = sharedLimiter(options.apiKey, transport.baseUrl.href, options.rateLimit ?? DEFAULT_RATE_LIMIT, options.quotaDir ?? defaultQuotaDir());
  const ledger = new CreditLedger({ maxCredits: options.maxCredits });
  const usage = new Usage();
  const now = options.now ?? (() => /* @__PURE__ */ new Date());
  const ctx = {
    deps: { transport, limiter: shared.limiter, ledger, usage, retry: { ...DEFAULT_RETRY_POLICY, ...options.retry, retries }, cache: options.cache ?? null, now, serviceName: options.serviceName ?? transport.baseUrl.href },
    parse: { strict: options.strict ?? false, onWarning: options.onWarning },
    timeoutMs,
    longTimeoutMs
  };
  function free(endpoint, path, parser, opts = {}) {
    return runRequest(ctx.deps, {
      core: null,
      endpoint,
      method: "GET",
      path,
      cost: estimateCost(null, endpoint),
      timeoutMs: opts.timeoutMs ?? timeoutMs,
      signal: opts.signal,
      parse: (body) => parseWith(parser, body, { method: "GET", path }, ctx.parse)
    });
  }
  let closed = false;
  return {
    biomedcore: biomedcoreClient(ctx),
    trialcore: trialcoreClient(ctx),
    drugcore: drugcoreClient(ctx),
    regulatorycore: regulatorycoreClient(ctx),
    genecore: genecoreClient(ctx),
    patentcore: patentcoreClient(ctx),
    credits: async (opts) => (await free("credits", "/api/v1/credits/api-credits", parseCredits, opts)).data,
    capabilities: async (opts) => (await free("capabilities", "/api/v1/capabilities", parseCapabilities, opts)).data,
    usage,
    ledger,
    estimateCost,
    baseUrl: transport.baseUrl.href,
    cache: options.cache ?? null,
    now,
    async close() {
      if (closed) return;
      closed = true;
      shared.release();
      await options.cache?.close();
      await transport.close();
    }
  };
}
function positive(name, value, fallback) {
  if (value === void 0) return fallback;
  if (typeof value !== "number" || !(value > 0) || !Number.isFinite(value)) {
    throw new UsageError(`${name} must be a positive number of milliseconds; got ${JSON.stringify(value)}`);
  }
  return value;
}

// src/store/max-age.ts
var HOUR = 36e5;
var DAY = 24 * HOUR;
var DEFAULT_MAX_AGE = {
  trialcore: DAY,
  biomedcore: DAY,
  drugcore: 7 * DAY,
  regulatorycore: 7 * DAY,
  genecore: 7 * DAY,
  patentcore: 7 * DAY
};
var FEED_MAX_AGE = HOUR;
function maxAgeFor(core, endpoint, option) {
  if (typeof option === "number") return option;
  const own = core !== null ? option?.[core] : void 0;
  if (own !== void 0) return own;
  if (endpoint === "changes") return FEED_MAX_AGE;
  return (core !== null ? DEFAULT_MAX_AGE[core] : void 0) ?? DAY;
}
function checkMaxAge(option) {
  if (option === void 0) return void 0;
  const ok = (v) => typeof v === "number" && v >= 0 && Number.isFinite(v);
  if (ok(option)) return option;
  if (option !== null && typeof option === "object" && Object.values(option).every(ok)) {
    const allowed = Object.keys(DEFAULT_MAX_AGE);
    const unknown = Object.keys(option).filter((k) => !allowed.includes(k));
    if (unknown.length === 0) return option;
    throw new UsageError(`cache.maxAge: unknown core ${unknown.map((k) => JSON.stringify(k)).join(", ")}; allowed: ${allowed.join(", ")}`);
  }
  throw new UsageError(`cache.maxAge must be milliseconds (a number >= 0) or { <core>: milliseconds }; got ${JSON.stringify(option)}`);
}

// src/store/snapshot-file.ts
import { appendFile, readFile } from "node:fs/promises";

// src/store/atomic-file.ts
import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
var TEMP_MARK = ".tmp-";
async function writeFileAtomic(path, data) {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}${TEMP_MARK}${process.pid}-${randomBytes(4).toString("hex")}`;
  try {
    await writeFile(temp, data);
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

// src/store/canonical-key.ts
import { createHash as createHash2 } from "node:crypto";
function canonicalKey(req) {
  const params = new URLSearchParams(req.query ?? "");
  const pairs2 = [...params.entries()].sort(([a, av], [b, bv]) => a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0);
  const query = new URLSearchParams(pairs2).toString();
  const base = req.baseUrl.endsWith("/") ? req.baseUrl : req.baseUrl + "/";
  const body = req.body === void 0 ? "" : stableJson(req.body);
  return `${req.method.toUpperCase()} ${base}${req.path.replace(/^\//, "")}${query ? "?" + query : ""}${body ? " " + body : ""}`;
}
function keyHash(key) {
  return createHash2("sha256").update(key).digest("hex");
}
function contentHash(text) {
  return createHash2("sha256").update(text).digest("hex");
}
function stableJson(value) {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  const entries = Object.entries(value).filter(([, v]) => v !== void 0).sort(([a], [b]) => a < b ? -1 : 1);
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
}

// src/store/snapshot-file.ts
var SNAPSHOT_FORMAT = "corebook-snapshot";
var SNAPSHOT_VERSION = 1;
var SnapshotFormatError = class extends CorebookError {
  name = "SnapshotFormatError";
};
async function readSnapshot(path) {
  const text = await readFile(path, "utf8");
  const lines = text.split("\n");
  let header;
  try {
    header = JSON.parse(lines[0]);
  } catch {
    header = null;
  }
  const h = header;
  if (!h || h.format !== SNAPSHOT_FORMAT) {
    throw new SnapshotFormatError(`${path} is not a corebook snapshot (its first line is not a snapshot header)`);
  }
  if (h.version !== SNAPSHOT_VERSION) {
    throw new SnapshotFormatError(`${path} is a snapshot of format version ${h.version}; this corebook reads version ${SNAPSHOT_VERSION}: record it again`);
  }
  const entries = /* @__PURE__ */ new Map();
  const damagedLines = [];
  for (let i = 1; i < lines.length; i++) {
    if (lines[i] === "") continue;
    let entry = null;
    try {
      entry = JSON.parse(lines[i]);
    } catch {
      entry = null;
    }
    if (!entry || typeof entry.key !== "string" || typeof entry.body !== "string" || contentHash(entry.body) !== entry.bodyHash) {
      damagedLines.push(i + 1);
      continue;
    }
    entries.set(entry.key, entry);
  }
  return { header: h, entries, damagedLines };
}
async function startSnapshot(path, header) {
  await writeFileAtomic(path, JSON.stringify(header) + "\n");
}
async function sortSnapshot(path) {
  const lines = (await readFile(path, "utf8")).split("\n").filter((line) => line !== "");
  const [header, ...entries] = lines;
  const keyed = entries.map((line) => {
    try {
      return { key: String(JSON.parse(line).key), line };
    } catch {
      return { key: "\uFFFF", line };
    }
  });
  keyed.sort((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  await writeFileAtomic(path, [header, ...keyed.map((k) => k.line)].join("\n") + "\n");
}
function snapshotAppender(path) {
  let chain = Promise.resolve();
  return {
    append(entry) {
      const line = JSON.stringify({ ...entry, bodyHash: contentHash(entry.body) }) + "\n";
      chain = chain.then(() => appendFile(path, line));
      return chain;
    },
    async close() {
      await chain;
      await sortSnapshot(path);
    }
  };
}

// src/store/store-errors.ts
var StoreMissError = class extends CorebookError {
  constructor(request, hint) {
    super(`${request} is not stored and cannot be sent: ${hint}`);
    this.request = request;
    this.hint = hint;
  }
  request;
  hint;
  name = "StoreMissError";
};

// src/store/corebook-version.ts
import { readFileSync as readFileSync2 } from "node:fs";
import { dirname as dirname2, resolve } from "node:path";
import { fileURLToPath } from "node:url";
var version;
function corebookVersion() {
  if (version === void 0) {
    try {
      const pkg = JSON.parse(readFileSync2(resolve(dirname2(fileURLToPath(import.meta.url)), "..", "..", "package.json"), "utf8"));
      version = typeof pkg.version === "string" ? pkg.version : "unknown";
    } catch {
      version = "unknown";
    }
  }
  return version;
}

// src/store/open-cache.ts
import { existsSync } from "node:fs";
import { resolve as resolve2 } from "node:path";

// src/store/response-cache.ts
var CACHE_MODES = ["use", "refresh", "offline", "off"];
var SNAPSHOT_MODES = ["record", "replay", "extend"];
var UNSTORED_ENDPOINTS = /* @__PURE__ */ new Set(["credits", "capabilities"]);
function requestServiceIds(req) {
  const match = /\/records\/([^/?]+)/.exec(req.path);
  return match ? [decodeURIComponent(match[1])] : [];
}
function createResponseCache(config) {
  const { store, mode } = config;
  const snapshot = config.snapshot ?? null;
  const recorded = snapshot?.contents?.entries ?? /* @__PURE__ */ new Map();
  const appender = snapshot && snapshot.mode !== "replay" ? snapshotAppender(snapshot.path) : null;
  const usable = (req) => !UNSTORED_ENDPOINTS.has(req.endpoint);
  async function record(key, req, res) {
    if (!appender || recorded.has(key)) return;
    const entry = {
      key,
      fetchedAt: res.fetchedAt.toISOString(),
      credits: res.credits,
      core: req.core,
      endpoint: req.endpoint,
      serviceIds: requestServiceIds(req),
      body: res.text
    };
    recorded.set(key, { ...entry, bodyHash: "" });
    await appender.append(entry);
  }
  return {
    store,
    mode,
    snapshot: snapshot && { path: snapshot.path, mode: snapshot.mode },
    async close() {
      await appender?.close();
    },
    async read(req, now = /* @__PURE__ */ new Date()) {
      const key = canonicalKey(req);
      const shown = `${req.method} ${req.path}${req.query ? "?" + req.query : ""}`;
      if (snapshot && snapshot.mode !== "record") {
        const hit = snapshot.contents?.entries.get(key);
        if (hit) return { text: hit.body, fetchedAt: new Date(hit.fetchedAt), credits: hit.credits, from: "snapshot" };
        if (snapshot.mode === "replay") {
          throw new StoreMissError(shown, `it is not in the snapshot ${snapshot.given}; to add it, connect with snapshot: { path: ${JSON.stringify(snapshot.given)}, mode: "extend" } (or mode: "record" to record it anew) and an API key`);
        }
      }
      if (!usable(req)) {
        if (mode === "offline") throw new StoreMissError(shown, "the cache is in offline mode and this endpoint is never stored");
        return null;
      }
      if (store && (mode === "use" || mode === "offline")) {
        const hit = await store.get(key);
        const fresh = hit && (mode === "offline" || now.getTime() - Date.parse(hit.entry.fetchedAt) <= maxAgeFor(req.core, req.endpoint, config.maxAge));
        if (hit && fresh) {
          const res = { text: hit.text, fetchedAt: new Date(hit.entry.fetchedAt), credits: hit.entry.credits };
          await record(key, req, res);
          return { ...res, from: "store" };
        }
      }
      if (mode === "offline") {
        throw new StoreMissError(shown, `it is not in the store at ${store?.dir}; connect with cache: { mode: "use" } to fetch it`);
      }
      return null;
    },
    async write(req, res) {
      if (!usable(req)) return;
      const key = canonicalKey(req);
      if (store && mode !== "off") {
        await store.put({
          key,
          fetchedAt: res.fetchedAt.toISOString(),
          credits: res.credits,
          service: req.baseUrl,
          core: req.core,
          endpoint: req.endpoint,
          serviceIds: requestServiceIds(req)
        }, res.text);
      }
      await record(key, req, res);
    },
    async expire(serviceIds) {
      if (!store) return 0;
      let count = 0;
      const { entries } = await store.scan();
      for (const { entry } of entries) {
        if (entry.serviceIds.some((id) => serviceIds.has(id))) {
          await store.forget(entry.key);
          count++;
        }
      }
      return count;
    }
  };
}

// src/store/response-store.ts
import { readFileSync as readFileSync3 } from "node:fs";
import { readdir, readFile as readFile2, rm as rm2, stat } from "node:fs/promises";
import { join as join3 } from "node:path";
var STORE_FORMAT = 1;
var ROOT = `responses-v${STORE_FORMAT}`;
var ResponseStore = class {
  constructor(dir) {
    this.dir = dir;
    this.root = join3(dir, ROOT);
  }
  dir;
  root;
  indexPath(hash) {
    return join3(this.root, "index", hash.slice(0, 2), `${hash}.json`);
  }
  contentPath(hash) {
    return join3(this.root, "content", hash.slice(0, 2), hash);
  }
  /** The stored response for a key, or null when absent or damaged in any way. */
  async get(key) {
    const entry = this.readEntrySync(this.indexPath(keyHash(key)));
    if (!entry || entry.key !== key) return null;
    let text;
    try {
      text = readFileSync3(this.contentPath(entry.bodyHash), "utf8");
    } catch {
      return null;
    }
    if (contentHash(text) !== entry.bodyHash) return null;
    return { entry, text };
  }
  async put(entry, text) {
    const full = { format: STORE_FORMAT, ...entry, storedAt: (/* @__PURE__ */ new Date()).toISOString(), bodyHash: contentHash(text) };
    await writeFileAtomic(this.contentPath(full.bodyHash), text);
    await writeFileAtomic(this.indexPath(keyHash(entry.key)), JSON.stringify(full));
    return full;
  }
  /** Drops the index entry of a key (its body stays until prune finds it unreferenced). */
  async forget(key) {
    await rm2(this.indexPath(keyHash(key)), { force: true });
  }
  readEntrySync(path) {
    let parsed;
    try {
      parsed = JSON.parse(readFileSync3(path, "utf8"));
    } catch {
      return null;
    }
    return isIndexEntry(parsed) ? parsed : null;
  }
  async readEntry(path) {
    let parsed;
    try {
      parsed = JSON.parse(await readFile2(path, "utf8"));
    } catch {
      return null;
    }
    return isIndexEntry(parsed) ? parsed : null;
  }
  /** Every readable index entry with its file, and the paths of unreadable ones. */
  async scan() {
    const entries = [];
    const damaged = [];
    const temporary = [];
    for (const path of await listFiles(join3(this.root, "index"))) {
      if (path.includes(TEMP_MARK)) {
        temporary.push(path);
        continue;
      }
      const entry = await this.readEntry(path);
      if (entry) entries.push({ path, entry });
      else damaged.push(path);
    }
    for (const path of await listFiles(join3(this.root, "content"))) {
      if (path.includes(TEMP_MARK)) temporary.push(path);
    }
    return { entries, damaged, temporary };
  }
  /** Body files with their hash (from the name) and size. */
  async bodies() {
    const out = [];
    for (const path of await listFiles(join3(this.root, "content"))) {
      if (path.includes(TEMP_MARK)) continue;
      out.push({ path, hash: path.slice(path.lastIndexOf("/") + 1), bytes: (await stat(path)).size });
    }
    return out;
  }
  contentFile(hash) {
    return this.contentPath(hash);
  }
};
function isIndexEntry(value) {
  if (!value || typeof value !== "object") return false;
  const v = value;
  return v.format === STORE_FORMAT && typeof v.key === "string" && typeof v.bodyHash === "string" && /^[0-9a-f]{64}$/.test(v.bodyHash) && typeof v.fetchedAt === "string" && !Number.isNaN(Date.parse(v.fetchedAt)) && typeof v.storedAt === "string" && !Number.isNaN(Date.parse(v.storedAt)) && typeof v.credits === "number" && typeof v.service === "string" && typeof v.endpoint === "string" && Array.isArray(v.serviceIds);
}
async function listFiles(dir) {
  let names;
  try {
    names = await readdir(dir, { recursive: true });
  } catch {
    return [];
  }
  const files = [];
  for (const name of names) {
    const path = join3(dir, name);
    try {
      if ((await stat(path)).isFile()) files.push(path);
    } catch {
    }
  }
  return files;
}

// src/store/open-cache.ts
var CACHE_KEYS = ["dir", "mode", "maxAge"];
function checkCacheOption(option) {
  if (option === void 0 || option === false) return option;
  if (option === null || typeof option !== "object" || Array.isArray(option)) {
    throw new UsageError(`connect: cache must be false or { dir, mode, maxAge }; got ${JSON.stringify(option)}`);
  }
  const o = option;
  const unknown = Object.keys(o).filter((k) => !CACHE_KEYS.includes(k));
  if (unknown.length > 0) throw new UsageError(`connect: unknown cache option ${unknown.map((k) => JSON.stringify(k)).join(", ")}; allowed: ${CACHE_KEYS.join(", ")}`, { parameter: `cache.${unknown[0]}`, allowed: CACHE_KEYS });
  if (o.dir !== void 0 && (typeof o.dir !== "string" || o.dir === "")) throw new UsageError(`connect: cache.dir must be a folder path; got ${JSON.stringify(o.dir)}`);
  if (o.mode !== void 0 && !CACHE_MODES.includes(o.mode)) {
    throw new UsageError(`connect: cache.mode must be one of ${CACHE_MODES.join(", ")}; got ${JSON.stringify(o.mode)}`, { parameter: "cache.mode", value: o.mode, allowed: CACHE_MODES });
  }
  checkMaxAge(o.maxAge);
  return o;
}
async function resolveSnapshot(option) {
  if (option === void 0) return null;
  const given = typeof option === "string" ? { path: option } : option;
  if (!given || typeof given !== "object" || typeof given.path !== "string" || given.path === "") {
    throw new UsageError(`connect: snapshot must be a file path ("analysis.cbsnap") or { path, mode: ${SNAPSHOT_MODES.join(" | ")} }; got ${JSON.stringify(option)}`);
  }
  const { path: rawPath, mode: rawMode, ...rest } = given;
  if (Object.keys(rest).length > 0) throw new UsageError(`connect: unknown snapshot option ${Object.keys(rest).map((k) => JSON.stringify(k)).join(", ")}; allowed: path, mode`);
  if (rawMode !== void 0 && !SNAPSHOT_MODES.includes(rawMode)) {
    throw new UsageError(`connect: snapshot.mode must be one of ${SNAPSHOT_MODES.join(", ")}; got ${JSON.stringify(rawMode)}`, { parameter: "snapshot.mode", value: rawMode, allowed: SNAPSHOT_MODES });
  }
  const path = resolve2(rawPath);
  const exists = existsSync(path);
  const mode = rawMode ?? (exists ? "replay" : "record");
  if (mode === "replay" && !exists) {
    throw new UsageError(`connect: snapshot ${path} does not exist, so it cannot be replayed; use snapshot: { path, mode: "record" } with an API key to record it`);
  }
  const contents = mode !== "record" && exists ? await readSnapshot(path) : null;
  return { path, given: rawPath, mode, contents };
}
async function openResponseCache(cache, snapshot, ctx) {
  const mode = cache === false ? "off" : cache?.mode ?? ctx.defaultMode;
  if (mode === "off" && !snapshot) return null;
  const store = mode === "off" ? null : new ResponseStore(cache && cache.dir ? resolve2(cache.dir) : defaultCacheDir());
  if (snapshot && snapshot.mode !== "replay" && !snapshot.contents) {
    await startSnapshot(snapshot.path, {
      format: SNAPSHOT_FORMAT,
      version: SNAPSHOT_VERSION,
      createdAt: (ctx.createdAt ?? /* @__PURE__ */ new Date()).toISOString(),
      service: ctx.service,
      synthetic: ctx.synthetic,
      corebookVersion: corebookVersion()
    });
  }
  return createResponseCache({ store, mode, maxAge: cache ? cache.maxAge : void 0, snapshot });
}

// src/tables/partial-error.ts
var PartialResultError = class extends CorebookError {
  /** The table of everything fetched (info(partial).failed lists the rest). */
  partial;
  /** HTTP status and code of the failure that stopped the operation (null when not an HTTP error). */
  status;
  code;
  /** Every item that failed for good, with its status and message. */
  failed;
  constructor(message, partial, cause, failed = []) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    const count = failed.length > 1 ? ` (${failed.length} items failed; see error.failed)` : "";
    super(`${message}: ${reason}${count}; the records fetched are in error.partial`, { cause });
    this.name = "PartialResultError";
    this.partial = partial;
    this.failed = failed;
    const c = cause;
    this.status = typeof c?.status === "number" ? c.status : null;
    this.code = typeof c?.code === "string" ? c.code : null;
  }
  /** IDs (or window and batch labels) of the failed items, for a re-run of only those. */
  get failedIds() {
    return this.failed.map((f) => f.id);
  }
};

// src/tables/search-all-estimate.ts
var SearchAllCostError = class extends CorebookError {
  constructor(estimate, maxCredits, partial) {
    super(
      `${estimate.core}.searchAll is expected to cost about ${estimate.total.credits} credits (${estimate.total.requests} searches, ~${estimate.expectedRecords} records, ${estimate.total.minutes} min at the rate limit), above maxCredits ${maxCredits}; ${estimate.spent.credits} credits were spent scouting. To go ahead pass { maxCredits: ${Math.ceil(estimate.total.credits * 1.2)} } to searchAll, or narrow the search with filters` + (partial ? `; the records fetched so far are in error.partial` : "")
    );
    this.estimate = estimate;
    this.maxCredits = maxCredits;
    this.partial = partial;
    this.name = "SearchAllCostError";
  }
  estimate;
  maxCredits;
  partial;
};

// src/tables/columns/shorthand.ts
var str = { kind: "string" };
var int = { kind: "integer" };
var float = { kind: "float" };
var bool = { kind: "boolean" };
var date = { kind: "date" };
var strings = { kind: "list", of: str };

// src/tables/links.ts
var LINK_FIELDS = {
  biomedcore: ["referencesTrialCore", "references", "citedBy"],
  trialcore: ["referencesBiomedCore", "referencesDrugCore"],
  drugcore: ["parent", "children", "referencesTrialCore", "referencesBiomedCore", "referencesRegulatoryCore", "referencesGeneCore"],
  regulatorycore: ["authorizationsByAgency", "referencesDrugCore"],
  genecore: ["referencesDrugCore"],
  patentcore: ["citedPatents", "familyMembers", "citedByPatents", "referencesDrugCore", "referencesBiomedCore"]
};
var LINK_TARGETS = {
  referencesTrialCore: "trialcore",
  referencesBiomedCore: "biomedcore",
  referencesDrugCore: "drugcore",
  referencesRegulatoryCore: "regulatorycore",
  referencesGeneCore: "genecore",
  references: "biomedcore",
  citedBy: "biomedcore",
  parent: "drugcore",
  children: "drugcore",
  authorizationsByAgency: "regulatorycore",
  citedPatents: "patentcore",
  familyMembers: "patentcore",
  citedByPatents: "patentcore"
};
var EDGE_COLUMNS = { fromId: str, toId: str, field: str, toCore: str };
function coreOfTable(table4) {
  const known = info(table4)?.core;
  if (known) return known;
  if (!table4.columnNames().includes("serviceId") || table4.numRows() === 0) return null;
  const first = table4.array("serviceId")[0];
  return typeof first === "string" ? coreOfServiceId(first) : null;
}
function linkedIds(value) {
  if (typeof value === "string") return value === "" ? [] : [value];
  if (!Array.isArray(value)) return [];
  const ids = [];
  for (const item of value) {
    if (typeof item === "string") ids.push(item);
    else if (item && typeof item === "object" && typeof item.serviceId === "string") {
      ids.push(item.serviceId);
    }
  }
  return ids;
}
function checkField(core, field2, columns) {
  const allowed = core ? LINK_FIELDS[core] : [...new Set(Object.values(LINK_FIELDS).flat())];
  const where = core ?? "any core";
  if (!allowed.includes(field2)) {
    throw new UsageError(`links: field ${JSON.stringify(field2)} is not a link field of ${where}; allowed: ${allowed.join(", ")}`);
  }
  if (!columns.includes(field2)) {
    const needsInclude = (core ? [core] : CORES).some((c) => INCLUDES[c].includes(field2));
    const hint = needsInclude ? `; fetch the table with { include: ["${field2}"] }` : "";
    throw new UsageError(`links: the table has no "${field2}" column${hint}`);
  }
}
function edgesTable(fromIds, toIds, field2) {
  const columns = {
    fromId: fromIds,
    toId: toIds,
    field: toIds.map(() => field2),
    toCore: toIds.map((id) => coreOfServiceId(id))
  };
  return setColumnTypes(corebookTable(columns), EDGE_COLUMNS);
}
function links(table4, field2) {
  let from4;
  let values;
  if (Array.isArray(table4)) {
    const records = table4;
    const columns = [...new Set(records.flatMap((record) => Object.keys(record)))];
    const first = records[0]?.serviceId;
    const core = typeof first === "string" ? coreOfServiceId(first) : null;
    if (records.length > 0) checkField(core, field2, columns);
    else checkField(null, field2, [field2]);
    from4 = records.map((record) => record.serviceId);
    values = records.map((record) => record[field2]);
  } else {
    const source = table4;
    const columns = source.columnNames();
    if (!columns.includes("serviceId")) throw new UsageError("links: the table has no serviceId column");
    checkField(coreOfTable(source), field2, columns);
    from4 = source.array("serviceId");
    values = source.array(field2);
  }
  const fromIds = [];
  const toIds = [];
  for (let i = 0; i < from4.length; i++) {
    for (const id of linkedIds(values[i])) {
      fromIds.push(from4[i]);
      toIds.push(id);
    }
  }
  return edgesTable(fromIds, toIds, field2);
}

// src/tables/flatten/parse-number.ts
var PLAIN_NUMBER = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d*)?(?:[eE][+-]?\d+)?$/;
var HAS_DIGIT = /\d/;
function parseNumber(text) {
  if (typeof text === "number") return Number.isFinite(text) ? text : null;
  if (typeof text !== "string") return null;
  const trimmed = text.trim();
  if (trimmed === "" || !PLAIN_NUMBER.test(trimmed)) return null;
  const mantissa = trimmed.split(/[eE]/)[0];
  if (!HAS_DIGIT.test(mantissa)) return null;
  const value = Number(trimmed.replace(/,/g, ""));
  return Number.isFinite(value) ? value : null;
}

// src/tables/flatten/child-table.ts
var ChildColumns = class {
  constructor(types) {
    this.types = types;
    this.names = Object.keys(types);
    for (const name of this.names) this.columns[name] = [];
  }
  types;
  names;
  columns = {};
  /** Appends one row: a value for every declared column, by name (undefined is stored as null). */
  row(values) {
    for (const name of this.names) this.columns[name].push(values[name] ?? null);
  }
  table() {
    return setColumnTypes(corebookTable(this.columns, this.names), this.types);
  }
};

// src/tables/flatten/parents.ts
function includeHint(field2) {
  const cores = CORES.filter((core) => INCLUDES[core].includes(field2));
  return cores.length > 0 ? `; request it with { include: ["${field2}"] } (${cores.join(", ")})` : "";
}
function missingField(flattener, field2, what) {
  return new UsageError(`flatten.${flattener}: ${what} has no "${field2}" field${includeHint(field2)}`);
}
function readParents(input, field2, flattener) {
  if (Array.isArray(input)) {
    const records = input;
    if (records.length > 0 && !records.some((record) => record != null && field2 in record)) {
      throw missingField(flattener, field2, "none of the records");
    }
    return {
      serviceIds: records.map((record) => record?.serviceId ?? null),
      values: records.map((record) => record?.[field2])
    };
  }
  const table4 = input;
  if (typeof table4?.columnNames !== "function") {
    throw new UsageError(`flatten.${flattener}: expected a table or an array of records, got ${typeof input}`);
  }
  const names = table4.columnNames();
  if (!names.includes("serviceId")) throw missingField(flattener, "serviceId", "the table");
  if (!names.includes(field2)) throw missingField(flattener, field2, "the table");
  return { serviceIds: Array.from(table4.array("serviceId")), values: Array.from(table4.array(field2)) };
}
function children(value) {
  return Array.isArray(value) ? value : [];
}
function field(object, name) {
  const value = object?.[name];
  return value === void 0 ? null : value;
}
function fields(object, names) {
  const picked = {};
  for (const name of names) picked[name] = field(object, name);
  return picked;
}

// src/tables/flatten/outcomes.ts
var OUTCOME_COLUMNS = {
  serviceId: str,
  outcomeIndex: int,
  outcomeType: str,
  title: str,
  description: str,
  timeFrame: str,
  population: str,
  units: str,
  paramType: str,
  dispersionType: str,
  measurementCount: int
};
function outcomes(input) {
  const { serviceIds, values } = readParents(input, "outcomes", "outcomes");
  const out = new ChildColumns(OUTCOME_COLUMNS);
  values.forEach((value, p) => {
    children(value).forEach((o, i) => {
      out.row({
        serviceId: serviceIds[p],
        outcomeIndex: i,
        ...fields(o, ["outcomeType", "title", "description", "timeFrame", "population", "units", "paramType", "dispersionType"]),
        measurementCount: children(o?.measurements).length
      });
    });
  });
  return out.table();
}

// src/tables/flatten/measurements.ts
var MEASUREMENT_COLUMNS = {
  serviceId: str,
  outcomeIndex: int,
  measurementIndex: int,
  outcomeType: str,
  outcomeTitle: str,
  units: str,
  paramType: str,
  dispersionType: str,
  group: str,
  groupId: str,
  classification: str,
  category: str,
  paramValue: str,
  dispersionValue: str,
  dispersionLowerLimit: str,
  dispersionUpperLimit: str,
  value: float,
  dispersion: float,
  lower: float,
  upper: float
};
function measurements(input) {
  const { serviceIds, values } = readParents(input, "outcomes", "measurements");
  const out = new ChildColumns(MEASUREMENT_COLUMNS);
  values.forEach((value, p) => {
    children(value).forEach((o, i) => {
      const outcome = {
        outcomeTitle: field(o, "title"),
        ...fields(o, ["outcomeType", "units", "paramType", "dispersionType"])
      };
      children(o?.measurements).forEach((m, j) => {
        const texts = fields(m, ["paramValue", "dispersionValue", "dispersionLowerLimit", "dispersionUpperLimit"]);
        out.row({
          serviceId: serviceIds[p],
          outcomeIndex: i,
          measurementIndex: j,
          ...outcome,
          ...fields(m, ["group", "groupId", "classification", "category"]),
          ...texts,
          value: parseNumber(texts.paramValue),
          dispersion: parseNumber(texts.dispersionValue),
          lower: parseNumber(texts.dispersionLowerLimit),
          upper: parseNumber(texts.dispersionUpperLimit)
        });
      });
    });
  });
  return out.table();
}

// src/tables/flatten/arms.ts
var ARM_COLUMNS = { serviceId: str, armIndex: int, type: str, title: str, description: str };
function arms(input) {
  const { serviceIds, values } = readParents(input, "armGroups", "arms");
  const out = new ChildColumns(ARM_COLUMNS);
  values.forEach((value, p) => {
    children(value).forEach((arm, i) => {
      out.row({ serviceId: serviceIds[p], armIndex: i, ...fields(arm, ["type", "title", "description"]) });
    });
  });
  return out.table();
}

// src/tables/flatten/designations.ts
var DESIGNATION_COLUMNS = {
  serviceId: str,
  designationIndex: int,
  agency: str,
  axis: str,
  type: str,
  nativeName: str,
  basis: str,
  indication: str,
  postMarketingObligation: bool
};
function designations(input) {
  const { serviceIds, values } = readParents(input, "designations", "designations");
  const out = new ChildColumns(DESIGNATION_COLUMNS);
  values.forEach((value, p) => {
    children(value).forEach((d, i) => {
      out.row({
        serviceId: serviceIds[p],
        designationIndex: i,
        ...fields(d, ["agency", "axis", "type", "nativeName", "basis", "indication", "postMarketingObligation"])
      });
    });
  });
  return out.table();
}

// src/tables/flatten/authorizations-by-agency.ts
var AUTHORIZATION_LINK_COLUMNS = {
  serviceId: str,
  linkIndex: int,
  linkedServiceId: str,
  agency: str,
  name: str,
  authorizationStatus: str
};
function authorizationsByAgency(input) {
  const { serviceIds, values } = readParents(input, "authorizationsByAgency", "authorizationsByAgency");
  const out = new ChildColumns(AUTHORIZATION_LINK_COLUMNS);
  values.forEach((value, p) => {
    children(value).forEach((link, i) => {
      out.row({
        serviceId: serviceIds[p],
        linkIndex: i,
        linkedServiceId: field(link, "serviceId"),
        ...fields(link, ["agency", "name", "authorizationStatus"])
      });
    });
  });
  return out.table();
}

// src/tables/flatten/document-sections.ts
var DOCUMENT_SECTION_COLUMNS = {
  serviceId: str,
  sectionIndex: int,
  documentSectionId: str,
  docType: str,
  path: str,
  title: str,
  textType: str,
  sourceUrl: str,
  sourceDate: date,
  matchedText: str,
  content: str
};
function documentSections(input) {
  const { serviceIds, values } = readParents(input, "documentSections", "documentSections");
  const out = new ChildColumns(DOCUMENT_SECTION_COLUMNS);
  values.forEach((value, p) => {
    children(value).forEach((s, i) => {
      out.row({
        serviceId: serviceIds[p],
        sectionIndex: i,
        ...fields(s, ["documentSectionId", "docType", "path", "title", "textType", "sourceUrl", "matchedText", "content"]),
        sourceDate: dateOfDay(field(s, "sourceDate"))
      });
    });
  });
  return out.table();
}

// src/tables/flatten/mechanisms.ts
var MECHANISM_COLUMNS = {
  serviceId: str,
  mechanismIndex: int,
  actionType: str,
  mechanismOfAction: str,
  targetType: str,
  targetCount: int
};
function mechanisms(input) {
  const { serviceIds, values } = readParents(input, "mechanismsOfAction", "mechanisms");
  const out = new ChildColumns(MECHANISM_COLUMNS);
  values.forEach((value, p) => {
    children(value).forEach((m, i) => {
      out.row({
        serviceId: serviceIds[p],
        mechanismIndex: i,
        ...fields(m, ["actionType", "mechanismOfAction", "targetType"]),
        targetCount: children(m?.targets).length
      });
    });
  });
  return out.table();
}

// src/tables/flatten/targets.ts
var TARGET_COLUMNS = {
  serviceId: str,
  mechanismIndex: int,
  targetIndex: int,
  actionType: str,
  mechanismOfAction: str,
  targetType: str,
  ensemblId: str,
  symbol: str,
  name: str,
  synonyms: strings
};
function targets(input) {
  const { serviceIds, values } = readParents(input, "mechanismsOfAction", "targets");
  const out = new ChildColumns(TARGET_COLUMNS);
  values.forEach((value, p) => {
    children(value).forEach((m, i) => {
      const mechanism = fields(m, ["actionType", "mechanismOfAction", "targetType"]);
      children(m?.targets).forEach((t, j) => {
        out.row({
          serviceId: serviceIds[p],
          mechanismIndex: i,
          targetIndex: j,
          ...mechanism,
          ...fields(t, ["ensemblId", "symbol", "name", "synonyms"])
        });
      });
    });
  });
  return out.table();
}

// src/tables/flatten/authors.ts
var AUTHOR_COLUMNS = {
  serviceId: str,
  authorIndex: int,
  name: str,
  nameRaw: str,
  orcid: str,
  position: int,
  affiliationCount: int
};
function authors(input) {
  const { serviceIds, values } = readParents(input, "authorsMetadata", "authors");
  const out = new ChildColumns(AUTHOR_COLUMNS);
  values.forEach((value, p) => {
    children(value).forEach((a, i) => {
      out.row({
        serviceId: serviceIds[p],
        authorIndex: i,
        ...fields(a, ["name", "nameRaw", "orcid", "position"]),
        affiliationCount: children(a?.affiliations).length
      });
    });
  });
  return out.table();
}

// src/tables/flatten/affiliations.ts
var AFFILIATION_COLUMNS = {
  serviceId: str,
  authorIndex: int,
  affiliationIndex: int,
  authorName: str,
  orcid: str,
  name: str,
  nameRaw: str,
  ror: str,
  countryCode: str
};
function affiliations(input) {
  const { serviceIds, values } = readParents(input, "authorsMetadata", "affiliations");
  const out = new ChildColumns(AFFILIATION_COLUMNS);
  values.forEach((value, p) => {
    children(value).forEach((a, i) => {
      const authorName = field(a, "name");
      const orcid = field(a, "orcid");
      children(a?.affiliations).forEach((f, j) => {
        out.row({
          serviceId: serviceIds[p],
          authorIndex: i,
          affiliationIndex: j,
          authorName,
          orcid,
          ...fields(f, ["name", "nameRaw", "ror", "countryCode"])
        });
      });
    });
  });
  return out.table();
}

// src/tables/flatten/index.ts
var flatten = {
  outcomes,
  measurements,
  arms,
  designations,
  authorizationsByAgency,
  documentSections,
  mechanisms,
  targets,
  authors,
  affiliations
};

// src/tables/day-arithmetic.ts
import * as aq from "arquero";
function ageAt(start, at) {
  const a = dateOfDay(start);
  const b = dateOfDay(at);
  if (!a || !b) return null;
  let years = b.getUTCFullYear() - a.getUTCFullYear();
  const beforeAnniversary = b.getUTCMonth() < a.getUTCMonth() || b.getUTCMonth() === a.getUTCMonth() && b.getUTCDate() < a.getUTCDate();
  if (beforeAnniversary) years--;
  return years;
}
aq.addFunction("daysBetween", daysBetween, { override: true });
aq.addFunction("yearOf", yearOf, { override: true });
aq.addFunction("ageAt", ageAt, { override: true });
var dayOps = aq.op;

// src/tables/join-on.ts
function keyLists(keys) {
  if (typeof keys === "string") return { left: [keys], right: [keys] };
  if (Array.isArray(keys)) return { left: [...keys], right: [...keys] };
  const k = keys;
  if (!Array.isArray(k.left) || !Array.isArray(k.right) || k.left.length !== k.right.length || k.left.length === 0) {
    throw new UsageError(`join: keys { left, right } must be two lists of column names of the same length; got ${JSON.stringify(keys)}`);
  }
  return { left: [...k.left], right: [...k.right] };
}
function keyOf(table4, names) {
  const columns = names.map((n) => table4.column(n));
  return (row) => columns.map((c) => {
    const v = c?.at(row);
    return v instanceof Date ? v.toISOString().slice(0, 10) : String(v);
  }).join("|");
}
function joinOn(left, right, keys, options = {}) {
  const how = options.how ?? "inner";
  if (!["inner", "left", "right", "full"].includes(how)) {
    throw new UsageError(`join: how must be one of inner, left, right, full; got ${JSON.stringify(how)}`, { parameter: "how", value: how, allowed: ["inner", "left", "right", "full"] });
  }
  const k = keyLists(keys);
  for (const [side, table4, names] of [["left", left, k.left], ["right", right, k.right]]) {
    const missing = names.filter((n) => !table4.columnNames().includes(n));
    if (missing.length > 0) {
      throw new UsageError(`join: the ${side} table has no column ${missing.map((m) => JSON.stringify(m)).join(", ")} (it has ${table4.columnNames().join(", ")})`);
    }
  }
  const leftKey = keyOf(left, k.left);
  const rightKey = keyOf(right, k.right);
  const leftKeys = /* @__PURE__ */ new Set();
  const rightKeys = /* @__PURE__ */ new Set();
  for (let i = 0; i < left.numRows(); i++) leftKeys.add(leftKey(i));
  for (let i = 0; i < right.numRows(); i++) rightKeys.add(rightKey(i));
  const unmatched = {
    left: [...leftKeys].filter((key) => !rightKeys.has(key)),
    right: [...rightKeys].filter((key) => !leftKeys.has(key))
  };
  const options2 = { left: how === "left" || how === "full", right: how === "right" || how === "full" };
  const joined = left.join(right, [k.left, k.right], void 0, options2);
  const base = info(left);
  return setInfo(joined, { ...inheritedProvenance(left, right), core: base?.core ?? null, params: { join: { keys: k, how } }, unmatched });
}

// src/tables/pairs.ts
import * as aq2 from "arquero";

// src/tables/require-columns.ts
function requireColumns(helper, table4, columns, needs) {
  if (!table4 || typeof table4.columnNames !== "function") {
    throw new UsageError(`${helper}: expected an Arquero table (${needs}); got ${table4 === null ? "null" : typeof table4}`);
  }
  const missing = columns.filter((c) => !table4.columnNames().includes(c));
  if (missing.length > 0) {
    throw new UsageError(`${helper} needs ${needs}: the table has no column ${missing.join(", ")} (it has ${table4.columnNames().slice(0, 12).join(", ")}${table4.columnNames().length > 12 ? ", ..." : ""})`);
  }
}

// src/tables/pairs.ts
var list = (v) => Array.isArray(v) ? v : [];
function designationTypes(row) {
  if (!row) return [];
  return list(row.designations).filter((d) => d.agency === row.agency).map((d) => String(d.type));
}
function authorizations(table4) {
  requireColumns("pairs.authorizations", table4, ["serviceId", "agency", "authorizationsByAgency"], "a RegulatoryCore table (sv.regulatorycore.search / searchAll / get)");
  const rows = table4.objects();
  const byId = new Map(rows.map((r) => [String(r.serviceId), r]));
  const pairs2 = /* @__PURE__ */ new Map();
  for (const row of rows) {
    for (const link of list(row.authorizationsByAgency)) {
      const otherAgency = link.agency;
      if (row.agency !== "FDA" && row.agency !== "EMA" || otherAgency === row.agency || otherAgency !== "FDA" && otherAgency !== "EMA") continue;
      const linked = link.serviceId ?? link.linkedServiceId;
      const other = typeof linked === "string" ? linked : null;
      if (other === null) continue;
      const fdaId = row.agency === "FDA" ? String(row.serviceId) : other;
      const emaId = row.agency === "EMA" ? String(row.serviceId) : other;
      const key = `${fdaId}|${emaId}`;
      if (pairs2.has(key)) continue;
      const fda = byId.get(fdaId);
      const ema = byId.get(emaId);
      const side = (r, field2, fromLink) => r ? r[field2] ?? null : fromLink ?? null;
      const fdaDate = dateOfDay(fda?.authorizationDate);
      const emaDate = dateOfDay(ema?.authorizationDate);
      pairs2.set(key, {
        fdaServiceId: fdaId,
        emaServiceId: emaId,
        fdaName: side(fda, "name", row.agency === "EMA" ? link.name : null),
        emaName: side(ema, "name", row.agency === "FDA" ? link.name : null),
        activeSubstance: fda?.activeSubstance ?? ema?.activeSubstance ?? null,
        fdaDate,
        emaDate,
        fdaStatus: side(fda, "authorizationStatus", row.agency === "EMA" ? link.authorizationStatus : null),
        emaStatus: side(ema, "authorizationStatus", row.agency === "FDA" ? link.authorizationStatus : null),
        fdaDesignations: designationTypes(fda),
        emaDesignations: designationTypes(ema),
        isOrphan: fda?.isOrphan === true || ema?.isOrphan === true ? true : fda || ema ? Boolean(fda?.isOrphan ?? ema?.isOrphan) : null,
        lagDays: daysBetween(fdaDate, emaDate),
        firstAgency: fdaDate && emaDate ? fdaDate < emaDate ? "FDA" : emaDate < fdaDate ? "EMA" : "same day" : null
      });
    }
  }
  const out = aq2.from([...pairs2.values()]);
  const columns = [
    "fdaServiceId",
    "emaServiceId",
    "fdaName",
    "emaName",
    "activeSubstance",
    "fdaDate",
    "emaDate",
    "fdaStatus",
    "emaStatus",
    "fdaDesignations",
    "emaDesignations",
    "isOrphan",
    "lagDays",
    "firstAgency"
  ];
  const shaped = pairs2.size > 0 ? out.select(columns) : aq2.table(Object.fromEntries(columns.map((c) => [c, []])));
  return setInfo(shaped, { ...inheritedProvenance(table4), core: "regulatorycore", params: { pairs: "authorizations", from: table4.numRows() } });
}
var pairs = { authorizations };

// src/tables/feed-table.ts
import * as aq3 from "arquero";
async function feedTable(entries, options = {}) {
  const max = options.max ?? Infinity;
  if (!(max > 0)) throw new UsageError(`feedTable: max must be a positive number; got ${JSON.stringify(options.max)}`);
  const rows = [];
  for await (const e of entries) {
    rows.push({
      arrival: rows.length,
      serviceId: e.serviceId,
      updateType: e.updateType,
      updateDate: dateOfDay(e.updateDate),
      createDate: dateOfDay(e.createDate),
      sectionChanges: Array.isArray(e.documentSections) ? e.documentSections.length : 0,
      documentSections: Array.isArray(e.documentSections) ? e.documentSections.map((s) => ({ documentSectionId: s.documentSectionId, updateType: s.updateType })) : []
    });
    if (rows.length >= max) break;
  }
  const columns = ["arrival", "serviceId", "updateType", "updateDate", "createDate", "sectionChanges", "documentSections"];
  const table4 = rows.length > 0 ? aq3.from(rows).select(columns) : aq3.table(Object.fromEntries(columns.map((c) => [c, []])));
  return setInfo(table4, { params: { feed: true, entries: rows.length } });
}
function feedDecisions(feed) {
  requireColumns("feedDecisions", feed, ["serviceId", "updateType"], "a feed table (feedTable(sv.<core>.changes(...)))");
  const decision = /* @__PURE__ */ new Map();
  const ids = feed.array("serviceId");
  const types = feed.array("updateType");
  ids.forEach((id, i) => {
    if (types[i] === "deleted") decision.set(id, "drop");
    else if (types[i] !== "unchanged") decision.set(id, "refetch");
  });
  const pick2 = (d) => [...decision].filter(([, v]) => v === d).map(([id]) => id);
  return { refetch: pick2("refetch"), drop: pick2("drop") };
}
function applyChanges(table4, feed, refetched) {
  requireColumns("applyChanges", table4, ["serviceId"], "the local table as its first argument");
  requireColumns("applyChanges", refetched, ["serviceId"], "the re-fetched records as its third argument (sv.<core>.get(feedDecisions(feed).refetch))");
  const { refetch, drop } = feedDecisions(feed);
  const dropped = new Set(drop);
  for (const id of info(refetched)?.missing ?? []) dropped.add(id);
  const fresh = /* @__PURE__ */ new Map();
  for (const row of refetched.objects()) fresh.set(String(row.serviceId), row);
  const columns = table4.columnNames();
  const local = new Set(table4.array("serviceId"));
  const replaced = [];
  const stale = [];
  const kept = table4.objects().flatMap((row) => {
    const id = String(row.serviceId);
    if (dropped.has(id)) return [];
    const newer = fresh.get(id);
    if (newer && refetch.includes(id)) {
      replaced.push(id);
      return [pickColumns(newer, columns)];
    }
    if (refetch.includes(id)) stale.push(id);
    return [row];
  });
  const added = [];
  const addedRows = refetch.flatMap((id) => {
    const row = fresh.get(id);
    if (!row || local.has(id) || dropped.has(id)) return [];
    added.push(id);
    return [pickColumns(row, columns)];
  });
  const rows = [...kept, ...addedRows];
  const out = rows.length > 0 ? aq3.from(rows, columns) : table4.filter(() => false);
  const base = info(table4);
  return setInfo(out, {
    ...inheritedProvenance(table4, refetched),
    core: base?.core ?? info(refetched)?.core ?? null,
    params: { applyChanges: true },
    changes: { dropped: [...dropped].filter((id) => local.has(id)), replaced, added, stale }
  });
}
function pickColumns(row, columns) {
  return Object.fromEntries(columns.map((c) => [c, row[c] ?? null]));
}

// src/tables/reverse-links.ts
import * as aq4 from "arquero";
async function patentsOfDrugs(sv, drugs, options = {}) {
  requireColumns("patentsOfDrugs", drugs, ["serviceId", "name"], "a DrugCore table (sv.drugcore.search / get)");
  const limit = options.limit ?? 100;
  if (!Number.isInteger(limit) || limit < 1 || limit > 300) throw new UsageError(`patentsOfDrugs: limit must be a whole number 1..300; got ${JSON.stringify(options.limit)}`);
  const rows = [];
  const truncatedNames = [];
  let requests = 0;
  let credits = 0;
  const searched = [drugs];
  for (const drug of drugs.objects()) {
    const names = new Set([drug.name, ...options.synonyms ? [...asList(drug.synonyms), ...asList(drug.tradeNames)] : []].filter((n) => typeof n === "string" && n.trim() !== ""));
    const seen = /* @__PURE__ */ new Set();
    for (const name of names) {
      const found = await sv.patentcore.search({ query: name, limit, include: ["referencesDrugCore"] });
      const i = info(found);
      searched.push(found);
      requests += i?.requests ?? 0;
      credits += i?.credits ?? 0;
      if (i?.truncated) truncatedNames.push(name);
      for (const patent of found.objects()) {
        const id = String(patent.serviceId);
        if (seen.has(id) || !asList(patent.referencesDrugCore).includes(String(drug.serviceId))) continue;
        seen.add(id);
        rows.push({ drugId: drug.serviceId, drugName: drug.name, ...patent });
      }
    }
  }
  const table4 = rows.length > 0 ? aq4.from(rows) : aq4.table({ drugId: [], drugName: [], serviceId: [] });
  return setInfo(table4, {
    ...inheritedProvenance(...searched),
    core: "patentcore",
    params: { reverseOf: "referencesDrugCore", drugs: drugs.numRows(), truncatedNames },
    requests,
    credits,
    truncated: truncatedNames.length > 0
  });
}
var asList = (v) => Array.isArray(v) ? v.filter((s) => typeof s === "string") : [];

// src/tables/option-names.ts
function checkOptionNames(operation, options, allowed) {
  if (options === void 0 || options === null) return;
  if (typeof options !== "object" || Array.isArray(options)) {
    throw new UsageError(`${operation}: options must be an object with any of ${allowed.join(", ")}; got ${JSON.stringify(options)}`, { parameter: "options", value: options, allowed });
  }
  const unknown = Object.keys(options).filter((name) => !allowed.includes(name));
  if (unknown.length > 0) {
    const names = unknown.map((name) => JSON.stringify(name)).join(", ");
    throw new UsageError(`${operation}: unknown option${unknown.length > 1 ? "s" : ""} ${names}; allowed: ${allowed.join(", ")}`, { parameter: unknown[0], allowed });
  }
}
var CALL_OPTIONS = ["signal", "timeoutMs"];
var GET_OPTIONS = ["include", "concurrency", "onProgress", "onError"];
var SEARCH_ALL_OPTIONS = ["by", "from", "to", "windowDays", "concurrency", "onProgress", "onError", "estimate", "maxCredits"];
var LOOKUP_OPTIONS = ["onProgress", "concurrency", "onError", ...CALL_OPTIONS];

// src/tables/budget.ts
function checkBudget(client, operation, estimate, what) {
  const left = client.ledger.remaining;
  if (left === null || estimate <= left) return;
  throw new BudgetExceededError({
    code: "BUDGET_EXCEEDED",
    detail: `${operation} needs about ${estimate} credits (${what}) but only ${left} of maxCredits ${client.ledger.maxCredits} are left; raise maxCredits in connect() or ask for less`
  });
}

// src/tables/concurrency.ts
function checkConcurrency(operation, value) {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1) {
    throw new UsageError(`${operation}: concurrency must be a whole number >= 1; got ${showValue(value)}`, { parameter: "concurrency", value });
  }
}
function showValue(value) {
  if (typeof value === "number" || value === void 0) return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

// src/tables/include-values.ts
function checkIncludes(core, include) {
  const values = include === void 0 ? [] : typeof include === "string" ? [include] : [...include];
  const allowed = INCLUDES[core];
  for (const value of values) {
    if (!allowed.includes(value)) {
      throw new UsageError(
        `include: ${JSON.stringify(value)} is not an include value of ${core}; allowed: ${allowed.join(", ")}`
      );
    }
  }
  return [...new Set(values)];
}

// src/tables/meter.ts
import { basename } from "node:path";
var sessionFacts = /* @__PURE__ */ new WeakMap();
function setSessionFacts(client, facts) {
  sessionFacts.set(client, facts);
}
function startMeter(client) {
  const start = { requests: client.usage.requests, credits: client.usage.credits, warnings: warningMark() };
  let oldest = null;
  let newest = null;
  const cache = { hits: 0, misses: 0 };
  const stop = client.usage.observe((fetchedAt, hit) => {
    if (hit) cache.hits++;
    else cache.misses++;
    if (!oldest || fetchedAt < oldest) oldest = fetchedAt;
    if (!newest || fetchedAt > newest) newest = fetchedAt;
  });
  return {
    read: () => {
      stop();
      return {
        requests: client.usage.requests - start.requests,
        credits: client.usage.credits - start.credits,
        // With every response from the store, the table is as old as its newest response.
        fetchedAt: newest ?? client.now(),
        asOf: oldest && newest ? { oldest, newest } : null,
        cache: { ...cache },
        // The file's name only: the folder differs from machine to machine (and may name the user).
        snapshot: client.cache?.snapshot ? basename(client.cache.snapshot.path) : null,
        synthetic: sessionFacts.get(client)?.synthetic ?? false,
        corebookVersion: corebookVersion(),
        warnings: warningsSince(start.warnings)
      };
    }
  };
}

// src/tables/failures.ts
function checkOnError(operation, value) {
  if (value === void 0) return "throw";
  if (value === "throw" || value === "keep") return value;
  throw new UsageError(`${operation}: onError must be "throw" or "keep"; got ${JSON.stringify(value) ?? String(value)}`, { parameter: "onError", value, allowed: ["throw", "keep"] });
}
function stopsEverything(error) {
  return error instanceof AbortError || error instanceof BudgetExceededError || error instanceof AuthenticationError || error instanceof PermissionDeniedError || error instanceof InsufficientCreditsError;
}
function failedItem(id, error) {
  const e = error;
  return {
    id,
    status: typeof e?.status === "number" ? e.status : null,
    code: typeof e?.code === "string" ? e.code : null,
    message: error instanceof Error ? error.message : String(error)
  };
}
var FailureCollector = class {
  items = [];
  /** The first error that stops everything, once one happened. */
  stop = null;
  first = null;
  /** Records a failure; returns true when the operation must not start more items. */
  add(id, error) {
    this.items.push(failedItem(id, error));
    this.first ??= error;
    if (stopsEverything(error)) this.stop ??= error;
    return this.stop !== null;
  }
  /** Items never started because of `stop`, listed as failed for the same reason. */
  addNotStarted(ids) {
    for (const id of ids) this.items.push(failedItem(id, this.stop));
  }
  /** Returns the table when nothing failed or the caller keeps partial results; else throws. */
  finish(table4, onError, summary) {
    if (this.items.length === 0) return table4;
    if (this.stop !== null || onError === "throw") {
      throw new PartialResultError(summary, table4, this.stop ?? this.first, this.items);
    }
    return table4;
  }
};

// src/tables/pool.ts
var ConcurrencyPool = class {
  running = 0;
  waiting = [];
  width;
  constructor(width) {
    this.width = Math.max(1, Math.floor(width) || 1);
  }
  async run(task) {
    while (this.running >= this.width) await new Promise((resolve3) => this.waiting.push(resolve3));
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
};
async function runPool(items, concurrency, task) {
  const pool = new ConcurrencyPool(concurrency);
  let failure = null;
  await Promise.all(items.map((item, index) => pool.run(async () => {
    if (failure !== null) return;
    try {
      await task(item, index);
    } catch (error) {
      failure ??= { error };
    }
  })));
  if (failure) throw failure.error;
}

// src/tables/progress.ts
var registered = null;
var nextId = 1;
function setProgressListener(listener) {
  const previous = registered;
  registered = listener;
  return previous;
}
function startProgress(operation, core, total, onProgress) {
  const listener = onProgress === false ? null : onProgress ?? registered;
  const id = nextId++;
  let done = 0;
  let finished = false;
  const emit = () => {
    if (!listener) return;
    try {
      listener({ id, operation, core, done, total, finished });
    } catch {
    }
  };
  emit();
  return {
    add(units) {
      done += units;
      emit();
    },
    grow(units) {
      total += units;
      emit();
    },
    finish() {
      if (finished) return;
      finished = true;
      emit();
    }
  };
}

// src/tables/columns/from-schema.ts
function defOf(schema) {
  return schema._zod.def;
}
function part(def, key) {
  const value = def[key];
  if (value === void 0 || value === null) throw new Error(`a zod ${def.type} schema without its ${key}: has zod changed its internals?`);
  return value;
}
function unionFields(options) {
  const fields2 = {};
  for (const option of options) {
    let def = defOf(option);
    while (def.innerType && def.type !== "object") def = defOf(def.innerType);
    if (def.type !== "object") return void 0;
    for (const [name, field2] of Object.entries(part(def, "shape"))) fields2[name] ??= field2;
  }
  return fields2;
}
function columnTypeOf(schema, nested = false) {
  const marked = columnKindOf(schema);
  if (marked === "integer" || marked === "date" && !nested) return { kind: marked };
  const def = defOf(schema);
  switch (def.type) {
    case "nullable":
    case "optional":
    case "default":
    case "readonly":
      return columnTypeOf(part(def, "innerType"), nested);
    case "pipe":
      return columnTypeOf(part(def, "in"), nested);
    case "string":
    case "enum":
      return { kind: "string" };
    case "number":
      return { kind: "float" };
    case "boolean":
      return { kind: "boolean" };
    case "array":
      return { kind: "list", of: columnTypeOf(part(def, "element"), true) };
    case "object":
      return { kind: "struct", fields: columnTypesOf(part(def, "shape"), true) };
    case "union": {
      const fields2 = unionFields(part(def, "options"));
      return fields2 ? { kind: "struct", fields: columnTypesOf(fields2, true) } : { kind: "json" };
    }
    default:
      return { kind: "json" };
  }
}
function columnTypesOf(shape, nested = false) {
  const types = {};
  for (const [name, schema] of Object.entries(shape)) types[name] = columnTypeOf(schema, nested);
  return types;
}
function coreColumnsFromSchema(core, shapes, derived2 = []) {
  return {
    core,
    defaults: columnTypesOf({ ...shapes.defaults("lenient"), ...recordUrlShape() }),
    includes: columnTypesOf(shapes.includes("lenient")),
    derived: derived2
  };
}

// src/tables/columns/biomedcore.ts
var biomedcoreColumns = () => coreColumnsFromSchema("biomedcore", { defaults: biomedcoreDefaultShape, includes: biomedcoreIncludeShape });

// src/tables/columns/trialcore.ts
var trialcoreColumns = () => coreColumnsFromSchema("trialcore", { defaults: trialcoreDefaultShape, includes: trialcoreIncludeShape });

// src/tables/columns/drugcore.ts
var drugcoreColumns = () => coreColumnsFromSchema("drugcore", { defaults: drugcoreDefaultShape, includes: drugcoreIncludeShape });

// src/tables/columns/regulatorycore.ts
var regulatorycoreColumns = () => coreColumnsFromSchema("regulatorycore", { defaults: regulatorycoreDefaultShape, includes: regulatorycoreIncludeShape });

// src/tables/columns/core-columns.ts
function pick(record, path) {
  let value = record;
  for (const key of path) {
    if (value === null || typeof value !== "object") return null;
    value = value[key];
  }
  return value === void 0 ? null : value;
}

// src/tables/columns/genecore.ts
function derived(name, type, path) {
  return { name, type, from: (record) => pick(record, path) };
}
var MODALITIES = [
  ["SmallMolecule", "smallMolecule"],
  ["Antibody", "antibody"],
  ["Protac", "protac"],
  ["OtherClinical", "otherClinical"]
];
var EVIDENCE = [
  ["Clinical", "clinical"],
  ["Predictive", "predictive"]
];
var genecoreColumns = () => coreColumnsFromSchema("genecore", {
  defaults: genecoreDefaultShape,
  includes: genecoreIncludeShape
}, [
  derived("loeuf", float, ["gnomadConstraint", "lossOfFunction", "loeuf"]),
  derived("pli", float, ["gnomadConstraint", "lossOfFunction", "pli"]),
  derived("loeufDecile", int, ["gnomadConstraint", "lossOfFunction", "loeufDecile"]),
  derived("isEssential", bool, ["depmapEssentiality", "isEssential"]),
  derived("meanGeneEffect", float, ["depmapEssentiality", "meanGeneEffect"]),
  derived("medianGeneEffect", float, ["depmapEssentiality", "medianGeneEffect"]),
  derived("minGeneEffect", float, ["depmapEssentiality", "minGeneEffect"]),
  derived("cellLinesTested", int, ["depmapEssentiality", "cellLinesTested"]),
  derived("dependentCellLines", int, ["depmapEssentiality", "dependentCellLines"]),
  ...MODALITIES.flatMap(
    ([label, key]) => EVIDENCE.map(
      ([evidenceLabel, evidenceKey]) => derived(`tractability${label}${evidenceLabel}`, strings, ["tractability", key, evidenceKey])
    )
  )
]);

// src/tables/columns/patentcore.ts
var patentcoreColumns = () => coreColumnsFromSchema("patentcore", { defaults: patentcoreDefaultShape, includes: patentcoreIncludeShape });

// src/tables/columns/index.ts
var BUILDERS = {
  biomedcore: biomedcoreColumns,
  trialcore: trialcoreColumns,
  drugcore: drugcoreColumns,
  regulatorycore: regulatorycoreColumns,
  genecore: genecoreColumns,
  patentcore: patentcoreColumns
};
var CORE_COLUMNS = {};
for (const [core, build] of Object.entries(BUILDERS)) {
  let built;
  Object.defineProperty(CORE_COLUMNS, core, { enumerable: true, get: () => built ??= build() });
}

// src/tables/infer-type.ts
function inferColumnType(values) {
  let kind = "none";
  const items = [];
  for (const value of values) {
    if (value === null || value === void 0) continue;
    const next = Array.isArray(value) ? "list" : typeof value === "string" ? "string" : typeof value === "boolean" ? "boolean" : typeof value === "number" ? Number.isInteger(value) ? "integer" : "float" : "json";
    if (next === "list") items.push(...value);
    if (kind === "none" || kind === next) kind = next;
    else if (kind === "integer" && next === "float" || kind === "float" && next === "integer") kind = "float";
    else return { kind: "json" };
  }
  if (kind === "none") return { kind: "json" };
  if (kind === "list") return { kind: "list", of: inferColumnType(items) };
  return { kind };
}

// src/tables/value-fits.ts
function valueFits(value, type) {
  if (value === null || value === void 0) return true;
  switch (type.kind) {
    case "string":
      return typeof value === "string";
    case "integer":
      return typeof value === "number" && Number.isInteger(value);
    case "float":
      return typeof value === "number";
    case "boolean":
      return typeof value === "boolean";
    // A day column reads any string (an impossible day becomes null, as documented for tables);
    // only a value that is not text at all does not fit.
    case "date":
      return typeof value === "string" || value instanceof Date;
    case "list":
      return Array.isArray(value) && value.every((item) => valueFits(item, type.of));
    case "struct":
      return typeof value === "object" && !Array.isArray(value) && Object.entries(type.fields).every(([name, field2]) => valueFits(value[name], field2));
    case "json":
      return true;
  }
}

// src/tables/records-to-table.ts
function convert(value, type) {
  if (value === void 0 || value === null) return null;
  if (type.kind === "date") return dateOfDay(value);
  return value;
}
function tableColumnTypes(core, records, include = []) {
  const spec = CORE_COLUMNS[core];
  const requested = new Set(checkIncludes(core, include));
  const types = { ...spec.defaults };
  for (const [name, type] of Object.entries(spec.includes)) {
    if (requested.has(name) || records.some((record) => name in record)) types[name] = type;
  }
  for (const column of spec.derived) types[column.name] = column.type;
  const extras = [];
  const known = new Set(Object.keys(types));
  for (const record of records) {
    for (const key of Object.keys(record)) {
      if (!known.has(key)) {
        known.add(key);
        extras.push(key);
      }
    }
  }
  for (const name of extras) {
    types[name] = inferColumnType(records.map((record) => record[name]));
  }
  const derived2 = new Map(spec.derived.map((column) => [column.name, column]));
  for (const [name, type] of Object.entries(types)) {
    if (type.kind === "json") continue;
    const read = derived2.get(name)?.from ?? ((record) => record[name]);
    if (!records.every((record) => valueFits(read(record), type))) types[name] = { kind: "json" };
  }
  return types;
}
function recordsToTable(core, records, options = {}) {
  const types = tableColumnTypes(core, records, options.include);
  const derived2 = new Map(CORE_COLUMNS[core].derived.map((column) => [column.name, column]));
  const columns = {};
  for (const [name, type] of Object.entries(types)) {
    const column = derived2.get(name);
    columns[name] = column ? records.map((record) => convert(column.from(record), type)) : records.map((record) => convert(record[name], type));
  }
  return setColumnTypes(corebookTable(columns), types);
}

// src/tables/hydrate.ts
function uniqueIds(core, ids) {
  const iterable = ids !== null && typeof ids === "object" && typeof ids[Symbol.iterator] === "function";
  if (typeof ids !== "string" && !iterable) {
    throw new UsageError(
      `get: ids must be a ${CORE_TITLES[core]} service ID or a list of them; got ${ids === void 0 ? "undefined" : JSON.stringify(ids) ?? String(ids)}`
    );
  }
  const list2 = typeof ids === "string" ? [ids] : [...ids];
  const bad = list2.filter((id) => !isServiceId(core, id));
  if (bad.length > 0) {
    const shown = bad.slice(0, 5).map((id) => JSON.stringify(id)).join(", ");
    throw new UsageError(
      `get: ids must be ${CORE_TITLES[core]} service IDs (${ID_PREFIX[core]}...); ${bad.length} are not: ${shown}${bad.length > 5 ? ", ..." : ""}`
    );
  }
  return [...new Set(list2)];
}
async function hydrate(client, core, ids, options) {
  const include = checkIncludes(core, options.include);
  checkConcurrency(`${core}.get`, options.concurrency);
  const onError = checkOnError(`${core}.get`, options.onError);
  const wanted = uniqueIds(core, ids);
  checkBudget(client, `${core}.get`, client.estimateCost(core, "get") * wanted.length, `${wanted.length} records at 1 credit each`);
  const api = clientOf(client, core);
  const meter = startMeter(client);
  const progress = startProgress("get", core, wanted.length, options.onProgress);
  const found = wanted.map(() => null);
  const missing = /* @__PURE__ */ new Set();
  const failures = new FailureCollector();
  const started = wanted.map(() => false);
  try {
    await runPool(wanted, options.concurrency, async (id, index) => {
      if (failures.stop !== null) return;
      started[index] = true;
      try {
        found[index] = await api.get(id, include.length > 0 ? { include } : {});
      } catch (error) {
        if (error instanceof NotFoundError) missing.add(id);
        else failures.add(id, error);
      }
      progress.add(1);
    });
  } finally {
    progress.finish();
  }
  failures.addNotStarted(wanted.filter((_, i) => !started[i]));
  const table4 = setInfo(recordsToTable(core, found.filter((r) => r !== null), { include }), {
    core,
    params: { ids: wanted, include },
    ...meter.read(),
    missing: wanted.filter((id) => missing.has(id)),
    failed: failures.items
  });
  return failures.finish(
    table4,
    onError,
    `${core}.get fetched ${table4.numRows()} of ${wanted.length} records; ${failures.items.length} failed`
  );
}

// src/tables/lookup-table.ts
function lookupColumnTypes(core) {
  const types = { inputIndex: int };
  for (const key of LOOKUP_KEYS[core]) types[key] = str;
  return { ...types, serviceId: str, error: str, errorMessage: str };
}
function lookupTable(core, items, results) {
  const types = lookupColumnTypes(core);
  const keys = LOOKUP_KEYS[core];
  const columns = Object.fromEntries(Object.keys(types).map((name) => [name, []]));
  const addRow = (index, item, serviceId, result) => {
    columns.inputIndex.push(index);
    for (const key of keys) {
      const value = Reflect.get(item, key);
      columns[key].push(typeof value === "string" ? value : null);
    }
    columns.serviceId.push(serviceId);
    columns.error.push(result.error?.code ?? null);
    columns.errorMessage.push(result.error?.message ?? null);
  };
  results.forEach((result, index) => {
    const item = items[index] ?? result.input ?? {};
    const ids = result.serviceIds ?? [];
    if (ids.length === 0) addRow(index, item, null, result);
    else for (const id of ids) addRow(index, item, id, result);
  });
  return setColumnTypes(corebookTable(columns, Object.keys(types)), types);
}

// src/tables/lookup-batches.ts
async function lookupAsTable(client, core, items, options) {
  const { onProgress, concurrency, onError: rawOnError, ...call } = options;
  const onError = checkOnError(`${core}.lookup`, rawOnError);
  checkConcurrency(`${core}.lookup`, concurrency);
  const api = clientOf(client, core);
  const size = LIMITS.lookupItemsMax;
  const list2 = Array.isArray(items) ? items : [];
  const batches = [];
  for (let i = 0; i < list2.length; i += size) batches.push(list2.slice(i, i + size));
  if (!Array.isArray(items) || batches.some((batch) => !validateLookupItems(core, batch).ok)) {
    await api.lookup(items, call);
  }
  const meter = startMeter(client);
  const progress = startProgress("lookup", core, batches.length, onProgress);
  const results = batches.map(() => []);
  const failures = new FailureCollector();
  try {
    await runPool(batches, concurrency, async (batch, b) => {
      const label = `items[${b * size}..${b * size + batch.length - 1}]`;
      let failure = failures.stop === null ? null : failedItem(label, failures.stop);
      if (failure) failures.items.push(failure);
      else {
        try {
          results[b] = await api.lookup(batch, call);
        } catch (error) {
          failures.add(label, error);
          failure = failedItem(label, error);
        }
      }
      if (failure) {
        const error = { code: failure.code ?? "NOT_FETCHED", message: failure.message };
        results[b] = batch.map(() => ({ error }));
      }
      progress.add(1);
    });
  } finally {
    progress.finish();
  }
  const table4 = setInfo(lookupTable(core, list2, results.flat()), {
    core,
    params: { items: list2.length },
    ...meter.read(),
    failed: failures.items
  });
  return failures.finish(
    table4,
    onError,
    `${core}.lookup got ${batches.length - failures.items.length} of ${batches.length} batches of up to ${size} items`
  );
}

// src/tables/date-filters.ts
function dateFilters(core) {
  const names = Object.keys(SEARCH_PARAMS[core]);
  return names.filter((name) => name.startsWith("min") && names.includes(`max${name.slice(3)}`)).filter((name) => SEARCH_PARAMS[core][name].kind === "date").map((name) => name.charAt(3).toLowerCase() + name.slice(4));
}
function dateFilterParams(core, by) {
  const allowed = dateFilters(core);
  if (allowed.length === 0) {
    throw new UsageError(
      `searchAll: ${core} has no date filter to slice by, so it cannot page past the ${LIMITS.searchLimitMax} cap; narrow the search with filters instead (search() with limit up to 300)`
    );
  }
  const chosen = by ?? allowed[0];
  if (!allowed.includes(chosen)) {
    throw new UsageError(`searchAll: by must be one of ${allowed.join(", ")} for ${core}; got ${JSON.stringify(by)}`, { parameter: "by", value: by, allowed });
  }
  const field2 = chosen.charAt(0).toUpperCase() + chosen.slice(1);
  return { min: `min${field2}`, max: `max${field2}`, by: chosen };
}
var PLANNED_DATES = { trialcore: ["startDate", "completionDate"] };
var PLANNED_HORIZON_YEARS = 10;
function defaultRangeEnd(core, by, today = /* @__PURE__ */ new Date()) {
  if (!PLANNED_DATES[core]?.includes(by)) return today;
  const end = new Date(today);
  end.setUTCFullYear(end.getUTCFullYear() + PLANNED_HORIZON_YEARS);
  return end;
}

// src/tables/date-windows.ts
function initialWindows(from4, to, days) {
  const span = daysBetween(from4, to) + 1;
  if (span <= 0) throw new UsageError(`searchAll: from (${from4}) must not be after to (${to})`);
  if (days === void 0) return [{ from: from4, to }];
  if (!Number.isInteger(days) || days < 1) {
    throw new UsageError(`searchAll: windowDays must be a whole number of days >= 1; got ${JSON.stringify(days)}`);
  }
  const windows = [];
  for (let start = from4; daysBetween(start, to) >= 0; start = addDays(start, days)) {
    const end = addDays(start, days - 1);
    windows.push({ from: start, to: daysBetween(end, to) < 0 ? to : end });
  }
  return windows;
}

// src/tables/day-date.ts
function toWireDay(value, name = "day") {
  const date2 = value instanceof Date || isDay(value) ? dateOfDay(value) : null;
  const day = date2 ? dayOfDate(date2) : null;
  if (day === null) {
    const shown = value instanceof Date ? "Invalid Date" : JSON.stringify(value);
    throw new UsageError(`${name} must be a real calendar day written YYYY-MM-DD, or a Date; got ${shown}`);
  }
  return day;
}

// src/tables/slice-dimensions.ts
var enumKey = (s) => s.toUpperCase().replace(/[^A-Z0-9]+/g, "_").replace(/^_|_$/g, "");
function single(param, values, field2 = param) {
  return {
    param,
    values,
    valuesOf: (r) => typeof r[field2] === "string" && values.includes(r[field2]) ? [r[field2]] : []
  };
}
function flag(param, field2 = param) {
  return { param, values: [true, false], valuesOf: (r) => typeof r[field2] === "boolean" ? [r[field2]] : [] };
}
var targetClass = {
  param: "targetClass",
  values: TARGET_CLASSES,
  valuesOf: (r) => {
    const path = r.targetClass?.path;
    const keys = Array.isArray(path) ? path.filter((s) => typeof s === "string").map(enumKey) : [];
    return TARGET_CLASSES.filter((c) => keys.includes(c));
  }
};
var SLICE_DIMENSIONS = {
  trialcore: [
    single("phase", TRIAL_PHASES),
    single("overallStatus", OVERALL_STATUSES),
    single("studyType", STUDY_TYPES),
    single("sponsorType", SPONSOR_TYPES),
    flag("hasResults")
  ],
  drugcore: [single("drugType", DRUG_TYPES), single("maxClinicalStage", CLINICAL_STAGES)],
  regulatorycore: [
    single("agency", AGENCIES),
    single("authorizationStatus", AUTHORIZATION_STATUSES),
    single("moleculeType", MOLECULE_TYPES),
    flag("isOrphan")
  ],
  genecore: [single("geneType", GENE_TYPES), targetClass],
  biomedcore: [flag("isRetracted")],
  patentcore: [flag("hasClaims"), flag("hasDescription")]
};
function allowedValues(dimension, params) {
  const given = params[dimension.param];
  if (given === void 0) return [...dimension.values];
  const list2 = Array.isArray(given) ? given : [given];
  return dimension.values.filter((v) => list2.some((g) => typeof v === "string" && typeof g === "string" ? enumKey(g) === v : g === v));
}

// src/tables/slice-plan.ts
var TARGET_PER_SEARCH = 200;
var STEP = 20;
function limitFor(expected) {
  const wanted = Math.ceil((expected * 1.25 + 10) / STEP) * STEP;
  return Math.min(LIMITS.searchLimitMax, Math.max(STEP, wanted));
}
function searchCost(limit) {
  return 5 * Math.ceil(limit / STEP);
}
var NEIGHBOURS = 3;
var SampleDensity = class {
  constructor(from4, to, days) {
    this.from = from4;
    this.to = to;
    const span = daysBetween(from4, to) + 1;
    const xs = days.filter((d) => d >= from4 && d <= to).map((d) => daysBetween(from4, d)).sort((a, b) => a - b);
    const diff = new Float64Array(span + 1);
    xs.forEach((x, i) => {
      const lo = xs[Math.max(0, i - NEIGHBOURS)];
      const hi = xs[Math.min(xs.length - 1, i + NEIGHBOURS)];
      const half = Math.max(0, Math.floor((hi - lo) / 4));
      const a = Math.max(0, x - half);
      const b = Math.min(span - 1, x + half);
      const w = 1 / (b - a + 1);
      diff[a] += w;
      diff[b + 1] -= w;
    });
    this.cumulative = new Float64Array(span + 1);
    let level = 0;
    for (let d = 0; d < span; d++) {
      level += diff[d];
      this.cumulative[d + 1] = this.cumulative[d] + level;
    }
  }
  from;
  to;
  cumulative;
  /** Sample mass of the days [a, b]. */
  mass(a, b) {
    const i = Math.max(0, daysBetween(this.from, a));
    const j = Math.min(this.cumulative.length - 2, daysBetween(this.from, b));
    return j < i ? 0 : this.cumulative[j + 1] - this.cumulative[i];
  }
  /**
   * The next windows of a sweep from `cursor`: each expected to hold at most `target` records at
   * `rate` records per unit of sample mass (a day holding more is a window of its own); the last
   * runs to the end of the range.
   */
  plan(cursor, rate, max, target = TARGET_PER_SEARCH) {
    const windows = [];
    const end = daysBetween(this.from, this.to);
    let start = Math.max(0, daysBetween(this.from, cursor));
    while (start <= end && windows.length < max) {
      let stop = start;
      while (stop < end && (this.cumulative[stop + 2] - this.cumulative[start]) * rate <= target) stop++;
      const points = this.cumulative[stop + 1] - this.cumulative[start];
      windows.push({ from: addDays(this.from, start), to: addDays(this.from, stop), points, expected: points * rate });
      start = stop + 1;
    }
    return windows;
  }
};

// src/tables/search-all.ts
var DEFAULT_SEARCH_ALL_MAX_CREDITS = 5e3;
var CAP = LIMITS.searchLimitMax;
var CALIBRATION_POINTS = 12;
var EARLIEST_DAY = "1800-01-01";
var EstimateReady = class extends Error {
  constructor(estimate) {
    super("estimate ready");
    this.estimate = estimate;
  }
  estimate;
};
async function searchAll(client, core, params, options) {
  const opts = options ?? { concurrency: 1 };
  const hasDates = dateFilters(core).length > 0;
  const dates = hasDates ? dateFilterParams(core, opts.by) : null;
  if (!hasDates && opts.by !== void 0) dateFilterParams(core, opts.by);
  for (const name of [...dates ? [dates.min, dates.max] : [], "limit"]) {
    if (params?.[name] !== void 0) {
      throw new UsageError(
        `searchAll: do not pass ${name} in params; searchAll sets it (give a date range as { from, to }; it sizes limit itself)`
      );
    }
  }
  if (!dates && (opts.from !== void 0 || opts.to !== void 0 || opts.windowDays !== void 0)) {
    throw new UsageError(`searchAll: ${core} has no date filter, so from, to and windowDays do not apply; slice with its filters instead`);
  }
  const from4 = opts.from === void 0 ? null : toWireDay(opts.from, "searchAll: from");
  const to = dates ? toWireDay(opts.to ?? defaultRangeEnd(core, dates.by, client.now()), "searchAll: to") : null;
  const maxCredits = opts.maxCredits ?? DEFAULT_SEARCH_ALL_MAX_CREDITS;
  if (typeof maxCredits !== "number" || !(maxCredits > 0)) {
    throw new UsageError(`searchAll: maxCredits must be a positive number of credits; got ${JSON.stringify(opts.maxCredits)}`);
  }
  const roots = from4 === null ? [{ from: null, to: null, fixed: {} }] : initialWindows(from4, to, opts.windowDays).map((w) => ({ from: w.from, to: w.to, fixed: {} }));
  if (from4 === null && opts.windowDays !== void 0) {
    throw new UsageError(`searchAll: windowDays needs a from day`);
  }
  checkConcurrency("searchAll", opts.concurrency);
  const onError = checkOnError(`${core}.searchAll`, opts.onError);
  checkSearchParams(core, params, { ...dates && from4 ? { [dates.min]: from4, [dates.max]: to } : {}, limit: CAP });
  checkBudget(client, `${core}.searchAll`, searchCost(CAP) * roots.length, `at least ${roots.length} search(es) at ${searchCost(CAP)} credits`);
  const api = clientOf(client, core);
  const meter = startMeter(client);
  const progress = startProgress("searchAll", core, roots.length, opts.onProgress);
  const include = params.include ?? [];
  const dimensions = SLICE_DIMENSIONS[core].filter((d) => allowedValues(d, params).length > 1);
  const dateOf = (r) => {
    if (!dates) return null;
    const v = r[dates.by];
    return typeof v === "string" ? v.slice(0, 10) : v instanceof Date ? v.toISOString().slice(0, 10) : null;
  };
  const pages = [];
  const truncatedWindows = [];
  let spent = 0;
  let searches = 0;
  const pool = new ConcurrencyPool(opts.concurrency);
  let checkedCost = false;
  const failures = new FailureCollector();
  const fetchSlice = (slice, limit) => pool.run(async () => {
    const fixed = Object.fromEntries(Object.entries(slice.fixed).map(([k, v]) => [k, typeof v === "boolean" ? v : [v]]));
    const window = dates && slice.from !== null ? { [dates.min]: slice.from, [dates.max]: slice.to } : {};
    let records;
    try {
      records = await api.search({ ...params, ...fixed, ...window, limit });
    } catch (error) {
      if (stopsEverything(error)) throw error;
      failures.add(describeSlice(slice), error);
      return [];
    }
    spent += searchCost(limit);
    searches++;
    pages.push({ key: sliceKey(slice), records });
    progress.add(1);
    return records;
  });
  const checkCost = (expectedRecords, found) => {
    if (checkedCost) return;
    checkedCost = true;
    const left = Math.max(0, expectedRecords - found);
    const requests = Math.ceil(left / TARGET_PER_SEARCH * 1.15);
    const estimate = makeEstimate(core, searches, spent, Math.round(expectedRecords), requests, requests * searchCost(CAP));
    if (opts.estimate) throw new EstimateReady(estimate);
    if (estimate.total.credits > maxCredits) throw new SearchAllCostError(estimate, maxCredits, null);
  };
  const collect = async (slice, page, expected, top) => {
    const found = new Set(page.map((r) => r.serviceId));
    let ids;
    if (dates !== null && slice.from === null) {
      const outside = page.filter((r) => {
        const d = dateOf(r);
        return d === null || d > to;
      }).length;
      if (outside > 0) {
        truncatedWindows.push({
          ...truncatedEntry(slice, outside),
          reason: `records with no ${dates.by} (or one after ${to}) cannot be reached by date windows; ${outside} seen`
        });
      }
      ids = await sweepDates({ ...slice, from: EARLIEST_DAY, to }, page, expected, top);
    } else if (dates !== null && slice.from !== slice.to) {
      ids = await sweepDates(slice, page, expected, top);
    } else {
      const dimension = dimensions.find((d) => !(d.param in slice.fixed) && new Set(page.flatMap((r) => d.valuesOf(r))).size > 1);
      if (dimension === void 0) {
        truncatedWindows.push(truncatedEntry(slice, page.length));
        return found;
      }
      ids = await splitByValue(slice, page, dimension, expected, top);
    }
    for (const id of ids) found.add(id);
    return found;
  };
  const settle = async (child, limit, expected) => {
    const page = await fetchSlice(child, limit);
    if (page.length < limit) return new Set(page.map((r) => r.serviceId));
    return collect(child, page, Math.max(expected, limit * 1.15), false);
  };
  const sweepDates = async (slice, page, expected, top) => {
    const days = page.map(dateOf).filter((d) => d !== null && d >= slice.from && d <= slice.to).sort();
    const found = /* @__PURE__ */ new Set();
    let counted = 0;
    let points = 0;
    let rate = expected === null ? null : expected / Math.max(days.length, 1);
    let cursor = slice.from;
    const density = new SampleDensity(slice.from, slice.to, days);
    while (cursor <= slice.to) {
      const planned = rate === null ? [calibrationWindow(cursor, slice.to, days, density)] : density.plan(cursor, rate, opts.concurrency);
      const wave = planned.map((w) => w.from === slice.from && w.to === slice.to ? smaller(w, days, density) : w);
      progress.grow(wave.length);
      const results = await Promise.all(wave.map((w) => {
        const child = { ...slice, from: w.from, to: w.to };
        const limit = rate === null ? CAP : limitFor(w.expected);
        return settle(child, limit, w.expected);
      }));
      wave.forEach((w, i) => {
        counted += results[i].size;
        points += w.points;
        for (const id of results[i]) found.add(id);
      });
      rate = counted / Math.max(points, 0.5);
      if (top) checkCost(rate * days.length, found.size);
      cursor = addDays(wave[wave.length - 1].to, 1);
    }
    return found;
  };
  const splitByValue = async (slice, page, dimension, expected, top) => {
    const values = allowedValues(dimension, { ...params, ...slice.fixed });
    const seen = new Map(values.map((v) => [v, 0]));
    let unreachable = 0;
    for (const r of page) {
      const vs = dimension.valuesOf(r).filter((v) => seen.has(v));
      if (vs.length === 0) unreachable++;
      for (const v of vs) seen.set(v, seen.get(v) + 1);
    }
    if (unreachable > 0) {
      truncatedWindows.push({ ...truncatedEntry(slice, unreachable), reason: `records with no ${dimension.param} cannot be reached by slicing on it; ${unreachable} seen` });
    }
    const ordered = [...values].sort((a, b) => seen.get(b) - seen.get(a));
    const found = /* @__PURE__ */ new Set();
    const child = (v) => ({ ...slice, fixed: { ...slice.fixed, [dimension.param]: v } });
    let rate = expected === null ? null : expected / Math.max(page.length, 1);
    let rest = ordered;
    if (rate === null) {
      progress.grow(1);
      const first = await settle(child(ordered[0]), CAP, CAP);
      for (const id of first) found.add(id);
      rate = first.size / Math.max(seen.get(ordered[0]), 1);
      rest = ordered.slice(1);
      if (top) checkCost(rate * page.length, found.size);
    }
    progress.grow(rest.length);
    const results = await Promise.all(rest.map((v) => {
      const e = rate * Math.max(seen.get(v), 0.5);
      return settle(child(v), limitFor(e), e);
    }));
    for (const set of results) for (const id of set) found.add(id);
    return found;
  };
  const build = () => {
    const order = [...pages].sort((a, b) => a.key.localeCompare(b.key));
    const seen = /* @__PURE__ */ new Set();
    const records = order.flatMap((p) => p.records).filter((r) => seen.has(r.serviceId) ? false : (seen.add(r.serviceId), true));
    truncatedWindows.sort((a, b) => (a.from ?? "").localeCompare(b.from ?? ""));
    return setInfo(recordsToTable(core, records, { include: typeof include === "string" ? [include] : include }), {
      core,
      params: { ...params, ...dates ? { by: dates.by } : {}, ...from4 ? { from: from4, to } : {} },
      ...meter.read(),
      truncated: truncatedWindows.length > 0,
      truncatedWindows: [...truncatedWindows],
      failed: failures.items
    });
  };
  try {
    await Promise.all(roots.map(async (root) => {
      const page = await fetchSlice(root, CAP);
      if (page.length >= CAP) await collect(root, page, null, roots.length === 1);
    }));
    if (opts.estimate) return makeEstimate(core, searches, spent, build().numRows(), 0, 0);
  } catch (error) {
    if (error instanceof EstimateReady) return error.estimate;
    if (error instanceof SearchAllCostError) throw new SearchAllCostError(error.estimate, error.maxCredits, build());
    const partial = build();
    throw new PartialResultError(`${core}.searchAll stopped after ${partial.numRows()} records`, partial, error, failures.items);
  } finally {
    progress.finish();
  }
  const table4 = build();
  return failures.finish(table4, onError, `${core}.searchAll got ${table4.numRows()} records; ${failures.items.length} slices failed`);
}
function calibrationWindow(cursor, to, days, density) {
  const ahead = days.filter((d) => d >= cursor && d <= to);
  const cut = ahead.length <= CALIBRATION_POINTS ? to : ahead[CALIBRATION_POINTS - 1];
  return { from: cursor, to: cut, points: density.mass(cursor, cut), expected: CAP };
}
function smaller(w, days, density) {
  const inside = days.filter((d) => d >= w.from && d <= w.to);
  const mid = inside[Math.floor(inside.length / 2)] ?? w.from;
  const to = mid > w.from ? addDays(mid, -1) : w.from;
  const points = density.mass(w.from, to);
  return { from: w.from, to, points, expected: w.expected * (points / Math.max(w.points, 1e-9)) };
}
function sliceKey(slice) {
  return `${slice.from ?? ""}|${Object.entries(slice.fixed).map(([k, v]) => `${k}=${v}`).join("&")}`;
}
function describeSlice(slice) {
  const parts = slice.from !== null ? [`${slice.from}..${slice.to}`] : [];
  for (const [k, v] of Object.entries(slice.fixed)) parts.push(`${k}=${v}`);
  return parts.join(" ") || "the whole search";
}
function truncatedEntry(slice, count) {
  const entry = slice.from !== null ? { from: slice.from, to: slice.to, count } : { count };
  if (Object.keys(slice.fixed).length > 0) entry.filters = { ...slice.fixed };
  return entry;
}
function makeEstimate(core, requests, credits, records, moreRequests, moreCredits) {
  const totalRequests = requests + moreRequests;
  return {
    core,
    expectedRecords: records,
    spent: { requests, credits },
    remaining: { requests: moreRequests, credits: moreCredits },
    total: { requests: totalRequests, credits: credits + moreCredits, minutes: Math.round(totalRequests / LIMITS.rateLimitRequests * 10) / 10 }
  };
}
function checkSearchParams(core, params, window) {
  const checked = validateParams(SEARCH_PARAMS[core], { ...params, ...window });
  if (checked.ok) return;
  const messages = Object.values(checked.fields);
  throw new ValidationError({
    code: "INVALID_PARAMS",
    detail: `${core}.searchAll: ${messages.join("; ")}`,
    fields: checked.fields,
    in: "client",
    method: "GET",
    path: `/api/v1/cores/${core}/records`
  });
}

// src/tables/core-tables.ts
function createCoreTables(client, api, defaults) {
  const core = api.core;
  const withDefaults = (o) => ({
    ...o,
    concurrency: o?.concurrency ?? defaults.concurrency,
    onProgress: o?.onProgress ?? defaults.onProgress
  });
  return {
    core,
    async search(params, options) {
      checkOptionNames(`${core}.search`, options, CALL_OPTIONS);
      const p = params ?? {};
      const include = p.include === void 0 ? [] : checkIncludes(core, p.include);
      const meter = startMeter(client);
      const records = await api.search(params, options);
      const limit = typeof p.limit === "number" ? p.limit : LIMITS.searchLimitDefault;
      return setInfo(recordsToTable(core, records, { include }), {
        core,
        params: p,
        ...meter.read(),
        truncated: records.length >= limit
      });
    },
    searchAll: (async (params, options) => {
      checkOptionNames(`${core}.searchAll`, options, SEARCH_ALL_OPTIONS);
      return searchAll(client, core, params ?? {}, withDefaults(options));
    }),
    get: async (ids, options) => {
      checkOptionNames(`${core}.get`, options, GET_OPTIONS);
      return hydrate(client, core, ids, withDefaults(options));
    },
    record(serviceId, options = {}) {
      checkOptionNames(`${core}.record`, options, ["include", ...CALL_OPTIONS]);
      const { include, ...call } = options;
      const checked = checkIncludes(core, include);
      return api.get(serviceId, checked.length > 0 ? { ...call, include: checked } : call);
    },
    async lookup(items, options) {
      checkOptionNames(`${core}.lookup`, options, LOOKUP_OPTIONS);
      return lookupAsTable(client, core, items, withDefaults(options));
    }
  };
}
function createFeedCoreTables(client, api, defaults) {
  return {
    ...createCoreTables(client, api, defaults),
    changes: (params, options) => api.changes(params, options)
  };
}
function createRegulatoryCoreTables(client, api, defaults) {
  return { ...createFeedCoreTables(client, api, defaults), section: api.section };
}

// src/tables/follow.ts
function joinLinked(edges, linked) {
  const row = /* @__PURE__ */ new Map();
  for (const [i, id] of Array.from(linked.array("serviceId")).entries()) row.set(id, i);
  const fromIds = [];
  const rows = [];
  const toIds = edges.array("toId");
  const from4 = edges.array("fromId");
  for (let i = 0; i < toIds.length; i++) {
    const at = row.get(toIds[i]);
    if (at === void 0) continue;
    fromIds.push(from4[i]);
    rows.push(at);
  }
  const names = linked.columnNames();
  const columns = { fromId: fromIds };
  for (const name of names) {
    const values = linked.array(name);
    columns[name] = rows.map((i) => values[i]);
  }
  return setColumnTypes(corebookTable(columns, ["fromId", ...names]), { fromId: str, ...columnTypes(linked) ?? {} });
}
async function follow(table4, field2, options, get) {
  const edges = links(table4, field2);
  const core = LINK_TARGETS[field2];
  const source = Array.isArray(table4) ? null : info(table4);
  const ids = [...new Set(edges.array("toId"))];
  const withInfo = (linked) => {
    const linkedInfo = info(linked);
    return setInfo(joinLinked(edges, linked), {
      ...linkedInfo,
      core,
      params: { field: field2, fromCore: source?.core ?? null, include: options.include ?? [] }
    });
  };
  try {
    return withInfo(await get(core, ids, options));
  } catch (error) {
    if (!(error instanceof PartialResultError)) throw error;
    throw new PartialResultError(`follow(${field2}) did not fetch every linked record`, withInfo(error.partial), error.cause, error.failed);
  }
}

// src/store/feed-sync.ts
import { readFile as readFile3 } from "node:fs/promises";
import { join as join4 } from "node:path";
var FILE = "feed-sync-v1.json";
async function readFeedSync(dir) {
  try {
    const parsed = JSON.parse(await readFile3(join4(dir, FILE), "utf8"));
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}
async function writeFeedSync(dir, service, days) {
  const state = await readFeedSync(dir);
  state[service] = { ...state[service], ...days };
  await writeFileAtomic(join4(dir, FILE), JSON.stringify(state, null, 2));
}

// src/tables/refresh-changed.ts
var OVERLAP_DAYS = 2;
function dayBefore(iso, days) {
  return addDays(iso.slice(0, 10), -days);
}
async function refreshChanged(client, cores = FEED_CORES) {
  const cache = client.cache;
  const store = cache?.store;
  if (!cache || !store) {
    throw new UsageError('cache.refreshChanged needs a response store: connect with cache: { mode: "use" } (it is off on the in-process sandbox by default)');
  }
  const bad = cores.filter((core) => !FEED_CORES.includes(core));
  if (bad.length > 0) throw new UsageError(`cache.refreshChanged: ${bad.join(", ")} has no change feed; the cores with one are ${FEED_CORES.join(", ")}`);
  const synced = (await readFeedSync(store.dir))[client.baseUrl] ?? {};
  const { entries } = await store.scan();
  const oldest = {};
  for (const { entry } of entries) {
    if (entry.service !== client.baseUrl || entry.core === null) continue;
    const seen = oldest[entry.core];
    if (seen === void 0 || entry.fetchedAt < seen) oldest[entry.core] = entry.fetchedAt;
  }
  const result = { since: {}, changed: 0, expired: 0 };
  const changed = /* @__PURE__ */ new Set();
  const newDays = {};
  for (const core of cores) {
    const from4 = synced[core] ?? oldest[core];
    if (!from4) {
      result.since[core] = null;
      continue;
    }
    const since = dayBefore(from4, OVERLAP_DAYS);
    result.since[core] = since;
    let latest = from4.slice(0, 10);
    const feed = feedClientOf(client, core);
    for await (const entry of feed.changes({ since }, { fresh: true })) {
      if (entry.updateType !== "unchanged") changed.add(entry.serviceId);
      if (entry.updateDate && entry.updateDate > latest) latest = entry.updateDate.slice(0, 10);
    }
    newDays[core] = latest;
  }
  result.changed = changed.size;
  result.expired = await cache.expire(changed);
  await writeFeedSync(store.dir, client.baseUrl, newDays);
  return result;
}

// src/tables/session.ts
function createSession(client, defaults, extra) {
  setSessionFacts(client, { synthetic: extra.synthetic });
  const cores = {
    biomedcore: createFeedCoreTables(client, client.biomedcore, defaults),
    trialcore: createFeedCoreTables(client, client.trialcore, defaults),
    drugcore: createFeedCoreTables(client, client.drugcore, defaults),
    regulatorycore: createRegulatoryCoreTables(client, client.regulatorycore, defaults),
    genecore: createFeedCoreTables(client, client.genecore, defaults),
    patentcore: createCoreTables(client, client.patentcore, defaults)
  };
  let closed = false;
  return {
    ...cores,
    follow: async (table4, field2, options = {}) => {
      checkOptionNames("follow", options, GET_OPTIONS);
      return follow(table4, field2, options, (core, ids, o) => hydrate(client, core, ids, {
        ...o,
        concurrency: o.concurrency ?? defaults.concurrency,
        onProgress: o.onProgress ?? defaults.onProgress
      }));
    },
    credits: (options) => client.credits(options),
    capabilities: (options) => client.capabilities(options),
    get usage() {
      const u = client.usage.snapshot();
      return {
        requests: u.requests,
        credits: u.credits,
        retries: u.retries,
        waits: u.rateLimitWaits,
        waitedMs: u.waitedMs,
        errors: u.errors,
        cacheHits: u.cacheHits,
        creditsSaved: u.creditsSaved
      };
    },
    cache: {
      dir: client.cache?.store?.dir ?? null,
      mode: client.cache?.mode ?? "off",
      snapshot: client.cache?.snapshot ?? null,
      refreshChanged: (options = {}) => refreshChanged(client, options.cores)
    },
    synthetic: extra.synthetic,
    api: client,
    baseUrl: client.baseUrl,
    offline: extra.offline,
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
      await extra.onClose?.();
    }
  };
}

// src/tables/connect.ts
var DEFAULT_CONCURRENCY = 8;
var CONNECT_OPTIONS = [
  "apiKey",
  "baseUrl",
  "rateLimit",
  "maxCredits",
  "timeoutMs",
  "longTimeoutMs",
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
  "snapshot"
];
async function connect(options = {}) {
  checkOptionNames("connect", options, CONNECT_OPTIONS);
  const env = options.env ?? process.env;
  const apiKey = options.apiKey ?? (env.SV_API_KEY || void 0);
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new UsageError(`connect: concurrency must be a whole number >= 1; got ${JSON.stringify(options.concurrency)}`);
  }
  const defaults = { concurrency, onProgress: options.onProgress };
  const cacheOption = checkCacheOption(options.cache);
  const snapshot = await resolveSnapshot(options.snapshot);
  const clientOptions = {
    rateLimit: options.rateLimit,
    maxCredits: options.maxCredits,
    timeoutMs: options.timeoutMs,
    longTimeoutMs: options.longTimeoutMs,
    retries: options.retries,
    retry: options.retry,
    strict: options.strict,
    quotaDir: options.quotaDir,
    onWarning: options.onWarning
  };
  if (snapshot?.mode === "replay" && snapshot.contents) {
    const { header } = snapshot.contents;
    const cache = await openResponseCache(false, snapshot, { defaultMode: "off", service: header.service, synthetic: header.synthetic });
    const baseUrl = /^https?:\/\//.test(header.service) ? header.service : "http://127.0.0.1:9";
    const client = createClient({
      ...clientOptions,
      rateLimit: false,
      apiKey: "snapshot-replay",
      baseUrl,
      serviceName: header.service,
      cache
    });
    return createSession(client, defaults, { offline: true, synthetic: header.synthetic });
  }
  if (apiKey !== void 0) {
    const baseUrl = options.baseUrl ?? (env.SV_BASE_URL || void 0);
    if (!baseUrl) {
      throw new UsageError("connect: an API key is set but no service address: pass baseUrl or set SV_BASE_URL");
    }
    const service = parseBaseUrl(baseUrl).href;
    const cache = await openResponseCache(cacheOption, snapshot, { defaultMode: "use", service, synthetic: false });
    return createSession(createClient({ ...clientOptions, apiKey, baseUrl, cache }), defaults, { offline: false, synthetic: false });
  }
  const { startSandbox } = await import("./sandbox-I3OFLU5A.js");
  const sandbox = await startSandbox({ ...options.sandbox, rateLimit: options.rateLimit });
  if (!options.quiet) {
    const { seed, today } = sandbox.dataset;
    (options.log ?? console.error)(
      // No port here: it changes on every run, and a notebook re-run must give the same output.
      `corebook: offline sandbox with synthetic data (seed ${seed}, today ${today}) in this process; for the real service set SV_API_KEY and SV_BASE_URL`
    );
  }
  try {
    const now = () => /* @__PURE__ */ new Date(`${sandbox.dataset.today}T00:00:00Z`);
    const serviceName = `corebook-generated:seed=${sandbox.dataset.seed},scale=${sandbox.dataset.scale}`;
    const cache = await openResponseCache(cacheOption, snapshot, { defaultMode: "off", service: serviceName, synthetic: true, createdAt: now() });
    const client = createClient({ ...clientOptions, apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, cache, now, serviceName });
    return createSession(client, defaults, { offline: true, synthetic: true, onClose: () => sandbox.close() });
  } catch (error) {
    await sandbox.close();
    throw error;
  }
}

export {
  MirrorLockedError,
  ServiceError,
  BadRequestError,
  AuthenticationError,
  InsufficientCreditsError,
  PermissionDeniedError,
  NotFoundError,
  UnprocessableEntityError,
  RateLimitError,
  InternalServerError,
  ConnectionError,
  TimeoutError,
  ValidationError,
  BudgetExceededError,
  AbortError,
  estimateCost,
  clientOf,
  defaultCacheDir,
  createClient,
  DEFAULT_MAX_AGE,
  FEED_MAX_AGE,
  SnapshotFormatError,
  StoreMissError,
  PartialResultError,
  runPool,
  setProgressListener,
  startProgress,
  CORE_COLUMNS,
  recordsToTable,
  dateFilters,
  SearchAllCostError,
  LINK_FIELDS,
  LINK_TARGETS,
  links,
  connect,
  parseNumber,
  flatten,
  ageAt,
  dayOps,
  joinOn,
  pairs,
  feedTable,
  feedDecisions,
  applyChanges,
  patentsOfDrugs
};
