// A notebook cell that failed while executing: which cell, what it said, and where the cells that
// did run were kept. The message is what a user reads in a terminal, so it shows the cell's code
// and its error, trimmed of the kernel's own stack frames.

interface CellFailure {
  /** Position of the failing cell in the notebook's `cells` (0-based, markdown cells included). */
  cellIndex: number;
  /** Its number among the code cells that ran (1-based): what a report shows as `In [n]`. */
  cellNumber: number;
  cellSource: string;
  /** The cell's error outputs and stderr text, without ANSI codes. */
  errorText: string;
}

const SOURCE_LINES = 8;
const ERROR_LINES = 25;

export class NotebookCellError extends Error {
  override name = "NotebookCellError";
  readonly cellIndex: number;
  readonly cellNumber: number;
  readonly cellSource: string;
  readonly errorText: string;

  constructor(
    readonly notebookPath: string,
    failure: CellFailure,
    readonly partialPath: string,
  ) {
    super(formatCellFailure(notebookPath, failure, partialPath));
    this.cellIndex = failure.cellIndex;
    this.cellNumber = failure.cellNumber;
    this.cellSource = failure.cellSource;
    this.errorText = failure.errorText;
  }
}

export function formatCellFailure(notebookPath: string, f: CellFailure, partialPath: string): string {
  return [
    `executeNotebook: ${notebookPath} failed in code cell ${f.cellNumber} (cell index ${f.cellIndex}):`,
    indent(firstLines(f.cellSource, SOURCE_LINES)),
    "error:",
    indent(firstLines(userFrames(f.errorText), ERROR_LINES) || "(the kernel reported no error text)"),
    `the cells that ran, with their outputs, are in ${partialPath}`,
  ].join("\n");
}

/** The first line of the error, for one-line progress messages. */
export function errorHeadline(errorText: string): string {
  const lines = errorText
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  // Node puts the offending source line and a caret above "Error: ..."; prefer the error itself.
  return lines.find((l) => /^([\w$.]*(Error|Exception)\b|\d+:\d+ - )/.test(l)) ?? lines[0] ?? "";
}

/** Drops stack frames inside the kernel and Node itself: they say nothing about the user's code. */
function userFrames(text: string): string {
  return text
    .split("\n")
    .filter((l) => !/^\s+at\s.*(\bnode:|[\\/]node_modules[\\/]tslab[\\/])/.test(l))
    .join("\n")
    .trim();
}

function firstLines(text: string, n: number): string {
  const lines = text.replace(/\s+$/, "").split("\n");
  return lines.length <= n ? lines.join("\n") : [...lines.slice(0, n), `... (${lines.length - n} more lines)`].join("\n");
}

function indent(text: string): string {
  return text
    .split("\n")
    .map((l) => (l.trim() ? `    ${l}` : ""))
    .join("\n");
}
