// readMany() serves a warm get's hits in one pass: each hit must be judged by its own request (its
// core's maxAge), however many misses come before it, and its bytes must be the body stored.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { CacheDatabase } from "../../src/cache/cache-database.js";
import type { StoredRequest } from "../../src/cache/canonical-key.js";
import { createResponseCache } from "../../src/cache/response-cache.js";

const DAY = 86_400_000;
const request = (core: string, id: string): StoredRequest => ({
  core,
  endpoint: "get",
  method: "GET",
  baseUrl: "http://h/",
  path: `/api/v1/cores/${core}/records/${id}`,
});

test("a hit after misses is judged by its own request's maxAge, and comes with its own body", async () => {
  const store = new CacheDatabase(mkdtempSync(join(tmpdir(), "corebook-read-many-")));
  const cache = createResponseCache({ store, mode: "use", maxAge: { trialcore: DAY, drugcore: 7 * DAY } });
  const now = new Date("2026-03-10T00:00:00Z");
  const threeDaysAgo = new Date(now.getTime() - 3 * DAY);
  const kept = [request("drugcore", "SVDR_1"), request("drugcore", "SVDR_2")];
  for (const [i, req] of kept.entries())
    await cache.write(req, { text: `{"data":{"serviceId":"SVDR_${i + 1}"}}`, fetchedAt: threeDaysAgo, credits: 1 });
  try {
    // Two trials never stored, then the two drugs: three days old, fresh under DrugCore's week.
    const asked = [request("trialcore", "SVTC_1"), kept[0], request("trialcore", "SVTC_2"), kept[1]];
    // A hit's bytes are lent until the next one is read: each is decoded as it is reached.
    const served: (string | null)[] = [];
    for (const hit of await cache.readMany(asked, now))
      served.push(hit === null ? null : "bytes" in hit ? hit.bytes.toString("utf8") : hit.text);
    expect(served).toEqual([null, '{"data":{"serviceId":"SVDR_1"}}', null, '{"data":{"serviceId":"SVDR_2"}}']);
  } finally {
    await cache.close();
  }
});
