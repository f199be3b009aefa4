// Answers the client refuses as they come, before reading a body: a redirect, which would carry the
// Bearer key to another place if followed (undici does not follow, and neither do we), and a credit
// cost that is not one. Both are final: asking again would get the same answer, and neither is kept.
import { ProtocolError, RedirectError, type ErrorContext } from "./errors.js";
import { MAX_CREDIT_COST } from "./ledger.js";

interface Answer {
  status: number;
  headers: Record<string, string>;
}

export function isRedirect(status: number): boolean {
  return status >= 300 && status < 400;
}

/** The error for a 3xx: names where it pointed (host only; `redact` keeps the key out of it). */
export function redirectRefused(res: Answer, ctx: ErrorContext, redact: (text: string) => string): RedirectError {
  const location = res.headers.location;
  // The host as written (URL would lower-case it, and a key inside it would then escape redaction),
  // without any user:password@ part.
  const absolute = location === undefined ? null : /^[a-z][a-z0-9+.-]*:\/\/(?:[^/?#@]*@)?([^/?#]*)/i.exec(location.trim());
  const target =
    location === undefined
      ? "no Location header"
      : absolute
        ? `to host ${redact(absolute[1])}`
        : `to ${redact(location.trim().split(/[?#]/)[0])} on the same host`;
  return new RedirectError({
    status: res.status,
    code: "REDIRECT",
    detail:
      `the service answered with a redirect (${target}); corebook does not follow redirects, so the API key was not sent there. ` +
      "Check the base URL (SV_BASE_URL): it should name the service itself, with https:// if the service uses it",
    ...ctx,
  });
}

/** The error for an X-Service-Credit-Cost that is not a credit cost; nothing of it was counted. */
export function creditCostRefused(res: Answer, ctx: ErrorContext, redact: (text: string) => string): ProtocolError {
  const raw = redact(res.headers["x-service-credit-cost"] ?? "").slice(0, 40);
  return new ProtocolError({
    status: res.status,
    code: "INVALID_CREDIT_COST",
    detail:
      `the response's X-Service-Credit-Cost ${JSON.stringify(raw)} is not a credit cost (a number from 0 to ${MAX_CREDIT_COST}); ` +
      "the response was refused and nothing was added to the usage",
    ...ctx,
  });
}
