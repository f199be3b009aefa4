// What the first session (connect()) switches on in a notebook, rather than importing corebook,
// so that an import has no side effects: progress bars for long operations, tables that show
// themselves readably, and the per-cell hooks of the kernel running this code (each a no-op
// elsewhere).
import { hookDenoCells } from "./deno-cells.js";
import { show } from "./show.js";
import { useReadableTables } from "./table-inspect.js";
import { useProgressBars } from "./table-progress.js";
import { hookTslabCells } from "./tslab-cells.js";

export function useNotebook(): void {
  useProgressBars();
  useReadableTables();
  hookTslabCells((value) => void show(value));
  hookDenoCells();
}
