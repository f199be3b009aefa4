// A sync in its own process, for the crash test: the built package, the sandbox behind the test's
// proxy, no client pacing (the sandbox in that test does not limit, and the test kills by request count).
import { connect } from "../../dist/index.js";

const [dir, baseUrl, apiKey] = process.argv.slice(2);
const sv = await connect({ apiKey, baseUrl, rateLimit: false, onProgress: false, retries: 0 });
const m = await sv.mirror(dir);
await m.sync();
m.close();
await sv.close();
