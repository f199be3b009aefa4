// The API key must never reach an error message, log or file, even when a server echoes it back
// (a misconfigured proxy may reflect the Authorization header into an error body, or a request
// URL in its percent-encoded or form-encoded form).

const REDACTED = "[redacted]";

/**
 * The stretch of base64 (and base64url) text that only the secret's bytes determine, for each of
 * the three alignments the secret can have inside a longer encoded text (a Basic credential, a
 * token, a logged header). Redacting it leaves at most two bytes of the secret at either edge.
 */
function base64Forms(secret: string): string[] {
  const bytes = Buffer.from(secret, "utf8");
  const out: string[] = [];
  for (let offset = 0; offset < 3; offset++) {
    const padded = Buffer.concat([Buffer.alloc(offset), bytes]);
    const first = Math.ceil(offset / 3);
    const last = Math.floor((offset + bytes.length) / 3);
    if (last - first < 2) continue; // too short to be a recognisable mark
    for (const encoding of ["base64", "base64url"] as const) {
      out.push(padded.toString(encoding).slice(first * 4, last * 4));
    }
  }
  return out;
}

// One session has one key: its forms are worked out once, not on every text redacted.
let lastSecret: string | undefined;
let lastForms: string[] = [];

/** The written forms a server may echo the secret in: as is, percent-encoded, form-encoded, base64. */
function secretForms(secret: string): string[] {
  if (secret !== lastSecret) {
    lastForms = computeSecretForms(secret);
    lastSecret = secret;
  }
  return lastForms;
}

function computeSecretForms(secret: string): string[] {
  const encoded = encodeURIComponent(secret);
  const forms = new Set([secret, encoded, encoded.replace(/%20/g, "+"), encodeURI(secret), ...base64Forms(secret)]);
  // Longest first, so a shorter form never cuts a longer one in half.
  return [...forms].sort((a, b) => b.length - a.length);
}

/**
 * Replaces every occurrence of the secret, in any of its forms, in a text. Only the key itself is
 * touched: data (a record's text or ID) is never altered unless it holds the key.
 */
export function redactKey(text: string, secret: string): string {
  let out = text;
  for (const form of secretForms(secret)) {
    out = out.split(form).join(REDACTED);
    // Percent-escapes may come back in lower case (%2f).
    if (form.includes("%")) out = out.replace(new RegExp(escapeRegExp(form), "gi"), REDACTED);
  }
  return out;
}

/** Whether a text holds the secret in any of its forms (cheaper than redacting it). */
export function holdsKey(text: string, secret: string): boolean {
  let lower: string | undefined;
  for (const form of secretForms(secret)) {
    if (text.includes(form)) return true;
    if (!form.includes("%")) continue;
    lower ??= text.toLowerCase();
    if (lower.includes(form.toLowerCase())) return true;
  }
  return false;
}

/** For messages and errors: the secret in any form, and any `Bearer <token>` besides. */
export function redactSecret(text: string, secret: string | undefined): string {
  const out = secret ? redactKey(text, secret) : text;
  return out.replace(/Bearer\s+[^\s"',;]+/gi, `Bearer ${REDACTED}`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
