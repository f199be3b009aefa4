// The API key must never reach an error message, log or file, even when a server echoes it back
// (a misconfigured proxy may reflect the Authorization header into an error body, or a request
// URL in its percent-encoded or form-encoded form).

const REDACTED = "[redacted]";

/** The written forms a server may echo the secret in: as is, percent-encoded, form-encoded. */
function secretForms(secret: string): string[] {
  const encoded = encodeURIComponent(secret);
  const forms = new Set([secret, encoded, encoded.replace(/%20/g, "+"), encodeURI(secret)]);
  // Longest first, so a shorter form never cuts a longer one in half.
  return [...forms].sort((a, b) => b.length - a.length);
}

/** Replaces every occurrence of the secret (and any `Bearer <token>`) in a text. */
export function redactSecret(text: string, secret: string | undefined): string {
  let out = text;
  if (secret && secret.length > 0) {
    for (const form of secretForms(secret)) {
      out = out.split(form).join(REDACTED);
      // Percent-escapes may come back in lower case (%2f).
      if (form.includes("%")) out = out.replace(new RegExp(escapeRegExp(form), "gi"), REDACTED);
    }
  }
  return out.replace(/Bearer\s+[^\s"',;]+/gi, `Bearer ${REDACTED}`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
