// Requests and credits spent by one table operation, read as the change in the client's counters
// between its start and end. Operations that overlap on one session (Promise.all of two gets)
// each count the other's requests too; sequential notebook cells, the common case, are exact.
// The same holds for the schema warnings (values lenient parsing kept although they drifted).
import type { CoreApi } from "../api/index.js";
import { warningMark, warningsSince, type SchemaWarning } from "../schema/index.js";

export interface Meter {
  read(): { requests: number; credits: number; fetchedAt: Date; warnings: SchemaWarning[] };
}

export function startMeter(client: CoreApi): Meter {
  const start = { requests: client.usage.requests, credits: client.usage.credits, warnings: warningMark() };
  return {
    read: () => ({
      requests: client.usage.requests - start.requests,
      credits: client.usage.credits - start.credits,
      fetchedAt: new Date(),
      warnings: warningsSince(start.warnings),
    }),
  };
}
