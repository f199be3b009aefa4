// Users paste base URLs in every form: with or without a trailing slash, with or without the
// `/api/v1` prefix. Request paths always start with `/api/v1/`, so the prefix is stripped once here.
import { MisuseError } from "../errors/index.js";

export interface BaseUrl {
  /** scheme://host[:port], what undici dispatches to. */
  origin: string;
  /** Any path in front of `/api/v1` (a reverse proxy mount), without trailing slash; usually "". */
  mount: string;
  /** The normalized form, for display and for keying the shared rate limiter. */
  href: string;
}

export function parseBaseUrl(input: string): BaseUrl {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new MisuseError(`baseUrl must be an absolute http(s) URL such as "http://127.0.0.1:8080"; got ${JSON.stringify(input)}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new MisuseError(`baseUrl must use http or https; got ${JSON.stringify(url.protocol)}`);
  }
  if (url.username || url.password) {
    // Credentials in the URL would leak into messages; the key goes in the Authorization header.
    throw new MisuseError("baseUrl must not carry credentials; pass the key as apiKey");
  }
  let mount = url.pathname.replace(/\/+$/, "");
  mount = mount.replace(/\/api\/v1$/, "");
  return { origin: url.origin, mount, href: url.origin + mount };
}

/** Joins a request path (`/api/v1/...`) and an encoded query string (without `?`) under the mount. */
export function requestPath(base: BaseUrl, path: string, query?: string): string {
  const p = path.startsWith("/") ? path : `/${path}`;
  return base.mount + p + (query ? `?${query}` : "");
}
