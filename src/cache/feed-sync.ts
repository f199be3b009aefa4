// Where refreshChanged() left off: per service address and core, the last day its change feed was
// read through. One small JSON file beside the cache, written whole then renamed.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { writeFileAtomic } from "../fs/index.js";

type SyncState = Record<string, Record<string, string>>;

const FILE = "feed-sync-v1.json";

export async function readFeedSync(dir: string): Promise<SyncState> {
  try {
    const parsed = JSON.parse(await readFile(join(dir, FILE), "utf8")) as unknown;
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as SyncState) : {};
  } catch {
    return {};
  }
}

export async function writeFeedSync(dir: string, service: string, days: Record<string, string>): Promise<void> {
  // Read again just before writing: another kernel may have synced other cores meanwhile.
  const state = await readFeedSync(dir);
  state[service] = { ...state[service], ...days };
  await writeFileAtomic(join(dir, FILE), JSON.stringify(state, null, 2));
}
