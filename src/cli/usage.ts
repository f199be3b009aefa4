// What `corebook <command> --help` prints. A command's usage is one text, or one text per
// sub-command (`cache prune`), each a synopsis line and an indented description, as the command's
// own file writes it beside the code that parses its arguments.

export type CommandUsage = string | Readonly<Record<string, string>>;

/** The usage of a sub-command when `sub` names one, else the command's whole usage. */
export function usageText(usage: CommandUsage, sub?: string): string {
  if (typeof usage === "string") return usage;
  if (sub !== undefined && Object.hasOwn(usage, sub)) return usage[sub];
  return Object.values(usage).join("\n");
}

/** `usage:` and the synopsis lines as a user types them (`corebook mirror sync DIR ...`). */
export function helpText(usage: CommandUsage, sub?: string): string {
  return `usage:\n${usageText(usage, sub).replace(/^ {2}(?=\S)/gm, "  corebook ")}`;
}

/** The sub-commands of a usage, in order (none for a command without them). */
export function subcommands(usage: CommandUsage): string[] {
  return typeof usage === "string" ? [] : Object.keys(usage);
}

/**
 * `--help` or `-h` among the arguments (before a `--`). No option value can be one of them: a value
 * that starts with "-" must be written `--option=-h`, which is one argument.
 */
export function asksForHelp(args: readonly string[]): boolean {
  for (const arg of args) {
    if (arg === "--") return false;
    if (arg === "--help" || arg === "-h") return true;
  }
  return false;
}
