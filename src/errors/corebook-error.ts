// The root of every error corebook throws on purpose, so a notebook can tell "corebook refused or
// failed" (catch CorebookError) from a bug or a runtime failure (TypeError, out of memory). This
// folder depends on nothing, so every layer, the sandbox included, can name it.
export class CorebookError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
  }
}
