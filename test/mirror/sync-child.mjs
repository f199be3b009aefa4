// A sync in its own process, for the crash test: the built package, the sandbox behind the test's
// proxy, no client pacing (the sandbox in that test does not limit, and the test kills by request count).
import { connect } from "../../dist/index.js";

const [dir, baseUrl, apiKey] = process.argv.slice(2);
// No response store: the kills are placed by the requests the server counts.
const sv = await connect({ apiKey, baseUrl, rateLimit: false, onProgress: false, retries: 0, cache: false });
const m = await sv.mirror(dir);
await m.sync();
m.close();
await sv.close();
