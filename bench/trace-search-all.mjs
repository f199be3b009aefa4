// Prints every search one searchAll sends on the medium sandbox (params, limit, returned): where
// the credits of a query go. Several queries share one sandbox: pass core:query pairs. TrialCore
// queries get the bench's range (startDate 1990-2036) unless options are given.
// Run: [SEED=42] [DAY=2026-05-01] node bench/trace-search-all.mjs drugcore:inhibitor [regulatorycore:kinase ...] ['{"from":..}'] ['{"drugType":[..]}']
import { loadTs } from "./support/load-ts.mjs";
import { TRIALS } from "./support/search-all-queries.mjs";

const args = process.argv.slice(2);
const pairs = args.filter((a) => !a.startsWith("{"));
const [optionsJson, paramsJson = "{}"] = args.filter((a) => a.startsWith("{"));
const load = loadTs("search-all-trace", ["src"]);
const { startSandbox } = await load("src/sandbox/index.js");
const { openSession: connect, info } = await load("src/tables/index.js");

const sandbox = await startSandbox({
  seed: Number(process.env.SEED ?? 42),
  scale: "medium",
  today: process.env.DAY ?? "2026-05-01",
  rateLimit: false,
});
for (const pair of pairs.length > 0 ? pairs : ["drugcore:inhibitor"]) {
  const [core, query] = pair.split(":");
  const sv = await connect({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, rateLimit: false, cache: false });
  const coreApi = sv.api[core];
  const search = coreApi.search.bind(coreApi);
  coreApi.search = async (params, options) => {
    const records = await search(params, options);
    const { query: _q, ...rest } = params;
    console.log(`${JSON.stringify(rest)}  -> ${records.length}`);
    return records;
  };
  console.log(`== ${core} "${query}"`);
  const table = await sv[core].searchAll(
    { query, ...JSON.parse(paramsJson) },
    {
      maxCredits: 1e9,
      ...(optionsJson ? JSON.parse(optionsJson) : core === "trialcore" ? TRIALS : {}),
    },
  );
  if (typeof table.numRows !== "function") {
    console.log(`estimate ${JSON.stringify(table)}`);
    await sv.close();
    continue;
  }
  const i = info(table);
  console.log(`records ${table.numRows()} requests ${i.requests} credits ${i.credits} truncated ${i.truncated}`);
  for (const w of i.truncatedWindows) console.log(`truncated: ${JSON.stringify(w)}`);
  await sv.close();
}
await sandbox.close();
