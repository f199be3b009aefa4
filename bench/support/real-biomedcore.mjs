// The real core table the export benches use: BiomedCore records of the medium sandbox (default
// fields plus authorsMetadata, meshIds, substanceIds and referencesTrialCore: text, lists of text,
// a list of structs holding a list of structs), built by recordsToTable as a session builds it.
// The records are cached beside the other bench caches. Run after `npm run build`.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { root } from "./load-ts.mjs";

export const INCLUDE = ["authorsMetadata", "meshIds", "substanceIds", "referencesTrialCore"];

/** The path of a JSON file holding the first `count` records, cut to the default fields and INCLUDE. */
export async function realRecordsFile(count) {
  const cache = join(root, "node_modules", ".cache", "corebook-bench-export-real", `biomedcore-medium-${count}.json`);
  if (existsSync(cache)) return cache;
  const { startSandbox } = await import(join(root, "dist/index.js"));
  const { CORE_COLUMNS } = await import(join(root, "dist/tables/columns/index.js"));
  const sandbox = await startSandbox({ scale: "medium" });
  const keep = [...Object.keys(CORE_COLUMNS.biomedcore.defaults), ...INCLUDE];
  const cut = sandbox.dataset.records.biomedcore.slice(0, count).map((r) => Object.fromEntries(keep.map((k) => [k, r[k] ?? null])));
  await sandbox.close();
  mkdirSync(dirname(cache), { recursive: true });
  writeFileSync(cache, JSON.stringify(cut));
  return cache;
}

/** The table of the records in `file`, as a session builds it. */
export async function realTable(file) {
  const { recordsToTable } = await import(join(root, "dist/tables/records-to-table.js"));
  return recordsToTable("biomedcore", JSON.parse(readFileSync(file, "utf8")), { include: INCLUDE });
}
