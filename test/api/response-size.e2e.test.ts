// A server (or a proxy in its place) that sends 300 MB as one "page": the default cap stops the
// read with a named error after at most 256 MiB, the body is fetched once (not retried as "cut
// off"), nothing of it reaches the response cache, and the process grows by far less than 1 GB.
// Before the cap: a 400 MB body grew RSS to 4.1 GB, and a 700 MB one was downloaded three times.
import { afterEach, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ResponseTooLargeError } from "../../src/api/index.js";
import { CacheDatabase, openResponseCache } from "../../src/cache/index.js";
import { idOf, testClient } from "./support/fixtures.js";

const BODY_BYTES = 300 * 1000 * 1000;

let server: Server | undefined;
let scratch: string | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((r) => (server ? server.close(r) : r(undefined)));
  server = undefined;
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

/** Answers every request with a 300 MB JSON body, streamed in 1 MB chunks; counts requests and bytes sent. */
async function hugeServer(declareLength: boolean) {
  const seen = { requests: 0, bytesSent: 0 };
  const chunk = Buffer.alloc(1024 * 1024, "x");
  server = createServer((_req, res) => {
    seen.requests++;
    res.writeHead(200, {
      "content-type": "application/json",
      "x-service-credit-cost": "1",
      ...(declareLength ? { "content-length": String(BODY_BYTES) } : {}),
    });
    res.write('{"data": {"description": "');
    let left = BODY_BYTES - 30;
    const pump = () => {
      while (left > 0) {
        const n = Math.min(left, chunk.length);
        left -= n;
        seen.bytesSent += n;
        if (!res.write(n === chunk.length ? chunk : chunk.subarray(0, n))) return void res.once("drain", pump);
      }
      res.end('"}}');
    };
    res.on("error", () => {});
    pump();
  });
  await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
  return { baseUrl: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, seen };
}

describe("a 300 MB response", () => {
  it.each([
    ["streamed without a length", false],
    ["declared by Content-Length", true],
  ])(
    "%s: ResponseTooLargeError, one download, not cached, RSS growth < 1 GB",
    async (_name, declare) => {
      const { baseUrl, seen } = await hugeServer(declare);
      scratch = mkdtempSync(join(tmpdir(), "corebook-huge-"));
      const cache = await openResponseCache({ dir: join(scratch, "cache"), mode: "use" }, null, {
        defaultMode: "use",
        service: baseUrl,
        synthetic: false,
      });
      const client = testClient(baseUrl, { cache, timeoutMs: 120_000 });
      const rssBefore = process.memoryUsage().rss;
      let peak = rssBefore;
      const probe = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      const err = await client.drugcore.get(idOf("drugcore", 1)).catch((e) => e);
      clearInterval(probe);
      peak = Math.max(peak, process.memoryUsage().rss);
      expect(err).toBeInstanceOf(ResponseTooLargeError);
      expect(err.message).toMatch(/larger than the 256 MB this client reads \(option maxResponseBytes\)/);
      expect(seen.requests).toBe(1);
      expect(client.usage.retries).toBe(0);
      expect(client.usage.credits).toBe(1);
      expect(peak - rssBefore).toBeLessThan(1024 ** 3);
      await client.close();
      // Nothing was stored.
      const db = new CacheDatabase(join(scratch, "cache"));
      expect((await db.scan()).entries).toHaveLength(0);
      await db.close();
      console.log(`300 MB body (${_name}): RSS growth ${Math.round((peak - rssBefore) / 1e6)} MB, ${seen.requests} request`);
    },
    180_000,
  );
});
