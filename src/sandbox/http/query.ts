// Decoding a request's query string and path with the shared parameter specs, turning their
// field messages into the service's 400 body.
import { decodeQuery, type ParamsSpec, type ParamsValue } from "../../schema/index.js";
import { badRequest } from "./service-error.js";
import type { Ctx } from "./context.js";

export function searchParamsOf(c: Ctx): URLSearchParams {
  const url = c.req.url;
  const q = url.indexOf("?");
  return new URLSearchParams(q >= 0 ? url.slice(q + 1) : "");
}

export function decodeOrThrow<S extends ParamsSpec>(c: Ctx, spec: S): ParamsValue<S> {
  const r = decodeQuery(spec, searchParamsOf(c));
  if (!r.ok) throw badRequest(`invalid query parameters: ${Object.values(r.fields).join("; ")}`, "query", r.fields);
  return r.value;
}
