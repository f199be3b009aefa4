// How a corebook error prints (util.inspect, console.log, an uncaught error in a tslab cell): its
// name and message first, then only the fields that have a value, each kept short. Node's default
// print of an error thrown from a notebook cell opens with a line of corebook's bundled source,
// then ten stack frames, then every field, nulls included, and a PartialResultError's whole table:
// the message was lost in it. The stack is for whoever debugs corebook itself, so it is shown only
// when COREBOOK_STACK asks for it ("1": corebook's frames and the caller's, at most 8; "full": all).

/** What util.inspect passes a custom inspector as its third argument (Node 16.14 and later). */
export type Inspect = (value: unknown, options?: object) => string;

/** The environment variable that adds a stack to a printed corebook error. */
export const STACK_ENV = "COREBOOK_STACK";

const SHORT_STACK_FRAMES = 8;
/** Items of a list field shown before "… N more". */
const LIST_ITEMS_SHOWN = 3;

/** A list, table or nested object kept to a few lines. */
export function shortValue(value: unknown): unknown {
  if (isTable(value)) return new Summary(`table of ${value.numRows()} rows × ${value.numCols()} columns`);
  if (Array.isArray(value) && value.length > LIST_ITEMS_SHOWN) {
    return [...value.slice(0, LIST_ITEMS_SHOWN), new Summary(`… ${value.length - LIST_ITEMS_SHOWN} more`)];
  }
  return value;
}

/** Text that prints as itself in brackets, not as a quoted string. */
export class Summary {
  constructor(readonly text: string) {}
  [Symbol.for("nodejs.util.inspect.custom")](): string {
    return `[${this.text}]`;
  }
}

function isTable(value: unknown): value is { numRows(): number; numCols(): number } {
  return (
    value !== null &&
    typeof value === "object" &&
    typeof Reflect.get(value, "numRows") === "function" &&
    typeof Reflect.get(value, "numCols") === "function"
  );
}

/** A field worth printing: not null, undefined, empty, nor a sentence the message already says. */
function hasValue(value: unknown, message: string): boolean {
  if (value === null || value === undefined || value === "") return false;
  if (Array.isArray(value)) return value.length > 0;
  // ServiceError.detail and the per-field messages repeat a sentence of the message.
  if (typeof value === "string") return !(/\s/.test(value) && message.includes(value));
  if (Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).some((v) => hasValue(v, message));
  return true;
}

/** The fields of an error that `printError` shows: its own enumerable ones with a value, shortened. */
export function printedFields(error: Error): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === "name" || key === "message" || key === "stack") continue;
    if (hasValue(value, error.message)) shown[key] = shortValue(value);
  }
  return shown;
}

/** The stack frames to print, as COREBOOK_STACK asks: none by default. */
function requestedFrames(stack: string | undefined): string[] {
  const mode = globalThis.process?.env?.[STACK_ENV];
  if (!mode || mode === "0" || !stack) return [];
  const frames = stack.split("\n").filter((line) => /^\s+at /.test(line));
  if (mode === "full") return frames;
  // Node's and the kernel's own frames say nothing about the user's code (a cell is evalmachine) or corebook's.
  return frames.filter((line) => !/\(node:|at node:|[\\/]node_modules[\\/]tslab[\\/]/.test(line)).slice(0, SHORT_STACK_FRAMES);
}

/** Printed fields are joined on lines up to this width; a field whose value spans lines stands alone. */
const LINE_WIDTH = 100;

/** `Name: message`, the fields with a value, the cause when the message does not say it, frames on request. */
export function printError(error: Error, fields: Record<string, unknown>, inspect: Inspect, options: object): string {
  const lines = [`${error.name}: ${error.message}`];
  const fieldLines: string[] = [];
  let line = "";
  for (const [key, value] of Object.entries(fields)) {
    const text = `${key}: ${inspect(value, { ...options, depth: 2, breakLength: LINE_WIDTH - 2 })}`;
    const alone = text.includes("\n");
    if (line && (alone || line.length + 2 + text.length > LINE_WIDTH - 2)) {
      fieldLines.push(line);
      line = "";
    }
    if (alone) fieldLines.push(text);
    else line = line ? `${line}, ${text}` : text;
  }
  if (line) fieldLines.push(line);
  lines.push(...fieldLines.map(indent));
  const cause: unknown = error.cause;
  if (cause instanceof Error && !error.message.includes(cause.message)) lines.push(`  [cause] ${cause.name}: ${cause.message}`);
  lines.push(...requestedFrames(error.stack));
  return lines.join("\n");
}

function indent(text: string): string {
  return text
    .split("\n")
    .map((line) => `  ${line}`)
    .join("\n");
}
