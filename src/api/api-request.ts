// One request as every caller describes it to runRequest (request.ts): where it goes, what it is
// expected to cost and how its body is read. Apart from request.ts so that stored-response.ts, which
// request.ts calls, can name it without importing request.ts back.
import type { CoreName } from "../schema/index.js";
import type { Endpoint } from "./ledger.js";

export interface ApiRequest<T> {
  core: CoreName | null;
  endpoint: Endpoint;
  method: "GET" | "POST";
  /** `/api/v1/...` */
  path: string;
  /** Encoded query string without `?`. */
  query?: string;
  body?: unknown;
  /** The price known before sending (for the budget), or null when unknown. */
  cost: number | null;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Turns the whole success body (`{ data, ... }`) into the result. */
  parse: (body: Record<string, unknown>) => T;
  /** Skip the stored copy and ask the service (the answer is still stored). */
  fresh?: boolean;
  /** Told what each response to this request was charged (see CallOptions.onCharged). */
  onCharged?: (credits: number) => void;
  /** The body's `data` is records of this core (one, or a list): see stored-response.ts on verbatim bodies. */
  records?: CoreName;
}
