// A sync in its own process, for the crash tests: the built package, the sandbox behind the test's
// proxy, no client pacing (the sandbox in those tests does not limit, and the tests kill by request
// count). With a definition file it is `mirror init`: the mirror is created (or resumed) and seeded.
import { readFileSync } from "node:fs";
import { connect } from "../../dist/index.js";

const [dir, baseUrl, apiKey, definitionFile] = process.argv.slice(2);
// No response cache: the kills are placed by the requests the server counts.
const sv = await connect({ apiKey, baseUrl, rateLimit: false, onProgress: false, retries: 0, cache: false });
const m = await sv.mirror(dir, definitionFile ? JSON.parse(readFileSync(definitionFile, "utf8")) : undefined);
await m.sync();
m.close();
await sv.close();
