// Decoding a request's query string with the shared parameter specs, turning their field messages
// into the service's 400 body. The query string is read strictly: WHATWG URLSearchParams keeps a
// broken escape (`%2`) as literal text and turns bytes that are not UTF-8 into U+FFFD, so a typo
// would be searched for instead of refused; here either is a 400 naming the parameter.
import { decodeQuery, type ParamsSpec, type ParamsValue } from "../../schema/index.js";
import { badRequest } from "./error-answer.js";
import type { Ctx } from "./request-context.js";

/** One `name=value` piece of a query string, decoded as a form field (`+` is a space). */
function decodePiece(piece: string): string | null {
  try {
    return decodeURIComponent(piece.replace(/\+/g, " "));
  } catch {
    // URIError: a `%` without two hex digits after it, or escapes that are not UTF-8.
    return null;
  }
}

/** The query string's pairs in order, or a 400 naming the first parameter that is not valid percent-encoded UTF-8. */
function searchParamsOf(c: Ctx): URLSearchParams {
  const url = c.req.url;
  const q = url.indexOf("?");
  const params = new URLSearchParams();
  if (q < 0) return params;
  for (const piece of url.slice(q + 1).split("&")) {
    if (piece === "") continue;
    const eq = piece.indexOf("=");
    const rawName = eq < 0 ? piece : piece.slice(0, eq);
    const name = decodePiece(rawName);
    const value = decodePiece(eq < 0 ? "" : piece.slice(eq + 1));
    if (name === null || value === null) {
      const shown = name ?? rawName;
      const why = "is not valid percent-encoded UTF-8 (a % must be followed by two hex digits that encode UTF-8 bytes)";
      throw badRequest(`invalid query string: ${JSON.stringify(shown)} ${why}`, "query", Object.fromEntries([[shown, why]]));
    }
    params.append(name, value);
  }
  return params;
}

export function decodeOrThrow<S extends ParamsSpec>(c: Ctx, spec: S): ParamsValue<S> {
  const r = decodeQuery(spec, searchParamsOf(c));
  if (!r.ok) throw badRequest(`invalid query parameters: ${Object.values(r.fields).join("; ")}`, "query", r.fields);
  return r.value;
}
