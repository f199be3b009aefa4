// A notebook cell that failed while executing: which cell, what it said, and where the cells that
// did run were kept. The message is what a user reads in a terminal, so it shows the cell's code
// and its error, trimmed of the kernel's own stack frames.
import { indent } from "./messages.js";
import { CorebookError } from "../errors/index.js";

export interface CellFailure {
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

export class NotebookCellError extends CorebookError {
  override name = "NotebookCellError";
  readonly cellIndex: number;
  readonly cellNumber: number;
  readonly cellSource: string;
  readonly errorText: string;

  constructor(
    readonly notebookPath: string,
    failure: CellFailure,
    readonly partialPath: string,
    /** With allowErrors: the cells that failed before the one that stopped the run (a timeout, a dead kernel). */
    readonly earlierFailures: readonly CellFailure[] = [],
  ) {
    super(formatCellFailure(notebookPath, failure, partialPath));
    this.cellIndex = failure.cellIndex;
    this.cellNumber = failure.cellNumber;
    this.cellSource = failure.cellSource;
    this.errorText = failure.errorText;
  }

  /** The message already shows the cell, its source and its error: nothing more is printed after it. */
  protected override printedFields(): Record<string, unknown> {
    return {};
  }
}

// The cell is named once, by the number a report shows (`In [n]`); its position among all cells
// (markdown included) is on the error object for programs, not in the message.
export function formatCellFailure(notebookPath: string, f: CellFailure, partialPath: string): string {
  return [
    `executeNotebook: ${notebookPath} failed in code cell ${f.cellNumber}:`,
    indent(cellCode(f.cellSource)),
    "error:",
    indent(cellErrorText(f.errorText) || "(the kernel reported no error text)"),
    `the cells that ran, with their outputs, are in ${partialPath}`,
  ].join("\n");
}

/** A failing cell's code as a terminal shows it: its first lines. */
export function cellCode(source: string): string {
  return firstLines(source, SOURCE_LINES);
}

/** A failing cell's error as a terminal shows it: the first lines, without the kernel's own frames. */
export function cellErrorText(errorText: string): string {
  return firstLines(userFrames(errorText), ERROR_LINES);
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

/**
 * Drops stack frames inside the kernel, Node itself and corebook's tslab cell hook (the frame that
 * runs every cell): they say nothing about the user's code.
 */
function userFrames(text: string): string {
  return text
    .split("\n")
    .filter((l) => !/^\s+at\s.*(\bnode:|[\\/]node_modules[\\/]tslab[\\/]|\bproto\.handleExecuteImpl\b)/.test(l))
    .join("\n")
    .trim();
}

function firstLines(text: string, n: number): string {
  const lines = text.replace(/\s+$/, "").split("\n");
  return lines.length <= n ? lines.join("\n") : [...lines.slice(0, n), `... (${lines.length - n} more lines)`].join("\n");
}
