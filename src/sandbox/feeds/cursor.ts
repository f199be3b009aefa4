// Feed cursors are opaque to clients but not to us: base64url JSON naming the core, the window
// start, the next row to scan and a digest of the scoped id set, sealed with an HMAC so that an
// edited cursor is refused (400) instead of silently reading somewhere else.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

interface CursorState {
  core: string;
  since: string;
  position: number;
  scope: string;
}

type CursorProblem = string;

export const scopeDigest = (ids: readonly string[]): string =>
  ids.length === 0
    ? "all"
    : createHash("sha256")
        .update([...new Set(ids)].sort().join("\n"))
        .digest("base64url")
        .slice(0, 22);

export class CursorCodec {
  constructor(private readonly secret: string) {}

  private mac(payload: string): Buffer {
    return createHmac("sha256", this.secret).update(payload).digest().subarray(0, 16);
  }

  encode(state: CursorState): string {
    const payload = Buffer.from(JSON.stringify([1, state.core, state.since, state.position, state.scope])).toString("base64url");
    return `${payload}.${this.mac(payload).toString("base64url")}`;
  }

  /** The state of a cursor, or a reason it cannot be used. */
  decode(cursor: string): CursorState | CursorProblem {
    const [payload, mac, extra] = cursor.split(".");
    if (!payload || !mac || extra !== undefined || !/^[A-Za-z0-9_-]+$/.test(payload + mac)) return "not a cursor issued by this service";
    const given = Buffer.from(mac, "base64url");
    const expected = this.mac(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "the cursor was altered or issued by another dataset";
    try {
      const [v, core, since, position, scope] = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as unknown[];
      if (
        v !== 1 ||
        typeof core !== "string" ||
        typeof since !== "string" ||
        typeof scope !== "string" ||
        typeof position !== "number" ||
        !Number.isInteger(position) ||
        position < 0
      )
        return "not a cursor issued by this service";
      return { core, since, position, scope };
    } catch {
      return "not a cursor issued by this service";
    }
  }
}
