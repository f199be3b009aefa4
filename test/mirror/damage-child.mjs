// Reads a mirror in its own process, through the built package, for the damage probe: everything
// the mirror API serves (status, every core table, the history as of the sync day, every SQL table)
// reduced to one digest, or the error it reported. A damaged file must never kill this process or
// hang it, and must never be served as data.
import { createHash } from "node:crypto";
import { connect } from "../../dist/index.js";

const [dir, baseUrl, apiKey] = process.argv.slice(2);
const sv = await connect({ apiKey, baseUrl, rateLimit: false, onProgress: false, retries: 0, cache: false });
const canon = (v) => JSON.stringify(v, (_, x) => (typeof x === "bigint" ? `${x}n` : x));
try {
  const m = await sv.mirror(dir);
  try {
    const parts = [];
    const status = await m.status();
    parts.push(canon({ ...status, dir: null, requests: null, credits: null }));
    for (const core of Object.keys(status.cores)) {
      parts.push(canon((await m.table(core)).objects()));
      if (status.asOf) parts.push(canon((await m.asOf(status.asOf).table(core)).objects()));
    }
    const tables = (await m.sql(`SELECT table_name FROM duckdb_tables() WHERE NOT temporary ORDER BY 1`)).array("table_name");
    for (const table of tables) parts.push(canon((await m.sql(`SELECT * FROM "${table}" ORDER BY ALL`)).objects()));
    if (process.env.DAMAGE_DUMP) (await import("node:fs")).writeFileSync(process.env.DAMAGE_DUMP, parts.join("\n"));
    console.log(JSON.stringify({ ok: true, digest: createHash("sha256").update(parts.join("\n")).digest("hex") }));
  } finally {
    m.close();
  }
} catch (error) {
  console.log(JSON.stringify({ ok: false, name: error?.name, message: String(error?.message) }));
} finally {
  await sv.close();
}
