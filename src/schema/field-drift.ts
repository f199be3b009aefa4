// Names the fields a lenient parse could not accept as declared, from zod's issues: each becomes a
// warning (missing, or of an unexpected type) under a schema path such as
// `GeneCoreRecord.targetClass.leafChemblClassId` (array positions written `[]`).
import type { z } from "zod";
import { noteFieldDrift } from "./warnings.js";

type Issue = z.core.$ZodIssue;

function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  return `a ${typeof value}`;
}

function valueAt(json: unknown, path: readonly PropertyKey[]): unknown {
  let at: unknown = json;
  for (const key of path) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

function schemaPath(root: string, path: readonly PropertyKey[], skipLeadingIndex: boolean): string {
  let out = root;
  path.forEach((key, i) => {
    if (typeof key === "number") {
      if (!(i === 0 && skipLeadingIndex)) out += "[]";
    } else out += `.${String(key)}`;
  });
  return out;
}

function expected(issue: Issue): string {
  if (issue.code === "invalid_type") return String(issue.expected);
  if (issue.code === "invalid_union") return "one of the declared forms";
  return "the declared shape";
}

/**
 * Raises one warning per drifted field. `root` names the schema (e.g. `GeneCoreRecord`); with
 * `listRoot` the parsed JSON is a list of such values and the leading position is left out.
 */
export function noteDrift(root: string, json: unknown, issues: readonly Issue[], listRoot: boolean): void {
  for (const issue of issues) {
    const value = valueAt(json, issue.path);
    const path = schemaPath(root, issue.path, listRoot);
    if (value === undefined) noteFieldDrift(path, "missing", "", expected(issue));
    else noteFieldDrift(path, "unexpected-type", jsonType(value), expected(issue));
  }
}
