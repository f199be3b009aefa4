// Bad input caught before anything is sent, written or started: the fix is in the caller's code,
// so the error says which parameter, what it was given and, when the list is known, what it takes.
import { CorebookError } from "./corebook-error.js";

export interface UsageDetails {
  /** The parameter or option at fault, as the caller wrote it (`limit`, `options.top`, `--port`). */
  parameter?: string;
  /** The value the caller gave. */
  value?: unknown;
  /** The values the parameter takes, when they are a known list. */
  allowed?: readonly unknown[];
  cause?: unknown;
}

export class UsageError extends CorebookError {
  readonly parameter: string | null;
  readonly value: unknown;
  readonly allowed: readonly unknown[] | null;

  constructor(message: string, details: UsageDetails = {}) {
    super(message, { cause: details.cause });
    this.parameter = details.parameter ?? null;
    this.value = details.value;
    this.allowed = details.allowed ?? null;
  }
}

/** A command line the `corebook` command cannot run: the CLI prints the message and the command's
 * usage and exits with status 2. */
export class CommandUsageError extends UsageError {
  constructor(
    /** The subcommand (`cache`, `snapshot`, `mirror`, `sandbox`, `showcase`). */
    readonly command: string,
    message: string,
    details: UsageDetails = {},
  ) {
    super(message, details);
  }
}
