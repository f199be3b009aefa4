// The sandbox HTTP application (Hono), separate from any listener so it can be served, benched or
// called in process. Order of concerns on every request: authenticate (401), count against the
// rate limit (429), inject faults, route and validate (400/404), bill (402), answer. Rate-limit
// headers go on every response, errors included; nothing escapes as an unformatted 500.
import { Hono } from "hono";
import { CORES } from "../schema/index.js";
import { datasetHeaderOf, type Dataset } from "./dataset.js";
import { KeyRegistry } from "./http/auth.js";
import { SandboxState } from "./http/context.js";
import { pathAndQuery, requestHeader, type Ctx, type Env } from "./http/request-context.js";
import { CreditAccounts } from "./http/credits.js";
import { FaultInjector } from "./http/faults.js";
import { RequestWindow } from "./http/rate-limit.js";
import { Replies } from "./http/reply.js";
import { DEFAULT_SEARCH_PRICE, parseSearchPrice } from "./http/search-price.js";
import {
  ErrorAnswer,
  badRequest,
  internalError,
  notFound,
  tooManyRequests,
  unauthorized,
  unsupportedMediaType,
} from "./http/error-answer.js";
import { DEFAULT_API_KEY, DEFAULT_CREDITS, type SandboxAppOptions } from "./options.js";
import { registerAccountRoutes } from "./routes/account.js";
import { registerChangeRoutes } from "./routes/changes.js";
import { registerLookupRoutes } from "./routes/lookup.js";
import { registerRecordRoutes } from "./routes/records.js";

/** URLs longer than this are refused with a 400 before routing. */
const MAX_URL_LENGTH = 32_768;

interface SandboxApp {
  app: Hono<Env>;
  state: SandboxState;
  /** Builds every search index now (otherwise each is built on its core's first search). */
  warm(): void;
}

export function createSandboxApp(dataset: Dataset, options: SandboxAppOptions = {}): SandboxApp {
  const keys = new KeyRegistry(options.apiKeys ?? [DEFAULT_API_KEY], options.memberKeys ?? []);
  const limiter =
    options.rateLimit === false ? null : new RequestWindow(options.rateLimit ?? { requests: 60, windowMs: 60_000 }, options.now);
  const faults = new FaultInjector(options.faults);
  const replies = new Replies(datasetHeaderOf(dataset), limiter);
  const pricing = parseSearchPrice(options.searchPrice ?? DEFAULT_SEARCH_PRICE);
  const state = new SandboxState(dataset, new CreditAccounts(options.credits ?? DEFAULT_CREDITS, pricing), replies);
  const app = new Hono<Env>();
  // A body nested thousands of levels deep exhausts the stack of any recursive reader (JSON
  // validation included): that is the client's input at fault, answered as a 400 like the service.
  const isTooDeep = (err: unknown) => err instanceof RangeError && /call stack/i.test(err.message);
  const tooDeep = () => badRequest("the request body is nested too deeply", "body", { body: "nested too deeply" });
  const asErrorAnswer = (err: unknown): ErrorAnswer => (err instanceof ErrorAnswer ? err : isTooDeep(err) ? tooDeep() : internalError());

  app.onError((err, c) => replies.error(c, asErrorAnswer(err)));
  app.notFound((c) => replies.error(c, notFound(`no such endpoint: ${c.req.method} ${new URL(c.req.url).pathname}`)));

  // One middleware in front of every route (each extra one is another async step per request).
  app.use("*", async (c, next) => {
    c.set("rate", null);
    c.set("cost", null);
    try {
      admit(c);
      await next();
    } catch (err) {
      // Hono hands Error throws from routes to onError; these are this middleware's and non-Errors.
      c.res = replies.error(c, asErrorAnswer(err));
    }
  });

  /** Authentication, rate limit, request checks and injected faults: throws the error to answer with. */
  function admit(c: Ctx): void {
    const principal = keys.authenticate(requestHeader(c, "authorization"));
    if (!principal) throw unauthorized();
    c.set("principal", principal);
    if (limiter) {
      const rate = limiter.take(principal.id);
      c.set("rate", rate);
      if (!rate.allowed) {
        const windowSeconds = Math.round(limiter.config.windowMs / 1000);
        throw tooManyRequests(limiter.retryAfterSeconds(rate), rate.limit, windowSeconds);
      }
    }
    if (c.req.url.length > MAX_URL_LENGTH) {
      throw badRequest(`request URL too long (${c.req.url.length} characters, at most ${MAX_URL_LENGTH})`, "query", { query: "too long" });
    }
    const encoding = requestHeader(c, "content-encoding");
    // The sandbox reads bodies as sent: a compressed one would be read as garbage JSON, so it is refused by name.
    if (encoding !== undefined && !/^\s*identity\s*$/i.test(encoding)) {
      throw unsupportedMediaType(`Content-Encoding ${JSON.stringify(encoding)} is not supported; send the body uncompressed`, {
        "content-encoding": "only identity (no encoding) is supported",
      });
    }
    const fault = faults.active ? faults.check(c.req.method, pathAndQuery(c.req.url)) : null;
    if (fault)
      throw new ErrorAnswer(
        fault,
        fault === 503 ? "SERVICE_UNAVAILABLE" : "INTERNAL_SERVER_ERROR",
        "injected fault (sandbox fault injection)",
      );
  }

  registerAccountRoutes(app, state);
  registerLookupRoutes(app, state);
  registerChangeRoutes(app, state);
  registerRecordRoutes(app, state);

  return {
    app,
    state,
    warm: () => {
      for (const core of CORES) state.engine.warm(core);
    },
  };
}
