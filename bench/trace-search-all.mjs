// Prints every search one searchAll sends on the medium sandbox (params, limit, returned): where
// the credits of a query go. Run: [SEED=42] [DAY=2026-05-01] node bench/trace-search-all.mjs drugcore inhibitor ['{"from":..}'] ['{"drugType":[..]}']
import { loadTs } from "./support/load-ts.mjs";

const [core = "drugcore", query = "inhibitor", optionsJson = "{}", paramsJson = "{}"] = process.argv.slice(2);
const load = loadTs("search-all-trace", ["src"]);
const { startSandbox } = await load("src/sandbox/index.js");
const { openSession: connect, info } = await load("src/tables/index.js");

const sandbox = await startSandbox({
  seed: Number(process.env.SEED ?? 42),
  scale: "medium",
  today: process.env.DAY ?? "2026-05-01",
  rateLimit: false,
});
const sv = await connect({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, rateLimit: false, cache: false });
const coreApi = sv.api[core];
const search = coreApi.search.bind(coreApi);
coreApi.search = async (params, options) => {
  const records = await search(params, options);
  const { query: _q, ...rest } = params;
  console.log(`${JSON.stringify(rest)}  -> ${records.length}`);
  return records;
};
const table = await sv[core].searchAll({ query, ...JSON.parse(paramsJson) }, { maxCredits: 1e9, ...JSON.parse(optionsJson) });
const i = info(table);
console.log(`records ${table.numRows()} requests ${i.requests} credits ${i.credits} truncated ${i.truncated}`);
for (const w of i.truncatedWindows) console.log(`truncated: ${JSON.stringify(w)}`);
await sv.close();
await sandbox.close();
