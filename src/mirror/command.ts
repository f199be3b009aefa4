// `corebook mirror init|sync|status|export`: the mirror from the command line. The session comes
// from connect(): SV_API_KEY and SV_BASE_URL for the service, else the in-process sandbox.
import { readFileSync } from "node:fs";
import { CommandUsageError } from "../errors/index.js";
import type { ConnectOptions } from "../tables/index.js";
import type { MirrorDefinition } from "./definition.js";
import { connect as connectTables } from "../tables/index.js";
import { withMirror } from "./session.js";

export const MIRROR_USAGE = `  mirror init DIR --definition FILE.json
      create a mirror in DIR from a definition { searches, ids, follow } and seed it
  mirror sync DIR [--rerun-searches]
      apply every change feed since the last sync (and new records matching the searches);
      --rerun-searches also runs again the searches whose core has no update-date filter
  mirror status DIR
      records and tombstones per core, as-of day, lag, requests and credits spent
  mirror export DIR OUT
      write hive-partitioned Parquet (core=.../year=...) and manifest.json to OUT`;

function readDefinition(path: string): MirrorDefinition {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new CommandUsageError("mirror", `mirror init: cannot read --definition ${path}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text) as MirrorDefinition;
  } catch (error) {
    throw new CommandUsageError("mirror", `mirror init: --definition ${path} is not JSON: ${(error as Error).message}`);
  }
}

/** Runs one mirror subcommand; returns the exit code. `log` receives the lines a user reads. */
export async function runMirrorCommand(
  args: string[],
  options: { log?: (line: string) => void; connect?: ConnectOptions } = {},
): Promise<number> {
  const log = options.log ?? console.log;
  const [action, dir, ...rest] = args;
  const actions = ["init", "sync", "status", "export"];
  if (!actions.includes(action))
    throw new CommandUsageError("mirror", `mirror: the actions are ${actions.join(", ")}; got ${JSON.stringify(action)}`);
  if (!dir) throw new CommandUsageError("mirror", `mirror ${action}: DIR (the mirror's folder) is required`);
  let definition: MirrorDefinition | undefined;
  let out: string | undefined;
  let rerunSearches = false;
  if (action === "init") {
    if (rest[0] !== "--definition" || !rest[1] || rest.length > 2)
      throw new CommandUsageError("mirror", "mirror init: give --definition FILE.json (and nothing else)");
    definition = readDefinition(rest[1]);
  } else if (action === "export") {
    if (rest.length !== 1) throw new CommandUsageError("mirror", "mirror export: give DIR and OUT (the folder for the Parquet files)");
    out = rest[0];
  } else if (action === "sync" && rest.length === 1 && rest[0] === "--rerun-searches") {
    rerunSearches = true;
  } else if (rest.length > 0) {
    throw new CommandUsageError("mirror", `mirror ${action}: unexpected ${rest.join(" ")}`);
  }

  const sv = withMirror(await connectTables({ quiet: true, ...options.connect }));
  try {
    const m = await sv.mirror(dir, definition);
    try {
      if (action === "init" || action === "sync") {
        const report = await m.sync({ rerunSearches });
        log(
          `${report.seeded ? "seeded" : "synced"} ${m.dir} as of ${report.day}: ${report.fetched} records fetched, ` +
            `${report.deleted} deletions, ${report.feedPages} feed pages`,
        );
        for (const s of report.searchesNotChecked) {
          log(`  searches[${s.search}] (${s.core}): new matching records not looked for; run sync with --rerun-searches to look`);
        }
      } else if (action === "status") {
        const s = await m.status();
        log(`mirror ${s.dir} (format ${s.formatVersion})`);
        log(`as of ${s.asOf ?? "never synced"}${s.lagDays === null ? "" : `, ${s.lagDays} days behind the service`}`);
        if (s.interrupted)
          log(`the last ${s.interrupted} did not finish; \`corebook mirror sync ${dir}\` resumes it (what it committed is kept)`);
        for (const [core, c] of Object.entries(s.cores))
          log(`  ${core.padEnd(15)} ${String(c.records).padStart(8)} records ${String(c.tombstones).padStart(6)} tombstones`);
        log(`spent ${s.requests} requests, ${s.credits} credits`);
      } else if (out !== undefined) {
        const manifest = await m.exportParquet(out);
        const rows = Object.values(manifest.cores).reduce((n, c) => n + c.rows, 0);
        log(`wrote ${rows} rows as of ${manifest.asOf} to ${out} (${manifest.layout}, manifest.json)`);
      }
    } finally {
      m.close();
    }
  } finally {
    await sv.close();
  }
  return 0;
}
