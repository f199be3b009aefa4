// The options of one `corebook` command, parsed by Node's own `util.parseArgs`. Its strict mode
// throws messages that name neither the command nor the options it takes, so the tokens are read
// loosely and checked here: an unknown option is named with the allowed ones, a missing value with
// the form it takes. Help (`--help`, `-h`) is answered before a command parses (src/cli/).
import { parseArgs } from "node:util";
import { CommandMisuseError } from "../errors/index.js";

/** An option that takes a value, shown in messages as `--name VALUE`. */
interface ValueOption {
  type: "string";
  /** What the value is, as usage texts write it: `N`, `DIR`, `small|medium|large`. */
  value: string;
  /** May be given more than once (the values are kept in order). */
  multiple?: boolean;
}

/** A switch: present or absent. */
interface FlagOption {
  type: "boolean";
}

/** The options a command takes, by long name without the dashes. */
export type OptionSpecs = Readonly<Record<string, ValueOption | FlagOption>>;

type OptionValues<S extends OptionSpecs> = {
  [K in keyof S]?: S[K] extends { multiple: true } ? string[] : S[K] extends ValueOption ? string : true;
};

interface ParsedCommandArgs<S extends OptionSpecs> {
  values: OptionValues<S>;
  /** The arguments that are not options, in order (everything after `--` among them). */
  positionals: string[];
}

/** `--port N, --no-browser`: the options as a user types them. */
function describeOptions(options: OptionSpecs): string {
  return Object.entries(options)
    .map(([name, spec]) => (spec.type === "string" ? `--${name} ${spec.value}` : `--${name}`))
    .join(", ");
}

/**
 * Parses `args` for `command` (`"cache prune"`, as the user typed it). Throws a CommandMisuseError
 * naming the option at fault: unknown (with the allowed ones), a value missing or given to a
 * switch, or a single-valued option given twice. With `positionals` (names as the usage writes
 * them: `DIR`, `[DIR]` when optional, `NOTEBOOK...` for one or more), their count is checked too.
 */
export function parseCommandArgs<const S extends OptionSpecs>(
  command: string,
  options: S,
  args: readonly string[],
  positionalNames?: readonly string[],
): ParsedCommandArgs<S> {
  const config = Object.fromEntries(Object.entries(options).map(([name, spec]) => [name, { type: spec.type }]));
  const { tokens } = parseArgs({ args: [...args], options: config, allowPositionals: true, strict: false, tokens: true });
  const values: Record<string, string | string[] | true> = {};
  const positionals: string[] = [];
  const fail = (message: string, parameter: string, value?: unknown): never => {
    const allowed = Object.keys(options).map((name) => `--${name}`);
    throw new CommandMisuseError(command.split(" ")[0], message, { parameter, value, allowed });
  };
  for (const token of tokens) {
    if (token.kind === "positional") positionals.push(token.value);
    if (token.kind !== "option") continue;
    const spec = Object.hasOwn(options, token.name) ? options[token.name] : undefined;
    const raw = token.rawName;
    if (!spec) {
      const allowed = Object.keys(options).length > 0 ? `allowed: ${describeOptions(options)}` : "it takes no options";
      fail(`unknown option ${JSON.stringify(raw)} for ${command}; ${allowed}`, raw);
    } else if (spec.type === "boolean") {
      if (token.inlineValue) fail(`${raw} takes no value (got ${raw}=${token.value})`, raw, token.value);
      values[token.name] = true;
    } else {
      const value = token.value;
      // parseArgs takes the next argument as the value even when it is another option.
      if (value === undefined || (!token.inlineValue && value.startsWith("-"))) {
        const hint = value === undefined ? "" : ` (got ${value}; write ${raw}=${value} for a value that starts with -)`;
        fail(`${raw} needs a value: ${raw} ${spec.value}${hint}`, raw, value);
      } else if (spec.multiple) {
        values[token.name] = [...((values[token.name] as string[] | undefined) ?? []), value];
      } else {
        if (token.name in values) fail(`${raw} was given twice; give it once`, raw, value);
        values[token.name] = value;
      }
    }
  }
  if (positionalNames) checkPositionals(command, positionalNames, positionals);
  return { values: values as OptionValues<S>, positionals };
}

function checkPositionals(command: string, names: readonly string[], given: string[]): void {
  const required = names.filter((n) => !n.startsWith("[")).length;
  const unbounded = names.some((n) => n.endsWith("..."));
  const form = `${command}${names.map((n) => ` ${n}`).join("")}`;
  if (given.length < required) {
    const missing = names.filter((n) => !n.startsWith("["))[given.length].replace("...", "");
    throw new CommandMisuseError(command.split(" ")[0], `${command}: ${missing} is missing; give ${form}`, { parameter: missing });
  }
  if (!unbounded && given.length > names.length) {
    const extra = given[names.length];
    const takes = names.length === 0 ? "it takes options only" : `usage: ${form}`;
    throw new CommandMisuseError(command.split(" ")[0], `${command}: unexpected argument ${JSON.stringify(extra)}; ${takes}`, {
      parameter: extra,
      value: extra,
    });
  }
}
