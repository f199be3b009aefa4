// One of the processes of the shared-quota test: the built package, a client paced at the test
// server's limit, its calls started when the parent says go. Prints its usage as JSON.
import { createClient } from "../../dist/api/index.js";

const [baseUrl, apiKey, calls, requests, windowMs] = process.argv.slice(2);
const client = createClient({ apiKey, baseUrl, rateLimit: { requests: Number(requests), windowMs: Number(windowMs) }, timeoutMs: 30_000 });
await new Promise((resolve) => {
  process.once("message", resolve);
  process.send({ ready: true });
});
await Promise.all(Array.from({ length: Number(calls) }, () => client.credits()));
process.send({ usage: client.usage.snapshot() });
await client.close();
process.disconnect();
