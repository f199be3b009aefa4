// `corebook run`'s parameters, planning and --check comparison, without Jupyter: how -p types a
// value, what a parameters file may hold, the injected cell (keyword and type of the declaration,
// its tag and place), undeclared parameters, output names, and the files a run wrote.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Notebook } from "../../src/jupyter/notebook-json.js";
import { changedFiles, describeOutputs, listFolder } from "../../src/jupyter/output-files.js";
import { declaredParameters, injectParameters, injectedSource } from "../../src/jupyter/parameter-cell.js";
import { compareOutputs } from "../../src/jupyter/run-check.js";
import { runRunCommand } from "../../src/jupyter/run-command.js";
import { extractParameterArgs, parameterSets, typedValue } from "../../src/jupyter/run-parameters.js";
import { planRuns } from "../../src/jupyter/run-plan.js";

const scratch = mkdtempSync(join(tmpdir(), "corebook-run-params-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const code = (id: string, source: string, tags?: string[]) => ({
  cell_type: "code",
  execution_count: null,
  id,
  metadata: tags ? { tags } : {},
  outputs: [],
  source,
});
const notebook = (cells: ReturnType<typeof code>[]): Notebook => ({ cells, metadata: { kernelspec: { name: "tslab" } } });
const write = (name: string, nb: Notebook) => {
  const path = join(scratch, name);
  writeFileSync(path, JSON.stringify(nb));
  return path;
};

describe("-p types its value as papermill does", () => {
  it("booleans, null, numbers and JSON; everything else stays a string", () => {
    expect([typedValue("a", "true"), typedValue("a", "False"), typedValue("a", "null"), typedValue("a", "None")]).toEqual([
      true,
      false,
      null,
      null,
    ]);
    expect([typedValue("a", "25"), typedValue("a", "-2.5"), typedValue("a", "1e3"), typedValue("a", ".5")]).toEqual([25, -2.5, 1000, 0.5]);
    expect(typedValue("a", '{"fast": true, "n": [1, 2]}')).toEqual({ fast: true, n: [1, 2] });
    expect(typedValue("a", '"007"')).toBe("007");
    expect([typedValue("a", "imatinib"), typedValue("a", "0x10"), typedValue("a", "Infinity"), typedValue("a", "")]).toEqual([
      "imatinib",
      "0x10",
      "Infinity",
      "",
    ]);
  });

  it("refuses broken JSON and integers a number cannot hold, pointing at -r", () => {
    expect(() => typedValue("ids", "[1, 2")).toThrow(/-p ids \[1, 2: a value that starts with \{, \[ or " is read as JSON.*-r ids VALUE/);
    expect(() => typedValue("id", "12345678901234567890")).toThrow(
      /beyond what a JavaScript number holds exactly.*-r id 12345678901234567890/,
    );
  });

  it("-p and -r take two values, even one that starts with -, and leave the other options to the parser", () => {
    const { rest, parameters } = extractParameterArgs([
      "nb.ipynb",
      "-p",
      "offset",
      "-5",
      "-r",
      "code",
      "007",
      "--html",
      "-y",
      '{"dose": 2}',
    ]);
    expect(rest).toEqual(["nb.ipynb", "--html"]);
    expect(parameterSets(parameters)).toEqual([{ dose: 2, offset: -5, code: "007" }]);
    expect(() => extractParameterArgs(["-p", "drug"])).toThrow(/-p needs a name and a value: -p NAME VALUE/);
    expect(() => extractParameterArgs(["-p", "2drug", "x"])).toThrow(/"2drug" is not a parameter name/);
    expect(() => extractParameterArgs(["-y", "drug: x"])).toThrow(/reads YAML's JSON form only/);
  });

  it("a parameters file holds one set, a list of sets or JSON Lines; -p overrides every set", () => {
    const list = join(scratch, "sets.json");
    writeFileSync(list, JSON.stringify([{ drug: "a", dose: 1 }, { drug: "b" }]));
    const lines = join(scratch, "sets.jsonl");
    writeFileSync(lines, '{"drug": "a"}\n\n{"drug": "b", "dose": 3}\n');
    expect(parameterSets(extractParameterArgs(["-f", list, "-p", "dose", "9"]).parameters)).toEqual([
      { drug: "a", dose: 9 },
      { drug: "b", dose: 9 },
    ]);
    expect(parameterSets(extractParameterArgs(["--parameters-file", lines]).parameters)).toEqual([{ drug: "a" }, { drug: "b", dose: 3 }]);
    const yaml = join(scratch, "sets.yaml");
    writeFileSync(yaml, "drug: a\n");
    expect(() => extractParameterArgs(["-f", yaml])).toThrow(/not JSON .*YAML files are not read/);
    expect(() => extractParameterArgs(["-f", join(scratch, "none.json")])).toThrow(/cannot be read \(ENOENT\)/);
  });
});

describe("the injected cell", () => {
  it("declares each parameter with the keyword and type its parameters cell gave it", () => {
    const declared = declaredParameters(
      'let drug = "x";\nconst dose: number = 10;\nconst pick: (a: number) => boolean = (a) => a > 1;\nvar n;\n  let inner = 1;',
    );
    expect([...declared.keys()]).toEqual(["drug", "dose", "pick", "n"]);
    expect(injectedSource({ drug: "y", dose: 20, n: [1, null] }, declared)).toBe(
      '// Parameters injected by corebook run\nlet drug = "y";\nconst dose: number = 20;\nvar n = [1,null];',
    );
    expect(declared.get("pick")?.type).toBe("(a: number) => boolean");
  });

  it("goes right after the cell tagged parameters, tagged injected-parameters, replacing one a former run injected", () => {
    const nb = notebook([
      code("a", "1"),
      code("p", "let drug = 'x';", ["parameters"]),
      code("old", "let drug = 'z';", ["injected-parameters"]),
      code("b", "2"),
    ]);
    const { notebook: out, warning } = injectParameters(nb, { drug: "y" }, "nb.ipynb");
    expect(warning).toBeNull();
    expect(out.cells.map((c) => (c as { id?: string }).id)).toEqual(["a", "p", "injected-parameters", "b"]);
    expect(out.cells[2]).toMatchObject({
      cell_type: "code",
      metadata: { tags: ["injected-parameters"] },
      source: expect.stringContaining('let drug = "y";'),
    });
    expect(out.metadata.corebook).toEqual({ parameters: { drug: "y" } });
    expect(nb.cells).toHaveLength(4); // the input is left as it was
  });

  it("goes first, with a warning, in a notebook without a parameters cell", () => {
    const { notebook: out, warning } = injectParameters(notebook([code("a", "1")]), { drug: "y" }, "nb.ipynb");
    expect(out.cells.map((c) => (c as { id?: string }).id)).toEqual(["injected-parameters", "a"]);
    expect(warning).toMatch(/nb\.ipynb has no cell tagged "parameters"/);
  });

  it("refuses a parameter the parameters cell does not declare, naming the ones it does", () => {
    const nb = notebook([code("p", "let drug = 'x';\nlet dose = 1;", ["parameters"])]);
    expect(() => injectParameters(nb, { drgu: "y" }, "nb.ipynb")).toThrow(
      /nb\.ipynb: parameter drgu is not declared in its cell tagged "parameters" \(it declares: drug, dose\); declare it there with a default, e\.g\. let drgu = \.\.\.;/,
    );
  });

  it("the command stops with exit-2 usage errors before Jupyter starts", async () => {
    const path = write("undeclared.ipynb", notebook([code("p", "let drug = 'x';", ["parameters"])]));
    await expect(runRunCommand([path, "-p", "dose", "1"])).rejects.toMatchObject({ name: "RunMisuseError", command: "run" });
    await expect(runRunCommand([path, "--parallel", "0"])).rejects.toThrow(/--parallel needs a whole number from 1 to 16/);
    await expect(runRunCommand(["--check", path, path])).rejects.toThrow(/--check RECORD re-runs what the record names/);
    await expect(runRunCommand(["--check", join(scratch, "none.run.json")])).rejects.toThrow(
      /not a run record that can be read \(ENOENT\)/,
    );
  });
});

describe("planning the runs", () => {
  const path = write("plan.ipynb", notebook([code("p", "let drug = 'x';\nlet dose = 1;", ["parameters"])]));
  const nb = { path, kernel: "tslab" as const };

  it("names each set's copy, report and record by the pattern", () => {
    const runs = planRuns(
      [nb],
      [
        { drug: "a b/c", dose: 1 },
        { drug: "d", dose: 2 },
      ],
      { outName: "{name}-{drug}-{set}.ipynb" },
    );
    expect(runs.map((r) => [r.executed, r.report, r.record])).toEqual([
      [join(scratch, "plan-a_b_c-1.ipynb"), join(scratch, "plan-a_b_c-1.html"), join(scratch, "plan-a_b_c-1.run.json")],
      [join(scratch, "plan-d-2.ipynb"), join(scratch, "plan-d-2.html"), join(scratch, "plan-d-2.run.json")],
    ]);
    expect(runs[0].label).toBe(`${path} [drug=a b/c, dose=1]`);
    expect(planRuns([nb], [{}], {}).map((r) => [r.executed, r.record, r.prepared])).toEqual([
      [join(scratch, "plan.executed.ipynb"), join(scratch, "plan.run.json"), null],
    ]);
    expect(planRuns([nb], [{ dose: 1 }, { dose: 2 }], {}).map((r) => r.executed)).toEqual([
      join(scratch, "plan-1.executed.ipynb"),
      join(scratch, "plan-2.executed.ipynb"),
    ]);
  });

  it("refuses names two runs share, a copy over its notebook, and fields no set has", () => {
    expect(() => planRuns([nb], [{ drug: "a" }, { drug: "a" }], { outName: "{name}-{drug}.ipynb" })).toThrow(
      /two runs would write .*plan-a\.ipynb/,
    );
    expect(() => planRuns([nb], [{}], { outName: "{name}.ipynb" })).toThrow(/would overwrite the notebook/);
    expect(() => planRuns([nb], [{ drug: "a" }], { outName: "{name}-{dose}.ipynb" })).toThrow(
      /\{dose\} is neither \{name\}, \{set\} nor a parameter of every set/,
    );
    expect(() => planRuns([nb], [{}], { outName: "{name}.json" })).toThrow(/must end with \.ipynb/);
  });
});

describe("the files a run wrote, and --check's comparison", () => {
  it("new and changed files under the working folder, not hidden folders, node_modules or excluded files", async () => {
    const dir = join(scratch, "work");
    mkdirSync(join(dir, "results"), { recursive: true });
    mkdirSync(join(dir, ".ipynb_checkpoints"));
    mkdirSync(join(dir, "node_modules"));
    writeFileSync(join(dir, "kept.csv"), "a\n");
    writeFileSync(join(dir, "rewritten.csv"), "a\n");
    utimesSync(join(dir, "rewritten.csv"), new Date(2020, 0, 1), new Date(2020, 0, 1));
    const before = listFolder(dir);
    writeFileSync(join(dir, "rewritten.csv"), "a\n");
    writeFileSync(join(dir, "results", "new.txt"), "hello\n");
    writeFileSync(join(dir, ".ipynb_checkpoints", "x.ipynb"), "{}");
    writeFileSync(join(dir, "node_modules", "y.js"), "");
    writeFileSync(join(dir, "nb.executed.ipynb"), "{}");
    const after = listFolder(dir, new Set([join(dir, "nb.executed.ipynb")]));
    const changed = changedFiles(before.files, after.files);
    expect(changed).toEqual(["results/new.txt", "rewritten.csv"]);
    expect(await describeOutputs(dir, changed)).toEqual([
      { path: "results/new.txt", bytes: 6, sha256: "5891b5b522d5df086d0ff0b110fbd9d21bb4fc7163af34d08286a2e846f6be03" },
      { path: "rewritten.csv", bytes: 2, sha256: "87428fc522803d31065e7bce3cf03fe475096631e5e07bbd7a0fde60c4cf25c7" },
    ]);
  });

  it("compares by path and hash: identical, changed, missing, new", () => {
    const a = { path: "a.csv", bytes: 1, sha256: "1" };
    const b = { path: "b.csv", bytes: 1, sha256: "2" };
    expect(compareOutputs([a, b], [b, a])).toEqual([]);
    expect(
      compareOutputs(
        [a, b],
        [
          { ...a, sha256: "9" },
          { path: "c.csv", bytes: 1, sha256: "3" },
        ],
      ),
    ).toEqual([
      { path: "a.csv", kind: "changed" },
      { path: "b.csv", kind: "missing" },
      { path: "c.csv", kind: "new" },
    ]);
  });
});
