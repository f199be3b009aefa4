// The API key must never reach an error message, log or file, even when a server echoes it back
// (a misconfigured proxy may reflect the Authorization header into an error body).

const REDACTED = "[redacted]";

/** Replaces every occurrence of the secret (and any `Bearer <token>`) in a text. */
export function redactSecret(text: string, secret: string | undefined): string {
  let out = text;
  if (secret && secret.length > 0) out = out.split(secret).join(REDACTED);
  return out.replace(/Bearer\s+[^\s"',;]+/gi, `Bearer ${REDACTED}`);
}
