// The command-line plumbing every command uses (the commands live beside the code they drive):
// option parsing and usage text. main.ts, the dispatch, is not exported here: it imports every
// command, and every command imports this.
export { parseCommandArgs, type OptionSpecs } from "./parse-args.js";
export { asksForHelp, helpText, subcommands, usageText, type CommandUsage } from "./usage.js";
