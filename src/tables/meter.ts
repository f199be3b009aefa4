// Requests and credits spent by one table operation, read as the change in the client's counters
// between its start and end. Operations that overlap on one session (Promise.all of two gets)
// each count the other's requests too; sequential notebook cells, the common case, are exact.
import type { CoreApi } from "../api/index.js";
import { serviceNow } from "./service-clock.js";

export interface Meter {
  read(): { requests: number; credits: number; fetchedAt: Date };
}

export function startMeter(client: CoreApi): Meter {
  const start = { requests: client.usage.requests, credits: client.usage.credits };
  return {
    read: () => ({
      requests: client.usage.requests - start.requests,
      credits: client.usage.credits - start.credits,
      fetchedAt: serviceNow(client),
    }),
  };
}
