// Where the credits went. The server charges per response (X-Service-Credit-Cost); the ledger keeps
// the total, the total per core and a bounded log of recent requests, and enforces `maxCredits`:
// a request whose known price would not fit in what is left is refused before it is sent.
import { creditCost, type CoreName, type CostEndpoint, type CostParams } from "../schema/index.js";
import { BudgetExceededError, type ErrorContext } from "./errors.js";
import { MisuseError } from "../errors/index.js";

/** The endpoints the ledger and the price list know (one list, in schema/costs.ts). */
export type Endpoint = CostEndpoint;
export type { CostParams };

/** One request in the credit ledger (`ledger.recent()`). */
export interface LedgerEntry {
  /** ISO timestamp of the response. */
  at: string;
  /** The core asked, or null for the free endpoints outside the cores (credits, capabilities). */
  core: CoreName | null;
  /** Which kind of request it was: `search`, `get`, `lookup`, `section`, `changes`, `credits` or `capabilities`. */
  endpoint: Endpoint;
  /** HTTP method, `GET` or `POST` (lookups). */
  method: string;
  /** Path and query (never the key). */
  path: string;
  /** HTTP status, or null when no response came. */
  status: number | null;
  /** Credits the server charged for it (0 when it sent no cost header). */
  credits: number;
}

interface LedgerOptions {
  /** Budget for this client; null or undefined for none. */
  maxCredits?: number | null;
  /** How many recent entries to keep (default 1000). */
  recentLimit?: number;
}

interface Reservation {
  /** Records what the server charged (0 when it sent no cost header) and frees the reservation. */
  settle(entry: Omit<LedgerEntry, "at">): void;
  /** Frees the reservation without recording anything (nothing was sent). */
  cancel(): void;
}

/**
 * Where the credits went: the total, the total per core and the recent requests; it refuses a request whose price would exceed
 * `maxCredits`.
 */
export class CreditLedger {
  /** The budget of this client in credits, or null for none. */
  readonly maxCredits: number | null;
  private readonly recentLimit: number;
  private spent = 0;
  private reserved = 0;
  private byCore = new Map<string, number>();
  private log: LedgerEntry[] = [];

  constructor(options: LedgerOptions = {}) {
    const max = options.maxCredits ?? null;
    if (max !== null && !(typeof max === "number" && max >= 0 && Number.isFinite(max))) {
      throw new MisuseError(`maxCredits must be a non-negative number; got ${JSON.stringify(max)}`);
    }
    this.maxCredits = max;
    this.recentLimit = options.recentLimit ?? 1000;
  }

  /** Credits charged so far. */
  get total(): number {
    return this.spent;
  }

  /** Credits left under `maxCredits` (counting requests in flight at their price), or null without a budget. */
  get remaining(): number | null {
    return this.maxCredits === null ? null : Math.max(0, this.maxCredits - this.spent - this.reserved);
  }

  /** Credits charged per core (cores without requests are absent). */
  perCore(): Partial<Record<CoreName, number>> {
    return Object.fromEntries(this.byCore) as Partial<Record<CoreName, number>>;
  }

  /** The most recent requests, oldest first. */
  recent(): LedgerEntry[] {
    return [...this.log];
  }

  /**
   * Holds `cost` credits for a request about to be sent, or throws BudgetExceededError when it would
   * not fit. An unknown cost (null) goes through while anything is left, and is settled at the
   * server's price.
   */
  reserve(cost: number | null, ctx: ErrorContext): Reservation {
    const left = this.remaining;
    if (left !== null) {
      const need = cost ?? 0;
      if (need > left || (cost === null && left <= 0)) {
        throw new BudgetExceededError({
          code: "BUDGET_EXCEEDED",
          detail: `this request costs ${cost ?? "an unknown number of"} credits but only ${left} of maxCredits ${this.maxCredits} are left (${this.spent} spent${this.reserved ? `, ${this.reserved} held by requests in flight` : ""})`,
          ...ctx,
        });
      }
    }
    const held = cost ?? 0;
    this.reserved += held;
    let done = false;
    const free = () => {
      if (done) return false;
      done = true;
      this.reserved -= held;
      return true;
    };
    return {
      settle: (entry) => {
        if (!free()) return;
        this.record(entry);
      },
      cancel: () => {
        free();
      },
    };
  }

  private record(entry: Omit<LedgerEntry, "at">): void {
    this.spent += entry.credits;
    if (entry.core && entry.credits) this.byCore.set(entry.core, (this.byCore.get(entry.core) ?? 0) + entry.credits);
    this.log.push({ at: new Date().toISOString(), ...entry });
    if (this.log.length > this.recentLimit) this.log.splice(0, this.log.length - this.recentLimit);
  }

  /** What `JSON.stringify` shows: `total`, `maxCredits`, `remaining` and `perCore`. */
  toJSON(): Record<string, unknown> {
    return { total: this.spent, maxCredits: this.maxCredits, remaining: this.remaining, perCore: this.perCore() };
  }
}

/**
 * Far above any price the service publishes (a search of 300 results costs 75): a larger cost is
 * a broken or hostile answer, not a bill.
 */
export const MAX_CREDIT_COST = 1_000_000;

/**
 * Reads X-Service-Credit-Cost: a missing header means the response was free; null means it is not
 * a credit cost at all (not a number, negative, not finite, or above MAX_CREDIT_COST), which
 * request.ts refuses as a protocol error rather than add to the usage.
 */
export function creditCostHeader(headers: Record<string, string>): number | null {
  const raw = headers["x-service-credit-cost"];
  if (raw === undefined) return 0;
  const text = raw.trim();
  const n = text === "" ? Number.NaN : Number(text);
  return Number.isFinite(n) && n >= 0 && n <= MAX_CREDIT_COST ? n : null;
}

/**
 * The price of a call before making it, from the service's published prices (search 5 per started
 * 20 results, other calls 1, credits and capabilities free). Prices do not differ by core today;
 * the core is part of the signature so they may.
 */
export function estimateCost(core: CoreName | null, endpoint: Endpoint, params: CostParams = {}): number {
  void core;
  return creditCost(endpoint, params);
}
