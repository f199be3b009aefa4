// The API key must never reach an error message, log or file, even when a server echoes it back
// (a misconfigured proxy may reflect the Authorization header into an error body).

const REDACTED = "[redacted]";

/** Replaces every occurrence of the secret (and any `Bearer <token>`) in a text. */
export function redactSecret(text: string, secret: string | undefined): string {
  let out = text;
  if (secret && secret.length > 0) out = out.split(secret).join(REDACTED);
  return out.replace(/Bearer\s+[^\s"',;]+/gi, `Bearer ${REDACTED}`);
}

/** Redacts the secret in every string of a JSON-like value (objects and arrays are copied). */
export function redactDeep<T>(value: T, secret: string | undefined): T {
  if (typeof value === "string") return redactSecret(value, secret) as T;
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, secret)) as T;
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[redactSecret(k, secret)] = redactDeep(v, secret);
    return out as T;
  }
  return value;
}
