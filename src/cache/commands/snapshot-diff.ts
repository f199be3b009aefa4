// What changed in the records between two snapshots: every record a snapshot holds (from gets,
// searches and lookups), per core and service ID, compared field by field. A record seen both as a
// search hit and by get is taken from the get (the fuller view); only fields present on both sides
// are compared, so a different `include` is not reported as a change.
import type { SnapshotContents } from "../snapshot-file.js";

interface CoreDiff {
  added: string[];
  removed: string[];
  changed: { serviceId: string; fields: string[] }[];
  same: number;
}

type Rec = Record<string, unknown>;

function recordsOf(s: SnapshotContents): Map<string, Map<string, Rec>> {
  const cores = new Map<string, Map<string, Rec>>();
  const fromGet = new Set<string>();
  for (const entry of s.entries.values()) {
    if (!entry.core || (entry.endpoint !== "get" && entry.endpoint !== "search")) continue;
    let data: unknown;
    try {
      data = (JSON.parse(entry.body) as { data?: unknown }).data;
    } catch {
      continue;
    }
    const list = Array.isArray(data) ? data : [data];
    const core = cores.get(entry.core) ?? new Map<string, Rec>();
    cores.set(entry.core, core);
    for (const rec of list) {
      if (!rec || typeof rec !== "object" || typeof (rec as Rec).serviceId !== "string") continue;
      const id = (rec as Rec).serviceId as string;
      if (entry.endpoint === "get") {
        core.set(id, { ...core.get(id), ...(rec as Rec) });
        fromGet.add(id);
      } else if (!fromGet.has(id)) {
        core.set(id, { ...(rec as Rec), ...core.get(id) });
      }
    }
  }
  return cores;
}

export function diffSnapshots(a: SnapshotContents, b: SnapshotContents): Record<string, CoreDiff> {
  const left = recordsOf(a);
  const right = recordsOf(b);
  const out: Record<string, CoreDiff> = {};
  for (const core of [...new Set([...left.keys(), ...right.keys()])].sort()) {
    const l = left.get(core) ?? new Map<string, Rec>();
    const r = right.get(core) ?? new Map<string, Rec>();
    const diff: CoreDiff = { added: [], removed: [], changed: [], same: 0 };
    for (const id of r.keys()) if (!l.has(id)) diff.added.push(id);
    for (const [id, before] of l) {
      const after = r.get(id);
      if (!after) {
        diff.removed.push(id);
        continue;
      }
      const fields = Object.keys(before).filter((k) => k in after && JSON.stringify(before[k]) !== JSON.stringify(after[k]));
      if (fields.length > 0) diff.changed.push({ serviceId: id, fields });
      else diff.same++;
    }
    out[core] = diff;
  }
  return out;
}
