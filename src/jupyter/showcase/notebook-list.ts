// Which notebooks a showcase run executes: every `.ipynb` in the project's notebooks folder, in name
// order (the numeric prefixes give the reading order), optionally narrowed by the caller.
import { readdirSync } from "node:fs";
import { basename, join } from "node:path";

export interface ShowcaseNotebook {
  /** File name without `.ipynb`, e.g. `02-drug-class-landscape`; names every output of the notebook. */
  name: string;
  /** Absolute path of the source notebook. */
  path: string;
}

/**
 * Lists the notebooks in `dir`. `only` holds names with or without `.ipynb`, or unique prefixes such
 * as `02`; an entry that matches nothing (or several) is an error naming the notebooks that exist.
 */
export function listNotebooks(dir: string, only?: readonly string[]): ShowcaseNotebook[] {
  const all = readdirSync(dir)
    .filter((f) => f.endsWith(".ipynb"))
    .sort()
    .map((f) => ({ name: basename(f, ".ipynb"), path: join(dir, f) }));
  if (all.length === 0) throw new Error(`showcase: no notebooks (.ipynb) found in ${dir}`);
  if (!only || only.length === 0) return all;
  const picked: ShowcaseNotebook[] = [];
  for (const wanted of only) {
    const key = wanted.replace(/\.ipynb$/, "");
    const exact = all.filter((n) => n.name === key);
    const matches = exact.length > 0 ? exact : all.filter((n) => n.name.startsWith(key));
    if (matches.length !== 1) {
      const why = matches.length === 0 ? "matches no notebook" : "matches several notebooks";
      throw new Error(`showcase: notebooks entry "${wanted}" ${why}; available: ${all.map((n) => n.name).join(", ")}`);
    }
    if (!picked.includes(matches[0])) picked.push(matches[0]);
  }
  return picked;
}
