// The `corebook` command's conventions, in process: every command and sub-command answers --help
// and -h with its own usage and status 0, --version prints the package's version, and a bad option
// is named with the ones the command takes (status 2, with that command's usage).
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { commandNames, runCli } from "../../src/cli/main.js";

const projectDir = resolve(import.meta.dirname, "..", "..");

async function cli(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("corebook --help", () => {
  const names = commandNames();

  it("knows every command and sub-command", () => {
    expect(names).toEqual(
      expect.arrayContaining([
        "sandbox",
        "showcase",
        "run",
        "kernel install",
        "lab",
        "cache prune",
        "snapshot diff",
        "mirror sync",
        "version",
      ]),
    );
    expect(names.length).toBe(22);
  });

  it.each(names)("corebook %s --help and -h print its own usage and exit 0", async (name) => {
    for (const flag of ["--help", "-h"]) {
      const r = await cli([...name.split(" "), flag]);
      expect(r.code, r.err).toBe(0);
      expect(r.out).toMatch(new RegExp(`^usage:\\n {2}corebook ${name}\\b`));
      expect(r.err).toBe("");
    }
  });

  it("a sub-command's help is its own, the command's lists every sub-command", async () => {
    const prune = await cli(["cache", "prune", "--help"]);
    expect(prune.out).toContain("corebook cache prune [--older-than 30d] [--max-bytes 2GB] [--dir DIR]");
    expect(prune.out).not.toContain("cache stats");
    const cache = await cli(["cache", "-h"]);
    for (const sub of ["stats", "verify", "prune", "clear"]) expect(cache.out).toContain(`corebook cache ${sub}`);
  });

  it("help COMMAND, --help and no command print usage; --version the package's version", async () => {
    expect((await cli(["help", "mirror"])).out).toContain("corebook mirror export DIR OUT");
    for (const args of [[], ["--help"], ["-h"], ["help"]]) {
      const r = await cli(args);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/^usage: corebook <command>/);
    }
    const pkg = JSON.parse(readFileSync(join(projectDir, "package.json"), "utf8")) as { version: string };
    expect((await cli(["--version"])).out).toBe(pkg.version);
    expect((await cli(["version"])).out).toBe(pkg.version);
  });

  it("-h after -- is an argument, not a request for help", async () => {
    const r = await cli(["run", "--", "-h"]);
    expect(r.code).toBe(2);
    expect(r.err).toContain("run: -h does not exist");
  });
});

describe("corebook with a bad option", () => {
  it.each([
    [["sandbox", "--colour"], 'unknown option "--colour" for sandbox; allowed: --port N, --host HOST, --seed N'],
    [["showcase", "--html"], 'unknown option "--html" for showcase; allowed: --out DIR'],
    [
      ["run", "a.ipynb", "--htm"],
      'unknown option "--htm" for run; allowed: --kernel tslab|deno, --html, --out DIR, --out-name PATTERN, --timeout SEC, --parallel N, --allow-errors, --check RECORD',
    ],
    [["kernel", "install", "--sys-prefix"], 'unknown option "--sys-prefix" for kernel install; allowed: --deno, --user, --prefix DIR'],
    [["lab", "--ip", "0.0.0.0"], 'unknown option "--ip" for lab; allowed: --port N, --no-browser'],
    [["cache", "stats", "--size", "1"], 'unknown option "--size" for cache stats; allowed: --dir DIR'],
    [["snapshot", "info", "a", "--json"], 'unknown option "--json" for snapshot info; it takes no options'],
    [["mirror", "status", "m", "--rerun-searches"], 'unknown option "--rerun-searches" for mirror status; it takes no options'],
  ])("corebook %j names the option and the allowed ones, exit 2 with the usage", async (args, message) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
    expect(r.err).toContain(`usage:\n  corebook ${args[0]}`);
    expect(r.out).toBe("");
  });

  it("a missing value names the option and the form it takes", async () => {
    expect((await cli(["sandbox", "--port"])).err).toContain("--port needs a value: --port N");
    expect((await cli(["cache", "prune", "--older-than", "--dir", "x"])).err).toContain(
      "--older-than needs a value: --older-than DURATION (got --dir; write --older-than=--dir for a value that starts with -)",
    );
    expect((await cli(["lab", "--no-browser=yes"])).err).toContain("--no-browser takes no value");
  });

  it("corebook --bogus: the error and a one-line pointer to --help, status 2", async () => {
    const r = await cli(["--bogus"]);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      'corebook: unknown option "--bogus"; the commands are sandbox, showcase, run, kernel, lab, cache, snapshot, mirror, version, help\n' +
        "run corebook --help for every command and its options",
    );
    expect(r.out).toBe("");
  });

  it("an unknown command or action names the ones there are", async () => {
    const command = await cli(["frobnicate"]);
    expect(command.code).toBe(2);
    expect(command.err).toContain("the commands are sandbox, showcase, run, kernel, lab, cache, snapshot, mirror, version, help");
    // The error and where the usage is, not the whole usage after it.
    expect(command.err).toContain("run corebook --help for every command and its options");
    expect(command.err.split("\n")).toHaveLength(2);
    expect(command.out).toBe("");
    const action = await cli(["mirror", "pull", "x"]);
    expect(action.code).toBe(2);
    expect(action.err).toContain("the actions are init, sync, status, export");
  });
});
