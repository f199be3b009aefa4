// Durations (30d, 12h, 90m) and sizes (500MB, 2GB) as the cache commands take them.
import { DAY_MS } from "../../days/index.js";
import { CommandMisuseError } from "../../errors/index.js";

const DURATION_UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: DAY_MS, w: 7 * DAY_MS };
const BYTE_UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

export function parseDuration(text: string, flag: string): number {
  const match = /^(\d+(?:\.\d+)?)([smhdw])$/.exec(text.trim());
  if (!match)
    throw new CommandMisuseError("cache", `${flag} takes a duration such as 30d, 12h, 90m, 2w; got ${JSON.stringify(text)}`, {
      parameter: flag,
      value: text,
    });
  return Number(match[1]) * DURATION_UNITS[match[2]];
}

export function parseBytes(text: string, flag: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(text.trim());
  if (!match)
    throw new CommandMisuseError("cache", `${flag} takes a size such as 500MB or 2GB; got ${JSON.stringify(text)}`, {
      parameter: flag,
      value: text,
    });
  return Math.floor(Number(match[1]) * BYTE_UNITS[(match[2] ?? "b").toLowerCase()]);
}
