// The root of every error corebook throws on purpose, so a notebook can tell "corebook refused or
// failed" (catch CorebookError) from a bug or a runtime failure (TypeError, out of memory). This
// folder depends on nothing, so every layer, the sandbox included, can name it.
import { printedFields, printError, type Inspect } from "./error-print.js";

/**
 * The root of every error corebook throws on purpose: catch it to tell a refusal or failure of corebook from a bug. `name` is
 * the subclass's name.
 */
export class CorebookError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
  }

  /** The fields printed after the message (error-print.ts): those with a value, shortened. */
  protected printedFields(): Record<string, unknown> {
    return printedFields(this);
  }

  // util.inspect, console.log and tslab's report of an uncaught error all print through this.
  [Symbol.for("nodejs.util.inspect.custom")](_depth: number, options: object, inspect?: Inspect): string {
    return printError(this, this.printedFields(), inspect ?? ((value) => JSON.stringify(value)), options ?? {});
  }
}
