// TypeDoc plugin: the API reference's groups come from src/index.ts. Each block of re-exports there
// follows a `// @group <Title>` line, and every name the block exports is listed under that title,
// as if its declaration carried `@group <Title>`. The groups live with the public surface they sort
// (one list to edit when a name is added), not in the doc comments of some sixty source files.
// Every exported error class (a class named `...Error` or extending one) is listed under Errors,
// whichever block exports it; a declaration's own `@group` tag wins (the deprecated alias
// `StoreMissError`, a const and a type, carries `@group Errors`). A name exported outside any group, or a group line naming no export, fails `npm run docs`.
import { readFileSync } from "node:fs";
import { Comment, CommentTag, Converter, ReflectionKind } from "typedoc";

const ERRORS = "Errors";

/** name -> group title, from the text of src/index.ts. */
export function groupsOfIndex(text) {
  const groups = new Map();
  const problems = [];
  let group;
  let seen = 0;
  // Statements are read whole: a marker line, or an export statement up to its closing semicolon.
  const statement = /^\/\/ @group (.+)$|export\s+(?:type\s+)?\{([^}]*)\}[^;]*;|export\s+\*\s+as\s+(\w+)[^;]*;/gm;
  for (const m of text.matchAll(statement)) {
    if (m[1] !== undefined) {
      if (group !== undefined && seen === 0) problems.push(`@group ${group} exports nothing`);
      group = m[1].trim();
      seen = 0;
      continue;
    }
    const names = m[3] !== undefined ? [m[3]] : namesOf(m[2]);
    for (const name of names) {
      if (group === undefined) problems.push(`${name} is exported before any @group line`);
      else groups.set(name, group);
      seen += 1;
    }
  }
  if (group !== undefined && seen === 0) problems.push(`@group ${group} exports nothing`);
  return { groups, problems };
}

/** The exported names of an `export { ... }` list: `type` dropped, `a as b` gives b. */
function namesOf(list) {
  return list
    .replace(/\/\/.*$/gm, "")
    .split(",")
    .map((part) => part.trim().replace(/^type\s+/, ""))
    .filter((part) => part !== "")
    .map((part) => part.split(/\s+as\s+/).at(-1));
}

/** @param {import("typedoc").Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    const project = context.project;
    const entry = app.options.getValue("entryPoints")[0];
    const { groups, problems } = groupsOfIndex(readFileSync(entry, "utf8"));
    for (const problem of problems) app.logger.error(`src/index.ts: ${problem}`);
    for (const reflection of project.children ?? []) {
      const isError =
        (reflection.kindOf(ReflectionKind.Class | ReflectionKind.Variable) && reflection.name.endsWith("Error")) ||
        (reflection.kindOf(ReflectionKind.Class) && (reflection.extendedTypes ?? []).some((type) => /Error$/.test(type.toString())));
      const title = isError ? ERRORS : groups.get(reflection.name);
      if (title === undefined) {
        app.logger.error(`${reflection.name} is exported outside any // @group block of src/index.ts`);
        continue;
      }
      reflection.comment ??= new Comment();
      if (!reflection.comment.blockTags.some((tag) => tag.tag === "@group")) {
        reflection.comment.blockTags.push(new CommentTag("@group", [{ kind: "text", text: title }]));
      }
    }
  });
}
