// API keys are compared in constant time over their SHA-256 digests: hashing first gives equal
// lengths (timingSafeEqual demands it) and keeps the raw keys out of the registry after start.
import { createHash, timingSafeEqual } from "node:crypto";

export type KeyRole = "admin" | "member";

export interface Principal {
  /** Stable label for buckets and ledgers; never the key itself. */
  id: string;
  role: KeyRole;
}

const digest = (key: string): Buffer => createHash("sha256").update(key, "utf8").digest();

export class KeyRegistry {
  private readonly entries: { hash: Buffer; principal: Principal }[] = [];

  constructor(adminKeys: readonly string[], memberKeys: readonly string[]) {
    for (const [i, k] of adminKeys.entries()) this.entries.push({ hash: digest(k), principal: { id: `admin-${i}`, role: "admin" } });
    for (const [i, k] of memberKeys.entries()) this.entries.push({ hash: digest(k), principal: { id: `member-${i}`, role: "member" } });
  }

  /** The principal of an `Authorization` header value, or null when missing or not accepted. */
  authenticate(header: string | undefined | null): Principal | null {
    if (!header) return null;
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
