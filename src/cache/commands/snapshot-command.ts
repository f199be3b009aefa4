// `corebook snapshot info|verify|diff`: what a snapshot holds, whether it is intact, and what
// changed in the records between two as-of states.
import { resolve } from "node:path";
import { readSnapshot, recordedDay, type SnapshotContents, type SnapshotEntry } from "../snapshot-file.js";
import { parseCommandArgs } from "../../cli/index.js";
import { CommandMisuseError } from "../../errors/index.js";
import { diffSnapshots } from "./snapshot-diff.js";
import * as msg from "./messages.js";
import { CorebookError } from "../../errors/index.js";

export const SNAPSHOT_USAGE = {
  info: `  snapshot info FILE
      when it was recorded, from which service, how many responses, the credits they cost`,
  verify: `  snapshot verify FILE
      integrity: every line against its own SHA-256, no request twice, the end line against the
      whole file (line count and SHA-256), every body a service answer`,
  diff: `  snapshot diff A B [--json]
      per core, the records added, removed and changed from A to B, with the changed fields`,
} as const;

export async function runSnapshotCommand(args: string[], print: (line: string) => void = console.log): Promise<number> {
  const [action, ...rest] = args;
  switch (action) {
    case "info":
      return info(await load(parseCommandArgs("snapshot info", {}, rest).positionals, 1, "info", { keep: false })[0], print);
    case "verify": {
      // Each body is checked as it is read and then dropped: a snapshot of any size verifies in little memory.
      const bodies: string[] = [];
      const each = (entry: SnapshotEntry) => {
        const problem = bodyProblem(entry.body);
        if (problem) bodies.push(`${entry.key}: ${problem}`);
      };
      const [contents] = load(parseCommandArgs("snapshot verify", {}, rest).positionals, 1, "verify", { keep: false, each });
      return verify(await contents, bodies, print);
    }
    case "diff": {
      const { values, positionals } = parseCommandArgs("snapshot diff", { json: { type: "boolean" } }, rest);
      const json = values.json === true;
      const [a, b] = await Promise.all(load(positionals, 2, "diff"));
      const diff = diffSnapshots(a, b);
      if (json) {
        print(JSON.stringify(diff, null, 2));
        return 0;
      }
      print(`from ${a.header.createdAt} to ${b.header.createdAt}`);
      for (const [core, d] of Object.entries(diff)) {
        print(`${core}: ${d.added.length} added, ${d.removed.length} removed, ${d.changed.length} changed, ${d.same} unchanged`);
        for (const id of d.added) print(`  + ${id}`);
        for (const id of d.removed) print(`  - ${id}`);
        for (const c of d.changed) print(`  ~ ${c.serviceId}: ${c.fields.join(", ")}`);
      }
      return 0;
    }
    default:
      throw new CommandMisuseError("snapshot", `snapshot needs one of info, verify, diff; got ${JSON.stringify(action ?? "")}`, {
        parameter: "action",
        value: action,
        allowed: ["info", "verify", "diff"],
      });
  }
}

/** Why a stored body is not a service answer, or null when it is one. */
function bodyProblem(body: string): string | null {
  try {
    const value = JSON.parse(body) as unknown;
    return value && typeof value === "object" && "data" in value ? null : "the body is not a service answer";
  } catch {
    return "the body is not JSON";
  }
}

function load(files: string[], count: number, action: string, options?: Parameters<typeof readSnapshot>[1]): Promise<SnapshotContents>[] {
  if (files.length !== count) {
    throw new CommandMisuseError(
      "snapshot",
      `snapshot ${action} takes ${count === 1 ? "one snapshot file" : "two snapshot files"}; got ${JSON.stringify(files)}`,
    );
  }
  return files.map((file) => readNamed(file, action, options));
}

/** Reads a snapshot; a path that is no readable file is named with what to give instead (not a raw ENOENT). */
async function readNamed(file: string, action: string, options?: Parameters<typeof readSnapshot>[1]): Promise<SnapshotContents> {
  try {
    return await readSnapshot(file, options);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (typeof code !== "string" || !code.startsWith("E")) throw error;
    throw new CorebookError(msg.unreadableSnapshot(action, resolve(file), code, (error as Error).message), { cause: error });
  }
}

function info(s: SnapshotContents, print: (line: string) => void): number {
  const perCore = new Map<string, { responses: number; credits: number }>();
  const times: string[] = [];
  for (const entry of s.entries.values()) {
    const row = perCore.get(entry.core ?? "(service)") ?? { responses: 0, credits: 0 };
    row.responses++;
    row.credits += entry.credits;
    perCore.set(entry.core ?? "(service)", row);
    times.push(entry.fetchedAt);
  }
  times.sort();
  const credits = [...perCore.values()].reduce((n, r) => n + r.credits, 0);
  print(`recorded ${s.header.createdAt} with corebook ${s.header.corebookVersion}`);
  print(`day      ${recordedDay(s.header)} (the session's day: a replay takes its date defaults from it)`);
  print(`service  ${s.header.service}${s.header.synthetic ? " (sandbox, synthetic data)" : ""}`);
  const datasets = new Set([s.header.dataset, ...[...s.entries.values()].map((e) => e.dataset)].filter((d) => typeof d === "string"));
  if (datasets.size > 0) print(`dataset  ${[...datasets].join(" | ")}`);
  print(
    `${s.entries.size} responses, ${credits} credits when fetched${times.length ? `; as of ${times[0]} .. ${times[times.length - 1]}` : ""}`,
  );
  for (const [core, row] of [...perCore].sort())
    print(`  ${core.padEnd(15)} ${String(row.responses).padStart(7)} responses ${String(row.credits).padStart(8)} credits`);
  if (s.damaged.length > 0) print(`${s.damaged.length} damaged lines, the first at line ${s.damaged[0].line} (run snapshot verify)`);
  if (s.seal === "open") print("no end line: the recording was not closed, or the file was cut short (run snapshot verify)");
  if (s.seal === "unverifiable") print(`format version ${s.header.version}: cannot be fully verified (run snapshot verify)`);
  return 0;
}

function verify(s: SnapshotContents, bodies: string[], print: (line: string) => void): number {
  const bad = [...s.damaged.map(({ line, why }) => `line ${line}: ${why}`), ...bodies];
  if (s.seal === "open")
    bad.push(
      `no end line after line ${s.lines}: the recording was not closed (its session is still running, or was killed), or lines were cut off the end; ` +
        "close the session (sv.close()) or record the snapshot again",
    );
  for (const line of bad) print(`damaged: ${line}`);
  if (s.seal === "unverifiable")
    print(
      `note: ${s.path} is of format version ${s.header.version}, whose lines carry no hash of their own and which has no end line: ` +
        "a changed key, a repeated line or lines cut off at a line boundary cannot be detected in it. " +
        "Each body was checked against its hash; record the snapshot again for a fully verifiable file",
    );
  print(
    bad.length === 0
      ? `ok: ${s.entries.size} responses verified${s.seal === "sealed" ? ", and the end line matches the whole file" : ""}`
      : `${bad.length} problems in ${s.path} (${s.lines} lines, ${s.entries.size} intact responses)`,
  );
  return bad.length === 0 ? 0 : 1;
}
