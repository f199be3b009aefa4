// What `corebook run` says to its user: misuse errors (exit 2), failing cells, run records and
// `--check`. One place, so the wording stays consistent and tests can name it.
import { CommandMisuseError } from "../errors/index.js";

/** Bad arguments or files: the CLI prints the message with the usage and exits 2. */
export class RunMisuseError extends CommandMisuseError {
  override name = "RunMisuseError";
  constructor(message: string, parameter?: string, value?: unknown) {
    super("run", message, { parameter, value });
  }
}

const list = (names: readonly string[]) => (names.length === 0 ? "none" : names.join(", "));

export const msg = {
  parameterNeedsPair: (option: string) => `run: ${option} needs a name and a value: ${option} NAME VALUE (e.g. ${option} drug imatinib)`,
  parameterNeedsValue: (option: string, what: string) => `run: ${option} needs a value: ${option} ${what}`,
  parameterGivenTwice: (option: string) => `run: ${option} was given twice; give it once (use -p NAME VALUE for single values)`,
  parameterBadName: (option: string, name: string) =>
    `run: ${option}: ${JSON.stringify(name)} is not a parameter name; a name is a TypeScript identifier (letters, digits, _ and $, not starting with a digit)`,
  parameterUnsafeInteger: (name: string, text: string) =>
    `run: -p ${name} ${text}: the integer is beyond what a JavaScript number holds exactly (2^53); pass it as a string with -r ${name} ${text}`,
  parameterBadJson: (name: string, text: string, why: string) =>
    `run: -p ${name} ${text}: a value that starts with {, [ or " is read as JSON, and this is not JSON (${why}); pass it as a string with -r ${name} VALUE`,
  parameterYamlNotJson: (option: string, text: string) =>
    `run: ${option} ${JSON.stringify(text)}: corebook reads YAML's JSON form only (no YAML parser ships with it): write ${option} '{"drug": "imatinib", "dose": 20}', or use -p NAME VALUE, or -f FILE.json`,
  parameterSetNotObject: (where: string) =>
    `run: ${where}: a parameter set is a JSON object of names and values, e.g. {"drug": "imatinib", "dose": 20}`,
  parameterFileUnreadable: (path: string, why: string) => `run: -f ${path}: the parameters file cannot be read (${why})`,
  parameterFileNotJson: (path: string, line: number | null, why: string) =>
    `run: -f ${path}${line === null ? "" : ` line ${line}`}: not JSON (${why.replace(/\s+/g, " ")}); a parameters file is JSON (an object, or an array of objects) or JSON Lines (.jsonl); YAML files are not read`,
  parameterFileEmpty: (path: string) => `run: -f ${path} holds no parameter set; give at least one object`,
  parameterNotDeclared: (notebook: string, missing: string[], declared: string[]) =>
    `run: ${notebook}: ${missing.length === 1 ? "parameter" : "parameters"} ${list(missing)} ${missing.length === 1 ? "is" : "are"} not declared in its cell tagged "parameters" ` +
    `(it declares: ${list(declared)}); declare ${missing.length === 1 ? "it" : "each"} there with a default, e.g. let ${missing[0]} = ...;`,
  noParametersCell: (notebook: string) =>
    `${notebook} has no cell tagged "parameters": the parameters were injected as its first cell (tag the cell that declares them "parameters" to have them injected after it)`,
  outNameNotIpynb: (pattern: string) =>
    `run: --out-name ${JSON.stringify(pattern)} must end with .ipynb, e.g. --out-name "{name}-{drug}.ipynb"`,
  outNameUnknownField: (pattern: string, field: string, known: string[]) =>
    `run: --out-name ${JSON.stringify(pattern)}: {${field}} is neither {name}, {set} nor a parameter of every set (parameters: ${list(known)})`,
  outNameClash: (path: string, a: string, b: string) =>
    `run: two runs would write ${path} (${a} and ${b}); give --out-name a pattern that tells them apart, e.g. "{name}-{set}.ipynb" or one with a parameter`,
  outNameOverwritesInput: (path: string) =>
    `run: the executed copy would overwrite the notebook ${path}; give --out DIR or another --out-name`,
  folderTooLarge: (dir: string) => `the working folder ${dir} holds more files than corebook run lists: outputs may be missing`,
  overlappingRuns: (labels: string[]) =>
    `ran at the same time as ${labels.join(", ")} in the same folder: files those runs wrote in that time are listed here too (run with --parallel 1 for exact outputs)`,
  checkWithOthers: () => "run: --check RECORD re-runs what the record names: give no notebook, parameters, --out-name or --html with it",
  checkUnreadable: (path: string, why: string) => `run: --check ${path}: not a run record that can be read (${why})`,
  checkRanDifferently: (record: string, status: string) =>
    `run --check ${record}: the notebook did not run as recorded (the record says ${status === "ok" ? "every cell ran without error" : "a cell failed"}); its outputs were not compared`,
  checkIdentical: (record: string, outputs: number) =>
    `run --check ${record}: identical: the re-run wrote the same ${outputs} output file${outputs === 1 ? "" : "s"}, byte for byte (SHA-256)`,
  checkDiffers: (record: string, diffs: { path: string; kind: "changed" | "missing" | "new" }[]) =>
    [
      `run --check ${record}: the outputs differ from the record (${diffs.length} file${diffs.length === 1 ? "" : "s"}):`,
      ...diffs.map(
        (d) =>
          `  ${d.path}: ${d.kind === "changed" ? "changed (another SHA-256)" : d.kind === "missing" ? "not written by the re-run" : "written by the re-run, not in the record"}`,
      ),
    ].join("\n"),
  positiveInteger: (option: string, value: string | undefined) =>
    `run: ${option} needs a whole number from 1 to 16, got ${JSON.stringify(value)}`,
};

/** A notebook's failing cell, once: where, its code, its error. */
export function cellFailureBlock(where: string, cellNumber: number, code: string, error: string): string {
  return [`${where}: code cell ${cellNumber} failed:`, indent(code), "error:", indent(error || "(the kernel reported no error text)")].join(
    "\n",
  );
}

export function indent(text: string): string {
  return text
    .split("\n")
    .map((l) => (l.trim() ? `    ${l}` : ""))
    .join("\n");
}
