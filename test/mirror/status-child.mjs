// Another process using a mirror that the test process holds open (idle): its status, a sync, and
// its status again, printed as JSON. The built package, the test's sandbox, no pacing.
import { connect } from "../../dist/index.js";

const [dir, baseUrl, apiKey] = process.argv.slice(2);
const sv = await connect({ apiKey, baseUrl, rateLimit: false, onProgress: false, cache: false, quiet: true });
const m = await sv.mirror(dir);
const before = await m.status();
const report = await m.sync();
const after = await m.status();
m.close();
await sv.close();
console.log(JSON.stringify({ before, synced: report.day, after }));
