// Taking in the record another process left in the quota file, before a batch of decisions. The
// file is the truth about what every process shares; what this process alone knows survives it:
// its own requests in flight, a pause or pace it learned that the file lost (an unreadable file is
// read as empty), and the two facts it never shares (view.ts).
import { BlindPace } from "./blind-pace.js";
import { isFarReset } from "./far-reset.js";
import type { Limits } from "./limits.js";
import type { PacingRecord } from "./record.js";
import type { PacingState } from "./view.js";
import { keptAnswers } from "./window.js";

export function adopt(file: PacingRecord, mine: PacingState, now: number, limits: Limits): PacingState {
  const record: PacingRecord = { ...file, inFlight: { ...file.inFlight } };
  // A view reaching past the cap is never shared: one held here stays until refused; one in the
  // file (an older corebook wrote it) is dropped.
  const far = mine.far && isFarReset(mine.far.resetAt, now, limits.maxPauseMs) ? mine.far : null;
  if (far || !(record.until > now) || isFarReset(record.serverReset, now, limits.maxPauseMs)) record.until = 0;
  const own = mine.record.inFlight[limits.pid] ?? 0;
  if (own > 0) record.inFlight[limits.pid] = own;
  else delete record.inFlight[limits.pid];
  const pace = BlindPace.of(mine.record.pace, limits.requests);
  if (file.pace) pace.merge(file.pace);
  record.pace = pace.state;
  // A pause longer than the cap (written by a client with a larger one, or before caps existed) is
  // over: a fresh process with a healthy server is not held for a day.
  const filePause = file.pausedUntil - now > limits.maxPauseMs ? 0 : file.pausedUntil;
  record.pausedUntil = Math.max(filePause, mine.record.pausedUntil);
  record.keepMs = Math.max(file.keepMs, limits.windowMs);
  record.answered = keptAnswers(file.answered, now, record.keepMs, limits);
  return { record, blind: mine.blind, far };
}
