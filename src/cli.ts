#!/usr/bin/env node
// The `corebook` command (package.json "bin"); src/cli/main.ts holds the dispatch.
import { runCli } from "./cli/main.js";

runCli(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`corebook: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
