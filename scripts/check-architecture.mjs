#!/usr/bin/env node
// The house rules a reviewer would otherwise check by hand, run by `npm test`:
//  1. imports between src/ areas follow the layers (ALLOWED below): no upward arrow;
//  2. no import cycle between files except through type-only imports;
//  3. each exported name is defined once in src/ (two `Session`s or two `connect`s make a reader
//     and an editor's auto-import pick the wrong one);
//  4. a comment that names a Markdown file names one that is in the repository;
//  5. only src/duckdb/ imports @duckdb/* (one floor holds every use of DuckDB's API and bindings);
//  6. a day in milliseconds is written once, as DAY_MS in src/days/day-dates.ts;
//  7. a folder is imported from other folders through its index.ts: at most MAX_INNER_SHARE of
//     the imports between folders name another folder's inner file (ENTRY_POINTS aside);
//  8. every error class is in the CorebookError family (only CorebookError extends Error itself),
//     and no `as unknown as` (a cast that says nothing about the value: use a type guard).
// Prints every breach and exits 1 when there is one.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const src = join(root, "src");

// What each area of src/ may import (value imports; type-only imports may also point sideways, never
// up). An area is a folder of src/, or a file at src/'s top. Lower layers first.
const ALLOWED = {
  "package-root": [],
  // Generic helpers that name no corebook concept (plain objects, text groups, pools, HTML escaping,
  // node:crypto and node:zlib loaded by their first call).
  common: [],
  errors: [],
  days: ["errors", "common"],
  fs: ["errors", "common"],
  schema: ["days", "errors", "common"],
  // Every use of @duckdb/* (instance, types, vectors, the guarded text fast path), below its users.
  duckdb: ["common", "days", "errors"],
  // The command-line plumbing (node:util parseArgs with messages naming the allowed options, usage
  // text), which every command imports; the commands live beside the code they drive.
  cli: ["errors", "common"],
  cache: ["days", "errors", "fs", "package-root", "cli", "common"],
  // package-root: the sandbox's child process starts the bundled entry point found from it.
  sandbox: ["schema", "days", "errors", "fs", "package-root", "cli", "common"],
  api: ["schema", "cache", "days", "errors", "fs", "common"],
  // connect() starts the in-process sandbox when no key is given: tables loads it on demand.
  tables: ["api", "schema", "cache", "sandbox", "days", "errors", "fs", "common"],
  charts: ["tables", "schema", "days", "errors", "fs", "common"],
  export: ["tables", "schema", "cache", "duckdb", "common", "days", "errors", "fs"],
  mirror: ["tables", "api", "export", "schema", "cache", "duckdb", "days", "errors", "fs", "cli", "common"],
  notebook: ["charts", "tables", "schema", "errors", "package-root", "common"],
  jupyter: ["notebook", "tables", "errors", "fs", "package-root", "cli", "common"],
  connect: ["mirror", "notebook", "tables", "common"],
  index: ["*"],
  // The public API's earlier names, as aliases (src/index.ts re-exports them).
  "deprecated-names": ["api", "cache", "schema", "tables"],
  // The dispatch (cli/main.ts) answers every command: it imports them all (see AREA_OF_FILE).
  "cli-main": ["*"],
};

// Imports between folders that name an inner file, as a share of all imports between folders (a
// file of one folder of src/ importing a file of another; src/index.ts, connect.ts and cli.ts are
// the public surface and pick inner modules on purpose, so what `import("corebook")` loads stays
// small). Above it, the folders' surfaces are being bypassed.
const MAX_INNER_SHARE = 0.2;
// Inner files other folders may name, with why. Keep this to a handful.
const ENTRY_POINTS = {
  // The heavy half of DuckDB's floor: importing it loads DuckDB's library, so the light index.ts
  // cannot re-export it; only modules that are themselves loaded on first use import it.
  "duckdb/native.ts": "loads DuckDB; index.ts must not",
};

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (name.endsWith(".ts")) out.push(path);
  }
  return out;
}

// Files whose area is not their folder's: cli/main.ts, the dispatch (and src/cli.ts, which runs
// it), imports every command, while the rest of cli/ is the plumbing every command imports (one
// folder for the command line, on two floors).
const AREA_OF_FILE = { "cli.ts": "cli-main", "cli/main.ts": "cli-main" };

const areaOf = (file) => {
  const named = AREA_OF_FILE[relative(src, file)];
  if (named) return named;
  const parts = relative(src, file).split("/");
  return parts.length === 1 ? parts[0].replace(/\.ts$/, "") : parts[0];
};

const files = walk(src);
const problems = [];

// import/export ... from "./x.js", and import("./x.js"); `type` marks type-only edges.
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^;"']*?\s+from\s+)?["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;
const edges = new Map(); // file -> value-imported files
const between = { all: 0, inner: [] };

const DUCKDB_IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)["']@duckdb\//;
for (const file of files) {
  const text = readFileSync(file, "utf8");
  if (areaOf(file) !== "duckdb" && DUCKDB_IMPORT.test(text))
    problems.push(`duckdb: src/${relative(src, file)} imports @duckdb/*: only src/duckdb/ may (use its index.ts or native.ts)`);
  if (
    relative(src, file) !== join("errors", "corebook-error.ts") &&
    /\bclass\s+\w+(?:<[^>]*>)?\s+extends\s+(?:Error|TypeError|RangeError)\b/.test(text)
  )
    problems.push(`errors: src/${relative(src, file)} has an error class outside the CorebookError family`);
  if (/\bas\s+unknown\s+as\b/.test(text)) problems.push(`casts: src/${relative(src, file)} casts through \`as unknown as\``);
  if (relative(src, file) !== join("days", "day-dates.ts") && /\b86_?400_?000\b/.test(text))
    problems.push(`days: src/${relative(src, file)} writes a day in milliseconds: use DAY_MS from days/`);
  const valueTargets = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[2] ?? m[3];
    const typeOnly = Boolean(m[1]);
    const target = resolve(dirname(file), spec).replace(/\.js$/, ".ts");
    if (!typeOnly) valueTargets.push(target);
    const from = areaOf(file);
    const to = areaOf(target);
    if (from === to) continue;
    const inFolder = (f) => relative(src, f).includes("/");
    if (inFolder(file) && inFolder(target)) {
      between.all++;
      const named = relative(src, target);
      if (named !== join(to, "index.ts") && !(named in ENTRY_POINTS)) between.inner.push(`src/${relative(src, file)} -> src/${named}`);
    }
    const allowed = ALLOWED[from];
    if (!allowed) {
      problems.push(`layers: src/${relative(src, file)} is in an area the layer map does not know ("${from}"): add it to ALLOWED`);
      continue;
    }
    if (allowed.includes("*") || allowed.includes(to)) continue;
    // A type-only import may point to a sibling or below, never to an area that may import this one.
    if (typeOnly && !(ALLOWED[to] ?? []).includes(from)) continue;
    problems.push(`layers: src/${relative(src, file)} imports ${spec} (${from} -> ${to}, not allowed)`);
  }
  edges.set(file, valueTargets);
}

if (between.inner.length > MAX_INNER_SHARE * between.all)
  problems.push(
    `barrels: ${between.inner.length} of ${between.all} imports between folders name an inner file ` +
      `(more than ${100 * MAX_INNER_SHARE}%); import the folder's index.ts (add the name to it) instead:\n    ${between.inner.join("\n    ")}`,
  );

// Cycles through value imports (Tarjan's strongly connected components).
{
  let index = 0;
  const stack = [];
  const state = new Map();
  const strong = (v) => {
    state.set(v, { index, low: index, onStack: true });
    index++;
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!edges.has(w)) continue;
      if (!state.has(w)) {
        strong(w);
        state.get(v).low = Math.min(state.get(v).low, state.get(w).low);
      } else if (state.get(w).onStack) state.get(v).low = Math.min(state.get(v).low, state.get(w).index);
    }
    if (state.get(v).low === state.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        state.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) problems.push(`cycle: ${component.map((f) => `src/${relative(src, f)}`).join(" <-> ")}`);
    }
  };
  for (const file of files) if (!state.has(file)) strong(file);
}

// Exported names defined once.
{
  const DEFINE =
    /^export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:abstract\s+)?(?:function\*?|class|const|let|var|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm;
  const where = new Map();
  for (const file of files) {
    for (const m of readFileSync(file, "utf8").matchAll(DEFINE)) {
      // A Set: a function's overloads are one definition.
      const list = where.get(m[1]) ?? new Set();
      list.add(`src/${relative(src, file)}`);
      where.set(m[1], list);
    }
  }
  for (const [name, list] of where)
    if (list.size > 1) problems.push(`names: ${name} is exported by ${list.size} files: ${[...list].join(", ")}`);
}

// Markdown files named in comments exist in the repository.
{
  const scanned = [...files, ...walk(join(root, "test")), ...walk(join(root, "bench")).filter((f) => !f.includes("/results/"))];
  const MD = /[\w./-]*[\w-]+\.md\b/g;
  for (const file of scanned) {
    // Addresses are not files of the repository: they are left out before looking.
    const lines = readFileSync(file, "utf8")
      .replace(/\w+:\/\/\S+/g, "")
      .split("\n");
    lines.forEach((line, i) => {
      const comment = line.match(/(?:\/\/|\/\*|^\s*\*)(.*)$/);
      if (!comment) return;
      for (const [name] of comment[1].matchAll(MD)) {
        const candidates = [resolve(dirname(file), name), join(root, name), join(src, name)];
        const bare = !name.includes("/");
        const found = candidates.some((p) => existsSync(p)) || (bare && anyFileNamed(name));
        if (!found) problems.push(`links: ${relative(root, file)}:${i + 1} names ${name}, which is not in the repository`);
      }
    });
  }
}

function anyFileNamed(name) {
  const seen = (dir) =>
    readdirSync(dir).some((entry) => {
      if (entry === "node_modules" || entry.startsWith(".")) return false;
      const path = join(dir, entry);
      return entry === name || (statSync(path).isDirectory() && seen(path));
    });
  return seen(root);
}

if (problems.length > 0) {
  console.error(`check-architecture: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join("\n")}`);
  process.exit(1);
}
console.log(
  `check-architecture: ${files.length} files, layers, cycles, exported names and doc links in order; ` +
    `${between.inner.length} of ${between.all} imports between folders name an inner file (at most ${100 * MAX_INNER_SHARE}%)`,
);
