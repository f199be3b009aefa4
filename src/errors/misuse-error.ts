// Misuse: bad input caught before anything is sent, written or started (the fix is in the caller's code),
// so the error says which parameter, what it was given and, when the list is known, what it takes.
import { CorebookError } from "./corebook-error.js";

/** What a `MisuseError` says about the bad input, besides its message. */
export interface MisuseDetails {
  /** The parameter or option at fault, as the caller wrote it (`limit`, `options.top`, `--port`). */
  parameter?: string;
  /** The value the caller gave. */
  value?: unknown;
  /** The values the parameter takes, when they are a known list. */
  allowed?: readonly unknown[];
  /** The underlying error, if another error led to this one. */
  cause?: unknown;
}

/**
 * Bad input caught before anything was sent, written or started: the fix is in the calling code. The message names the
 * parameter, the value given and, when known, the values allowed.
 */
export class MisuseError extends CorebookError {
  /** The parameter or option at fault (`limit`, `options.top`, `--port`), or null when no single one is. */
  readonly parameter: string | null;
  /** The value the caller gave (undefined when not recorded). */
  readonly value: unknown;
  /** The values the parameter takes, when they are a known list; otherwise null. */
  readonly allowed: readonly unknown[] | null;

  constructor(message: string, details: MisuseDetails = {}) {
    super(message, { cause: details.cause });
    this.parameter = details.parameter ?? null;
    this.value = details.value;
    this.allowed = details.allowed ?? null;
  }
}

/** A command line the `corebook` command cannot run: the CLI prints the message and the command's
 * usage and exits with status 2. */
export class CommandMisuseError extends MisuseError {
  constructor(
    /** The subcommand (`cache`, `snapshot`, `mirror`, `sandbox`, `showcase`). */
    readonly command: string,
    message: string,
    details: MisuseDetails = {},
  ) {
    super(message, details);
  }
}
