// Run by node-versions.e2e.test.ts on another Node binary: one step of a round trip through the
// built package, printing one JSON line. `fill DIR` and `hit DIR` use the response cache in DIR (the
// second offline: it must be served from the store); `export DIR` writes a table in every format
// and reads each back.
import { connect, exportTable, info, readTable } from "corebook";

const [step, dir] = process.argv.slice(2);
const sandbox = { env: {}, quiet: true, rateLimit: false, onProgress: false, sandbox: { today: "2026-03-01" } };
const params = { query: "asthma", limit: 20 };

if (step === "fill" || step === "hit") {
  const sv = await connect({ ...sandbox, cache: { dir, mode: step === "fill" ? "use" : "offline" } });
  const table = await sv.trialcore.search(params);
  console.log(JSON.stringify({ node: process.version, rows: table.numRows(), ids: table.array("serviceId"), cache: info(table)?.cache }));
  await sv.close();
} else if (step === "export") {
  const sv = await connect(sandbox);
  const table = await sv.trialcore.search(params);
  await sv.close();
  const formats = {};
  for (const ext of ["csv", "parquet", "arrow", "jsonl"]) {
    const path = `${dir}/trials.${ext}`;
    await exportTable(table.select("serviceId", "nctId", "briefTitle", "startDate", "phase"), path);
    const back = await readTable(path);
    formats[ext] = { rows: back.numRows(), columns: back.columnNames(), first: back.objects()[0] };
  }
  console.log(JSON.stringify({ node: process.version, rows: table.numRows(), formats }));
} else {
  console.error(`round-trip.mjs: the steps are fill, hit, export; got ${JSON.stringify(step)}`);
  process.exit(2);
}
