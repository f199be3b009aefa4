// API keys are compared in constant time over their SHA-256 digests (hashing gives the equal
// lengths timingSafeEqual demands). Hashing on every request cost more than the rest of a
// get-by-ID's own work (bench/sandbox.mjs), so an Authorization header accepted once is remembered
// and answered by a lookup: a client sends the same header every time. Refused headers are never
// remembered; remembered ones sit in a #private field, which util.inspect does not print.
import { hash, timingSafeEqual } from "node:crypto";

type KeyRole = "admin" | "member";

export interface Principal {
  /** Stable label for buckets and ledgers; never the key itself. */
  id: string;
  role: KeyRole;
}

const digest = (key: string): Buffer => hash("sha256", key, "buffer");
const MAX_REMEMBERED = 64;

export class KeyRegistry {
  private readonly entries: { hash: Buffer; principal: Principal }[] = [];
  readonly #accepted = new Map<string, Principal>();

  constructor(adminKeys: readonly string[], memberKeys: readonly string[]) {
    for (const [i, k] of adminKeys.entries()) this.entries.push({ hash: digest(k), principal: { id: `admin-${i}`, role: "admin" } });
    for (const [i, k] of memberKeys.entries()) this.entries.push({ hash: digest(k), principal: { id: `member-${i}`, role: "member" } });
  }

  /** The principal of an `Authorization` header value, or null when missing or not accepted. */
  authenticate(header: string | undefined | null): Principal | null {
    if (!header) return null;
    const known = this.#accepted.get(header);
    if (known) return known;
    const found = this.check(header);
    if (found) {
      // A client varying the header's spelling ("bearer", spaces) must not grow this without bound.
      if (this.#accepted.size >= MAX_REMEMBERED) this.#accepted.clear();
      this.#accepted.set(header, found);
    }
    return found;
  }

  private check(header: string): Principal | null {
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    if (!match) return null;
    const presented = digest(match[1].trim());
    let found: Principal | null = null;
    // Compare against every key without early exit, so the time taken does not say which matched.
    for (const entry of this.entries) {
      if (timingSafeEqual(entry.hash, presented) && found === null) found = entry.principal;
    }
    return found;
  }
}
