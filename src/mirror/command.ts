// `corebook mirror init|sync|status|export`: the mirror from the command line. The session comes
// from connect(): SV_API_KEY and SV_BASE_URL for the service, else the in-process sandbox.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseCommandArgs, type OptionSpecs } from "../cli/index.js";
import { CommandMisuseError, CorebookError } from "../errors/index.js";
import { DATABASE_FILE } from "./database.js";
import * as msg from "./messages.js";
import type { ConnectOptions } from "../tables/index.js";
import type { MirrorDefinition } from "./definition.js";
import { openSession as connectTables } from "../tables/index.js";
import { withMirror } from "./session.js";

export const MIRROR_USAGE = {
  init: `  mirror init DIR --definition FILE.json
      create a mirror in DIR from a definition { searches, ids, follow } and seed it`,
  sync: `  mirror sync DIR [--rerun-searches]
      apply every change feed since the last sync (and new records matching the searches);
      --rerun-searches also runs again the searches whose core has no update-date filter`,
  status: `  mirror status DIR
      records and tombstones per core, as-of day, lag, requests and credits spent`,
  export: `  mirror export DIR OUT
      write hive-partitioned Parquet (core=.../year=...) to OUT and OUT.manifest.json beside it`,
} as const;

/** What each action takes: its arguments (as the usage names them) and its options. */
const MIRROR_ACTIONS: Record<keyof typeof MIRROR_USAGE, { positionals: string[]; options: OptionSpecs }> = {
  init: { positionals: ["DIR"], options: { definition: { type: "string", value: "FILE.json" } } },
  sync: { positionals: ["DIR"], options: { "rerun-searches": { type: "boolean" } } },
  status: { positionals: ["DIR"], options: {} },
  export: { positionals: ["DIR", "OUT"], options: {} },
};

function readDefinition(path: string): MirrorDefinition {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new CommandMisuseError("mirror", `mirror init: cannot read --definition ${path}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text) as MirrorDefinition;
  } catch (error) {
    throw new CommandMisuseError("mirror", `mirror init: --definition ${path} is not JSON: ${(error as Error).message}`);
  }
}

interface MirrorArgs {
  action: keyof typeof MIRROR_ACTIONS;
  dir: string;
  /** export: the folder for the Parquet files. */
  out?: string;
  definition?: MirrorDefinition;
  rerunSearches: boolean;
}

function parseMirrorArgs(args: string[]): MirrorArgs {
  const [action, ...rest] = args;
  if (!isMirrorAction(action)) {
    const actions = Object.keys(MIRROR_ACTIONS);
    throw new CommandMisuseError("mirror", `mirror: the actions are ${actions.join(", ")}; got ${JSON.stringify(action)}`, {
      parameter: "action",
      value: action,
      allowed: actions,
    });
  }
  const spec = MIRROR_ACTIONS[action];
  const { values, positionals } = parseCommandArgs(`mirror ${action}`, spec.options, rest, spec.positionals);
  const parsed: MirrorArgs = { action, dir: positionals[0], out: positionals[1], rerunSearches: values["rerun-searches"] === true };
  if (action === "init") {
    if (typeof values.definition !== "string")
      throw new CommandMisuseError("mirror", "mirror init: give --definition FILE.json", { parameter: "--definition" });
    parsed.definition = readDefinition(values.definition);
  }
  return parsed;
}

function isMirrorAction(action: string | undefined): action is keyof typeof MIRROR_ACTIONS {
  return action !== undefined && Object.hasOwn(MIRROR_ACTIONS, action);
}

/** Runs one mirror subcommand; returns the exit code. `log` receives the lines a user reads. */
export async function runMirrorCommand(
  args: string[],
  options: { log?: (line: string) => void; connect?: ConnectOptions } = {},
): Promise<number> {
  const log = options.log ?? console.log;
  const { action, dir, out, definition, rerunSearches } = parseMirrorArgs(args);
  // Only init creates a mirror: the others, on a folder without one, say so before a session starts.
  if (action !== "init" && !existsSync(join(dir, DATABASE_FILE))) throw new CorebookError(msg.noMirrorInFolder(action, resolve(dir)));
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
        log(`wrote ${rows} rows as of ${manifest.asOf} to ${out} (${manifest.layout}; manifest ${out}.manifest.json)`);
      }
    } finally {
      m.close();
    }
  } finally {
    await sv.close();
  }
  return 0;
}
