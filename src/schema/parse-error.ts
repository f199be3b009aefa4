// Readable parse failures: one line per problem, each with the data path where it happened.
import { CorebookError } from "../errors/index.js";
import type { z } from "zod";

type Issue = z.core.$ZodIssue;

function pathText(path: readonly PropertyKey[]): string {
  let out = "";
  for (const p of path) out += typeof p === "number" ? `[${p}]` : out === "" ? String(p) : `.${String(p)}`;
  return out === "" ? "(root)" : out;
}

/** Unions report every branch's failure; the branch that got furthest explains best. */
function flatten(issues: readonly Issue[], prefix: readonly PropertyKey[] = []): { path: PropertyKey[]; message: string }[] {
  const out: { path: PropertyKey[]; message: string }[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === "invalid_union" && issue.errors.length > 0) {
      const best = [...issue.errors].sort((a, b) => a.length - b.length)[0];
      out.push(...flatten(best, path));
    } else {
      out.push({ path, message: issue.message });
    }
  }
  return out;
}

/**
 * Thrown when data does not match a schema in strict mode (or is unusable even leniently): the message lists up to ten
 * problems, each with the data path where it happened.
 */
export class SchemaParseError extends CorebookError {
  /** Always `"SchemaParseError"`. */
  override name = "SchemaParseError";
  constructor(
    /** What was being parsed, e.g. "TrialCore record". */
    readonly what: string,
    /** Every problem found, in order, each with its data path. */
    readonly problems: {
      /** Where in the data, e.g. `data[3].armGroups[0].type`, or `(root)`. */
      path: string;
      /** What is wrong there. */
      message: string;
    }[],
  ) {
    const shown = problems.slice(0, 10).map((p) => `  at ${p.path}: ${p.message}`);
    if (problems.length > 10) shown.push(`  ... and ${problems.length - 10} more`);
    super(`Invalid ${what}:\n${shown.join("\n")}`);
  }

  /** Builds the error from a zod failure, keeping for each union the branch that matched furthest. */
  static from(what: string, error: z.ZodError): SchemaParseError {
    return new SchemaParseError(
      what,
      flatten(error.issues).map((p) => ({ path: pathText(p.path), message: p.message })),
    );
  }
}
