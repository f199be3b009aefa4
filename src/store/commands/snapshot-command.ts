// `corebook snapshot info|verify|diff`: what a snapshot holds, whether it is intact, and what
// changed in the records between two as-of states.
import { readSnapshot, type SnapshotContents } from "../snapshot-file.js";
import { parseCommandArgs } from "../../command-line/parse-args.js";
import { CommandUsageError } from "../../errors/index.js";
import { diffSnapshots } from "./snapshot-diff.js";

export const SNAPSHOT_USAGE = {
  info: `  snapshot info FILE
      when it was recorded, from which service, how many responses, the credits they cost`,
  verify: `  snapshot verify FILE
      integrity: the header, every line's body against its SHA-256, every body a service answer`,
  diff: `  snapshot diff A B [--json]
      per core, the records added, removed and changed from A to B, with the changed fields`,
} as const;

export async function runSnapshotCommand(args: string[], print: (line: string) => void = console.log): Promise<number> {
  const [action, ...rest] = args;
  switch (action) {
    case "info":
      return info(await load(parseCommandArgs("snapshot info", {}, rest).positionals, 1, "info")[0], print);
    case "verify":
      return verify(await load(parseCommandArgs("snapshot verify", {}, rest).positionals, 1, "verify")[0], print);
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
      throw new CommandUsageError("snapshot", `snapshot needs one of info, verify, diff; got ${JSON.stringify(action ?? "")}`, {
        parameter: "action",
        value: action,
        allowed: ["info", "verify", "diff"],
      });
  }
}

function load(files: string[], count: number, action: string): Promise<SnapshotContents>[] {
  if (files.length !== count) {
    throw new CommandUsageError(
      "snapshot",
      `snapshot ${action} takes ${count === 1 ? "one snapshot file" : "two snapshot files"}; got ${JSON.stringify(files)}`,
    );
  }
  return files.map((file) => readSnapshot(file));
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
  print(`service  ${s.header.service}${s.header.synthetic ? " (sandbox, synthetic data)" : ""}`);
  const datasets = new Set([s.header.dataset, ...[...s.entries.values()].map((e) => e.dataset)].filter((d) => typeof d === "string"));
  if (datasets.size > 0) print(`dataset  ${[...datasets].join(" | ")}`);
  print(
    `${s.entries.size} responses, ${credits} credits when fetched${times.length ? `; as of ${times[0]} .. ${times[times.length - 1]}` : ""}`,
  );
  for (const [core, row] of [...perCore].sort())
    print(`  ${core.padEnd(15)} ${String(row.responses).padStart(7)} responses ${String(row.credits).padStart(8)} credits`);
  if (s.damagedLines.length > 0) print(`${s.damagedLines.length} damaged lines (run snapshot verify)`);
  return 0;
}

function verify(s: SnapshotContents, print: (line: string) => void): number {
  const bad = [...s.damagedLines.map((line) => `line ${line}: not a complete entry or its body does not match its hash`)];
  for (const entry of s.entries.values()) {
    try {
      const body = JSON.parse(entry.body) as unknown;
      if (!body || typeof body !== "object" || !("data" in body)) bad.push(`${entry.key}: the body is not a service answer`);
    } catch {
      bad.push(`${entry.key}: the body is not JSON`);
    }
  }
  for (const line of bad) print(`damaged: ${line}`);
  print(
    bad.length === 0
      ? `ok: ${s.entries.size} responses verified`
      : `${bad.length} problems in ${s.entries.size + s.damagedLines.length} entries`,
  );
  return bad.length === 0 ? 0 : 1;
}
