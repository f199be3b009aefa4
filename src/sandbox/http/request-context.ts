// A request as Hono hands it to a route handler (the principal, rate and cost the middleware set on
// it), and the two reads of it every handler needs. Apart from context.ts (the sandbox's state) so
// that reply.ts, which the state holds, can name it without importing the state back.
import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import type { Principal } from "./auth.js";
import type { RateState } from "./rate-limit.js";

export type Env = {
  /** Set by @hono/node-server when served over HTTP; absent when the app is called in process (app.fetch). */
  Bindings: { incoming?: IncomingMessage };
  Variables: { principal: Principal; rate: RateState | null; cost: number | null };
};
export type Ctx = Context<Env>;

/**
 * A request header's value. Served over HTTP it is read from Node's own header object: Hono's
 * `c.req.header()` would first build a WHATWG Headers object from every header of the request.
 */
export function requestHeader(c: Ctx, name: string): string | undefined {
  const incoming = c.env?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** `/path?query` of a request URL (Hono's `c.req.url` is absolute). */
export function pathAndQuery(url: string): string {
  const afterScheme = url.indexOf("//");
  const slash = url.indexOf("/", afterScheme < 0 ? 0 : afterScheme + 2);
  return slash < 0 ? "/" : url.slice(slash);
}
