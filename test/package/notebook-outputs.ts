// What each code cell of an executed notebook shows, by kind, so that runs on two kernels can be
// compared: tslab prints a value on stdout where Deno's kernel sends an execute_result, so both are
// "text"; a display is named by its MIME types and its plain text (the bundles are corebook's own).
import { readFileSync } from "node:fs";

interface Output {
  output_type: string;
  name?: string;
  data?: Record<string, unknown>;
}

const flat = (v: unknown) => [v].flat().join("");

function kindOf(o: Output): string {
  if (o.output_type === "stream") return o.name === "stderr" ? "stderr" : "text";
  if (o.output_type === "error") return "error";
  const mimes = Object.keys(o.data ?? {}).sort();
  if (mimes.length === 1 && mimes[0] === "text/plain") return "text";
  return `display ${mimes.join(" ")}: ${flat(o.data?.["text/plain"]).split("\n")[0]}`;
}

/** Per code cell, the kinds of its outputs. */
export function outputKinds(path: string): string[][] {
  const nb = JSON.parse(readFileSync(path, "utf8")) as { cells: { cell_type: string; outputs?: Output[] }[] };
  return nb.cells.filter((c) => c.cell_type === "code").map((c) => (c.outputs ?? []).map(kindOf));
}
