// The day a cache last stored a response, per service address: a session reading the cache
// offline takes its date defaults (searchAll's `to`, ...) from that day rather than the machine's
// date, so a line run online replays offline on any later day. One small JSON file beside the cache,
// written whole then renamed, as feed-sync-v1.json is.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { writeFileAtomic } from "../fs/index.js";

type DayState = Record<string, string>;

const FILE = "session-day-v1.json";
const DAY = /^\d{4}-\d{2}-\d{2}$/;

async function readState(dir: string): Promise<DayState> {
  try {
    const parsed = JSON.parse(await readFile(join(dir, FILE), "utf8")) as unknown;
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as DayState) : {};
  } catch {
    return {};
  }
}

/** The day (`YYYY-MM-DD`) the cache at `dir` last stored a response of `service`, or null. */
export async function readSessionDay(dir: string, service: string): Promise<string | null> {
  const day = (await readState(dir))[service];
  return typeof day === "string" && DAY.test(day) ? day : null;
}

export async function writeSessionDay(dir: string, service: string, day: string): Promise<void> {
  // Read again just before writing: another kernel may have stored another service's responses meanwhile.
  const state = await readState(dir);
  if (state[service] !== undefined && state[service] >= day) return;
  state[service] = day;
  await writeFileAtomic(join(dir, FILE), JSON.stringify(state, null, 2));
}
