// Finds a searchAll whose searches show one planner situation, for a test that must see it happen:
// the last date window of a range comes back full below the cap and goes out once more, for the
// same days, at a higher limit, complete; and a window inside the range full at the cap is followed
// by a shorter one from its first day (test/tables/search-all-slicing.e2e.test.ts, "the last date
// window, full below the cap ..."). Which query shows it depends on the dataset and on the planner,
// so the test pins the one this script finds; run it again when either changes and the test says
// the situation is gone. Candidates: queries x range ends on the medium sandbox, seed and days given.
// Run: node bench/search-all-find-scenario.mjs [--seed 42] [--days 2026-05-01] [--cores regulatorycore,trialcore]
import { loadTs, listArg, numberArg } from "./support/load-ts.mjs";

const SEED = numberArg("seed", 42);
const DAYS = listArg("days", ["2026-05-01", "2026-01-01"]);
const CORES = listArg("cores", ["regulatorycore", "trialcore", "patentcore", "biomedcore"]);
const BY = { regulatorycore: "authorizationDate", trialcore: "startDate", patentcore: "publicationDate", biomedcore: "publicationDate" };
const QUERIES = [
  "patients",
  "treatment",
  "therapy",
  "inhibitor",
  "cancer",
  "kinase",
  "advanced",
  "receptor",
  "disease",
  "method",
  "compounds",
  "breast",
];
const ENDS = ["2016-12-31", "2018-12-31", "2019-12-31", "2020-12-31", "2021-12-31", "2022-12-31", "2023-12-31", "2024-12-31"];

const load = loadTs("search-all-scenario", ["src"]);
const { startSandbox } = await load("src/sandbox/index.js");
const { openSession } = await load("src/tables/index.js");

const sandbox = await startSandbox({ seed: SEED, scale: "medium", rateLimit: false });
const dates = (p) => JSON.stringify(Object.entries(p).filter(([k]) => /^(min|max)[A-Z]\w*Date$/.test(k)));

/** The test's checks on the searches one searchAll sent: true when every one holds. */
function shows(sent, by) {
  const max = (p) => p[`max${by[0].toUpperCase()}${by.slice(1)}`];
  const min = (p) => p[`min${by[0].toUpperCase()}${by.slice(1)}`];
  const retried = sent.findIndex(
    (s, k) => k > 0 && s.n === s.params.limit && sent[k + 1] !== undefined && dates(sent[k + 1].params) === dates(s.params),
  );
  if (retried <= 0) return false;
  const ends = sent
    .map((x) => max(x.params))
    .filter((d) => d !== undefined)
    .sort();
  if (max(sent[retried].params) !== ends.at(-1)) return false;
  if (!(sent[retried + 1].params.limit > sent[retried].params.limit)) return false;
  if (!(sent[retried + 1].n < sent[retried + 1].params.limit)) return false;
  return sent.some(
    (s, k) => k > 0 && s.n === 300 && sent[k + 1] && min(sent[k + 1].params) === min(s.params) && max(sent[k + 1].params) < max(s.params),
  );
}

for (const day of DAYS) {
  sandbox.setToday(day);
  for (const core of CORES) {
    for (const query of QUERIES) {
      for (const to of ENDS) {
        const range = { by: BY[core], from: "1800-01-01", to };
        const sv = await openSession({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, rateLimit: false, cache: false });
        const api = sv.api[core];
        const search = api.search.bind(api);
        const sent = [];
        api.search = async (params, options) => {
          const page = await search(params, options);
          sent.push({ params: { ...params }, n: page.length });
          return page;
        };
        try {
          await sv[core].searchAll({ query }, { ...range, maxCredits: 1e9 });
          if (shows(sent, BY[core]))
            console.log(`FOUND seed ${SEED} day ${day} ${core} "${query}" ${JSON.stringify(range)} (${sent.length} searches)`);
        } catch (error) {
          console.log(`error ${core} ${query} ${to}: ${String(error?.message ?? error).slice(0, 120)}`);
        } finally {
          await sv.close();
        }
      }
    }
  }
}
await sandbox.close();
