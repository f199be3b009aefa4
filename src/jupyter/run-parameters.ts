// The parameters of `corebook run`, in papermill's convention: `-p NAME VALUE` typed as papermill
// types them (numbers, booleans, null, and JSON for lists and objects), `-r NAME VALUE` a raw string,
// `-y TEXT` and `-f FILE` whole sets. A file may hold one set (a JSON object) or a list of them (a
// JSON array, or JSON Lines), and the notebook then runs once per set. No YAML parser ships with
// corebook, so `-y` takes YAML's JSON form (a flow mapping written as JSON) and `-f` JSON files.
import { readFileSync } from "node:fs";
import { extname } from "node:path";
import { msg, RunMisuseError } from "./messages.js";

/** One value a notebook receives: what JSON can hold. */
export type ParameterValue = string | number | boolean | null | ParameterValue[] | { [key: string]: ParameterValue };
export type ParameterSet = Record<string, ParameterValue>;

/** What the command line says about parameters, before the sets are formed. */
export interface ParameterArgs {
  /** `-p` and `-r` pairs, in order (a later one wins). */
  pairs: { name: string; value: ParameterValue }[];
  /** `-y TEXT`: one set. */
  inline?: ParameterSet;
  /** `-f FILE`: one set, or a list of sets (each run separately). */
  file?: { path: string; sets: ParameterSet[]; list: boolean };
}

const NAME = /^[A-Za-z_$][\w$]*$/;
// Digits only: `0x10`, `1_000`, ` 1` and `Infinity` stay strings, as they are not numbers a user types as one.
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * `-p` typing: `true`/`false` (and papermill's `True`/`False`) are booleans, `null` (and `None`) is
 * null, a decimal number is a number, text that starts with `{`, `[` or `"` is JSON; anything else is
 * the string itself. An integer beyond 2^53 would silently lose digits: it is refused (use `-r`).
 */
export function typedValue(name: string, text: string): ParameterValue {
  if (text === "true" || text === "True") return true;
  if (text === "false" || text === "False") return false;
  if (text === "null" || text === "None") return null;
  if (NUMBER.test(text)) {
    const n = Number(text);
    if (/^[+-]?\d+$/.test(text) && !Number.isSafeInteger(n)) throw new RunMisuseError(msg.parameterUnsafeInteger(name, text), "-p", text);
    return n;
  }
  if (/^[[{"]/.test(text)) {
    try {
      return JSON.parse(text) as ParameterValue;
    } catch (e) {
      throw new RunMisuseError(msg.parameterBadJson(name, text, (e as Error).message), "-p", text);
    }
  }
  return text;
}

function checkName(option: string, name: string): string {
  if (!NAME.test(name)) throw new RunMisuseError(msg.parameterBadName(option, name), option, name);
  return name;
}

/**
 * Takes the parameter options out of `args` (they take two values, or short names, which the shared
 * option parser does not know) and returns the rest for it. A value is taken verbatim, even one that
 * starts with `-` (`-p offset -5`).
 */
export function extractParameterArgs(args: readonly string[]): { rest: string[]; parameters: ParameterArgs } {
  const rest: string[] = [];
  const parameters: ParameterArgs = { pairs: [] };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--") {
      rest.push(...args.slice(i));
      break;
    }
    if (arg === "-p" || arg === "--parameter" || arg === "-r" || arg === "--raw-parameter") {
      if (i + 2 >= args.length) throw new RunMisuseError(msg.parameterNeedsPair(arg), arg);
      const name = checkName(arg, args[i + 1]);
      const text = args[i + 2];
      parameters.pairs.push({ name, value: arg === "-r" || arg === "--raw-parameter" ? text : typedValue(name, text) });
      i += 2;
    } else if (arg === "-y" || arg === "--parameters-yaml") {
      if (i + 1 >= args.length) throw new RunMisuseError(msg.parameterNeedsValue(arg, "TEXT"), arg);
      if (parameters.inline) throw new RunMisuseError(msg.parameterGivenTwice(arg), arg);
      parameters.inline = inlineSet(arg, args[++i]);
    } else if (arg === "-f" || arg === "--parameters-file") {
      if (i + 1 >= args.length) throw new RunMisuseError(msg.parameterNeedsValue(arg, "FILE"), arg);
      if (parameters.file) throw new RunMisuseError(msg.parameterGivenTwice(arg), arg);
      parameters.file = readParameterFile(args[++i]);
    } else {
      rest.push(arg);
    }
  }
  return { rest, parameters };
}

function inlineSet(option: string, text: string): ParameterSet {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RunMisuseError(msg.parameterYamlNotJson(option, text), option, text);
  }
  return checkSet(`${option} ${text}`, value);
}

function checkSet(where: string, value: unknown): ParameterSet {
  if (value === null || typeof value !== "object" || Array.isArray(value))
    throw new RunMisuseError(msg.parameterSetNotObject(where), where);
  for (const name of Object.keys(value)) checkName(where, name);
  return value as ParameterSet;
}

/** `-f FILE`: a JSON object (one set), a JSON array of objects, or JSON Lines (`.jsonl`, one object a line). */
export function readParameterFile(path: string): { path: string; sets: ParameterSet[]; list: boolean } {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    throw new RunMisuseError(msg.parameterFileUnreadable(path, (e as NodeJS.ErrnoException).code ?? (e as Error).message), "-f", path);
  }
  if (extname(path).toLowerCase() === ".jsonl") {
    const sets = text
      .split("\n")
      .map((line, i) => [line.trim(), i + 1] as const)
      .filter(([line]) => line !== "")
      .map(([line, n]) => checkSet(`${path} line ${n}`, parseJson(path, line, n)));
    if (sets.length === 0) throw new RunMisuseError(msg.parameterFileEmpty(path), "-f", path);
    return { path, sets, list: true };
  }
  const value = parseJson(path, text, null);
  if (!Array.isArray(value)) return { path, sets: [checkSet(path, value)], list: false };
  if (value.length === 0) throw new RunMisuseError(msg.parameterFileEmpty(path), "-f", path);
  return { path, sets: value.map((v, i) => checkSet(`${path} item ${i + 1}`, v)), list: true };
}

function parseJson(path: string, text: string, line: number | null): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new RunMisuseError(msg.parameterFileNotJson(path, line, (e as Error).message), "-f", path);
  }
}

/**
 * The sets to run: the file's (or one empty set), each overlaid with `-y` and then the `-p`/`-r`
 * pairs, later wins, as papermill merges them.
 */
export function parameterSets(args: ParameterArgs): ParameterSet[] {
  const base = args.file?.sets ?? [{}];
  return base.map((set) => {
    const merged: ParameterSet = { ...set, ...args.inline };
    for (const { name, value } of args.pairs) merged[name] = value;
    return merged;
  });
}
