// The misuse errors' earlier names, kept so code written against them still compiles and catches
// the same errors: "usage" now names only what a session consumes (`sv.usage`: requests, credits).
import { CommandMisuseError, MisuseError, type MisuseDetails } from "./misuse-error.js";

/** @deprecated Renamed {@link MisuseError}: the same class. */
export const UsageError = MisuseError;
/** @deprecated Renamed {@link MisuseError}. */
export type UsageError = MisuseError;

/** @deprecated Renamed {@link CommandMisuseError}: the same class. */
export const CommandUsageError = CommandMisuseError;
/** @deprecated Renamed {@link CommandMisuseError}. */
export type CommandUsageError = CommandMisuseError;

/** @deprecated Renamed {@link MisuseDetails}. */
export type UsageDetails = MisuseDetails;
