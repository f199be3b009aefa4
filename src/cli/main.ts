// The `corebook` command: each command lives with the code it drives (its usage text and argument
// parsing beside it); this file dispatches, answers `--help` and `-h` for every command and
// sub-command, and turns a misuse error (CommandMisuseError) into its message, that command's usage and exit status 2.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { asksForHelp, helpText, subcommands, usageText, type CommandUsage } from "./usage.js";
import { CommandMisuseError } from "../errors/index.js";
import { KERNEL_USAGE, runKernelCommand } from "../jupyter/kernel-command.js";
import { LAB_USAGE, runLabCommand } from "../jupyter/lab-command.js";
import { RUN_USAGE, runRunCommand } from "../jupyter/run-command.js";
import { runShowcaseCommand, SHOWCASE_USAGE } from "../jupyter/showcase/showcase-command.js";
import { MIRROR_USAGE, runMirrorCommand } from "../mirror/command.js";
import { packageRoot } from "../package-root.js";
import { runSandboxCommand, SANDBOX_USAGE } from "../sandbox/command.js";
import { CACHE_USAGE, runCacheCommand } from "../cache/commands/cache-command.js";
import { runSnapshotCommand, SNAPSHOT_USAGE } from "../cache/commands/snapshot-command.js";
import * as msg from "./messages.js";

/** Where the command writes: stdout and stderr, one line at a time. */
interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

const CONSOLE: CliOutput = { out: (line) => console.log(line), err: (line) => console.error(line) };

interface Command {
  usage: CommandUsage;
  run(args: string[], io: CliOutput): Promise<number>;
}

const COMMANDS: Record<string, Command> = {
  sandbox: { usage: SANDBOX_USAGE, run: serveSandbox },
  showcase: { usage: SHOWCASE_USAGE, run: runShowcaseCommand },
  run: { usage: RUN_USAGE, run: (args) => runRunCommand(args) },
  kernel: { usage: KERNEL_USAGE, run: async (args, io) => runKernelCommand(args, io.out) },
  lab: { usage: LAB_USAGE, run: runLabCommand },
  cache: { usage: CACHE_USAGE, run: (args, io) => runCacheCommand(args, io.out) },
  snapshot: { usage: SNAPSHOT_USAGE, run: (args, io) => runSnapshotCommand(args, io.out) },
  mirror: { usage: MIRROR_USAGE, run: (args, io) => runMirrorCommand(args, { log: io.out }) },
  version: {
    usage: `  version, --version
      print the corebook version`,
    run: async (_args, io) => {
      io.out(version());
      return 0;
    },
  },
  help: {
    usage: `  help [COMMAND [SUBCOMMAND]], --help, -h
      print this text, or the usage of one command (corebook COMMAND --help does the same)`,
    run: async (args, io) => help(args, io),
  },
};

/** The names of every command, and of every sub-command as `command sub`. */
export function commandNames(): string[] {
  return Object.entries(COMMANDS).flatMap(([name, c]) => [name, ...subcommands(c.usage).map((sub) => `${name} ${sub}`)]);
}

function version(): string {
  return (JSON.parse(readFileSync(join(packageRoot(), "package.json"), "utf8")) as { version: string }).version;
}

function fullUsage(): string {
  const blocks = Object.values(COMMANDS).map((c) => usageText(c.usage));
  return `usage: corebook <command> [options]     (corebook <command> --help for one command)\n\ncommands:\n${blocks.join("\n")}`;
}

/** `corebook help [COMMAND [SUB]]`. */
function help(args: string[], io: CliOutput): number {
  const [name, sub] = args;
  if (name === undefined) {
    io.out(fullUsage());
    return 0;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) return unknownCommand(name, io);
  io.out(helpText(command.usage, sub));
  return 0;
}

function unknownCommand(name: string, io: CliOutput): number {
  io.err(msg.unknownCommand(name, Object.keys(COMMANDS)));
  return 2;
}

/** Runs `corebook ...argv`; resolves with the exit status (the sandbox command resolves only on a signal). */
export async function runCli(argv: readonly string[], io: CliOutput = CONSOLE): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h") return help([], io);
  if (name === "--version") return COMMANDS.version.run([], io);
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) return unknownCommand(name, io);
  if (asksForHelp(rest)) return help([name, rest[0]], io);
  try {
    return await command.run(rest, io);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Messages from a command's own file often start with its name ("run: ...", "mirror init: ...").
    io.err(message.startsWith(`${name} `) || message.startsWith(`${name}:`) ? `corebook ${message}` : `corebook ${name}: ${message}`);
    if (error instanceof CommandMisuseError) {
      io.err(`\n${helpText(command.usage, rest[0])}`);
      return 2;
    }
    return 1;
  }
}

/** `corebook sandbox`: serves until SIGINT or SIGTERM, then exits 0. */
async function serveSandbox(args: string[], io: CliOutput): Promise<number> {
  const running = await runSandboxCommand(args, io.out, io.err);
  return new Promise<number>((resolve) => {
    const stop = () => void running.close().then(() => resolve(0));
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
}
